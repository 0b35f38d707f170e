// moe-ep: a mixture-of-experts layer stack with expert parallelism, written with
// GShard's einsums. The tokens are cut into G groups (one per device) and every expert
// takes up to C = S (the group size) tokens from each group, so no token is dropped.
// The baseline runs the same grouped layer on one device; the distributed program holds
// one group and E/N experts per device, and two all-to-alls move each group's expert
// inputs to the experts' owners and the outputs back. Both compute every output element
// from exactly the same terms, so they agree for every input (inf and NaN included).
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
# The tokens are cut into groups of S; every expert takes up to C = S tokens of every
# group (top-1 routing, so nothing is dropped). The einsums are GShard's: dispatch
# GSEC,GSM->GECM, experts GECM,EMF->EGCF, combine GSEC,EGCM->GSM. moe_layer_reference is
# the baseline (one device, all groups); moe_layer is the expert-parallel program (one
# group and E/N experts per device).
from functools import partial

import jax
import jax.numpy as jnp
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P


def route(x, router):  # x: [G, S, H]
    logits = jnp.einsum("gsh,he->gse", x, router)  #@router_logits
    probs = jax.nn.softmax(logits, axis=-1)  #@router_softmax
    top1 = probs == probs.max(axis=-1, keepdims=True)  #@router_top1
    slots = jnp.eye(x.shape[1], dtype=x.dtype)  #@slots
    dispatch = top1.astype(x.dtype)[..., None] * slots[None, :, None, :]  #@dispatch_mask
    combine = dispatch * probs[..., None]  #@combine_weights
    return dispatch, combine


def experts_ffn(tokens, w_in, w_out):  # tokens: [G, E, C, H]; expert e sees its own slots
    h = jax.nn.relu(jnp.einsum("gech,ehf->egcf", tokens, w_in))  #@expert_in
    return jnp.einsum("egcf,efh->egch", h, w_out)  #@expert_out


