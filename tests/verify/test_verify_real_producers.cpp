// Rules for the routes real producers (XLA's SPMD partitioner, shard_map bodies) take to
// the baseline's values, on small hand-written pairs: each correct idiom verifies, and a
// wrong program built the same way does not, with the frontier at the instruction that
// went wrong.
#include "io/hlo_text_parser.h"
#include "verify/verifier.h"
#include "test_support/hlo_text.h"

#include <QTest>

using namespace shardscope;

namespace {

const char* kAdd = test::kScalarAddComputation;

std::string module(const std::string& header, const std::string& entry) { return "HloModule " + header + "\n" + kAdd + entry; }

// Rotary-style positions: x[16] * float(iota(16)).
const std::string kPositionsBaseline = module("base", "\n"
"ENTRY %main (x: f32[16]) -> f32[16] {\n"
"  %x = f32[16] parameter(0)\n"
"  %pos = s32[16] iota(), iota_dimension=0\n"
"  %posf = f32[16] convert(%pos)\n"
"  ROOT %y = f32[16] multiply(%x, %posf)\n"
"}");

// XLA's partitioned iota: iota(4) + 4 * table[partition-id].
std::string positionsDistributed(const std::string& table, const std::string& stride) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[4]) -> f32[4] {\n"
"  %x = f32[4] parameter(0), sharding={devices=[4]<=[4]}\n"
"  %iota = s32[4] iota(), iota_dimension=0\n"
"  %table = s32[4] constant(" + table + ")\n"
"  %pid = u32[] partition-id()\n"
"  %ds = s32[1] dynamic-slice(%table, %pid), dynamic_slice_sizes={1}\n"
"  %index = s32[] reshape(%ds)\n"
"  %stride = s32[] constant(" + stride + ")\n"
"  %offset = s32[] multiply(%index, %stride)\n"
"  %offsets = s32[4] broadcast(%offset), dimensions={}\n"
"  %pos = s32[4] add(%iota, %offsets)\n"
"  %posf = f32[4] convert(%pos)\n"
"  ROOT %y = f32[4] multiply(%x, %posf), sharding={devices=[4]<=[4]}\n"
"}");
}

// KV heads replicated over pairs of ranks: every rank holds both heads and keeps head
// floor(pid / 2), computed the way jnp.floor_divide lowers (sign, remainder, select).
const std::string kHeadsBaseline = module("base", "\n"
"ENTRY %main (kv: f32[2,4]) -> f32[2,4] {\n"
"  ROOT %kv = f32[2,4] parameter(0)\n"
"}");

std::string headPerPair(const std::string& direction) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (kv: f32[2,4]) -> f32[1,4] {\n"
"  %kv = f32[2,4] parameter(0), sharding={replicated}\n"
"  %pid = u32[] partition-id()\n"
"  %rank = s32[] convert(%pid)\n"
"  %two = s32[] constant(2)\n"
"  %zero = s32[] constant(0)\n"
"  %one = s32[] constant(1)\n"
"  %q = s32[] divide(%rank, %two)\n"
"  %r = s32[] remainder(%rank, %two)\n"
"  %sr = s32[] sign(%r)\n"
"  %st = s32[] sign(%two)\n"
"  %neg = pred[] compare(%sr, %st), direction=NE\n"
"  %nz = pred[] compare(%r, %zero), direction=NE\n"
"  %fix = pred[] and(%neg, %nz)\n"
"  %qm = s32[] subtract(%q, %one)\n"
"  %head = s32[] select(%fix, %qm, %q)\n"
"  %low = pred[] compare(%rank, %two), direction=" + direction + "\n"
"  %pick = s32[] select(%low, %zero, %head)\n"
"  ROOT %mine = f32[1,4] dynamic-slice(%kv, %pick, %zero), dynamic_slice_sizes={1,4}, sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}\n"
"}");
}

// cumsum along dim 0 (XLA's reduce-window) of a value split along dim 1 or dim 0.
const std::string kCumsumBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[8,4] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %zero = f32[] constant(0)\n"
"  ROOT %c = f32[8,4] reduce-window(%x, %zero), window={size=8x1 pad=7_0x0_0}, to_apply=%add\n"
"}");

const std::string kCumsumColumns = module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,1]) -> f32[8,1] {\n"
"  %x = f32[8,1] parameter(0), sharding={devices=[1,4]<=[4]}\n"
"  %zero = f32[] constant(0)\n"
"  ROOT %c = f32[8,1] reduce-window(%x, %zero), window={size=8x1 pad=7_0x0_0}, to_apply=%add, sharding={devices=[1,4]<=[4]}\n"
"}");

