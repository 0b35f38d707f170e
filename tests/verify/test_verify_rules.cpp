// The verifier's rules one at a time, on small hand-written pairs: each correct idiom is
// verified, and each way of getting it wrong is not, with the frontier at the
// instruction that went wrong and a reason naming what.
#include "io/hlo_text_parser.h"
#include "verify/verifier.h"
#include "test_support/hlo_text.h"

#include <QTest>

using namespace shardscope;

namespace {

const char* kAdd = "\n"
"%add (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %s = f32[] add(%a, %b)\n"
"}\n"
"%max (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %m = f32[] maximum(%a, %b)\n"
"}\n";

std::string module(const std::string& header, const std::string& entry) { return "HloModule " + header + "\n" + kAdd + entry; }

// x[8,16] @ w[16,32]: baseline.
const std::string kDotBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16], w: f32[16,32]) -> f32[8,32] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  %w = f32[16,32] parameter(1)\n"
"  ROOT %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"}");

std::string rowParallel(const std::string& afterDot) {
  return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,4], w: f32[4,32]) -> f32[8,32] {\n"
"  %x = f32[8,4] parameter(0), sharding={devices=[1,4]<=[4]}\n"
"  %w = f32[4,32] parameter(1), sharding={devices=[4,1]<=[4]}\n"
"  %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n" + afterDot + "\n"
"}");
}

}  // namespace

class TestVerifyRules : public QObject {
  Q_OBJECT

 private slots:
  void pairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::addColumn<QString>("frontier");  // expected frontier instruction
    QTest::addColumn<QString>("reasonHas");

    QTest::newRow("row parallel + all-reduce") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add, sharding={replicated}"))
        << true << "" << "";
    QTest::newRow("row parallel, all-reduce missing") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %neg = f32[8,32] negate(%dot), sharding={replicated}"))
        << false << "neg" << "";
    QTest::newRow("row parallel, all-reduce over halves") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=%add, sharding={replicated}"))
        << false << "ar" << "{0,1},{2,3}";
    QTest::newRow("row parallel, all-reduce(max)") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%max, sharding={replicated}"))
        << false << "ar" << "max";
    QTest::newRow("row parallel, extra all-reduce") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add\n"
                                                  "  ROOT %ar2 = f32[8,32] all-reduce(%ar), channel_id=2, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add, sharding={replicated}"))
        << false << "ar2" << "already complete";
    QTest::newRow("row parallel, output claimed tiled") << QString::fromStdString(kDotBaseline)
        << QString::fromStdString(rowParallel("  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add, sharding={devices=[4,1]<=[4]}"))
        << false << "ar" << "output must be";

    // Column parallel: w split by columns; the result is tiled by columns, or gathered.
    const std::string column = module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,16], w: f32[16,8]) -> f32[8,32] {\n"
"  %x = f32[8,16] parameter(0), sharding={replicated}\n"
"  %w = f32[16,8] parameter(1), sharding={devices=[1,4]<=[4]}\n"
"  %dot = f32[8,8] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  ROOT %ag = f32[8,32] all-gather(%dot), channel_id=1, replica_groups=[1,4]<=[4], dimensions={1}, use_global_device_ids=true, sharding={replicated}\n"
"}");
    QTest::newRow("column parallel + all-gather") << QString::fromStdString(kDotBaseline) << QString::fromStdString(column) << true << "" << "";
    std::string reversed = column;
    reversed.replace(reversed.find("replica_groups=[1,4]<=[4], dimensions"), std::string("replica_groups=[1,4]<=[4]").size(), "replica_groups={{3,2,1,0}}");
    QTest::newRow("column parallel, all-gather in reverse order") << QString::fromStdString(kDotBaseline) << QString::fromStdString(reversed) << false << "ag" << "position";

    // The SPMD idiom: a replicated value sliced by partition-id.
    const std::string sliceBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8,16] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  ROOT %e = f32[8,16] exponential(%x)\n"
