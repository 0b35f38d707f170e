// moe-ep: a mixture-of-experts layer stack with expert parallelism (GShard style). A
// top-1 router builds dispatch and combine tensors; an all-to-all sends each expert's
// tokens to the device that holds the expert, a second one brings the results back.
#include "zoo/case_assembly.h"
#include "zoo/collective_sites.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

using ir::ElementType;
using ir::Opcode;
constexpr ElementType kF32 = ElementType::F32;

SourceFile moeSource() {
  static constexpr const char* kText = R"PY(# Mixture-of-experts layers with expert parallelism, GShard style (JAX, shard_map).
# Each device holds E/N experts and 1/N of the tokens. Top-1 routing without token
# dropping: the capacity of every expert is the number of local tokens.
from functools import partial

import jax
import jax.numpy as jnp
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


def route(x, router):
    logits = x @ router  #@router_logits
    probs = jax.nn.softmax(logits, axis=-1)  #@router_softmax
    top1 = probs == probs.max(axis=-1, keepdims=True)  #@router_top1
    slots = jnp.eye(x.shape[0], dtype=x.dtype)  #@slots
    dispatch = top1.astype(x.dtype)[:, :, None] * slots[:, None, :]  #@dispatch_mask
    combine = dispatch * probs[:, :, None]  #@combine_weights
    return dispatch, combine


def experts_ffn(h, w_in, w_out):
    h = jax.nn.relu(jnp.einsum("ech,ehf->ecf", h, w_in))  #@expert_in
    return jnp.einsum("ecf,efh->ech", h, w_out)  #@expert_out


@partial(shard_map, in_specs=(P("ep"), P(), P("ep"), P("ep")), out_specs=P("ep"))
def moe_layer(x, router, w_in, w_out):  #@params
    n = jax.lax.psum(1, "ep")
    dispatch, combine = route(x, router)
    tokens = jnp.einsum("tec,th->ech", dispatch, x)  #@dispatch
    e, c, h = tokens.shape
    tokens = tokens.reshape(n, e // n, c, h)  #@split_experts
    tokens = jax.lax.all_to_all(tokens, "ep", 0, 0, tiled=True)  #@all_to_all_dispatch
    tokens = tokens.transpose(1, 0, 2, 3).reshape(e // n, n * c, h)  #@merge_sources
    out = experts_ffn(tokens, w_in, w_out)
    out = out.reshape(e // n, n, c, h).transpose(1, 0, 2, 3)  #@split_sources
    out = jax.lax.all_to_all(out, "ep", 0, 0, tiled=True)  #@all_to_all_combine
    out = out.reshape(e, c, h)  #@merge_experts
    return x + jnp.einsum("tec,ech->th", combine, out)  #@combine
)PY";
  return SourceFile("moe.py", kText);
}

int64_t expertCount(const CaseSpec& spec) { return 2 * spec.devices; }
int64_t tokenCount(const CaseSpec& spec) { return spec.model.batch * spec.model.seq; }

void validate(const CaseSpec& spec) { requireDivisible(tokenCount(spec), spec.devices, "the number of tokens (batch x sequence)"); }

class MoeEmitter {
 public:
  MoeEmitter(GraphBuilder& b, const CaseSpec& spec, const SourceFile& src, bool distributed, BugInjector* bugs)
      : b_(b), spec_(spec), src_(src), distributed_(distributed), bugs_(bugs) {
    n_ = distributed ? spec.devices : 1;
    experts_ = expertCount(spec);
    tokens_ = tokenCount(spec) / n_;
  }

  Value emit() {
    const ModelShape& m = spec_.model;
    at("params", "xla__device_data");
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      x = distributed_ ? b_.parameter("tokens", kF32, {tokens_, m.hidden}, tiledAlong(2, 0, n_))
                       : b_.parameter("tokens", kF32, {tokens_, m.hidden});
    }
    for (int64_t layer = 0; layer < m.layers; ++layer) x = emitLayer(x, layer);
    if (distributed_) b_.setSharding(x, tiledAlong(2, 0, n_));
    return x;
  }

 private:
  void at(std::string_view tag, std::string_view opType) {
    b_.setLocation(src_.name(), src_.line(tag));
    b_.setOpType(opType);
  }
  bool wants(BugKind kind, int64_t layer) const { return bugs_ && bugs_->wants(kind, layer); }

  Value weight(const std::string& name, std::vector<int64_t> dims, bool expertSharded) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    if (!expertSharded) return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
    const auto rank = static_cast<int64_t>(dims.size());
    dims[0] /= n_;
    return b_.parameter(name, kF32, std::move(dims), tiledAlong(rank, 0, n_));
  }

  Value allToAll(Value x, int64_t layer, bool dispatch) {
    at(dispatch ? "all_to_all_dispatch" : "all_to_all_combine", "all_to_all");
    const GraphBuilder::Groups all = GraphBuilder::allDevices(n_);
    if (dispatch && wants(BugKind::WrongReplicaGroups, layer)) {
      std::vector<int64_t> reversed;
      for (int64_t d = n_; d-- > 0;) reversed.push_back(d);
      Value v = b_.allToAll(x, 0, GraphBuilder::explicitGroups({reversed}));
      bugs_->applied(b_, v, "the dispatch `all-to-all` lists the devices in reverse order, so the tokens for the experts of device d are sent to device " +
                                std::to_string(n_ - 1) + "-d, whose experts are different",
                     "the group has the right size and members and all-to-all keeps its operand's shape");
      return v;
    }
    if (dispatch && wants(BugKind::WrongDtype, layer)) {
      Value v = b_.allToAll(b_.convert(x, ElementType::BF16), 0, all);
      bugs_->applied(b_, v, "the dispatched tokens are sent through the `all-to-all` in bf16 and converted back to f32, where the baseline keeps them in f32",
                     "the converts restore the f32 type and the shape; only precision is lost");
      return b_.convert(v, kF32);
    }
    return b_.allToAll(x, 0, all);
  }

  Value emitLayer(Value x, int64_t layer) {
    const ModelShape& m = spec_.model;
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    GraphBuilder::Scope moe(b_, "moe");
    const std::string prefix = "layers." + std::to_string(layer) + ".moe.";
    const int64_t localExperts = experts_ / n_;
    at("params", "xla__device_data");
    Value router = weight(prefix + "router", {m.hidden, experts_}, false);
    Value wIn = weight(prefix + "experts.w_in", {experts_, m.hidden, m.ffn}, true);
    Value wOut = weight(prefix + "experts.w_out", {experts_, m.ffn, m.hidden}, true);

    Value dispatch, combine;
    {
      GraphBuilder::Scope r(b_, "router");
      at("router_logits", "dot_general");
      Value logits = b_.dot(x, router, {}, {}, {1}, {0});  // [T, E]
      at("router_softmax", "softmax");
      const std::vector<int64_t> te{tokens_, experts_};
      Value max = b_.broadcast(b_.reduce(logits, {1}, ReduceKind::Max), te, {0});
      Value exp = b_.unary(Opcode::Exp, b_.subtract(logits, max));
      Value probs = b_.divide(exp, b_.broadcast(b_.reduce(exp, {1}, ReduceKind::Sum), te, {0}));
      at("router_top1", "eq");
      Value top = b_.broadcast(b_.reduce(probs, {1}, ReduceKind::Max), te, {0});
      Value oneHot = b_.convert(b_.compare(probs, top, "EQ"), kF32);
      at("slots", "eye");
      Value slots = b_.convert(b_.compare(b_.iota(ElementType::S32, {tokens_, tokens_}, 0), b_.iota(ElementType::S32, {tokens_, tokens_}, 1), "EQ"), kF32);
      at("dispatch_mask", "mul");
      const std::vector<int64_t> tec{tokens_, experts_, tokens_};
      dispatch = b_.multiply(b_.broadcast(oneHot, tec, {0, 1}), b_.broadcast(slots, tec, {0, 2}));
      at("combine_weights", "mul");
      combine = b_.multiply(dispatch, b_.broadcast(probs, tec, {0, 1}));
    }
    at("dispatch", "dot_general");
    Value routed = b_.dot(dispatch, x, {}, {}, {0}, {0});  // [E, C, H]
    Value expertIn = routed;
    if (distributed_) {
      GraphBuilder::Scope d(b_, "dispatch");
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      at("split_experts", "reshape");
      Value split;
      if (wants(BugKind::WrongAllToAllLayout, layer)) {
        // Experts interleaved over devices (e -> device e % N) while the weights are
        // blocked (device d holds experts [d*E/N, (d+1)*E/N)).
        Value interleaved = b_.reshape(routed, {localExperts, n_, tokens_, m.hidden});
        split = b_.transpose(interleaved, {1, 0, 2, 3});
        bugs_->applied(b_, interleaved,
                       "the all-to-all's split dimension is laid out expert-interleaved ([E/N, N, C, H] transposed to [N, E/N, C, H]: expert e goes to device e % " +
                           std::to_string(n_) + ") while the expert weights are blocked (device d holds experts " + std::to_string(localExperts) +
                           "d .. " + std::to_string(localExperts) + "d+" + std::to_string(localExperts - 1) + "), so tokens reach the wrong experts",
                       "both layouts have the shape [N, E/N, C, H] the all-to-all expects, and all-to-all keeps the shape");
      } else {
        split = b_.reshape(routed, {n_, localExperts, tokens_, m.hidden});
      }
      Value received = allToAll(split, layer, true);  // dim 0 now indexes the source device
      at("merge_sources", "reshape");
      if (wants(BugKind::WrongReshapeSplit, layer)) {
        expertIn = b_.reshape(received, {localExperts, n_ * tokens_, m.hidden});
        bugs_->applied(b_, expertIn,
                       "the received [source device, local expert, C, H] tokens are reshaped straight to [local expert, N*C, H] without first moving the expert dim in front, so each local expert gets a mix of the experts' token blocks",
                       "both orders have N*E/N*C*H elements and the reshape produces the expected shape");
      } else {
        expertIn = b_.reshape(b_.transpose(received, {1, 0, 2, 3}), {localExperts, n_ * tokens_, m.hidden});
      }
    }
    Value expertOut;
    {
      GraphBuilder::Scope e(b_, "experts");
      at("expert_in", "dot_general");
      Value h = b_.dot(expertIn, wIn, {0}, {0}, {2}, {1});
      h = b_.maximum(h, b_.filled(kF32, 0.0, b_.dims(h)));
      at("expert_out", "dot_general");
      expertOut = b_.dot(h, wOut, {0}, {0}, {2}, {1});  // [E/N, N*C, H]
    }
    if (distributed_) {
      GraphBuilder::Scope c(b_, "combine");
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      at("split_sources", "reshape");
      Value split = b_.transpose(b_.reshape(expertOut, {localExperts, n_, tokens_, m.hidden}), {1, 0, 2, 3});
      Value back = allToAll(split, layer, false);
      at("merge_experts", "reshape");
      expertOut = b_.reshape(back, {experts_, tokens_, m.hidden});
    }
    at("combine", "dot_general");
    Value out = b_.dot(combine, expertOut, {}, {}, {1, 2}, {0, 1});  // [T, H]
    return b_.add(x, out);
  }

  GraphBuilder& b_;
  const CaseSpec& spec_;
  const SourceFile& src_;
  bool distributed_;
  BugInjector* bugs_;
  int64_t n_ = 1, experts_ = 0, tokens_ = 0;
};

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {moeSource()};
  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(MoeEmitter(baseline, spec, zooCase.sources[0], false, nullptr).emit());
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(MoeEmitter(distributed, spec, zooCase.sources[0], true, &injector).emit());
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices, e = expertCount(spec), t = tokenCount(spec);
  zooCase.description =
      std::to_string(m.layers) + " mixture-of-experts layer(s) `x + combine(experts(dispatch(x)))` with " + std::to_string(e) +
      " experts (hidden " + std::to_string(m.hidden) + ", expert FFN " + std::to_string(m.ffn) + ", sizes of `" + m.name +
      "`) and top-1 routing, expert-parallel over " + std::to_string(n) + " devices.\n\n" +
      "- The " + std::to_string(t) + " tokens are split over devices (`{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) +
      "]}`); the router weight is replicated; expert weights are split along the expert dim, " + std::to_string(e / n) + " experts per device.\n" +
      "- Each expert's capacity is the number of local tokens, so no token is dropped and the result equals the baseline's.\n" +
      "- The dispatch einsum gives `[E, C, H]`; it is reshaped to `[N, E/N, C, H]` and an `all-to-all` (dimensions={0}) sends block d to "
      "device d, the owner of experts [d*E/N, (d+1)*E/N). The received `[source, E/N, C, H]` is transposed and merged to `[E/N, N*C, H]` "
      "for the batched expert matmuls; the reverse reshape, transpose and `all-to-all` bring the outputs home for the combine einsum.\n"
      "- The ROOT keeps the token split: `{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) + "]}`.\n";
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace

const Strategy& moeEpStrategy() {
  static const Strategy strategy{
      "moe-ep", "mixture of experts: top-1 router, all-to-all dispatch and combine, experts split over devices",
      {BugKind::WrongReplicaGroups, BugKind::WrongDtype, BugKind::WrongReshapeSplit, BugKind::WrongAllToAllLayout},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