const std::string kCumsumRows = module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4]) -> f32[2,4] {\n"
"  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %zero = f32[] constant(0)\n"
"  ROOT %c = f32[2,4] reduce-window(%x, %zero), window={size=2x1 pad=1_0x0_0}, to_apply=%add, sharding={devices=[4,1]<=[4]}\n"
"}");

// A reshape that only changes the layout (Adam's moments, returned in {1,0}).
const std::string kLayoutBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[8,4] {\n"
"  %x = f32[8,4]{0,1} parameter(0)\n"
"  ROOT %n = f32[8,4]{0,1} negate(%x)\n"
"}");

std::string layoutReshape(const std::string& dims) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4]) -> f32[" + dims + "] {\n"
"  %x = f32[2,4]{0,1} parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %n = f32[2,4]{0,1} negate(%x)\n"
"  ROOT %r = f32[" + dims + "]{1,0} reshape(%n), sharding={devices=[4,1]<=[4]}\n"
"}");
}

// A mask broadcast over batch and heads: the baseline broadcasts it directly, the
// shard_map body reshapes it into unit dims first (a different chain, the same value).
const std::string kMaskBaseline = module("base", "\n"
"ENTRY %main (m: f32[4,4], s: f32[2,8,4,4]) -> f32[2,8,4,4] {\n"
"  %m = f32[4,4] parameter(0)\n"
"  %s = f32[2,8,4,4] parameter(1)\n"
"  %y = f32[2,8,4,4] broadcast(%m), dimensions={2,3}\n"
"  ROOT %out = f32[2,8,4,4] add(%s, %y)\n"
"}");

std::string maskThroughUnitDims(const std::string& beforeBroadcast) {
  return module("dist, num_partitions=8", "\n"
"ENTRY %main (m: f32[4,4], s: f32[1,2,4,4]) -> f32[1,2,4,4] {\n"
"  %m = f32[4,4] parameter(0), sharding={replicated}\n"
"  %s = f32[1,2,4,4] parameter(1), sharding={devices=[2,4,1,1]<=[8]}\n"
"  %r1 = f32[1,1,4,4] reshape(%m)\n"
"  %r2 = f32[1,4,4] reshape(%r1)\n" + beforeBroadcast +
"  %y = f32[1,2,4,4] broadcast(%r3), dimensions={0,2,3}\n"
"  ROOT %out = f32[1,2,4,4] add(%s, %y), sharding={devices=[2,4,1,1]<=[8]}\n"
"}");
}

// Row-parallel matmul; `after` consumes %dot.
const std::string kDotBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16], w: f32[16,32], b: f32[8,32]) -> f32[8,32] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  %w = f32[16,32] parameter(1)\n"
"  %b = f32[8,32] parameter(2)\n"
"  %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  ROOT %y = f32[8,32] add(%dot, %b)\n"
"}");

const std::string kDotOnlyBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16], w: f32[16,32], b: f32[8,32]) -> f32[8,32] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  %w = f32[16,32] parameter(1)\n"
"  %b = f32[8,32] parameter(2)\n"
"  ROOT %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"}");

std::string rowParallel(const std::string& after) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,4], w: f32[4,32], b: f32[8,32]) -> f32[8,32] {\n"
"  %x = f32[8,4] parameter(0), sharding={devices=[1,4]<=[4]}\n"
"  %w = f32[4,32] parameter(1), sharding={devices=[4,1]<=[4]}\n"
"  %b = f32[8,32] parameter(2), sharding={replicated}\n"
"  %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n" + after +
"}");
}

// A baseline that keeps a call (here returning a tuple) where the distributed program
// has it inlined: the call's result element is the value inside it.
std::string callTupleBaseline(const std::string& index) {
  return module("base", "\n"
"%body (p: f32[8,4]) -> (f32[8,4], f32[8,4]) {\n"
"  %p = f32[8,4] parameter(0)\n"
"  %n = f32[8,4] negate(%p)\n"
"  ROOT %t = (f32[8,4], f32[8,4]) tuple(%n, %p)\n"
"}\n\n"
"ENTRY %main (x: f32[8,4]) -> f32[8,4] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %c = (f32[8,4], f32[8,4]) call(%x), to_apply=%body\n"
"  %g = f32[8,4] get-tuple-element(%c), index=" + index + "\n"
"  ROOT %e = f32[8,4] exponential(%g)\n"
"}");
}

const std::string kCallInlined = module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4]) -> f32[2,4] {\n"
"  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %n = f32[2,4] negate(%x)\n"
"  ROOT %e = f32[2,4] exponential(%n), sharding={devices=[4,1]<=[4]}\n"
"}");

// A jvp transpose computes op(x, y) and op(y, x); XLA's CSE leaves one of them.
std::string bothOrdersBaseline(const std::string& op) {
  return module("base", "\n"
"ENTRY %main (x: f32[8,4], y: f32[8,4]) -> f32[8,4] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %y = f32[8,4] parameter(1)\n"
"  %a = f32[8,4] " + op + "(%x, %y)\n"
"  %b = f32[8,4] " + op + "(%y, %x)\n"
"  ROOT %s = f32[8,4] add(%a, %b)\n"
"}");
}