"}");
    auto sliced = [](const std::string& chunk) {
      return module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8,4] {\n"
"  %x = f32[8,16] parameter(0), sharding={replicated}\n"
"  %e = f32[8,16] exponential(%x)\n"
"  %pid = u32[] partition-id()\n"
"  %chunk = u32[] constant(" + chunk + ")\n"
"  %off = u32[] multiply(%pid, %chunk)\n"
"  %zero = u32[] constant(0)\n"
"  ROOT %ds = f32[8,4] dynamic-slice(%e, %zero, %off), dynamic_slice_sizes={8,4}, sharding={devices=[1,4]<=[4]}\n"
"}");
    };
    QTest::newRow("dynamic-slice by partition-id") << QString::fromStdString(sliceBaseline) << QString::fromStdString(sliced("4")) << true << "" << "";
    QTest::newRow("dynamic-slice, wrong chunk") << QString::fromStdString(sliceBaseline) << QString::fromStdString(sliced("2")) << false << "ds" << "";

    // Reduce over a split dim: a partial sum that an all-reduce completes.
    auto reduceBaseline = [](const std::string& init) {
      return module("base", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  %z = f32[] constant(" + init + ")\n"
"  ROOT %r = f32[8] reduce(%x, %z), dimensions={1}, to_apply=%add\n"
"}");
    };
    auto reduced = [](const std::string& init) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[8,8]) -> f32[8] {\n"
"  %x = f32[8,8] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %z = f32[] constant(" + init + ")\n"
"  %r = f32[8] reduce(%x, %z), dimensions={1}, to_apply=%add\n"
"  ROOT %ar = f32[8] all-reduce(%r), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    QTest::newRow("reduce over split dim + all-reduce") << QString::fromStdString(reduceBaseline("0")) << QString::fromStdString(reduced("0")) << true << "" << "";
    QTest::newRow("reduce over split dim from 1") << QString::fromStdString(reduceBaseline("1")) << QString::fromStdString(reduced("1")) << false << "r" << "identity";

    // A reduce of a partial sum over a dim that is not split stays a partial sum (a
    // scalar is decided by its user, so a wrong one is reported there).
    const std::string reduceTwiceBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  %z = f32[] constant(0)\n"
"  %r1 = f32[8] reduce(%x, %z), dimensions={1}, to_apply=%add\n"
"  ROOT %r2 = f32[] reduce(%r1, %z), dimensions={0}, to_apply=%add\n"
"}");
    auto reducedTwice = [](const std::string& init) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[8,8]) -> f32[] {\n"
"  %x = f32[8,8] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %z = f32[] constant(0)\n"
"  %r1 = f32[8] reduce(%x, %z), dimensions={1}, to_apply=%add\n"
"  %i = f32[] constant(" + init + ")\n"
"  %r2 = f32[] reduce(%r1, %i), dimensions={0}, to_apply=%add\n"
"  ROOT %ar = f32[] all-reduce(%r2), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    QTest::newRow("reduce of a partial sum over an unsplit dim") << QString::fromStdString(reduceTwiceBaseline) << QString::fromStdString(reducedTwice("0"))
        << true << "" << "";
    QTest::newRow("reduce of a partial sum from 1") << QString::fromStdString(reduceTwiceBaseline) << QString::fromStdString(reducedTwice("1"))
        << false << "ar" << "not related";

    // The same under a layout the baseline does not take: a partial sum transposed, then
    // reduced over a whole dim of the baseline value (reduce-layout; the baseline's unused
    // 1 gives the wrong start a counterpart, so the rule itself refuses it; the route
    // is then reported where it left the baseline's layout, with that reason).
    const std::string reduceRowsBaseline = module("base", "\n"
"ENTRY %main (x: f32[4,16], w: f32[16,6]) -> f32[4] {\n"
"  %x = f32[4,16] parameter(0)\n"
"  %w = f32[16,6] parameter(1)\n"
"  %d = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %z = f32[] constant(0)\n"
"  %one = f32[] constant(1)\n"
"  ROOT %r = f32[4] reduce(%d, %z), dimensions={1}, to_apply=%add\n"
"}");
    auto reducedTransposed = [](const std::string& init) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,8], w: f32[8,6]) -> f32[4] {\n"
"  %x = f32[4,8] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %w = f32[8,6] parameter(1), sharding={devices=[2,1]<=[2]}\n"
"  %d = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %t = f32[6,4] transpose(%d), dimensions={1,0}\n"
"  %i = f32[] constant(" + init + ")\n"
"  %r = f32[4] reduce(%t, %i), dimensions={0}, to_apply=%add\n"
"  ROOT %ar = f32[4] all-reduce(%r), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    QTest::newRow("reduce of a transposed partial sum") << QString::fromStdString(reduceRowsBaseline) << QString::fromStdString(reducedTransposed("0"))
        << true << "" << "";
    QTest::newRow("reduce of a transposed partial sum from 1") << QString::fromStdString(reduceRowsBaseline) << QString::fromStdString(reducedTransposed("1"))
        << false << "t" << "not the identity";

    // A data-parallel mean: each device divides its part of the sum by its local count
    // (the baseline divides the whole sum by the global one), moves the part into a
    // unit dim and back (a reshape, a reduce over the unit dim) around the all-reduce,
    // and the division by the device count takes the factor 2 out.
    const std::string meanBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4]) -> f32[] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %z = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %z), dimensions={0,1}, to_apply=%add\n"
