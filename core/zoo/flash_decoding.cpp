// flash-decoding: one-token decoding attention with the KV cache split along the
// sequence over devices (split-K). Each device attends to its part of the cache and
// keeps its running max and sum; a log-sum-exp combine across devices (all-reduce max,
// rescale, all-reduce sum) gives exactly the softmax over the whole cache.
#include "zoo/case_assembly.h"
#include "zoo/collective_sites.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

#include <algorithm>
#include <cmath>

namespace shardscope::zoo {
namespace {

using ir::ElementType;
using ir::Opcode;
constexpr ElementType kF32 = ElementType::F32;

SourceFile decodingSource() {
  static constexpr const char* kText = R"PY(# Flash-decoding (split-K attention) for one decode step, JAX with shard_map.
# The KV cache is split along its sequence axis over the "kv" mesh axis; each device
# computes attention over its part with its own max m and sum l, and the devices combine
# them with a log-sum-exp reduction. baseline.hlo is the same step with plain softmax.
from functools import partial
import math

import jax
import jax.numpy as jnp
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


def split_heads(x, heads, head_dim):
    b, t, _ = x.shape
    return x.reshape(b, t, heads, head_dim).transpose(0, 2, 1, 3)  #@split_heads


@partial(shard_map, in_specs=(P(), P(), P(), P(None, None, "kv"), P(None, None, "kv")), out_specs=P())
def decode_layer(x, wq, wo, k_cache, v_cache):  #@params
    heads, head_dim = wq.shape[1] // k_cache.shape[-1], k_cache.shape[-1]
    q = split_heads(x @ wq, heads, head_dim)  #@q_proj
    groups = heads // k_cache.shape[1]
    k = jnp.repeat(k_cache, groups, axis=1)  #@repeat_kv_k
    v = jnp.repeat(v_cache, groups, axis=1)  #@repeat_kv_v
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head_dim)  #@scores
    m = s.max(axis=-1)  #@local_max
    p = jnp.exp(s - m[..., None])  #@local_exp
    l = p.sum(axis=-1)  #@local_sum
    o = p @ v  #@local_out
    m_all = jax.lax.pmax(m, "kv")  #@lse_max
    scale = jnp.exp(m - m_all)  #@lse_scale
    o = jax.lax.psum(o * scale[..., None], "kv")  #@lse_out
    l = jax.lax.psum(l * scale, "kv")  #@lse_sum
    out = o / l[..., None]  #@normalize
    out = out.transpose(0, 2, 1, 3).reshape(x.shape[0], 1, heads * head_dim)  #@merge_heads
    return x + out @ wo  #@o_proj
)PY";
  return SourceFile("flash_decoding.py", kText);
}

void validate(const CaseSpec& spec) {
  requireDivisible(spec.model.seq, spec.devices, "the KV length (sequence)");
  requireDivisible(spec.model.heads, spec.model.kvHeads, "the number of attention heads");
}

class DecodingEmitter {
 public:
  DecodingEmitter(GraphBuilder& b, const CaseSpec& spec, const SourceFile& src, bool distributed, BugInjector* bugs)
      : b_(b), m_(spec.model), src_(src), distributed_(distributed), bugs_(bugs), n_(distributed ? spec.devices : 1) {}

