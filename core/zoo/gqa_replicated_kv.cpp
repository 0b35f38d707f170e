// gqa-replicated-kv: grouped-query attention with the TP degree larger than the KV head
// count (issue 19). Each rank holds H/N query heads and one KV head; ranks r with the
// same r / (N/KV) share it, the way transformers-neuronx (GQA.REPLICATED_HEADS), vLLM
// (num_kv_head_replicas) and Megatron place KV heads when TP exceeds them. The case shows
// the two ways a rank comes to hold its group:
// - k_proj arrives as the rank's group (the loader's replicated slice: annotated
//   `last_tile_dim_replicate`; a per-rank dump without annotations has it inferred from
//   shapes and reported as an assumption, verify/replicated_groups.h);
// - v_proj arrives whole on every rank, and the program picks the values of its own
//   query heads after repeat_kv, at offset group(r) * (H/KV) + (r % (N/KV)) * (H/N) from
//   partition-id: another route than the baseline's, which repeats and uses all heads.
// Bugs: a rank reading another KV group (the group taken as r % KV), and the o_proj
// all-reduce's sites (missing, extra, all-gather for it, bf16).
#include "zoo/case_assembly.h"
#include "zoo/collective_sites.h"
#include "zoo/llama_blocks.h"
#include "zoo/llama_source.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

#include <algorithm>
#include <cmath>

namespace shardscope::zoo {
namespace {

using ir::ElementType;
using ir::Opcode;
constexpr ElementType kF32 = ElementType::F32;

SourceFile gqaSource() {
  static constexpr const char* kText = R"PY(# Grouped-query attention with more TP ranks than KV heads (transformers-neuronx's
# GQA.REPLICATED_HEADS, vLLM's num_kv_head_replicas): each rank holds one KV head, and
# the tp // kv_heads ranks of a group hold the same one. The rank's group is
# rank // replicas: its query heads rank * local_heads ... are in that group.
import math

import torch
import torch.nn.functional as F

from model import apply_rotary
from parallel_layers import RowParallelLinear, get_tp_rank, get_tp_size


class ReplicatedKvAttention(torch.nn.Module):
    def __init__(self, cfg):
        super().__init__()
        tp = get_tp_size()
        self.head_dim = cfg.hidden // cfg.heads
        self.heads, self.kv_heads = cfg.heads, cfg.kv_heads
        self.local_heads = cfg.heads // tp
        self.replicas = tp // cfg.kv_heads  # ranks per KV head
        self.group_heads = cfg.heads // cfg.kv_heads  # query heads per KV head
        self.wq = shard_columns(cfg.q_weight, tp)  #@q_weight
        # The loader gives each rank its group's columns (replicated over the group).
        self.wk = cfg.k_weight.chunk(cfg.kv_heads, dim=1)[get_tp_rank() // self.replicas]  #@k_weight
        # v_proj is small: every rank keeps all of it and picks its heads in forward().
        self.wv = cfg.v_weight  #@v_weight
        self.o_proj = RowParallelLinear(cfg.heads * self.head_dim, cfg.hidden)  #@o_weight

    def forward(self, x, cos, sin):
        b, s, _ = x.shape
        q = (x @ self.wq).view(b, s, self.local_heads, self.head_dim)  #@q_proj
        k = (x @ self.wk).view(b, s, 1, self.head_dim)  #@k_proj
        v = (x @ self.wv).view(b, s, self.kv_heads, self.head_dim)  #@v_proj
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)  #@qkv_transpose
        q, k = apply_rotary(q, cos, sin), apply_rotary(k, cos, sin)  #@rope
        k = k[:, :, None].expand(b, 1, self.local_heads, s, self.head_dim)  #@repeat_kv_k
        k = k.reshape(b, self.local_heads, s, self.head_dim)
        v = v[:, :, None].expand(b, self.kv_heads, self.group_heads, s, self.head_dim)  #@repeat_kv_v
        v = v.reshape(b, self.heads, s, self.head_dim)
        rank = get_tp_rank()
        group = rank // self.replicas  #@kv_group
        first = group * self.group_heads + rank % self.replicas * self.local_heads  #@kv_offset
        v = v.narrow(1, first, self.local_heads)  #@select_heads
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)  #@scores
        causal = torch.ones(s, s, dtype=torch.bool).tril()  #@causal_mask
        scores = scores.masked_fill(~causal, float("-inf"))  #@mask_fill
        probs = F.softmax(scores, dim=-1)  #@softmax
        out = probs @ v  #@pv
        out = out.transpose(1, 2).reshape(b, s, self.local_heads * self.head_dim)  #@merge_heads
        return self.o_proj(out)  #@o_proj
)PY";
  return SourceFile("gqa_attention.py", kText);
}