"  %n = f32[] constant(32)\n"
"  ROOT %mean = f32[] divide(%s, %n)\n"
"}");
    auto localMean = [](const std::string& divisor, const std::string& unitInit) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,4]) -> f32[] {\n"
"  %x = f32[4,4] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %z = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %z), dimensions={0,1}, to_apply=%add\n"
"  %local = f32[] constant(16)\n"
"  %pid = u32[] partition-id()\n"
"  %pidf = f32[] convert(%pid)\n"
"  %one = f32[] constant(1)\n"
"  %perdevice = f32[] add(%pidf, %one)\n"
"  %d = f32[] divide(%s, " + divisor + ")\n"
"  %r = f32[1] reshape(%d)\n"
"  %ar = f32[1] all-reduce(%r), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add\n"
"  %u = f32[] constant(" + unitInit + ")\n"
"  %q = f32[] reduce(%ar, %u), dimensions={0}, to_apply=%add\n"
"  %world = f32[] constant(2)\n"
"  ROOT %out = f32[] divide(%q, %world), sharding={replicated}\n"
"}");
    };
    QTest::newRow("partial sum divided by the local count") << QString::fromStdString(meanBaseline) << QString::fromStdString(localMean("%local", "0"))
        << true << "" << "";
    QTest::newRow("partial sum divided by the wrong count") << QString::fromStdString(meanBaseline) << QString::fromStdString(localMean("%one", "0"))
        << false << "out" << "x 16";
    QTest::newRow("partial sum divided by a per-device value") << QString::fromStdString(meanBaseline) << QString::fromStdString(localMean("%perdevice", "0"))
        << false << "r" << "%d is not related";
    QTest::newRow("unit-dim reduce from 1") << QString::fromStdString(meanBaseline) << QString::fromStdString(localMean("%local", "1"))
        << false << "out" << "%q is not related";

    // The same mean in a shard_map body (an inlined call of a manual computation): with
    // the psum after the body it verifies; without it (out_specs that take each device's
    // part as the value) the frontier names where the part leaves the body.
    auto shardMapMean = [](const std::string& afterBody) {
      return "HloModule dist, num_partitions=2\n" + std::string(kAdd) + "\n"
"%xla.sdy.inlinable_manual_computation_body.1 (p: f32[4,4]) -> f32[1] {\n"
"  %p = f32[4,4] parameter(0)\n"
"  %z = f32[] constant(0)\n"
"  %s = f32[] reduce(%p, %z), dimensions={0,1}, to_apply=%add\n"
"  %local = f32[] constant(16)\n"
"  %d = f32[] divide(%s, %local)\n"
"  ROOT %r = f32[1] reshape(%d)\n"
"}\n\n"
"ENTRY %main (x: f32[4,4]) -> f32[] {\n"
"  %x = f32[4,4] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %call = f32[1] call(%x), to_apply=%xla.sdy.inlinable_manual_computation_body.1\n"
"  %exit = f32[1] copy(%call)\n"
"  %zero = f32[] constant(0)\n"
"  %q = f32[] reduce(%exit, %zero), dimensions={0}, to_apply=%add\n" + afterBody + "\n"
"}";
    };
    QTest::newRow("shard_map mean, psum after the body") << QString::fromStdString(meanBaseline)
        << QString::fromStdString(shardMapMean("  %ar = f32[] all-reduce(%q), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add\n"
                                               "  %world = f32[] constant(2)\n  ROOT %out = f32[] divide(%ar, %world), sharding={replicated}"))
        << true << "" << "";
    QTest::newRow("shard_map mean, no psum") << QString::fromStdString(meanBaseline)
        << QString::fromStdString(shardMapMean("  %one = f32[] constant(1)\n  ROOT %out = f32[] divide(%q, %one), sharding={replicated}"))
        << false << "exit" << "out of the shard_map body unreduced";

    // take_along_axis over vocabulary-split logits (XLA's partitioning of a gather with
    // batching dims): each device clamps the label, shifts it by its first column, masks
    // labels outside its columns and the all-reduce over the vocabulary split sums the
    // parts. 4 devices: rows split by 2 (dp), columns by 2 (tp, device % 2).
    const std::string kOr = "\n%or (a: pred[], b: pred[]) -> pred[] {\n  %a = pred[] parameter(0)\n  %b = pred[] parameter(1)\n  ROOT %o = pred[] or(%a, %b)\n}\n";
    const std::string takeBaseline = module("base", kOr + "\n"
"ENTRY %main (l: f32[4,8], y: s32[4,1]) -> f32[4] {\n"
"  %l = f32[4,8] parameter(0)\n"
"  %y = s32[4,1] parameter(1)\n"
"  ROOT %g = f32[4] gather(%l, %y), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n"
"}");
    // `firsts`: each device's first column.
    auto takeByShard = [&](const std::string& firsts) {
      return module("dist, num_partitions=4", kOr + "\n"
"ENTRY %main (l: f32[2,4], y: s32[2,1]) -> f32[2] {\n"
"  %l = f32[2,4] parameter(0), sharding={devices=[2,2]<=[4]}\n"
"  %y = s32[2,1] parameter(1), sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}\n"
"  %firsts = s32[4] constant({" + firsts + "})\n"
"  %pid = u32[] partition-id()\n"
"  %ds = s32[1] dynamic-slice(%firsts, %pid), dynamic_slice_sizes={1}\n"
"  %first = s32[] reshape(%ds)\n"
"  %firstb = s32[2,1] broadcast(%first), dimensions={}\n"
"  %three = s32[] constant(3)\n"
"  %last = s32[] add(%first, %three)\n"
"  %lastb = s32[2,1] broadcast(%last), dimensions={}\n"
"  %zi = s32[] constant(0)\n"
"  %lo = s32[2,1] broadcast(%zi), dimensions={}\n"
"  %seven = s32[] constant(7)\n"
"  %hi = s32[2,1] broadcast(%seven), dimensions={}\n"
"  %j = s32[2,1] clamp(%lo, %y, %hi)\n"
"  %below = pred[2,1] compare(%j, %firstb), direction=LT\n"
"  %above = pred[2,1] compare(%j, %lastb), direction=GT\n"
"  %out = pred[2,1] or(%below, %above)\n"
"  %false = pred[] constant(false)\n"
"  %outr = pred[2] reduce(%out, %false), dimensions={1}, to_apply=%or\n"
"  %mask = pred[2] broadcast(%outr), dimensions={0}\n"
"  %local = s32[2,1] subtract(%j, %firstb)\n"
"  %g = f32[2] gather(%l, %local), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n"
"  %zf = f32[] constant(0)\n"
"  %zeros = f32[2] broadcast(%zf), dimensions={}\n"
"  %picked = f32[2] select(%mask, %zeros, %g)\n"
"  ROOT %ar = f32[2] all-reduce(%picked), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=%add, sharding={devices=[2,2]<=[4] last_tile_dim_replicate}\n"
"}");
    };
    QTest::newRow("take_along_axis from vocabulary-split logits") << QString::fromStdString(takeBaseline) << QString::fromStdString(takeByShard("0, 4, 0, 4"))
        << true << "" << "";
    QTest::newRow("take_along_axis, devices shifted by another's columns") << QString::fromStdString(takeBaseline)
        << QString::fromStdString(takeByShard("0, 4, 4, 0")) << false << "j" << "";

    // Its backward: a scatter-add of the gradient seed (itself a scatter of a constant,
    // re-derived as the rows each device needs) into each device's columns at the label
    // minus its first column; an update outside the device's columns is skipped.
    const std::string scatterBaseline = module("base", "\n"
"ENTRY %main (y: s32[4,1,1]) -> f32[4,8] {\n"
"  %y = s32[4,1,1] parameter(0)\n"
"  %zf = f32[] constant(0)\n"
"  %z1 = f32[4,1] broadcast(%zf), dimensions={}\n"
"  %i0 = s32[1] constant({0})\n"
"  %c = f32[] constant(-0.25)\n"
"  %seed = f32[4] broadcast(%c), dimensions={}\n"
"  %u = f32[4,1] scatter(%z1, %i0, %seed), update_window_dims={0}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, index_vector_dim=0, to_apply=%add\n"
"  %z = f32[4,8] broadcast(%zf), dimensions={}\n"
"  ROOT %s = f32[4,8] scatter(%z, %y, %u), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=2, to_apply=%add\n"
"}");
    auto scatterByShard = [&](const std::string& firsts) {
      return module("dist, num_partitions=4", "\n"
"ENTRY %main (y: s32[2,1,1]) -> f32[2,4] {\n"
"  %y = s32[2,1,1] parameter(0), sharding={devices=[2,1,1,2]<=[4] last_tile_dim_replicate}\n"
"  %firsts = s32[4] constant({" + firsts + "})\n"
"  %pid = u32[] partition-id()\n"
"  %ds = s32[1] dynamic-slice(%firsts, %pid), dynamic_slice_sizes={1}\n"
"  %first = s32[] reshape(%ds)\n"
"  %firstb = s32[2,1,1] broadcast(%first), dimensions={}\n"
"  %local = s32[2,1,1] subtract(%y, %firstb)\n"
"  %zf = f32[] constant(0)\n"
"  %z1 = f32[2,1] broadcast(%zf), dimensions={}\n"
"  %i0 = s32[1] constant({0})\n"
"  %c = f32[] constant(-0.25)\n"
"  %seed = f32[2] broadcast(%c), dimensions={}\n"
"  %u = f32[2,1] scatter(%z1, %i0, %seed), update_window_dims={0}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, index_vector_dim=0, to_apply=%add\n"
"  %z = f32[2,4] broadcast(%zf), dimensions={}\n"
"  ROOT %s = f32[2,4] scatter(%z, %local, %u), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=2, to_apply=%add, sharding={devices=[2,2]<=[4]}\n"
"}");
    };
    QTest::newRow("scatter-add into vocabulary-split columns") << QString::fromStdString(scatterBaseline) << QString::fromStdString(scatterByShard("0, 4, 0, 4"))
        << true << "" << "";
    QTest::newRow("scatter-add into another device's columns") << QString::fromStdString(scatterBaseline)
        << QString::fromStdString(scatterByShard("4, 0, 4, 0")) << false << "s" << "";

    // The embedding gradient: each device scatter-adds its batch rows' updates into a
    // zero table (select(p, z, z), as the partitioner writes it); the all-reduce sums the parts.
    auto embedBaseline = [](const std::string& init) {
      return module("base", "\n"
"ENTRY %main (ids: s32[4,1], g: f32[4,4]) -> f32[8,4] {\n"
"  %ids = s32[4,1] parameter(0)\n"
"  %g = f32[4,4] parameter(1)\n"
"  %zf = f32[] constant(" + init + ")\n"
"  %z = f32[8,4] broadcast(%zf), dimensions={}\n"
"  ROOT %s = f32[8,4] scatter(%z, %ids, %g), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=%add\n"
"}");
    };
    auto embedGrad = [](const std::string& init, const std::string& idsSharding) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (ids: s32[2,1], g: f32[2,4]) -> f32[8,4] {\n"
"  %ids = s32[2,1] parameter(0), sharding=" + idsSharding + "\n"
"  %g = f32[2,4] parameter(1), sharding={devices=[2,1]<=[2]}\n"
"  %zf = f32[] constant(" + init + ")\n"
"  %z = f32[8,4] broadcast(%zf), dimensions={}\n"
"  %pid = u32[] partition-id()\n"
"  %zero = u32[] constant(0)\n"
"  %p = pred[] compare(%pid, %zero), direction=EQ\n"
"  %pb = pred[8,4] broadcast(%p), dimensions={}\n"
"  %op = f32[8,4] select(%pb, %z, %z)\n"
"  %s = f32[8,4] scatter(%op, %ids, %g), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=%add\n"
"  ROOT %ar = f32[8,4] all-reduce(%s), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    QTest::newRow("embedding gradient scatter-added by batch rows") << QString::fromStdString(embedBaseline("0"))
        << QString::fromStdString(embedGrad("0", "{devices=[2,1]<=[2]}")) << true << "" << "";
    QTest::newRow("embedding gradient into ones") << QString::fromStdString(embedBaseline("1"))
        << QString::fromStdString(embedGrad("1", "{devices=[2,1]<=[2]}")) << false << "s" << "";
    QTest::newRow("embedding gradient, ids of the other rows") << QString::fromStdString(embedBaseline("0"))
        << QString::fromStdString(embedGrad("0", "{devices=[2,1]1,0}")) << false << "s" << "";

    // get-tuple-element of a tuple instruction (an inlined call's result) is that element.
    const std::string negateBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8,16] {\n"
"  %x = f32[8,16] parameter(0)\n"
"  ROOT %n = f32[8,16] negate(%x)\n"
"}");
    auto picked = [](const std::string& index) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,16]) -> f32[4,16] {\n"
"  %x = f32[4,16] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %n = f32[4,16] negate(%x)\n"
"  %e = f32[4,16] exponential(%x)\n"
"  %t = (f32[4,16], f32[4,16]) tuple(%n, %e)\n"
"  %g = f32[4,16] get-tuple-element(%t), index=" + index + "\n"
"  ROOT %c = f32[4,16] copy(%g), sharding={devices=[2,1]<=[2]}\n"
"}");
    };
    QTest::newRow("get-tuple-element of a tuple") << QString::fromStdString(negateBaseline) << QString::fromStdString(picked("0")) << true << "" << "";
    QTest::newRow("get-tuple-element of the other element") << QString::fromStdString(negateBaseline) << QString::fromStdString(picked("1"))
        << false << "e" << "no exponential";

    // Precision: a bf16 round trip the baseline does not make.
    const std::string dtype = module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8,16] {\n"
"  %x = f32[8,16] parameter(0), sharding={replicated}\n"
"  %e = f32[8,16] exponential(%x)\n"
"  %lo = bf16[8,16] convert(%e)\n"
"  ROOT %hi = f32[8,16] convert(%lo), sharding={replicated}\n"
"}");
    QTest::newRow("bf16 round trip") << QString::fromStdString(sliceBaseline) << QString::fromStdString(dtype) << false << "lo" << "bf16";

    // Layout: a square transpose the baseline does not make.
    const std::string transposeBaseline = module("base", "\n"
"ENTRY %main (x: f32[4,8,8]) -> f32[4,8,8] {\n"
"  %x = f32[4,8,8] parameter(0)\n"
"  ROOT %t = f32[4,8,8] transpose(%x), dimensions={0,1,2}\n"
"}");
    const std::string transposed = module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[2,8,8]) -> f32[2,8,8] {\n"
"  %x = f32[2,8,8] parameter(0), sharding={devices=[2,1,1]<=[2]}\n"
"  ROOT %t = f32[2,8,8] transpose(%x), dimensions={0,2,1}, sharding={devices=[2,1,1]<=[2]}\n"
"}");
    QTest::newRow("wrong transpose") << QString::fromStdString(transposeBaseline) << QString::fromStdString(transposed) << false << "t" << "";
    std::string rightTranspose = transposed;
    rightTranspose.replace(rightTranspose.find("{0,2,1}"), 7, "{0,1,2}");
    QTest::newRow("same transpose on a tile") << QString::fromStdString(transposeBaseline) << QString::fromStdString(rightTranspose) << true << "" << "";

    // All-to-all: x[4,16] split by columns becomes x split by rows through the
    // partitioner's reshape -> all-to-all -> transpose -> reshape run.
    const std::string exchangeBaseline = module("base", "\n"
"ENTRY %main (x: f32[4,16]) -> f32[4,16] {\n"
"  %x = f32[4,16] parameter(0)\n"
"  ROOT %n = f32[4,16] negate(%x)\n"
"}");
    auto exchanged = [](const std::string& groups, const std::string& transpose, const std::string& rootSharding) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,8]) -> f32[2,16] {\n"
"  %x = f32[4,8] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %r1 = f32[2,2,8] reshape(%x)\n"
"  %a2a = f32[2,2,8] all-to-all(%r1), channel_id=1, replica_groups=" + groups + ", dimensions={0}\n"
"  %tr = f32[2,2,8] transpose(%a2a), dimensions=" + transpose + "\n"
"  %r2 = f32[2,16] reshape(%tr)\n"
"  ROOT %n = f32[2,16] negate(%r2), sharding=" + rootSharding + "\n"
"}");
    };
    QTest::newRow("all-to-all columns to rows") << QString::fromStdString(exchangeBaseline)
        << QString::fromStdString(exchanged("{{0,1}}", "{1,0,2}", "{devices=[2,1]<=[2]}")) << true << "" << "";
    QTest::newRow("all-to-all without the transpose") << QString::fromStdString(exchangeBaseline)
        << QString::fromStdString(exchanged("{{0,1}}", "{0,1,2}", "{devices=[2,1]<=[2]}")) << false << "r1" << "";
    QTest::newRow("all-to-all, groups in reverse order") << QString::fromStdString(exchangeBaseline)
        << QString::fromStdString(exchanged("{{1,0}}", "{1,0,2}", "{devices=[2,1]<=[2]}")) << false << "r1" << "";
    QTest::newRow("all-to-all, singleton groups") << QString::fromStdString(exchangeBaseline)
        << QString::fromStdString(exchanged("{{0},{1}}", "{1,0,2}", "{devices=[2,1]<=[2]}")) << false << "r1" << "";
    QTest::newRow("all-to-all, output claimed in the wrong order") << QString::fromStdString(exchangeBaseline)
        << QString::fromStdString(exchanged("{{0,1}}", "{1,0,2}", "{devices=[2,1]1,0}")) << false << "n" << "";
    // The same run ending in a layout only the baseline's transpose of x has.
    const std::string exchangeTransposeBaseline = module("base", "\n"
"ENTRY %main (x: f32[4,16]) -> f32[16,4] {\n"
"  %x = f32[4,16] parameter(0)\n"
"  ROOT %t = f32[16,4] transpose(%x), dimensions={1,0}\n"
"}");
    auto exchangedT = [](const std::string& transposedShape, const std::string& transpose) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[4,8]) -> f32[16,2] {\n"
"  %x = f32[4,8] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %r1 = f32[2,2,8] reshape(%x)\n"
"  %a2a = f32[2,2,8] all-to-all(%r1), channel_id=1, replica_groups={{0,1}}, dimensions={0}\n"
"  %tr = f32" + transposedShape + " transpose(%a2a), dimensions=" + transpose + "\n"
"  ROOT %r2 = f32[16,2] reshape(%tr), sharding={devices=[1,2]<=[2]}\n"
"}");
    };
    QTest::newRow("all-to-all into the baseline's transpose") << QString::fromStdString(exchangeTransposeBaseline)
        << QString::fromStdString(exchangedT("[2,8,2]", "{0,2,1}")) << true << "" << "";
    QTest::newRow("all-to-all into a transpose, wrong order") << QString::fromStdString(exchangeTransposeBaseline)
        << QString::fromStdString(exchangedT("[8,2,2]", "{2,0,1}")) << false << "r1" << "";

    // Split-K softmax (flash-decoding): each device exponentiates its scores against its
    // own max m, sums, and rescales by exp(m - M) with M the all-reduced max.
    const std::string softmaxBaseline = module("base", "\n"
"ENTRY %main (s: f32[4,8]) -> f32[4] {\n"
"  %s = f32[4,8] parameter(0)\n"
"  %ninf = f32[] constant(-inf)\n"
"  %m = f32[4] reduce(%s, %ninf), dimensions={1}, to_apply=%max\n"
"  %mb = f32[4,8] broadcast(%m), dimensions={0}\n"
"  %d = f32[4,8] subtract(%s, %mb)\n"
"  %p = f32[4,8] exponential(%d)\n"
"  %z = f32[] constant(0)\n"
"  ROOT %l = f32[4] reduce(%p, %z), dimensions={1}, to_apply=%add\n"
"}");
    // `scaleDiff` is the scale's exponent, `init` the local sum's start.
    auto splitK = [](const std::string& scaleDiff, const std::string& init) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (s: f32[4,4]) -> f32[4] {\n"
"  %s = f32[4,4] parameter(0), sharding={devices=[1,2]<=[2]}\n"
"  %ninf = f32[] constant(-inf)\n"
"  %m = f32[4] reduce(%s, %ninf), dimensions={1}, to_apply=%max\n"
"  %one = f32[] constant(1)\n"
"  %ones = f32[4] broadcast(%one), dimensions={}\n"
"  %m2 = f32[4] add(%m, %ones)\n"
"  %mb = f32[4,4] broadcast(%m), dimensions={0}\n"
"  %d = f32[4,4] subtract(%s, %mb)\n"
"  %p = f32[4,4] exponential(%d)\n"
"  %z = f32[] constant(" + init + ")\n"
"  %l = f32[4] reduce(%p, %z), dimensions={1}, to_apply=%add\n"
"  %M = f32[4] all-reduce(%m), channel_id=1, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%max\n"
"  %e = f32[4] subtract(" + scaleDiff + ")\n"
"  %scale = f32[4] exponential(%e)\n"
"  %ls = f32[4] multiply(%l, %scale)\n"
"  ROOT %L = f32[4] all-reduce(%ls), channel_id=2, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    // Unrelated, the pattern is reported where the local shift s - m starts.
    QTest::newRow("log-sum-exp rescale") << QString::fromStdString(softmaxBaseline) << QString::fromStdString(splitK("%m, %M", "0")) << true << "" << "";
    QTest::newRow("log-sum-exp, rescaled the wrong way") << QString::fromStdString(softmaxBaseline) << QString::fromStdString(splitK("%M, %m", "0"))
        << false << "d" << "";
    QTest::newRow("log-sum-exp, rescaled with another m") << QString::fromStdString(softmaxBaseline) << QString::fromStdString(splitK("%m2, %M", "0"))
        << false << "d" << "";
    QTest::newRow("log-sum-exp, local sum from 1") << QString::fromStdString(softmaxBaseline) << QString::fromStdString(splitK("%m, %M", "1"))
        << false << "d" << "";

    // A two-stage pipeline: stage d holds layer d of a stacked weight; the stage input is
    // the microbatch on stage 0 and the received activation elsewhere; the last stage's
    // outputs are broadcast by an all-reduce of (value on the last stage, zeros elsewhere).
    const std::string pipelineBaseline = module("base", "\n"
"ENTRY %main (x: f32[2,4], w: f32[2,4]) -> f32[2,4] {\n"
"  %x = f32[2,4] parameter(0)\n"
"  %w = f32[2,4] parameter(1)\n"
"  %w0 = f32[1,4] slice(%w), slice={[0:1], [0:4]}\n"
"  %w1 = f32[1,4] slice(%w), slice={[1:2], [0:4]}\n"
"  %x0 = f32[1,4] slice(%x), slice={[0:1], [0:4]}\n"
"  %a0 = f32[1,4] multiply(%x0, %w0)\n"
"  %b0 = f32[1,4] multiply(%a0, %w1)\n"
"  %x1 = f32[1,4] slice(%x), slice={[1:2], [0:4]}\n"
"  %a1 = f32[1,4] multiply(%x1, %w0)\n"
"  %b1 = f32[1,4] multiply(%a1, %w1)\n"
"  ROOT %out = f32[2,4] concatenate(%b0, %b1), dimensions={0}\n"
"}");
    auto pipelined = [](const std::string& pairs) {
      return module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[2,4], w: f32[1,4]) -> f32[2,4] {\n"
"  %x = f32[2,4] parameter(0), sharding={replicated}\n"
"  %w = f32[1,4] parameter(1), sharding={devices=[2,1]<=[2]}\n"
"  %wl = f32[1,4] slice(%w), slice={[0:1], [0:4]}\n"
"  %pid = u32[] partition-id()\n"
"  %zero = u32[] constant(0)\n"
"  %last = u32[] constant(1)\n"
"  %first = pred[] compare(%pid, %zero), direction=EQ\n"
"  %firstb = pred[1,4] broadcast(%first), dimensions={}\n"
"  %fz = f32[] constant(0)\n"
"  %state0 = f32[1,4] broadcast(%fz), dimensions={}\n"
"  %feed0 = f32[1,4] slice(%x), slice={[0:1], [0:4]}\n"
"  %in0 = f32[1,4] select(%firstb, %feed0, %state0)\n"
"  %out0 = f32[1,4] multiply(%in0, %wl)\n"
"  %sent0 = f32[1,4] collective-permute(%out0), channel_id=1, source_target_pairs=" + pairs + "\n"
"  %feed1 = f32[1,4] slice(%x), slice={[1:2], [0:4]}\n"
"  %in1 = f32[1,4] select(%firstb, %feed1, %sent0)\n"
"  %out1 = f32[1,4] multiply(%in1, %wl)\n"
"  %sent1 = f32[1,4] collective-permute(%out1), channel_id=2, source_target_pairs=" + pairs + "\n"
"  %in2 = f32[1,4] select(%firstb, %state0, %sent1)\n"
"  %out2 = f32[1,4] multiply(%in2, %wl)\n"
"  %outs = f32[2,4] concatenate(%out1, %out2), dimensions={0}\n"
"  %islast = pred[] compare(%pid, %last), direction=EQ\n"
"  %islastb = pred[2,4] broadcast(%islast), dimensions={}\n"
"  %zeros = f32[2,4] broadcast(%fz), dimensions={}\n"
"  %kept = f32[2,4] select(%islastb, %outs, %zeros)\n"
"  ROOT %ar = f32[2,4] all-reduce(%kept), channel_id=3, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%add, sharding={replicated}\n"
"}");
    };
    // jnp.stack of two different baseline values moved by one all-gather (the
    // sequence-parallel shard_map's k and v), taken apart again by slices.
    const std::string stackBaseline = "HloModule base\n\nENTRY e {\n  %x = f32[8,4] parameter(0)\n  %a = f32[8,4] negate(%x)\n"
                                      "  %b = f32[8,4] exponential(%x)\n  ROOT %r = f32[8,4] subtract(%a, %b)\n}";
    auto stacked = [](const std::string& members, const std::string& stack, const std::string& unstack) {
      return "HloModule dist, num_partitions=2\n\nENTRY e {\n  %x = f32[4,4] parameter(0), sharding={devices=[2,1]<=[2]}\n"
             "  %a = f32[4,4] negate(%x)\n  %b = f32[4,4] exponential(%x)\n" + members + stack + unstack +
             "  ROOT %r = f32[8,4] subtract(%qa, %qb), sharding={replicated}\n}";
    };
    const std::string unitFirst = "  %ra = f32[1,4,4] reshape(%a)\n  %rb = f32[1,4,4] reshape(%b)\n";
    const std::string gathered = "  %g = f32[2,8,4] all-gather(%s), channel_id=1, replica_groups=[1,2]<=[2], dimensions={1}, use_global_device_ids=true\n";
    const std::string unstackFirst = "  %sa = f32[1,8,4] slice(%g), slice={[0:1], [0:8], [0:4]}\n  %sb = f32[1,8,4] slice(%g), slice={[1:2], [0:8], [0:4]}\n"
                                     "  %qa = f32[8,4] reshape(%sa)\n  %qb = f32[8,4] reshape(%sb)\n";
    QTest::newRow("stack-of-related: k and v stacked, gathered, unstacked") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked(unitFirst, "  %s = f32[2,4,4] concatenate(%ra, %rb), dimensions={0}\n" + gathered, unstackFirst)) << true << "" << "";
    QTest::newRow("stack-of-related: stacked along the last dim") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked("  %ra = f32[4,4,1] reshape(%a)\n  %rb = f32[4,4,1] reshape(%b)\n",
                                          "  %s = f32[4,4,2] concatenate(%ra, %rb), dimensions={2}\n"
                                          "  %g = f32[8,4,2] all-gather(%s), channel_id=1, replica_groups=[1,2]<=[2], dimensions={0}, use_global_device_ids=true\n",
                                          "  %sa = f32[8,4,1] slice(%g), slice={[0:8], [0:4], [0:1]}\n  %sb = f32[8,4,1] slice(%g), slice={[0:8], [0:4], [1:2]}\n"
                                          "  %qa = f32[8,4] reshape(%sa)\n  %qb = f32[8,4] reshape(%sb)\n"))
        << true << "" << "";
    QTest::newRow("stack-of-related: members in the other order") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked(unitFirst, "  %s = f32[2,4,4] concatenate(%rb, %ra), dimensions={0}\n" + gathered, unstackFirst))
        << false << "r" << "baseline computes no subtract";
    QTest::newRow("slice-of-stack: a slice across both members") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked(unitFirst, "  %s = f32[2,4,4] concatenate(%ra, %rb), dimensions={0}\n" + gathered,
                                          "  %sa = f32[1,8,4] slice(%g), slice={[0:1], [0:8], [0:4]}\n  %sw = f32[2,4,4] slice(%g), slice={[0:2], [0:4], [0:4]}\n"
                                          "  %sb = f32[1,8,4] slice(%g), slice={[1:2], [0:8], [0:4]}\n  %qa = f32[8,4] reshape(%sa)\n  %qw = f32[8,4] reshape(%sw)\n"
                                          "  %qb = f32[8,4] add(%qw, %qw)\n"))
        << false << "sw" << "slice";
    QTest::newRow("stack-of-related: rows split along the joined dim are no stack") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked("  %ra = f32[2,2,4] reshape(%a)\n  %rb = f32[2,2,4] reshape(%b)\n",
                                          "  %s = f32[4,2,4] concatenate(%ra, %rb), dimensions={0}\n"
                                          "  %g = f32[4,4,4] all-gather(%s), channel_id=1, replica_groups=[1,2]<=[2], dimensions={1}, use_global_device_ids=true\n",
                                          "  %sa = f32[2,4,4] slice(%g), slice={[0:2], [0:4], [0:4]}\n  %sb = f32[2,4,4] slice(%g), slice={[2:4], [0:4], [0:4]}\n"
                                          "  %qa = f32[8,4] reshape(%sa)\n  %qb = f32[8,4] reshape(%sb)\n"))
        << false << "s" << "";
    // b's rows stacked as columns: the stack needs one tiling, so the transpose's
    // route is never undone and is reported where it leaves the baseline's layout.
    QTest::newRow("stack-of-related: members tiled differently") << QString::fromStdString(stackBaseline)
        << QString::fromStdString(stacked("  %ra = f32[1,4,4] reshape(%a)\n  %bt = f32[4,4] transpose(%b), dimensions={1,0}\n  %rb = f32[1,4,4] reshape(%bt)\n",
                                          "  %s = f32[2,4,4] concatenate(%ra, %rb), dimensions={0}\n" + gathered, unstackFirst))
        << false << "bt" << "leaves the baseline's layout";
    // Causal masks whose rows and columns are both tiled (elementwise-of-broadcasts):
    // neither broadcast of the iotas is related on its own, and unit-dim reshapes (as
    // jnp.where's broadcast_in_dim makes) stand between the compare and its consumer, so
    // no consumer's coercion reaches it. Columns of another device's block on a 2x2 grid of
    // blocks, and a two-step ring whose second step masks the block of columns it received.
    const std::string maskBaseline = R"(HloModule base

