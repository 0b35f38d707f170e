#include "zoo/layout_route_model.h"

#include "zoo/case_assembly.h"
#include "zoo/collective_sites.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

#include <cmath>
#include <string>
#include <utility>

namespace shardscope::zoo {

namespace {

using ir::ElementType;
using ir::Opcode;
constexpr ElementType kF32 = ElementType::F32;

class RouteEmitter {
 public:
  RouteEmitter(GraphBuilder& b, const CaseSpec& spec, const SourceFile& src, LayoutRoute route, bool distributed, BugInjector* bugs)
      : b_(b), m_(spec.model), src_(src), route_(route), distributed_(distributed), bugs_(bugs), n_(distributed ? spec.devices : 1) {}

  Value emit() {
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      at("inputs", "xla__device_data");
      x = replicated("hidden_states", {m_.batch, m_.seq, m_.hidden});
      cos_ = replicated("rope_cos", {m_.seq, m_.headDim});
      sin_ = replicated("rope_sin", {m_.seq, m_.headDim});
      // transformers-neuronx keeps the residual stream as [H,S,B] from the embedding on.
      if (hsb()) {
        at("to_hsb_in", "aten__permute");
        x = b_.transpose(x, {2, 1, 0});
      }
    }
    for (int64_t layer = 0; layer < m_.layers; ++layer) x = emitLayer(x, layer);
    if (hsb()) {
      GraphBuilder::Scope scope(b_, "output");
      at("to_bsh_out", "aten__permute");
      x = b_.transpose(x, {2, 1, 0});
    }
    if (distributed_) b_.setSharding(x, sharding::HloSharding::replicated());
    return x;
  }