// KV heads the case uses: the model's own when the device count exceeds and is a multiple
// of them, else N/4 (2 on 4 to 7 devices, 1 on fewer), so every case has replicated
// groups, and from 4 devices more than one group (a rank can read the wrong one).
int64_t kvHeadsFor(const ModelShape& m, int64_t devices) {
  if (m.kvHeads > 0 && m.kvHeads < devices && devices % m.kvHeads == 0) return m.kvHeads;
  return devices < 4 ? 1 : std::max<int64_t>(devices / 4, 2);
}

ModelShape caseModel(const CaseSpec& spec) {
  ModelShape m = spec.model;
  m.kvHeads = kvHeadsFor(m, spec.devices);
  return m;
}

void validate(const CaseSpec& spec) {
  const ModelShape m = caseModel(spec);
  requireDivisible(m.heads, spec.devices, "the number of attention heads");
  requireDivisible(m.heads, m.kvHeads, "the number of attention heads");
  requireDivisible(spec.devices, m.kvHeads, "the device count");
}

class GqaEmitter {
 public:
  GqaEmitter(GraphBuilder& b, const ModelShape& m, int64_t tp, BugInjector* bugs, const SourceFile& model, const SourceFile& layers,
             const SourceFile& gqa)
      : b_(b), m_(m), tp_(tp), bugs_(bugs), llama_(b, m, LlamaParallelism{tp, false, bugs}, model, layers), layers_(layers), gqa_(gqa) {}

  bool distributed() const { return bugs_ != nullptr; }

  Value body() {
    Value x = llama_.hiddenInput(m_.batch);
    RopeTables rope = llama_.ropeTables();
    for (int64_t layer = 0; layer < m_.layers; ++layer) {
      GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
      const Weights w = declare(layer);
      Value attn = attention(llama_.rmsNorm(x, w.norm, "input_norm"), w, rope, layer);
      llama_.at(llama_.modelSource(), "attn_residual", "aten__add");
      x = b_.add(x, attn);
    }
    return x;
  }

 private:
  struct Weights {
    Value norm = -1, wq = -1, wk = -1, wv = -1, wo = -1;
  };

  void at(std::string_view tag, std::string_view opType) {
    b_.setLocation(gqa_.name(), gqa_.line(tag));
    b_.setOpType(opType);
  }