ENTRY e {
  %x = f32[4,4] parameter(0)
  %i = s32[4] iota(), iota_dimension=0
  %r = s32[4,4] broadcast(%i), dimensions={0}
  %c = s32[4,4] broadcast(%i), dimensions={1}
  %m = pred[4,4] compare(%r, %c), direction=GE
  %big = f32[] constant(-1e9)
  %z = f32[4,4] broadcast(%big), dimensions={}
  ROOT %out = f32[4,4] select(%m, %x, %z)
})";
    QTest::newRow("elementwise-of-broadcasts: columns of another device's block") << QString::fromStdString(maskBaseline)
        << QString::fromStdString(R"(HloModule dist, num_partitions=4

ENTRY e {
  %x = f32[2,2] parameter(0), sharding={devices=[2,2]<=[4]}
  %pid = u32[] partition-id()
  %d = s32[] convert(%pid)
  %two = s32[] constant(2)
  %row = s32[] divide(%d, %two)
  %col = s32[] remainder(%d, %two)
  %roff = s32[] multiply(%row, %two)
  %coff = s32[] multiply(%row, %two)
  %roffb = s32[2] broadcast(%roff), dimensions={}
  %coffb = s32[2] broadcast(%coff), dimensions={}
  %i = s32[2] iota(), iota_dimension=0
  %rows = s32[2] add(%roffb, %i)
  %cols = s32[2] add(%coffb, %i)
  %r = s32[2,2] broadcast(%rows), dimensions={0}
  %c = s32[2,2] broadcast(%cols), dimensions={1}
  %m = pred[2,2] compare(%r, %c), direction=GE
  %mu = pred[1,2,2] reshape(%m)
  %mv = pred[2,2] reshape(%mu)
  %big = f32[] constant(-1e9)
  %z = f32[2,2] broadcast(%big), dimensions={}
  ROOT %out = f32[2,2] select(%mv, %x, %z), sharding={devices=[2,2]<=[4]}
})") << false << "mv" << "";
    const std::string ringBaseline = R"(HloModule base