 private:
  bool hsb() const { return distributed_ && route_ == LayoutRoute::NeuronxHsb; }
  bool wants(BugKind kind, int64_t layer) const { return bugs_ && bugs_->wants(kind, layer); }
  void at(std::string_view tag, std::string_view opType) {
    b_.setLocation(src_.name(), src_.line(tag));
    b_.setOpType(opType);
  }
  Value replicated(const std::string& name, std::vector<int64_t> dims) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
  }
  Value split(const std::string& name, std::vector<int64_t> dims, int64_t dim) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    dims.at(dim) /= n_;
    return b_.parameter(name, kF32, std::move(dims), tiledAlong(2, dim, n_));
  }

  // RMSNorm over the hidden dim: dim 2 of [B,S,H], dim 0 of [H,S,B].
  Value rmsNorm(Value x, Value weight, const char* scopeName) {
    GraphBuilder::Scope scope(b_, scopeName);
    const std::vector<int64_t> dims = b_.dims(x);
    const int64_t hidden = hsb() ? 0 : 2;
    const std::vector<int64_t> kept = hsb() ? std::vector<int64_t>{1, 2} : std::vector<int64_t>{0, 1};
    const std::vector<int64_t> reducedDims{dims[kept[0]], dims[kept[1]]};
    at("norm_variance", "aten__pow");
    Value sum = b_.reduce(b_.multiply(x, x), {hidden}, ReduceKind::Sum);
    Value mean = b_.multiply(sum, b_.filled(kF32, 1.0 / static_cast<double>(m_.hidden), reducedDims));
    at("norm_rsqrt", "aten__rsqrt");
    Value inverse = b_.unary(Opcode::Rsqrt, b_.add(mean, b_.filled(kF32, m_.rmsEps, reducedDims)));
    Value normalized = b_.multiply(x, b_.broadcast(inverse, dims, kept));
    at("norm_scale", "aten__mul");
    return b_.multiply(b_.broadcast(weight, dims, {hidden}), normalized);
  }

  // The normed activations as the projections' left operand and the contracted dim:
  // [B,S,H] dim 2, or neuronx's [H,S*B] dim 0 (`dot00`).
  std::pair<Value, int64_t> projectionInput(Value normed) {
    if (!hsb()) return {normed, 2};
    at("hsb_flatten", "aten__view");
    return {b_.reshape(normed, {m_.hidden, m_.seq * m_.batch}), 0};
  }

  // Rotary embedding on q or k: x * cos + rotate_half(x) * sin, along head_dim (dim 3 in
  // both layouts); the [S,D] tables broadcast over batch and heads.
  Value rope(Value x) {
    GraphBuilder::Scope scope(b_, "rope");
    const std::vector<int64_t> dims = b_.dims(x);
    const int64_t half = m_.headDim / 2;
    std::vector<std::pair<int64_t, int64_t>> lower, upper;
    for (std::size_t k = 0; k < dims.size(); ++k) {
      lower.push_back(k == 3 ? std::pair<int64_t, int64_t>{0, half} : std::pair<int64_t, int64_t>{0, dims[k]});
      upper.push_back(k == 3 ? std::pair<int64_t, int64_t>{half, m_.headDim} : std::pair<int64_t, int64_t>{0, dims[k]});
    }
    at("rope_rotate", "aten__cat");
    Value rotated = b_.concatenate({b_.unary(Opcode::Negate, b_.slice(x, upper)), b_.slice(x, lower)}, 3);
    at("rope_apply", "aten__mul");
    // The sequence is dim 0 of [S,B,heads,D], dim 2 of [B,heads,S,D].
    const std::vector<int64_t> mapping = hsb() ? std::vector<int64_t>{0, 3} : std::vector<int64_t>{2, 3};
    return b_.add(b_.multiply(x, b_.broadcast(cos_, dims, mapping)), b_.multiply(rotated, b_.broadcast(sin_, dims, mapping)));
  }

  // q/k/v: [B,heads,S,D] (baseline, heads-transposed) or [S,B,heads,D] (neuronx).
  Value projectHeads(Value in, int64_t contracted, Value weight, const char* scopeName, int64_t heads) {
    GraphBuilder::Scope scope(b_, scopeName);
    at(scopeName, "aten__mm");
    Value y = b_.dot(in, weight, {}, {}, {contracted}, {0});
    at("split_heads", "aten__view");
    if (hsb()) return b_.reshape(y, {m_.seq, m_.batch, heads, m_.headDim});
    return b_.transpose(b_.reshape(y, {m_.batch, m_.seq, heads, m_.headDim}), {0, 2, 1, 3});
  }

  Value attention(Value normed, Value wq, Value wk, Value wv, Value wo, int64_t layer) {
    GraphBuilder::Scope scope(b_, "attn");
    const int64_t heads = m_.heads / n_, seq = m_.seq, batch = m_.batch;
    auto [in, contracted] = projectionInput(normed);
    Value q = rope(projectHeads(in, contracted, wq, "q_proj", heads));
    Value k = rope(projectHeads(in, contracted, wk, "k_proj", heads));
    Value v = projectHeads(in, contracted, wv, "v_proj", heads);
    // Batch dims (B, heads) of [S,B,heads,D] are dims 1 and 2, the sequence dim 0.
    const std::vector<int64_t> qkBatch = hsb() ? std::vector<int64_t>{1, 2} : std::vector<int64_t>{0, 1};
    const int64_t vSeq = hsb() ? 0 : 2;
    const std::vector<int64_t> scoreDims{batch, heads, seq, seq};
    Value probs;
    {
      GraphBuilder::Scope softmaxScope(b_, "softmax");
      at("scores", "aten__matmul");
      Value scores = b_.dot(q, k, qkBatch, qkBatch, {3}, {3});
      scores = b_.multiply(scores, b_.filled(kF32, 1.0 / std::sqrt(static_cast<double>(m_.headDim)), scoreDims));
      at("causal_mask", "aten__tril");
      Value causal = b_.broadcast(b_.compare(b_.iota(ElementType::S32, {seq, seq}, 0), b_.iota(ElementType::S32, {seq, seq}, 1), "GE"), scoreDims, {2, 3});
      scores = b_.select(causal, scores, b_.filled(kF32, -INFINITY, scoreDims));
      at("softmax", "aten__softmax");
      Value max = b_.broadcast(b_.reduce(scores, {3}, ReduceKind::Max), scoreDims, {0, 1, 2});
      Value exp = b_.unary(Opcode::Exp, b_.subtract(scores, max));
      probs = b_.divide(exp, b_.broadcast(b_.reduce(exp, {3}, ReduceKind::Sum), scoreDims, {0, 1, 2}));
    }
    at("pv", "aten__matmul");
    Value context = b_.dot(probs, v, {0, 1}, qkBatch, {3}, {vSeq});  // [B, heads, S, D]
    GraphBuilder::Scope output(b_, "o_proj");
    if (!distributed_) {
      at("merge_heads", "aten__reshape");
      Value merged = b_.reshape(b_.transpose(context, {0, 2, 1, 3}), {batch, seq, heads * m_.headDim});
      at("o_proj", "aten__mm");
      return b_.dot(merged, wo, {}, {}, {2}, {0});
    }
    if (route_ == LayoutRoute::HeadsTransposed) return headsTransposedOutput(context, wo, layer);
    return neuronxOutput(context, wo, layer);
  }

  // [B,heads,S,D] -> [B,S,D,heads], contracted with the weight seen as [D,heads,H].
  Value headsTransposedOutput(Value context, Value wo, int64_t layer) {
    const int64_t heads = m_.heads / n_, seq = m_.seq, batch = m_.batch, d = m_.headDim;
    // wrong-transpose: one side of the projection is not transposed. The context's side
    // when a reshape can stand for its transpose (heads != head_dim), else the weight's.
    const bool wrongTranspose = wants(BugKind::WrongTranspose, layer);
    at("heads_transpose", "aten__permute");
    Value lhs;
    if (wrongTranspose && heads != d) {
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      lhs = b_.reshape(b_.transpose(context, {0, 2, 1, 3}), {batch, seq, d, heads});
      bugs_->applied(b_, lhs,
                     "the context [B,S,heads,head_dim] is reshaped to [B,S,head_dim,heads] where a transpose of its last two dims belongs, so every "
                     "(head, feature) pair is read from another position",
                     "heads and head_dim only trade places in the shape's last two dims, and the reshape has exactly the transpose's shape");
    } else {
      lhs = b_.transpose(context, {0, 2, 3, 1});
    }
    at("weight_view", "aten__view");
    Value weight;
    if (wants(BugKind::WrongReshapeSplit, layer)) {
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      weight = b_.reshape(wo, {d, heads, m_.hidden});
      bugs_->applied(b_, weight,
                     "the o_proj weight's rows [heads*head_dim] are split as [head_dim, heads] (dim-major), but they are head-major: each head's "
                     "features are multiplied by rows of other heads",
                     "[head_dim, heads, H] is the shape the transposed view should have, so the dot's dims all match");
    } else if (wrongTranspose && heads == d) {
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      weight = b_.reshape(wo, {heads, d, m_.hidden});
      bugs_->applied(b_, weight,
                     "the o_proj weight is viewed as [heads, head_dim, H] and not transposed to [head_dim, heads, H], while the context is: "
                     "head_dim of the context meets the weight's heads",
                     "with as many heads per device as head_dim the untransposed view has the transposed one's shape");
    } else {
      weight = b_.transpose(b_.reshape(wo, {heads, d, m_.hidden}), {1, 0, 2});
    }
    at("o_proj", "aten__mm");
    Value partial = b_.dot(lhs, weight, {}, {}, {2, 3}, {0, 1});
    at("all_reduce", "xla__cross_replica_sum");
    return sumPartials({b_, n_, bugs_, layer}, partial);
  }

  // neuronx's output(): context as [S,B,heads,D], flattened to [S*B, heads*D], the product
  // reshaped and transposed to BSH for the all-reduce, then permuted back to HSB.
  Value neuronxOutput(Value context, Value wo, int64_t layer) {
    const int64_t heads = m_.heads / n_, seq = m_.seq, batch = m_.batch;
    at("merge_heads", "aten__permute");
    Value flat = b_.reshape(b_.transpose(context, {2, 0, 1, 3}), {seq * batch, heads * m_.headDim});
    at("o_proj", "aten__mm");
    Value partial = b_.dot(flat, wo, {}, {}, {1}, {0});  // [S*B, H]
    at("to_bsh", "aten__permute");
    Value bsh = b_.transpose(b_.reshape(partial, {seq, batch, m_.hidden}), {1, 0, 2});
    at("all_reduce", "xla__cross_replica_sum");
    if (wants(BugKind::MissingAllReduce, layer)) {
      // Named at the permute that takes the partial sum in its place: the residual add,
      // its consumer, is where a complete value is needed.
      at("to_hsb", "aten__permute");
      Value back = b_.transpose(bsh, {2, 1, 0});
      bugs_->applied(b_, back,
                     "the BSH partial sum of the output projection is permuted back to HSB with no `all-reduce(sum)` between the collectives_layout "
                     "transposes, so each device adds only its own heads' share to the residual",
                     "an all-reduce keeps its operand's shape, so dropping it changes no shape; nothing in HLO marks a value as a partial sum");
      return back;
    }
    Value reduced = sumPartials({b_, n_, bugs_, layer}, bsh);
    at("to_hsb", "aten__permute");
    if (wants(BugKind::WrongTranspose, layer)) {
      const GraphBuilder::DistributedOnly distributedOnly(b_);
      Value wrong = b_.reshape(reduced, {m_.hidden, seq, batch});
      bugs_->applied(b_, wrong,
                     "the all-reduced [B,S,H] value is reshaped to [H,S,B] where `permute(2,1,0)` belongs (the transpose back to HSB after the "
                     "BSH all-reduce is missing), so the residual add mixes hidden features with tokens",
                     "a reshape to [H,S,B] has the permute's exact shape");
      return wrong;
    }
    return b_.transpose(reduced, {2, 1, 0});
  }

  Value mlp(Value normed, Value gate, Value up, Value down, int64_t layer) {
    GraphBuilder::Scope scope(b_, "mlp");
    const int64_t tokens = m_.batch * m_.seq;
    Value in = normed;
    int64_t contracted = 1;
    if (hsb()) {
      at("hsb_flatten", "aten__view");
      in = b_.reshape(normed, {m_.hidden, tokens});
      contracted = 0;
    } else {
      at("mlp_flatten", "aten__view");
      in = b_.reshape(normed, {tokens, m_.hidden});
    }
    at("gate_proj", "aten__mm");
    Value g = b_.dot(in, gate, {}, {}, {contracted}, {0});
    at("up_proj", "aten__mm");
    Value u = b_.dot(in, up, {}, {}, {contracted}, {0});
    at("swiglu", "aten__silu");
    Value act = b_.multiply(b_.multiply(g, b_.unary(Opcode::Logistic, g)), u);
    at("down_proj", "aten__mm");
    Value partial = b_.dot(act, down, {}, {}, {1}, {0});  // [tokens, H]: rows S-major in HSB
    if (!hsb()) {
      at("mlp_unflatten", "aten__view");
      Value shaped = b_.reshape(partial, {m_.batch, m_.seq, m_.hidden});
      if (!distributed_) return shaped;
      at("all_reduce", "xla__cross_replica_sum");
      return sumPartials({b_, n_, bugs_, layer}, shaped);
    }
    const GraphBuilder::Groups all = GraphBuilder::allDevices(n_);
    if (wants(BugKind::WrongReshapeSplit, layer)) {
      // transformers-neuronx's mlp() with collectives_layout=BSH from an HSB hidden: right
      // only when S = 1 or B = 1 (one decoded token).
      at("to_bsh", "aten__view");
      Value bsh;
      {
        const GraphBuilder::DistributedOnly distributedOnly(b_);
        bsh = b_.reshape(partial, {m_.batch, m_.seq, m_.hidden});
        bugs_->applied(b_, bsh,
                       "the MLP's [S*B,H] product is reshaped to [B,S,H] for a BSH all-reduce, but its rows are sequence-major (from the [H,S*B] "
                       "view of the HSB hidden state), so tokens move between batch entries and positions",
                       "[B,S,H] holds the same number of rows, the all-reduce and the permute back to [H,S,B] keep every shape right");
      }
      at("all_reduce", "xla__cross_replica_sum");
      Value reduced = b_.allReduce(bsh, all, ReduceKind::Sum);
      at("to_hsb", "aten__permute");
      return b_.transpose(reduced, {2, 1, 0});
    }
    // collectives_layout=HSB: (S*B, H) -> (H, S*B) -> (H, S, B), all-reduced in HSB.
    at("to_hsb", "aten__permute");
    Value hsbPartial = b_.reshape(b_.transpose(partial, {1, 0}), {m_.hidden, m_.seq, m_.batch});
    at("all_reduce", "xla__cross_replica_sum");
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    return b_.allReduce(hsbPartial, all, ReduceKind::Sum);
  }

  Value emitLayer(Value x, int64_t layer) {
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    const std::string prefix = "layers." + std::to_string(layer) + ".";
    const int64_t qkv = m_.heads * m_.headDim;
    at("params", "xla__device_data");
    Value norm1 = replicated(prefix + "input_norm.weight", {m_.hidden});
    Value wq = split(prefix + "attn.q_proj.weight", {m_.hidden, qkv}, 1);
    Value wk = split(prefix + "attn.k_proj.weight", {m_.hidden, qkv}, 1);
    Value wv = split(prefix + "attn.v_proj.weight", {m_.hidden, qkv}, 1);
    Value wo = split(prefix + "attn.o_proj.weight", {qkv, m_.hidden}, 0);
    Value norm2 = replicated(prefix + "post_attn_norm.weight", {m_.hidden});
    Value gate = split(prefix + "mlp.gate_proj.weight", {m_.hidden, m_.ffn}, 1);
    Value up = split(prefix + "mlp.up_proj.weight", {m_.hidden, m_.ffn}, 1);
    Value down = split(prefix + "mlp.down_proj.weight", {m_.ffn, m_.hidden}, 0);
    Value attn = attention(rmsNorm(x, norm1, "input_norm"), wq, wk, wv, wo, layer);
    at("residual", "aten__add");
    x = b_.add(x, attn);
    Value out = mlp(rmsNorm(x, norm2, "post_attn_norm"), gate, up, down, layer);
    at("residual", "aten__add");
    return b_.add(x, out);
  }

  GraphBuilder& b_;
  const ModelShape& m_;
  const SourceFile& src_;
  LayoutRoute route_;
  bool distributed_;
  BugInjector* bugs_;
  int64_t n_;
  Value cos_ = -1, sin_ = -1;  // [S, D]
};

}  // namespace

void emitLayoutRouteCase(ZooCase& zooCase, LayoutRoute route, const SourceFile& source) {
  const CaseSpec& spec = zooCase.spec;
  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(RouteEmitter(baseline, spec, source, route, false, nullptr).emit());
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(RouteEmitter(distributed, spec, source, route, true, &injector).emit());
  recordBug(zooCase, injector);
}

ZooCase buildLayoutRouteCase(const CaseSpec& spec, LayoutRoute route, SourceFile source) {
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {std::move(source)};
  emitLayoutRouteCase(zooCase, route, zooCase.sources[0]);
  return zooCase;
}

void validateLayoutRouteSpec(const CaseSpec& spec) {
  requireDivisible(spec.model.heads, spec.devices, "the number of attention heads");
  requireDivisible(spec.model.ffn, spec.devices, "the FFN size");
}

std::string layoutRouteModelText(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  return std::to_string(m.layers) + " Llama decoder layer(s) (RMSNorm, " + std::to_string(m.heads) + "-head causal attention of head dim " +
         std::to_string(m.headDim) + " with rotary embedding, SwiGLU MLP of " + std::to_string(m.ffn) + ") on " + std::to_string(spec.devices) +
         " devices";
}

}  // namespace shardscope::zoo