  Value parameter(const std::string& name, std::vector<int64_t> dims, std::optional<sharding::HloSharding> sharding) {
    if (!distributed()) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), sharding ? std::move(sharding) : sharding::HloSharding::replicated());
  }

  Weights declare(int64_t layer) {
    const std::string prefix = "layers." + std::to_string(layer) + ".";
    const int64_t n = distributed() ? tp_ : 1;
    const int64_t d = m_.headDim;
    Weights w;
    llama_.at(llama_.modelSource(), "norm_weight", "xla__device_data");
    w.norm = parameter(prefix + "input_norm.weight", {m_.hidden}, std::nullopt);
    at("q_weight", "xla__device_data");
    w.wq = parameter(prefix + "attn.q_proj.weight", {m_.hidden, m_.heads * d / n}, tiledAlong(2, 1, tp_));
    at("k_weight", "xla__device_data");
    // The rank's KV head: one of kvHeads column blocks, each on tp/kvHeads ranks in a row.
    w.wk = parameter(prefix + "attn.k_proj.weight", {m_.hidden, distributed() ? d : m_.kvHeads * d}, tiledAlongReplicated(2, 1, m_.kvHeads, tp_));
    at("v_weight", "xla__device_data");
    w.wv = parameter(prefix + "attn.v_proj.weight", {m_.hidden, m_.kvHeads * d}, std::nullopt);
    at("o_weight", "xla__device_data");
    w.wo = parameter(prefix + "attn.o_proj.weight", {m_.heads * d / n, m_.hidden}, tiledAlong(2, 0, tp_));
    return w;
  }

  // x: [B, heads, S, D]; cos/sin [S, D] broadcast over batch and heads.
  Value rope(Value x, const RopeTables& t) {
    const std::vector<int64_t> dims = b_.dims(x);
    const int64_t half = m_.headDim / 2;
    at("rope", "aten__slice");
    Value x1 = b_.slice(x, {{0, dims[0]}, {0, dims[1]}, {0, dims[2]}, {0, half}});
    Value x2 = b_.slice(x, {{0, dims[0]}, {0, dims[1]}, {0, dims[2]}, {half, m_.headDim}});
    Value rotated = b_.concatenate({b_.unary(Opcode::Negate, x2), x1}, 3);
    b_.setOpType("aten__mul");
    return b_.add(b_.multiply(x, b_.broadcast(t.cos, dims, {2, 3})), b_.multiply(rotated, b_.broadcast(t.sin, dims, {2, 3})));
  }

  // [B, kv, S, D] -> [B, kv * groups, S, D]: each KV head expanded over its query heads.
  Value repeatKv(Value kv, int64_t groups) {
    if (groups == 1) return kv;
    const std::vector<int64_t> d = b_.dims(kv);
    Value expanded = b_.broadcast(kv, {d[0], d[1], groups, d[2], d[3]}, {0, 1, 3, 4});
    return b_.reshape(expanded, {d[0], d[1] * groups, d[2], d[3]});
  }

  // [B, S, heads * D] -> [B, heads, S, D].
  Value heads(Value projected, int64_t count) {
    const std::vector<int64_t> d = b_.dims(projected);
    Value split = b_.reshape(projected, {d[0], d[1], count, m_.headDim});
    return b_.transpose(split, {0, 2, 1, 3});
  }

  // The rank's own query heads of the repeated V: [B, H, S, D] -> [B, H/N, S, D] at
  // group(r) * (H/KV) + (r % replicas) * (H/N). The wrong-replica-groups bug takes the
  // group as r % KV (ranks interleaved over the groups, as if KV heads were dealt out).
  Value selectHeads(Value v, int64_t layer) {
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    const int64_t replicas = tp_ / m_.kvHeads, local = m_.heads / tp_, groupHeads = m_.heads / m_.kvHeads;
    const bool wrong = bugs_->wants(BugKind::WrongReplicaGroups, layer) && m_.kvHeads > 1;
    at("kv_group", "aten__floor_divide");
    Value rank = b_.convert(b_.partitionId(), ElementType::S32);
    Value group = wrong ? b_.binary(Opcode::Remainder, rank, b_.scalar(ElementType::S32, static_cast<double>(m_.kvHeads)))
                        : b_.divide(rank, b_.scalar(ElementType::S32, static_cast<double>(replicas)));
    at("kv_offset", "aten__add");
    Value within = b_.binary(Opcode::Remainder, rank, b_.scalar(ElementType::S32, static_cast<double>(replicas)));
    Value first = b_.add(b_.multiply(group, b_.scalar(ElementType::S32, static_cast<double>(groupHeads))),
                         b_.multiply(within, b_.scalar(ElementType::S32, static_cast<double>(local))));
    at("select_heads", "aten__narrow");
    Value zero = b_.scalar(ElementType::S32, 0);
    std::vector<int64_t> sizes = b_.dims(v);
    sizes[1] = local;
    Value selected = b_.dynamicSlice(v, {zero, first, zero, zero}, sizes);
    if (wrong)
      bugs_->applied(b_, selected,
                     "each rank takes its KV group as rank % " + std::to_string(m_.kvHeads) + " instead of rank / " + std::to_string(replicas) +
                         ", so ranks whose query heads are in one group read the values of another group's KV head",
                     "the slice has the shape of the rank's own heads whatever the group, and the V weight is replicated on every rank, so "
                     "no shape or sharding annotation changes");
    return selected;
  }

  Value attention(Value x, const Weights& w, const RopeTables& tables, int64_t layer) {
    GraphBuilder::Scope scope(b_, "attn");
    const std::vector<int64_t> xd = b_.dims(x);
    const int64_t batch = xd[0], seq = xd[1];
    const int64_t n = distributed() ? tp_ : 1;
    const int64_t localHeads = m_.heads / n, localKv = distributed() ? 1 : m_.kvHeads;
    auto project = [&](const char* tag, Value weight) {
      at(tag, "aten__mm");
      return b_.dot(x, weight, {}, {}, {2}, {0});
    };
    Value q = project("q_proj", w.wq), k = project("k_proj", w.wk), v = project("v_proj", w.wv);
    at("qkv_transpose", "aten__transpose");
    q = heads(q, localHeads);
    k = heads(k, localKv);
    v = heads(v, m_.kvHeads);
    {
      GraphBuilder::Scope ropeScope(b_, "rope");
      q = rope(q, tables);
      k = rope(k, tables);
    }
    at("repeat_kv_k", "aten__expand");
    k = repeatKv(k, localHeads / localKv);
    at("repeat_kv_v", "aten__expand");
    v = repeatKv(v, m_.heads / m_.kvHeads);
    if (distributed()) v = selectHeads(v, layer);
    const std::vector<int64_t> scoreDims{batch, localHeads, seq, seq};
    at("scores", "aten__matmul");
    Value scores = b_.dot(q, k, {0, 1}, {0, 1}, {3}, {3});
    scores = b_.multiply(scores, b_.filled(kF32, 1.0 / std::sqrt(static_cast<double>(m_.headDim)), scoreDims));
    at("causal_mask", "aten__tril");
    Value causal = b_.broadcast(b_.compare(b_.iota(ElementType::S32, {seq, seq}, 0), b_.iota(ElementType::S32, {seq, seq}, 1), "GE"), scoreDims, {2, 3});
    at("mask_fill", "aten__masked_fill");
    scores = b_.select(causal, scores, b_.filled(kF32, -INFINITY, scoreDims));
    at("softmax", "aten__softmax");
    Value max = b_.broadcast(b_.reduce(scores, {3}, ReduceKind::Max), scoreDims, {0, 1, 2});
    Value exp = b_.unary(Opcode::Exp, b_.subtract(scores, max));
    Value probs = b_.divide(exp, b_.broadcast(b_.reduce(exp, {3}, ReduceKind::Sum), scoreDims, {0, 1, 2}));
    at("pv", "aten__matmul");
    Value context = b_.dot(probs, v, {0, 1}, {0, 1}, {3}, {2});
    at("merge_heads", "aten__reshape");
    context = b_.reshape(b_.transpose(context, {0, 2, 1, 3}), {batch, seq, localHeads * m_.headDim});
    GraphBuilder::Scope output(b_, "o_proj");
    at("o_proj", "aten__mm");
    Value partial = b_.dot(context, w.wo, {}, {}, {2}, {0});
    llama_.at(layers_, "all_reduce", "xla__cross_replica_sum");
    if (!distributed()) return partial;
    return sumPartials({b_, tp_, bugs_, layer}, partial);
  }

  GraphBuilder& b_;
  ModelShape m_;
  int64_t tp_;
  BugInjector* bugs_;
  LlamaEmitter llama_;
  const SourceFile& layers_;
  const SourceFile& gqa_;
};