  Value emit() {
    at("params", "xla__device_data");
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      x = replicated("hidden_states", {m_.batch, 1, m_.hidden});
    }
    for (int64_t layer = 0; layer < m_.layers; ++layer) x = emitLayer(x, layer);
    if (distributed_) b_.setSharding(x, sharding::HloSharding::replicated());
    return x;
  }

 private:
  void at(std::string_view tag, std::string_view opType) {
    b_.setLocation(src_.name(), src_.line(tag));
    b_.setOpType(opType);
  }
  Value replicated(const std::string& name, std::vector<int64_t> dims) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
  }
  Value cache(const std::string& name) {
    std::vector<int64_t> dims{m_.batch, m_.kvHeads, m_.seq / n_, m_.headDim};
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), tiledAlong(4, 2, n_));
  }

  Value splitHeads(Value q, int64_t layer) {
    const int64_t heads = m_.heads;
    if (bugs_ && bugs_->wants(BugKind::WrongReshapeSplit, layer)) {
      Value split = b_.reshape(q, {m_.batch, 1, m_.headDim, heads});
      bugs_->applied(b_, split,
                     "the query projection [B,1," + std::to_string(heads * m_.headDim) + "] is split as [B,1,head_dim,heads] (dim-major) and transposed back, while the weight columns are head-major, so every head's query mixes all heads' features",
                     "the transpose restores [B,1,heads,head_dim], so all later shapes match the baseline");
      return b_.transpose(split, {0, 3, 1, 2});
    }
    return b_.transpose(b_.reshape(q, {m_.batch, 1, heads, m_.headDim}), {0, 2, 1, 3});
  }

  Value emitLayer(Value x, int64_t layer) {
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    GraphBuilder::Scope attn(b_, "attn");
    const std::string prefix = "layers." + std::to_string(layer) + ".attn.";
    at("params", "xla__device_data");
    Value wq = replicated(prefix + "q_proj.weight", {m_.hidden, m_.heads * m_.headDim});
    Value wo = replicated(prefix + "o_proj.weight", {m_.heads * m_.headDim, m_.hidden});
    Value kCache = cache(prefix + "k_cache");
    Value vCache = cache(prefix + "v_cache");
    const int64_t heads = m_.heads, groups = m_.heads / m_.kvHeads, kv = m_.seq / n_;
    Value q;
    {
      GraphBuilder::Scope s(b_, "q_proj");
      at("q_proj", "dot_general");
      q = b_.dot(x, wq, {}, {}, {2}, {0});
      at("split_heads", "reshape");
      q = splitHeads(q, layer);  // [B, heads, 1, D]
    }
    auto repeat = [&](Value c, const char* tag) {
      at(tag, "repeat");
      if (groups == 1) return c;
      Value e = b_.broadcast(c, {m_.batch, m_.kvHeads, groups, kv, m_.headDim}, {0, 1, 3, 4});
      return b_.reshape(e, {m_.batch, heads, kv, m_.headDim});
    };
    Value k = repeat(kCache, "repeat_kv_k");
    Value v = repeat(vCache, "repeat_kv_v");
    const std::vector<int64_t> sd{m_.batch, heads, 1, kv};
    const std::vector<int64_t> rd{m_.batch, heads, 1};
    const std::vector<int64_t> od{m_.batch, heads, 1, m_.headDim};
    at("scores", "dot_general");
    Value s = b_.dot(q, k, {0, 1}, {0, 1}, {3}, {3});
    s = b_.multiply(s, b_.filled(kF32, 1.0 / std::sqrt(static_cast<double>(m_.headDim)), sd));
    Value out;
    {
      GraphBuilder::Scope sm(b_, distributed_ ? "split_k" : "softmax");
      at("local_max", "reduce_max");
      Value max = b_.reduce(s, {3}, ReduceKind::Max);
      at("local_exp", "exp");
      Value p = b_.unary(Opcode::Exp, b_.subtract(s, b_.broadcast(max, sd, {0, 1, 2})));
      at("local_sum", "reduce_sum");
      Value sum = b_.reduce(p, {3}, ReduceKind::Sum);
      at("local_out", "dot_general");
      Value o = b_.dot(p, v, {0, 1}, {0, 1}, {3}, {2});  // [B, heads, 1, D]
      if (distributed_) {
        GraphBuilder::Scope lse(b_, "lse_combine");
        const GraphBuilder::DistributedOnly distributedOnly(b_);
        const CollectiveContext context{b_, n_, bugs_, layer};
        at("lse_max", "pmax");
        Value globalMax = maxOverDevices(context, max);
        at("lse_scale", "exp");
        Value scale = b_.unary(Opcode::Exp, b_.subtract(max, globalMax));
        at("lse_out", "psum");
        o = sumPartials(context, b_.multiply(o, b_.broadcast(scale, od, {0, 1, 2})));
        at("lse_sum", "psum");
        sum = b_.allReduce(b_.multiply(sum, scale), GraphBuilder::allDevices(n_), ReduceKind::Sum);
      }
      at("normalize", "div");
      out = b_.divide(o, b_.broadcast(sum, od, {0, 1, 2}));
    }
    at("merge_heads", "reshape");
    out = b_.reshape(b_.transpose(out, {0, 2, 1, 3}), {m_.batch, 1, heads * m_.headDim});
    GraphBuilder::Scope o(b_, "o_proj");
    at("o_proj", "dot_general");
    return b_.add(x, b_.dot(out, wo, {}, {}, {2}, {0}));
  }

  GraphBuilder& b_;
  const ModelShape& m_;
  const SourceFile& src_;
  bool distributed_;
  BugInjector* bugs_;
  int64_t n_;
};

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {decodingSource()};
  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(DecodingEmitter(baseline, spec, zooCase.sources[0], false, nullptr).emit());
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(DecodingEmitter(distributed, spec, zooCase.sources[0], true, &injector).emit());
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  zooCase.description =
      "Flash-decoding: " + std::to_string(m.layers) + " layer(s) of one-token decoding attention (`" + m.name + "` heads: " +
      std::to_string(m.heads) + " query, " + std::to_string(m.kvHeads) + " KV, head dim " + std::to_string(m.headDim) + ") over a KV cache of " +
      std::to_string(m.seq) + " positions split over " + std::to_string(n) + " devices.\n\n" +
      "- `k_cache`/`v_cache` are split along the sequence (`sharding={devices=[1,1," + std::to_string(n) + ",1]<=[" + std::to_string(n) +
      "]}`, " + std::to_string(m.seq / n) + " positions per device); the hidden state and the projections are replicated.\n" +
      "- Each device computes its scores, its max `m_i`, `p = exp(s - m_i)`, its sum `l_i` and its unnormalised output `o_i = p V_i`.\n" +
      "- The log-sum-exp combine: `M = all-reduce(max)(m_i)`, `scale_i = exp(m_i - M)`, `O = all-reduce(sum)(o_i * scale_i)`, "
      "`L = all-reduce(sum)(l_i * scale_i)`, output `O / L`: exactly softmax over the whole cache. The baseline computes that softmax directly.\n" +
      "- The ROOT is `{replicated}`.\n";
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace

const Strategy& flashDecodingStrategy() {
  static const Strategy strategy{
      "flash-decoding", "split-K decoding attention over a sequence-split KV cache with a cross-device log-sum-exp combine",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups,
       BugKind::WrongDtype, BugKind::WrongReshapeSplit},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