std::string oneOrderDistributed(const std::string& op) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4], y: f32[2,4]) -> f32[2,4] {\n"
"  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %y = f32[2,4] parameter(1), sharding={devices=[4,1]<=[4]}\n"
"  %m = f32[2,4] " + op + "(%y, %x)\n"
"  ROOT %s = f32[2,4] add(%m, %m), sharding={devices=[4,1]<=[4]}\n"
"}");
}

// The attention backward pass pads a row-split gradient along its (whole) last dim.
std::string padBaseline(const std::string& padding, const std::string& dims) {
  return module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[" + dims + "] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %zero = f32[] constant(0)\n"
"  ROOT %p = f32[" + dims + "] pad(%x, %zero), padding=" + padding + "\n"
"}");
}

std::string padDistributed(const std::string& padding, const std::string& dims) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4]) -> f32[" + dims + "] {\n"
"  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %zero = f32[] constant(0)\n"
"  ROOT %p = f32[" + dims + "] pad(%x, %zero), padding=" + padding + ", sharding={devices=[4,1]<=[4]}\n"
"}");
}

// Top-2 routing over token-split router logits: top-k works along the last dim.
std::string topKBaseline(const std::string& xShape) {
  return module("base", "\n"
"ENTRY %main (x: f32[" + xShape + "]) -> (f32[8,2], s32[8,2]) {\n"
"  %x = f32[" + xShape + "] parameter(0)\n"
"  %t = (f32[8,2], s32[8,2]) topk(%x), k=2, largest=true\n"
"  %v = f32[8,2] get-tuple-element(%t), index=0\n"
"  %i = s32[8,2] get-tuple-element(%t), index=1\n"
"  ROOT %r = (f32[8,2], s32[8,2]) tuple(%v, %i)\n"
"}");
}

std::string topKDistributed(const std::string& xShape, const std::string& outShape, const std::string& sharding) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[" + xShape + "]) -> (f32[" + outShape + "], s32[" + outShape + "]) {\n"
"  %x = f32[" + xShape + "] parameter(0), sharding=" + sharding + "\n"
"  %t = (f32[" + outShape + "], s32[" + outShape + "]) topk(%x), k=2, largest=true\n"
"  %v = f32[" + outShape + "] get-tuple-element(%t), index=0\n"
"  %i = s32[" + outShape + "] get-tuple-element(%t), index=1\n"
"  ROOT %r = (f32[" + outShape + "], s32[" + outShape + "]) tuple(%v, %i), sharding={" + sharding + ", " + sharding + "}\n"
"}");
}

// A loss mean in a shard_map: each device divides its partial sum by its own element
// count, the psum adds the parts, and the result is divided by the device count.
const std::string kMeanBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %zero = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %zero), dimensions={0,1}, to_apply=%add\n"
"  %n = f32[] constant(32)\n"
"  ROOT %m = f32[] divide(%s, %n)\n"
"}");

std::string meanAroundPsum(const std::string& groups, const std::string& after) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4]) -> f32[] {\n"
"  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %zero = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %zero), dimensions={0,1}, to_apply=%add\n"
"  %n = f32[] constant(8)\n"
"  %local = f32[] divide(%s, %n)\n"
"  %r = f32[1] reshape(%local)\n"
"  %c = f32[1] copy(%r)\n"
"  %u = f32[] reduce(%c, %zero), dimensions={0}, to_apply=%add\n"
"  %ar = f32[] all-reduce(%u), channel_id=1, replica_groups=" + groups + ", use_global_device_ids=true, to_apply=%add\n"
"  %d = f32[] constant(" + after + ")\n"
"  ROOT %m = f32[] divide(%ar, %d), sharding={replicated}\n"
"}");
}

// Heads merged back into the hidden dim: transpose, then a reshape that merges dims.
const std::string kMergeHeadsBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4,2]) -> f32[8,8] {\n"
"  %x = f32[8,4,2] parameter(0)\n"
"  %t = f32[8,2,4] transpose(%x), dimensions={0,2,1}\n"
"  ROOT %r = f32[8,8] reshape(%t)\n"
"}");

std::string mergeHeads(const std::string& permutation, const std::string& transposed) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[2,4,2]) -> f32[2,8] {\n"
"  %x = f32[2,4,2] parameter(0), sharding={devices=[4,1,1]<=[4]}\n"
"  %t = f32[" + transposed + "] transpose(%x), dimensions={" + permutation + "}\n"
"  ROOT %r = f32[2,8] reshape(%t), sharding={devices=[4,1]<=[4]}\n"
"}");
}