ZooCase build(const CaseSpec& spec) {
  const ModelShape m = caseModel(spec);
  const int64_t n = spec.devices;
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.spec.model = m;
  zooCase.sources = {llamaModelSource(), parallelLayersSource(), gqaSource()};
  const SourceFile& model = zooCase.sources[0];
  const SourceFile& layers = zooCase.sources[1];
  const SourceFile& gqa = zooCase.sources[2];

  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(GqaEmitter(baseline, m, 1, nullptr, model, layers, gqa).body());
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  Value root = GqaEmitter(distributed, m, n, &injector, model, layers, gqa).body();
  distributed.setSharding(root, sharding::HloSharding::replicated());
  zooCase.distributed = distributed.finish(root);
  recordBug(zooCase, injector);

  const int64_t replicas = n / m.kvHeads;
  const std::string kv = std::to_string(m.kvHeads), r = std::to_string(replicas), nn = std::to_string(n);
  zooCase.description =
      "Grouped-query causal self-attention with more tensor-parallel ranks than KV heads (" + nn + " ranks, " + kv +
      " KV head(s)), as transformers-neuronx (`GQA.REPLICATED_HEADS`), vLLM and Megatron run it: each rank holds " +
      std::to_string(m.heads / n) + " query head(s) and one KV head, the " + r + " ranks r with the same r / " + r +
      " sharing it. " + std::to_string(m.layers) + " layer(s) of `x + o_proj(attn(norm(x)))`.\n\n" +
      "Model `" + m.name + "`: hidden " + std::to_string(m.hidden) + ", " + std::to_string(m.heads) + " query heads, " + kv +
      " KV head(s) of dim " + std::to_string(m.headDim) + (m.kvHeads != spec.model.kvHeads ? " (the preset's " + std::to_string(spec.model.kvHeads) +
      " lowered so that the ranks outnumber them)" : std::string()) + "; batch " + std::to_string(m.batch) + ", sequence " + std::to_string(m.seq) + ".\n" +
      "- `k_proj` arrives as the rank's KV head (`{devices=[1," + kv + "," + r + "]<=[" + nn + "] last_tile_dim_replicate}`): a per-rank dump "
      "without annotations has this relation inferred from shapes and reported as an assumption (replicated groups).\n"
      "- `v_proj` arrives whole on every rank; after repeat_kv the program picks its own query heads' values with a `dynamic-slice` at "
      "group(r) * " + std::to_string(m.heads / m.kvHeads) + " + (r % " + r + ") * " + std::to_string(m.heads / n) + ", r from `partition-id`.\n"
      "- `q_proj` is column-parallel, `o_proj` row-parallel with one `all-reduce`; the ROOT is `{replicated}`.\n";
  return zooCase;
}

}  // namespace

const Strategy& gqaReplicatedKvStrategy() {
  static const Strategy strategy{
      "gqa-replicated-kv", "GQA with more TP ranks than KV heads: KV heads replicated over groups of ranks, V's heads picked by partition-id",
      {BugKind::WrongReplicaGroups, BugKind::MissingAllReduce, BugKind::ExtraAllReduce, BugKind::AllGatherForAllReduce, BugKind::WrongDtype},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