ENTRY e {
  %q = f32[4,4] parameter(0)
  %k = f32[4,4] parameter(1)
  %s = f32[4,4] dot(%q, %k), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  %i = s32[4] iota(), iota_dimension=0
  %r = s32[4,4] broadcast(%i), dimensions={0}
  %c = s32[4,4] broadcast(%i), dimensions={1}
  %m = pred[4,4] compare(%r, %c), direction=GE
  %big = f32[] constant(-1e9)
  %z = f32[4,4] broadcast(%big), dimensions={}
  ROOT %out = f32[4,4] select(%m, %s, %z)
})";
    const std::string ring = R"(HloModule dist, num_partitions=2

ENTRY e {
  %q = f32[2,4] parameter(0), sharding={devices=[2,1]<=[2]}
  %k = f32[2,4] parameter(1), sharding={devices=[2,1]<=[2]}
  %pid = u32[] partition-id()
  %d = s32[] convert(%pid)
  %one = s32[] constant(1)
  %two = s32[] constant(2)
  %zero = s32[] constant(0)
  %own = s32[] multiply(%d, %two)
  %dn = s32[] add(%d, %one)
  %src = s32[] remainder(%dn, %two)
  %other = s32[] multiply(%src, %two)
  %maskoff = s32[] multiply(%src, %two)
  %i = s32[2] iota(), iota_dimension=0
  %ownb = s32[2] broadcast(%own), dimensions={}
  %rows = s32[2] add(%ownb, %i)
  %r = s32[2,2] broadcast(%rows), dimensions={0}
  %big = f32[] constant(-1e9)
  %z = f32[2,2] broadcast(%big), dimensions={}
  %s0 = f32[2,2] dot(%q, %k), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  %c0 = s32[2,2] broadcast(%rows), dimensions={1}
  %m0 = pred[2,2] compare(%r, %c0), direction=GE
  %b0 = f32[2,2] select(%m0, %s0, %z)
  %k1 = f32[2,4] collective-permute(%k), channel_id=1, source_target_pairs={{0,1},{1,0}}
  %s1 = f32[2,2] dot(%q, %k1), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  %otherb = s32[2] broadcast(%maskoff), dimensions={}
  %cols1 = s32[2] add(%otherb, %i)
  %c1 = s32[2,2] broadcast(%cols1), dimensions={1}
  %m1 = pred[2,2] compare(%r, %c1), direction=GE
  %m1u = pred[1,1,2,2] reshape(%m1)
  %m1v = pred[2,2] reshape(%m1u)
  %b1 = f32[2,2] select(%m1v, %s1, %z)
  %fz = f32[] constant(0)
  %acc = f32[2,4] broadcast(%fz), dimensions={}
  %acc1 = f32[2,4] dynamic-update-slice(%acc, %b0, %zero, %own)
  ROOT %acc2 = f32[2,4] dynamic-update-slice(%acc1, %b1, %zero, %other), sharding={devices=[2,1]<=[2]}
})";
    QTest::newRow("elementwise-of-broadcasts: a ring step's mask of the received block") << QString::fromStdString(ringBaseline) << QString::fromStdString(ring) << true << "" << "";
    std::string ringWrongMask = ring;
    ringWrongMask.replace(ringWrongMask.find("%maskoff = s32[] multiply(%src, %two)"), std::string("%maskoff = s32[] multiply(%src, %two)").size(), "%maskoff = s32[] multiply(%d, %two)");
    QTest::newRow("elementwise-of-broadcasts: a ring step's mask offset by the device's own block") << QString::fromStdString(ringBaseline)
        << QString::fromStdString(ringWrongMask) << false << "b1" << "";
    // A copy changes only the layout: a baseline whose ROOT copies its result (and a
    // distributed program that copies elsewhere, or not at all) computes that result.
    const std::string copyRoot = "HloModule m\n\nENTRY e {\n  %p = f32[4,8] parameter(0)\n  %n = f32[4,8] negate(%p)\n"
                                 "  ROOT %c = f32[4,8]{0,1} copy(%n)\n}";
    const std::string copyFirst = "HloModule m\n\nENTRY e {\n  %p = f32[4,8] parameter(0)\n  %c = f32[4,8]{0,1} copy(%p)\n"
                                  "  ROOT %n = f32[4,8] negate(%c)\n}";
    const std::string copyOfAbs = "HloModule m\n\nENTRY e {\n  %p = f32[4,8] parameter(0)\n  %n = f32[4,8] abs(%p)\n"
                                  "  ROOT %c = f32[4,8]{0,1} copy(%n)\n}";
    QTest::newRow("copy at the baseline ROOT, against itself") << QString::fromStdString(copyRoot) << QString::fromStdString(copyRoot) << true << "" << "";
    QTest::newRow("copy at the baseline ROOT, copied earlier") << QString::fromStdString(copyRoot) << QString::fromStdString(copyFirst) << true << "" << "";
    QTest::newRow("copy at the baseline ROOT, another value") << QString::fromStdString(copyRoot) << QString::fromStdString(copyOfAbs) << false << "n" << "";
    QTest::newRow("pipeline: per-device values") << QString::fromStdString(pipelineBaseline) << QString::fromStdString(pipelined("{{0,1}}")) << true << "" << "";
    QTest::newRow("pipeline: activations sent backwards") << QString::fromStdString(pipelineBaseline) << QString::fromStdString(pipelined("{{1,0}}"))
        << false << "sent0" << "receives nothing";
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
    QCOMPARE(verify::verdictName(result.verdict), equivalent ? "equivalent" : "not_verified");
    if (equivalent) {
      QVERIFY(result.frontier.empty());
      QVERIFY(result.stats.ruleFirings > 0);
      QVERIFY(!result.trace.empty());
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

  void relationsFileOverridesShardings() {
    const ir::Module b = test::parseHloOrDie(kDotBaseline);
    // The same program with its annotations removed: only the relations file says how
    // the parameters are split.
    const ir::Module d = test::parseHloOrDie(module("dist, num_partitions=4", "\n"
"ENTRY %main (x: f32[8,4], w: f32[4,32]) -> f32[8,32] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %w = f32[4,32] parameter(1)\n"
"  %dot = f32[8,32] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add\n"
"}"));
    verify::VerifyOptions options;
    options.relationsJson = "{\"parameters\": {\"0\": \"{devices=[1,4]<=[4]}\", \"w\": \"{devices=[4,1]<=[4]}\"}, \"output\": \"{replicated}\"}";
    QCOMPARE(verify::verifyPair(b, d, options, {}, {}).verdict, verify::Verdict::Equivalent);
    // Swapping the splits is caught.
    options.relationsJson = "{\"parameters\": {\"0\": \"{devices=[1,4]<=[4]}\", \"w\": \"{devices=[4,1]0,2,1,3}\"}}";
    QCOMPARE(verify::verifyPair(b, d, options, {}, {}).verdict, verify::Verdict::NotVerified);
  }

  void badInputIsRefused_data() {
    QTest::addColumn<QString>("relations");
    QTest::newRow("not json") << "{ parameters: ";
    QTest::newRow("unknown key") << "{\"params\": {}}";
    QTest::newRow("bad sharding") << "{\"parameters\": {\"0\": \"{devices=[2\"}}";
    QTest::newRow("unknown parameter") << "{\"parameters\": {\"nope\": \"{replicated}\"}}";
    QTest::newRow("deep nesting") << QString(200, '[');
  }

  void badInputIsRefused() {
    QFETCH(QString, relations);
    const ir::Module b = test::parseHloOrDie(kDotBaseline);
    const ir::Module d = test::parseHloOrDie(rowParallel("  ROOT %ar = f32[8,32] all-reduce(%dot), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add"));
    verify::VerifyOptions options;
    options.relationsJson = relations.toStdString();
    QVERIFY_THROWS_EXCEPTION(verify::VerifyInputError, verify::verifyPair(b, d, options, {}, {}));
  }

  // Inputs that differ in number pair by role (parameter_pairing.h): the baseline's
  // unpaired parameter is reported and the pair is not verified; programs of which no
  // parameter pairs are refused.
  void unpairableProgramsAreRefused() {
    const ir::Module b = test::parseHloOrDie(kDotBaseline);
    const ir::Module d = test::parseHloOrDie(module("dist, num_partitions=2", "\n"
"ENTRY %main (x: f32[8,16]) -> f32[8,16] {\n"
"  ROOT %x = f32[8,16] parameter(0)\n"
"}"));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    std::string inferred;
    for (const auto& line : result.inferredRelations) inferred += line + "\n";
    QVERIFY2(inferred.find("baseline parameter 1 (w, f32[16,32]) has no distributed counterpart") != std::string::npos, inferred.c_str());
    const ir::Module none = test::parseHloOrDie(module("dist, num_partitions=2", "\n"
"ENTRY %main (y: s32[3]) -> s32[3] {\n"
"  ROOT %y = s32[3] parameter(0)\n"
"}"));
    QVERIFY_THROWS_EXCEPTION(verify::VerifyInputError, verify::verifyPair(b, none, {}, {}, {}));
  }
};

QTEST_APPLESS_MAIN(TestVerifyRules)
#include "test_verify_rules.moc"