// An embedding lookup: rows of a [64,32] table at token ids.
const std::string kEmbedBaseline = module("base", "\n"
"ENTRY %main (t: f32[64,32], i: s32[8,1]) -> f32[8,32] {\n"
"  %t = f32[64,32] parameter(0)\n"
"  %i = s32[8,1] parameter(1)\n"
"  ROOT %g = f32[8,32] gather(%t, %i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,32}\n"
"}");

std::string embed(const std::string& table, const std::string& tableSharding, const std::string& ids, const std::string& idsSharding,
                  const std::string& out, const std::string& slice, const std::string& outSharding) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (t: f32[" + table + "], i: s32[" + ids + "]) -> f32[" + out + "] {\n"
"  %t = f32[" + table + "] parameter(0), sharding=" + tableSharding + "\n"
"  %i = s32[" + ids + "] parameter(1), sharding=" + idsSharding + "\n"
"  ROOT %g = f32[" + out + "] gather(%t, %i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1," + slice + "}, sharding=" + outSharding + "\n"
"}");
}

// GQA scores with 8 query heads over 2 KV heads on 8 ranks: the baseline repeats each KV
// head 4 times; rank p holds query head p and one KV head.
const std::string kRepeatBaseline = module("base", "\n"
"ENTRY %main (q: f32[8,4], kv: f32[2,4]) -> f32[8] {\n"
"  %q = f32[8,4] parameter(0)\n"
"  %kv = f32[2,4] parameter(1)\n"
"  %b = f32[2,4,4] broadcast(%kv), dimensions={0,2}\n"
"  %rep = f32[8,4] reshape(%b)\n"
"  ROOT %s = f32[8] dot(%q, %rep), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n"
"}");

std::string kvHeadPerRanks(const std::string& kvSharding) {
  return module("dist, num_partitions=8", "\n"
"ENTRY %main (q: f32[1,4], kv: f32[1,4]) -> f32[1] {\n"
"  %q = f32[1,4] parameter(0), sharding={devices=[8,1]<=[8]}\n"
"  %kv = f32[1,4] parameter(1), sharding=" + kvSharding + "\n"
"  ROOT %s = f32[1] dot(%q, %kv), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}, sharding={devices=[8]<=[8]}\n"
"}");
}

// A ring on 2 devices: each writes its own row block of -x into a zero buffer, passes x
// on, and writes the block it received; `second` is the second write's offset.
const std::string kRingBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[8,4] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  ROOT %n = f32[8,4] negate(%x)\n"
"}");

std::string ringFill(const std::string& second) {
  return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,4]) -> f32[8,4] {\n"
"  %x = f32[4,4] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %zero = f32[] constant(0)\n"
"  %buffer = f32[8,4] broadcast(%zero), dimensions={}\n"
"  %pid = u32[] partition-id()\n"
"  %rank = s32[] convert(%pid)\n"
"  %four = s32[] constant(4)\n"
"  %z = s32[] constant(0)\n"
"  %own = s32[] multiply(%rank, %four)\n"
"  %other = s32[] subtract(%four, %own)\n"
"  %n0 = f32[4,4] negate(%x)\n"
"  %acc = f32[8,4] dynamic-update-slice(%buffer, %n0, %own, %z)\n"
"  %p = f32[4,4] collective-permute(%x), channel_id=1, source_target_pairs={{0,1},{1,0}}\n"
"  %n1 = f32[4,4] negate(%p)\n"
"  ROOT %acc2 = f32[8,4] dynamic-update-slice(%acc, %n1, %" + second + ", %z), sharding={replicated}\n"
"}");
}

// A ring on 3 devices (tile_choice.h): each writes its own row block of -x, passes x on
// by `pairs` twice and writes each received block at the offset of the device it came
// from when the ring runs forward, (rank - step) mod 3. Sent backwards, every block is
// still a tile of x, but written where another device's block belongs.
const std::string kRing3Baseline = module("base", "\n"
"ENTRY %main (x: f32[12,4]) -> f32[12,4] {\n"
"  %x = f32[12,4] parameter(0)\n"
"  ROOT %n = f32[12,4] negate(%x)\n"
"}");