def moe_layer_reference(x, router, w_in, w_out, group_size):  #@ref_params
    t, h = x.shape
    xg = x.reshape(t // group_size, group_size, h)  #@ref_groups
    dispatch, combine = route(xg, router)
    tokens = jnp.einsum("gsec,gsh->gech", dispatch, xg)  #@ref_dispatch
    out = experts_ffn(tokens, w_in, w_out)
    y = jnp.einsum("gsec,egch->gsh", combine, out)  #@ref_combine
    return x + y.reshape(t, h)  #@ref_residual


@partial(shard_map, in_specs=(P("ep"), P(), P("ep"), P("ep")), out_specs=P("ep"))
def moe_layer(x, router, w_in, w_out):  #@params
    n = jax.lax.psum(1, "ep")
    s, h = x.shape
    xg = x.reshape(1, s, h)  #@groups
    dispatch, combine = route(xg, router)
    tokens = jnp.einsum("gsec,gsh->gech", dispatch, xg)  #@dispatch
    _, e, c, _ = tokens.shape
    tokens = tokens.reshape(n, e // n, c, h)  #@split_experts
    # [source group, local expert, C, H]: this device's experts, every group's slots
    tokens = jax.lax.all_to_all(tokens, "ep", 0, 0, tiled=True)  #@all_to_all_dispatch
    out = experts_ffn(tokens, w_in, w_out)  # [local expert, source group, C, H]
    out = out.transpose(1, 0, 2, 3)  #@split_sources
    out = jax.lax.all_to_all(out, "ep", 0, 0, tiled=True)  #@all_to_all_combine
    out = out.reshape(e, 1, c, h)  #@merge_experts
    y = jnp.einsum("gsec,egch->gsh", combine, out)  #@combine
    return x + y.reshape(s, h)  #@residual
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
    groupSize_ = tokenCount(spec) / spec.devices;
    localGroups_ = spec.devices / n_;
  }

  Value emit() {
    const ModelShape& m = spec_.model;
    at("params", "xla__device_data");
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      x = distributed_ ? b_.parameter("tokens", kF32, {groupSize_, m.hidden}, tiledAlong(2, 0, n_))
                       : b_.parameter("tokens", kF32, {tokenCount(spec_), m.hidden});
    }
    for (int64_t layer = 0; layer < m.layers; ++layer) x = emitLayer(x, layer);
    if (distributed_) b_.setSharding(x, tiledAlong(2, 0, n_));
    return x;
  }

 private:
  // The baseline's lines are moe_layer_reference's (tag prefix "ref_") where the two
  // functions differ; route() and experts_ffn() are shared.
  void at(std::string_view tag, std::string_view opType) {
    const std::string ref = "ref_" + std::string(tag);
    b_.setLocation(src_.name(), src_.line(!distributed_ && src_.hasTag(ref) ? std::string_view(ref) : tag));
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

  // [1, E, C, H] (this device's group) -> [source group, E/N, C, H]: this device's
  // experts' slots of every group.
  Value dispatchToOwners(Value routed, int64_t layer) {
    const ModelShape& m = spec_.model;
    const int64_t localExperts = experts_ / n_;
    GraphBuilder::Scope d(b_, "dispatch");
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    const GraphBuilder::Groups all = GraphBuilder::allDevices(n_);
    if (wants(BugKind::WrongDtype, layer)) {
      at("dispatch", "convert");
      Value narrow = b_.convert(routed, ElementType::BF16);
      at("split_experts", "reshape");
      Value split = b_.reshape(narrow, {n_, localExperts, groupSize_, m.hidden});
      at("all_to_all_dispatch", "all_to_all");
      Value v = b_.allToAll(split, 0, all);
      bugs_->applied(b_, v, "the dispatched tokens are sent through the `all-to-all` in bf16 and converted back to f32, where the baseline keeps them in f32",
                     "the converts restore the f32 type and the shape; only precision is lost");
      return b_.convert(v, kF32);
    }
    at("split_experts", "reshape");
    Value split;
    if (wants(BugKind::WrongAllToAllLayout, layer)) {
      // Experts interleaved over devices (e -> device e % N) while the weights are
      // blocked (device d holds experts [d*E/N, (d+1)*E/N)).
      Value interleaved = b_.reshape(routed, {localExperts, n_, groupSize_, m.hidden});
      split = b_.transpose(interleaved, {1, 0, 2, 3});
      bugs_->applied(b_, interleaved,
                     "the all-to-all's split dimension is laid out expert-interleaved ([E/N, N, C, H] transposed to [N, E/N, C, H]: expert e goes to device e % " +
                         std::to_string(n_) + ") while the expert weights are blocked (device d holds experts " + std::to_string(localExperts) +
                         "d .. " + std::to_string(localExperts) + "d+" + std::to_string(localExperts - 1) + "), so tokens reach the wrong experts",
                     "both layouts have the shape [N, E/N, C, H] the all-to-all expects, and all-to-all keeps the shape");
    } else {
      split = b_.reshape(routed, {n_, localExperts, groupSize_, m.hidden});
    }
    at("all_to_all_dispatch", "all_to_all");
    if (wants(BugKind::WrongReplicaGroups, layer)) {
      std::vector<int64_t> reversed;
      for (int64_t dev = n_; dev-- > 0;) reversed.push_back(dev);
      Value v = b_.allToAll(split, 0, GraphBuilder::explicitGroups({reversed}));
      bugs_->applied(b_, v, "the dispatch `all-to-all` lists the devices in reverse order, so the tokens for the experts of device d are sent to device " +
                                std::to_string(n_ - 1) + "-d, whose experts are different",
                     "the group has the right size and members and all-to-all keeps its operand's shape");
      return v;
    }
    return b_.allToAll(split, 0, all);
  }

  // [E/N, source group, C, H] -> [E, 1, C, H]: every expert's output for this
  // device's group.
  Value combineFromOwners(Value expertOut, int64_t layer) {
    const ModelShape& m = spec_.model;
    const int64_t localExperts = experts_ / n_;
    GraphBuilder::Scope c(b_, "combine");
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    at("split_sources", "transpose");
    Value split;
    if (wants(BugKind::WrongReshapeSplit, layer)) {
      split = b_.reshape(expertOut, {n_, localExperts, groupSize_, m.hidden});
      bugs_->applied(b_, split,
                     "the experts' [local expert, group, C, H] outputs are reshaped straight to [group, local expert, C, H] instead of transposed, so each group gets a mix of the experts' token blocks",
                     "both orders have N*E/N*C*H elements and the reshape produces the expected shape");
    } else {
      split = b_.transpose(expertOut, {1, 0, 2, 3});
    }
    at("all_to_all_combine", "all_to_all");
    Value back = b_.allToAll(split, 0, GraphBuilder::allDevices(n_));
    at("merge_experts", "reshape");
    return b_.reshape(back, {experts_, 1, groupSize_, m.hidden});
  }

  Value emitLayer(Value x, int64_t layer) {
    const ModelShape& m = spec_.model;
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    GraphBuilder::Scope moe(b_, "moe");
    const std::string prefix = "layers." + std::to_string(layer) + ".moe.";
    const int64_t g = localGroups_, s = groupSize_, e = experts_;
    at("params", "xla__device_data");
    Value router = weight(prefix + "router", {m.hidden, e}, false);
    Value wIn = weight(prefix + "experts.w_in", {e, m.hidden, m.ffn}, true);
    Value wOut = weight(prefix + "experts.w_out", {e, m.ffn, m.hidden}, true);

    at("groups", "reshape");
    Value xg = b_.reshape(x, {g, s, m.hidden});
    Value dispatch, combine;
    {
      GraphBuilder::Scope r(b_, "router");
      at("router_logits", "dot_general");
      Value logits = b_.dot(xg, router, {}, {}, {2}, {0});  // [G, S, E]
      at("router_softmax", "softmax");
      const std::vector<int64_t> gse{g, s, e};
      Value max = b_.broadcast(b_.reduce(logits, {2}, ReduceKind::Max), gse, {0, 1});
      Value exp = b_.unary(Opcode::Exp, b_.subtract(logits, max));
      Value probs = b_.divide(exp, b_.broadcast(b_.reduce(exp, {2}, ReduceKind::Sum), gse, {0, 1}));
      at("router_top1", "eq");
      Value top = b_.broadcast(b_.reduce(probs, {2}, ReduceKind::Max), gse, {0, 1});
      Value oneHot = b_.convert(b_.compare(probs, top, "EQ"), kF32);
      at("slots", "eye");
      Value slots = b_.convert(b_.compare(b_.iota(ElementType::S32, {s, s}, 0), b_.iota(ElementType::S32, {s, s}, 1), "EQ"), kF32);
      at("dispatch_mask", "mul");
      const std::vector<int64_t> gsec{g, s, e, s};
      dispatch = b_.multiply(b_.broadcast(oneHot, gsec, {0, 1, 2}), b_.broadcast(slots, gsec, {1, 3}));
      at("combine_weights", "mul");
      combine = b_.multiply(dispatch, b_.broadcast(probs, gsec, {0, 1, 2}));
    }
    at("dispatch", "dot_general");
    Value tokens = b_.dot(dispatch, xg, {0}, {0}, {1}, {1});  // [G, E, C, H]
    if (distributed_) tokens = dispatchToOwners(tokens, layer);  // [N, E/N, C, H]
    Value expertOut;
    {
      GraphBuilder::Scope ex(b_, "experts");
      at("expert_in", "dot_general");
      Value h = b_.dot(tokens, wIn, {1}, {0}, {3}, {1});  // [E, G, C, F]
      h = b_.maximum(h, b_.filled(kF32, 0.0, b_.dims(h)));
      at("expert_out", "dot_general");
      expertOut = b_.dot(h, wOut, {0}, {0}, {3}, {1});  // [E, G, C, H]
    }
    if (distributed_) expertOut = combineFromOwners(expertOut, layer);  // [E, 1, C, H]
    at("combine", "dot_general");
    Value y = b_.dot(combine, expertOut, {0}, {1}, {2, 3}, {0, 2});  // [G, S, H]
    at("residual", "add");
    return b_.add(x, b_.reshape(y, b_.dims(x)));
  }

  GraphBuilder& b_;
  const CaseSpec& spec_;
  const SourceFile& src_;
  bool distributed_;
  BugInjector* bugs_;
  int64_t n_ = 1, experts_ = 0, groupSize_ = 0, localGroups_ = 1;
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
  const std::string sz = std::to_string(t / n);
  zooCase.description =
      std::to_string(m.layers) + " mixture-of-experts layer(s) `x + combine(experts(dispatch(x)))` with " + std::to_string(e) +
      " experts (hidden " + std::to_string(m.hidden) + ", expert FFN " + std::to_string(m.ffn) + ", sizes of `" + m.name +
      "`) and top-1 routing, written with GShard's einsums and expert-parallel over " + std::to_string(n) + " devices.\n\n" +
      "- The " + std::to_string(t) + " tokens form " + std::to_string(n) + " groups of " + sz + "; every expert takes up to " + sz +
      " tokens of every group, so none is dropped. The baseline (`moe_layer_reference`) runs all groups on one device.\n" +
      "- Distributed, device d holds group d (`{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) +
      "]}`) and experts [d*E/N, (d+1)*E/N) (expert weights split along the expert dim); the router weight is replicated.\n" +
      "- The dispatch einsum gives `[1, E, C, H]` per device; it is reshaped to `[N, E/N, C, H]` and an `all-to-all` (dimensions={0}) "
      "gives each device its experts' slots of every group, `[group, E/N, C, H]`, which the expert einsums take as batch dims. "
      "A transpose and a second `all-to-all` bring each group's outputs home as `[E, 1, C, H]` for the combine einsum.\n" +
      "- Each output element is computed from exactly the baseline's terms, so the pair agrees for every input (non-finite tokens "
      "included). The ROOT keeps the token split: `{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) + "]}`.\n";
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace

const Strategy& moeEpStrategy() {
  static const Strategy strategy{
      "moe-ep", "mixture of experts (GShard einsums): top-1 router, all-to-all dispatch and combine, experts split over devices",
      {BugKind::WrongReplicaGroups, BugKind::WrongDtype, BugKind::WrongReshapeSplit, BugKind::WrongAllToAllLayout},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