std::string ring3(const std::string& pairs) {
  return module("dist, num_partitions=3", "\n"
"ENTRY %main (x: f32[4,4]) -> f32[12,4] {\n"
"  %x = f32[4,4] parameter(0), sharding={devices=[3,1]<=[3]}\n"
"  %zero = f32[] constant(0)\n"
"  %buffer = f32[12,4] broadcast(%zero), dimensions={}\n"
"  %pid = u32[] partition-id()\n"
"  %rank = s32[] convert(%pid)\n"
"  %one = s32[] constant(1)\n"
"  %two = s32[] constant(2)\n"
"  %three = s32[] constant(3)\n"
"  %four = s32[] constant(4)\n"
"  %z = s32[] constant(0)\n"
"  %o0 = s32[] multiply(%rank, %four)\n"
"  %n0 = f32[4,4] negate(%x)\n"
"  %acc0 = f32[12,4] dynamic-update-slice(%buffer, %n0, %o0, %z)\n"
"  %p1 = f32[4,4] collective-permute(%x), channel_id=1, source_target_pairs=" + pairs + "\n"
"  %s1 = s32[] add(%rank, %two)\n"
"  %b1 = s32[] remainder(%s1, %three)\n"
"  %o1 = s32[] multiply(%b1, %four)\n"
"  %n1 = f32[4,4] negate(%p1)\n"
"  %acc1 = f32[12,4] dynamic-update-slice(%acc0, %n1, %o1, %z)\n"
"  %p2 = f32[4,4] collective-permute(%p1), channel_id=2, source_target_pairs=" + pairs + "\n"
"  %s2 = s32[] add(%rank, %one)\n"
"  %b2 = s32[] remainder(%s2, %three)\n"
"  %o2 = s32[] multiply(%b2, %four)\n"
"  %n2 = f32[4,4] negate(%p2)\n"
"  ROOT %acc2 = f32[12,4] dynamic-update-slice(%acc1, %n2, %o2, %z), sharding={replicated}\n"
"}");
}

// A batched dot of a row-split q with the row of a replicated kv that each device slices
// at an offset computed from its id (the JAX corpus's KV-head index): `offset` is that
// offset's last step. Any offset that is a permutation of the rows makes the slice a
// valid tile of kv; only the one matching q's rows makes the dot the baseline's.
const std::string kRowDotBaseline = module("base", "\n"
"ENTRY %main (q: f32[4,8], kv: f32[4,8]) -> f32[4] {\n"
"  %q = f32[4,8] parameter(0)\n"
"  %kv = f32[4,8] parameter(1)\n"
"  ROOT %s = f32[4] dot(%q, %kv), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n"
"}");

std::string rowAtOffset(const std::string& offset, const std::string& qSharding = "{devices=[4,1]<=[4]}") {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (q: f32[1,8], kv: f32[4,8]) -> f32[1] {\n"
"  %q = f32[1,8] parameter(0), sharding=" + qSharding + "\n"
"  %kv = f32[4,8] parameter(1), sharding={replicated}\n"
"  %pid = u32[] partition-id()\n"
"  %rank = s32[] convert(%pid)\n"
"  %one = s32[] constant(1)\n"
"  %four = s32[] constant(4)\n"
"  %z = s32[] constant(0)\n"
"  %shifted = s32[] add(%rank, %one)\n"
"  %index = s32[] " + offset + "\n"
"  %row = f32[1,8] dynamic-slice(%kv, %index, %z), dynamic_slice_sizes={1,8}\n"
"  ROOT %s = f32[1] dot(%q, %row), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}, sharding={devices=[4]<=[4]}\n"
"}");
}

// XLA's vocabulary-parallel lookup on 2 devices (rows 0-3 and 4-7 of an [8,4] table):
// clamp the ids, gather at id - first row, zero the ids outside the device's rows, sum.
const std::string kLookupBaseline = module("base", "\n"
"ENTRY %main (t: f32[8,4], i: s32[3,1]) -> f32[3,4] {\n"
"  %t = f32[8,4] parameter(0)\n"
"  %i = s32[3,1] parameter(1)\n"
"  ROOT %g = f32[3,4] gather(%t, %i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}\n"
"}");

std::string maskedLookup(const std::string& lastRow) {
  return module("dist, num_partitions=2", "\n"
"%or (a: pred[], b: pred[]) -> pred[] {\n"
"  %a = pred[] parameter(0)\n"
"  %b = pred[] parameter(1)\n"
"  ROOT %o = pred[] or(%a, %b)\n"
"}\n\n"
"ENTRY %main (t: f32[4,4], i: s32[3,1]) -> f32[3,4] {\n"
"  %t = f32[4,4] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %i = s32[3,1] parameter(1), sharding={replicated}\n"
"  %c0 = s32[] constant(0)\n"
"  %c7 = s32[] constant(7)\n"
"  %lo = s32[3,1] broadcast(%c0), dimensions={}\n"
"  %hi = s32[3,1] broadcast(%c7), dimensions={}\n"
"  %j = s32[3,1] clamp(%lo, %i, %hi)\n"
"  %pid = u32[] partition-id()\n"
"  %rank = s32[] convert(%pid)\n"
"  %four = s32[] constant(4)\n"
"  %first = s32[] multiply(%rank, %four)\n"
"  %firstb = s32[3,1] broadcast(%first), dimensions={}\n"
"  %span = s32[] constant(" + lastRow + ")\n"
"  %last = s32[] add(%first, %span)\n"
"  %lastb = s32[3,1] broadcast(%last), dimensions={}\n"
"  %below = pred[3,1] compare(%j, %firstb), direction=LT\n"
"  %above = pred[3,1] compare(%j, %lastb), direction=GT\n"
"  %outside = pred[3,1] or(%below, %above)\n"
"  %false = pred[] constant(false)\n"
"  %outsider = pred[3] reduce(%outside, %false), dimensions={1}, to_apply=%or\n"
"  %mask = pred[3,4] broadcast(%outsider), dimensions={0}\n"
"  %local = s32[3,1] subtract(%j, %firstb)\n"
"  %g = f32[3,4] gather(%t, %local), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}\n"
"  %zero = f32[] constant(0)\n"
"  %zeros = f32[3,4] broadcast(%zero), dimensions={}\n"
"  %sel = f32[3,4] select(%mask, %zeros, %g)\n"
"  ROOT %sum = f32[3,4] all-reduce(%sel), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
}

}  // namespace

class TestVerifyRealProducers : public QObject {
  Q_OBJECT

 private slots:
  void pairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::addColumn<QString>("frontier");  // expected frontier instruction
    QTest::addColumn<QString>("reasonHas");

    // known-integer-tiles
    QTest::newRow("partitioned iota") << QString::fromStdString(kPositionsBaseline)
        << QString::fromStdString(positionsDistributed("{0, 1, 2, 3}", "4")) << true << "" << "";
    QTest::newRow("partitioned iota, wrong stride") << QString::fromStdString(kPositionsBaseline)
        << QString::fromStdString(positionsDistributed("{0, 1, 2, 3}", "3")) << false << "pos" << "";
    QTest::newRow("partitioned iota, two devices at one offset") << QString::fromStdString(kPositionsBaseline)
        << QString::fromStdString(positionsDistributed("{0, 1, 1, 3}", "4")) << false << "pos" << "";
    // per-device scalars through compare/select/sign/and (dynamic-slice-by-device)
    QTest::newRow("KV head per pair of ranks") << QString::fromStdString(kHeadsBaseline)
        << QString::fromStdString(headPerPair("LT")) << true << "" << "";
    QTest::newRow("KV head per pair of ranks, heads swapped") << QString::fromStdString(kHeadsBaseline)
        << QString::fromStdString(headPerPair("GE")) << false << "mine" << "";
    // reduce-window-tiled
    QTest::newRow("cumsum of a column split") << QString::fromStdString(kCumsumBaseline) << QString::fromStdString(kCumsumColumns) << true << "" << "";
    QTest::newRow("cumsum along the split dim") << QString::fromStdString(kCumsumBaseline) << QString::fromStdString(kCumsumRows)
        << false << "c" << "slides along dim 0";
    // identity: a reshape to the same dims
    QTest::newRow("reshape changing only the layout") << QString::fromStdString(kLayoutBaseline) << QString::fromStdString(layoutReshape("2,4"))
        << true << "" << "";
    QTest::newRow("reshape changing the dims") << QString::fromStdString(kLayoutBaseline) << QString::fromStdString(layoutReshape("4,2"))
        << false << "r" << "";
    // layout-chain (here through coercion: the consumer tiles the broadcast dims)
    QTest::newRow("mask through unit dims") << QString::fromStdString(kMaskBaseline)
        << QString::fromStdString(maskThroughUnitDims("  %r3 = f32[1,4,4] reshape(%r2)\n")) << true << "" << "";
    QTest::newRow("mask through unit dims, transposed") << QString::fromStdString(kMaskBaseline)
        << QString::fromStdString(maskThroughUnitDims("  %r3 = f32[1,4,4] transpose(%r2), dimensions={0,2,1}\n")) << false << "r3" << "leaves the baseline's layout";
    // frontier: a missing reduction is reported where the partial value was made too
    QTest::newRow("all-reduce in place") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add\n"
                                              "  ROOT %y = f32[8,32] add(%ar, %b), sharding={replicated}\n")) << true << "" << "";
    QTest::newRow("all-reduce missing before the add") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %y = f32[8,32] add(%dot, %b), sharding={replicated}\n")) << false << "dot" << "no all-reduce";
    QTest::newRow("all-reduce missing at the result") << QString::fromStdString(kDotOnlyBaseline)
        << QString::fromStdString(rowParallel("  %c = f32[8,32] copy(%dot)\n  ROOT %y = f32[8,32] copy(%c), sharding={replicated}\n"))
        << false << "dot" << "no all-reduce";
    // the baseline e-graph: a call's tuple element is the value itself
    QTest::newRow("baseline call result, inlined") << QString::fromStdString(callTupleBaseline("0"))
        << QString::fromStdString(kCallInlined) << true << "" << "";
    QTest::newRow("baseline call result, other element") << QString::fromStdString(callTupleBaseline("1"))
        << QString::fromStdString(kCallInlined) << false << "e" << "baseline computes no";
    // the baseline e-graph: commutative operands in either order
    QTest::newRow("multiply in both orders") << QString::fromStdString(bothOrdersBaseline("multiply"))
        << QString::fromStdString(oneOrderDistributed("multiply")) << true << "" << "";
    QTest::newRow("subtract in both orders") << QString::fromStdString(bothOrdersBaseline("subtract"))
        << QString::fromStdString(oneOrderDistributed("subtract")) << false << "s" << "";
    // pad-untiled
    QTest::newRow("pad along a whole dim") << QString::fromStdString(padBaseline("0_0x2_1", "8,7"))
        << QString::fromStdString(padDistributed("0_0x2_1", "2,7")) << true << "" << "";
    QTest::newRow("pad along the split dim") << QString::fromStdString(padBaseline("0_4x0_0", "12,4"))
        << QString::fromStdString(padDistributed("0_1x0_0", "3,4")) << false << "p" << "split over the devices";
    // divide-around-sum, or the per-device division as a scaled partial sum
    // (constant-scaling): a wrong count leaves a factor the frontier traces to the
    // per-device division, a psum over half the devices is reported at the psum
    QTest::newRow("mean divided around the psum") << QString::fromStdString(kMeanBaseline)
        << QString::fromStdString(meanAroundPsum("[1,4]<=[4]", "4")) << true << "" << "";
    QTest::newRow("mean divided around the psum, wrong count") << QString::fromStdString(kMeanBaseline)
        << QString::fromStdString(meanAroundPsum("[1,4]<=[4]", "2")) << false << "local" << "never divided out";
    QTest::newRow("mean divided around a psum over half the devices") << QString::fromStdString(kMeanBaseline)
        << QString::fromStdString(meanAroundPsum("[2,2]<=[4]", "4")) << false << "ar" << "";
    // frontier: a transpose and the reshape after it are reported together
    QTest::newRow("transpose before a reshape") << QString::fromStdString(kMergeHeadsBaseline)
        << QString::fromStdString(mergeHeads("0,2,1", "2,2,4")) << true << "" << "";
    QTest::newRow("wrong transpose before a reshape") << QString::fromStdString(kMergeHeadsBaseline)
        << QString::fromStdString(mergeHeads("1,0,2", "4,2,2")) << false << "r" << "ends the run of reshapes and transposes from %t";
    // gather-tiled
    QTest::newRow("embedding lookup of batch-split ids") << QString::fromStdString(kEmbedBaseline)
        << QString::fromStdString(embed("64,32", "{replicated}", "2,1", "{devices=[4,1]<=[4]}", "2,32", "32", "{devices=[4,1]<=[4]}")) << true << "" << "";
    QTest::newRow("embedding lookup from a hidden-split table") << QString::fromStdString(kEmbedBaseline)
        << QString::fromStdString(embed("64,8", "{devices=[1,4]<=[4]}", "8,1", "{replicated}", "8,8", "8", "{devices=[1,4]<=[4]}")) << true << "" << "";
    QTest::newRow("embedding lookup from a vocabulary-split table") << QString::fromStdString(kEmbedBaseline)
        << QString::fromStdString(embed("16,32", "{devices=[4,1]<=[4]}", "8,1", "{replicated}", "8,32", "32", "{replicated}")) << false << "g" << "indexes or slices";
    // dot-of-repeated
    QTest::newRow("KV head shared by 4 ranks") << QString::fromStdString(kRepeatBaseline)
        << QString::fromStdString(kvHeadPerRanks("{devices=[2,1,4]<=[8] last_tile_dim_replicate}")) << true << "" << "";
    QTest::newRow("KV heads interleaved over the ranks") << QString::fromStdString(kRepeatBaseline)
        << QString::fromStdString(kvHeadPerRanks("{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}")) << false << "s" << "";
    // dynamic-update-slice-fill
    QTest::newRow("ring fills every block") << QString::fromStdString(kRingBaseline) << QString::fromStdString(ringFill("other")) << true << "" << "";
    QTest::newRow("ring writes the received block over its own") << QString::fromStdString(kRingBaseline) << QString::fromStdString(ringFill("own"))
        << false << "acc" << "";
    // The frontier names where a tile order that does not fit was chosen (tile_choice.h).
    QTest::newRow("ring of 3, sent forward") << QString::fromStdString(kRing3Baseline) << QString::fromStdString(ring3("{{0,1},{1,2},{2,0}}"))
        << true << "" << "";
    QTest::newRow("ring of 3, sent backwards: the ppermute") << QString::fromStdString(kRing3Baseline)
        << QString::fromStdString(ring3("{{1,0},{2,1},{0,2}}")) << false << "p1" << "moves tiles between devices by the pairs {1->0, 2->1, 0->2}";
    QTest::newRow("ring of 3, sent backwards: the first write") << QString::fromStdString(kRing3Baseline)
        << QString::fromStdString(ring3("{{1,0},{2,1},{0,2}}")) << false << "acc0" << "";
    QTest::newRow("row at the device's offset") << QString::fromStdString(kRowDotBaseline) << QString::fromStdString(rowAtOffset("copy(%rank)"))
        << true << "" << "";
    QTest::newRow("row at the next device's offset: the arithmetic") << QString::fromStdString(kRowDotBaseline)
        << QString::fromStdString(rowAtOffset("remainder(%shifted, %four)")) << false << "index"
        << "computes each device's offset into dim 0 of %row (device 0: 1, device 1: 2, device 2: 3, device 3: 0)";
    QTest::newRow("row at the device id, q's rows in another order: the slice") << QString::fromStdString(kRowDotBaseline)
        << QString::fromStdString(rowAtOffset("copy(%rank)", "{devices=[4,1]0,2,1,3}")) << false << "row"
        << "slices dim 0 at an offset each device computes from its id (device 0: 0, device 1: 1, device 2: 2, device 3: 3)";
    QTest::newRow("row at the next device's offset: the dot") << QString::fromStdString(kRowDotBaseline)
        << QString::fromStdString(rowAtOffset("remainder(%shifted, %four)")) << false << "s" << "";
    // masked-gather-by-shard (a wrong mask leaves the idiom unrelated from its clamp on)
    QTest::newRow("vocabulary-parallel lookup") << QString::fromStdString(kLookupBaseline) << QString::fromStdString(maskedLookup("3")) << true << "" << "";
    QTest::newRow("vocabulary-parallel lookup, mask one row too wide") << QString::fromStdString(kLookupBaseline)
        << QString::fromStdString(maskedLookup("4")) << false << "j" << "";
    // top-k-untiled
    QTest::newRow("top-k of token-split logits") << QString::fromStdString(topKBaseline("8,4"))
        << QString::fromStdString(topKDistributed("2,4", "2,2", "{devices=[4,1]<=[4]}")) << true << "" << "";
    QTest::newRow("top-k of expert-split logits") << QString::fromStdString(topKBaseline("8,8"))
        << QString::fromStdString(topKDistributed("8,2", "8,2", "{devices=[1,4]<=[4]}")) << false << "t" << "split over the devices";
  }

  // A tile order that comes from the inputs' shardings was chosen by no instruction:
  // the frontier is the dot alone.
  void tileOrderFromShardingsHasNoChooser() {
    const std::string distributed = module("dist, num_partitions=4", "\n"
"ENTRY %main (q: f32[1,8], kv: f32[1,8]) -> f32[1] {\n"
"  %q = f32[1,8] parameter(0), sharding={devices=[4,1]<=[4]}\n"
"  %kv = f32[1,8] parameter(1), sharding={devices=[4,1]0,2,1,3}\n"
"  ROOT %s = f32[1] dot(%q, %kv), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={1}, sharding={devices=[4]<=[4]}\n"
"}");
    const verify::VerifyResult result = verify::verifyPair(test::parseHloOrDie(kRowDotBaseline), test::parseHloOrDie(distributed), {}, {}, {});
    QCOMPARE(verify::verdictName(result.verdict), "not_verified");
    QCOMPARE(result.frontier.size(), std::size_t{1});
    QCOMPARE(result.frontier[0].instruction, std::string("s"));
  }

  void pairs() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(bool, equivalent);
    QFETCH(QString, frontier);
    QFETCH(QString, reasonHas);
    const ir::Module b = test::parseHloOrDie(baseline.toStdString());
    const ir::Module d = test::parseHloOrDie(distributed.toStdString());
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    std::string shown;
    for (const auto& f : result.frontier) shown += " [" + f.instruction + ": " + f.reason + "]";
    QVERIFY2(verify::verdictName(result.verdict) == std::string(equivalent ? "equivalent" : "not_verified"), shown.c_str());
    if (equivalent) {
      QVERIFY(result.frontier.empty());
      return;
    }
    bool found = false;
    for (const auto& f : result.frontier)
      if (f.instruction == frontier.toStdString()) {
        found = true;
        QVERIFY2(f.reason.find(reasonHas.toStdString()) != std::string::npos, shown.c_str());
      }
    QVERIFY2(found, shown.c_str());
  }
};

QTEST_APPLESS_MAIN(TestVerifyRealProducers)
#include "test_verify_real_producers.moc"
