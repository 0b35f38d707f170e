#include "zoo/llama_blocks.h"

#include "zoo/sharding_specs.h"

#include <algorithm>
#include <cmath>

namespace shardscope::zoo {

using ir::ElementType;
using ir::Opcode;

namespace {
constexpr ElementType kF32 = ElementType::F32;
std::string layerScope(int64_t layer) { return "layer." + std::to_string(layer); }
}  // namespace

LlamaEmitter::LlamaEmitter(GraphBuilder& builder, const ModelShape& model, LlamaParallelism parallelism,
                           const SourceFile& modelSource, const SourceFile& layersSource)
    : b_(builder), model_(model), par_(parallelism), modelSource_(modelSource), layersSource_(layersSource) {}

void LlamaEmitter::at(const SourceFile& file, std::string_view tag, std::string_view opType) {
  b_.setLocation(file.name(), file.line(tag));
  b_.setOpType(opType);
}

Value LlamaEmitter::replicatedParameter(const std::string& name, std::vector<int64_t> dims) {
  if (!distributed()) return b_.parameter(name, kF32, std::move(dims));
  return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
}

// A weight split along `splitDim` into `parts` tiles (parts <= tp; fewer parts than
// devices means each tile is replicated on tp/parts devices, as for KV heads).
Value LlamaEmitter::weight(const std::string& name, std::vector<int64_t> fullDims, int64_t splitDim, int64_t parts) {
  if (!distributed()) return b_.parameter(name, kF32, std::move(fullDims));
  const auto rank = static_cast<int64_t>(fullDims.size());
  fullDims.at(splitDim) /= parts;
  return b_.parameter(name, kF32, std::move(fullDims), tiledAlongReplicated(rank, splitDim, parts, par_.tp));
}

Value LlamaEmitter::hiddenInput(int64_t batch) {
  GraphBuilder::Scope scope(b_, "inputs");
  at(modelSource_, "inputs", "xla__device_data");
  if (!distributed()) return b_.parameter("hidden_states", kF32, {batch, model_.seq, model_.hidden});
  if (par_.sequenceParallel)
    return b_.parameter("hidden_states", kF32, {batch, model_.seq / par_.tp, model_.hidden}, tiledAlong(3, 1, par_.tp));
  return b_.parameter("hidden_states", kF32, {batch, model_.seq, model_.hidden}, sharding::HloSharding::replicated());
}

RopeTables LlamaEmitter::ropeTables() {
  GraphBuilder::Scope scope(b_, "inputs");
  at(modelSource_, "inputs", "xla__device_data");
  RopeTables tables;
  tables.cos = replicatedParameter("rope_cos", {model_.seq, model_.headDim});
  tables.sin = replicatedParameter("rope_sin", {model_.seq, model_.headDim});
  return tables;
}

AttentionWeights LlamaEmitter::declareAttention(int64_t layer) {
  GraphBuilder::Scope scope(b_, layerScope(layer));
  const std::string prefix = "layers." + std::to_string(layer) + ".";
  const int64_t kvParts = std::min(model_.kvHeads, par_.tp);
  AttentionWeights w;
  at(modelSource_, "norm_weight", "xla__device_data");
  w.norm = replicatedParameter(prefix + "input_norm.weight", {model_.hidden});
  at(modelSource_, "q_weight", "xla__device_data");
  w.wq = weight(prefix + "attn.q_proj.weight", {model_.hidden, model_.heads * model_.headDim}, 1, par_.tp);
  at(modelSource_, "k_weight", "xla__device_data");
  w.wk = weight(prefix + "attn.k_proj.weight", {model_.hidden, model_.kvHeads * model_.headDim}, 1, kvParts);
  at(modelSource_, "v_weight", "xla__device_data");
  w.wv = weight(prefix + "attn.v_proj.weight", {model_.hidden, model_.kvHeads * model_.headDim}, 1, kvParts);
  at(modelSource_, "o_weight", "xla__device_data");
  w.wo = weight(prefix + "attn.o_proj.weight", {model_.heads * model_.headDim, model_.hidden}, 0, par_.tp);
  return w;
}

MlpWeights LlamaEmitter::declareMlp(int64_t layer) {
  GraphBuilder::Scope scope(b_, layerScope(layer));
  const std::string prefix = "layers." + std::to_string(layer) + ".";
  MlpWeights w;
  at(modelSource_, "norm_weight", "xla__device_data");
  w.norm = replicatedParameter(prefix + "post_attn_norm.weight", {model_.hidden});
  at(modelSource_, "gate_weight", "xla__device_data");
  w.gate = weight(prefix + "mlp.gate_proj.weight", {model_.hidden, model_.ffn}, 1, par_.tp);
  at(modelSource_, "up_weight", "xla__device_data");
  w.up = weight(prefix + "mlp.up_proj.weight", {model_.hidden, model_.ffn}, 1, par_.tp);
  at(modelSource_, "down_weight", "xla__device_data");
  w.down = weight(prefix + "mlp.down_proj.weight", {model_.ffn, model_.hidden}, 0, par_.tp);
  return w;
}

Value LlamaEmitter::rmsNorm(Value x, Value weightValue, const std::string& scopeName) {
  GraphBuilder::Scope scope(b_, scopeName);
  const std::vector<int64_t> dims = b_.dims(x);
  const int64_t last = static_cast<int64_t>(dims.size()) - 1;
  std::vector<int64_t> reducedDims(dims.begin(), dims.end() - 1);
  std::vector<int64_t> keep;
  for (int64_t d = 0; d < last; ++d) keep.push_back(d);
  at(modelSource_, "norm_variance", "aten__pow");
  Value squared = b_.multiply(x, x);
  b_.setOpType("aten__mean");
  Value sum = b_.reduce(squared, {last}, ReduceKind::Sum);
  Value mean = b_.multiply(sum, b_.filled(kF32, 1.0 / static_cast<double>(dims.back()), reducedDims));
  at(modelSource_, "norm_rsqrt", "aten__rsqrt");
  Value inverse = b_.unary(Opcode::Rsqrt, b_.add(mean, b_.filled(kF32, model_.rmsEps, reducedDims)));
  b_.setOpType("aten__mul");
  Value normalized = b_.multiply(x, b_.broadcast(inverse, dims, keep));
  at(modelSource_, "norm_scale", "aten__mul");
  return b_.multiply(b_.broadcast(weightValue, dims, {last}), normalized);
}

Value LlamaEmitter::rope(Value x, const RopeTables& tables, int64_t heads) {
  // x: [B, heads, S, D]; cos/sin: [S, D] broadcast over batch and heads.
  const std::vector<int64_t> dims = b_.dims(x);
  const int64_t half = model_.headDim / 2;
  const int64_t batch = dims[0], seq = dims[2];
  at(modelSource_, "rope_split", "aten__slice");
  Value x1 = b_.slice(x, {{0, batch}, {0, heads}, {0, seq}, {0, half}});
  Value x2 = b_.slice(x, {{0, batch}, {0, heads}, {0, seq}, {half, model_.headDim}});
  at(modelSource_, "rope_rotate", "aten__cat");
  Value rotated = b_.concatenate({b_.unary(Opcode::Negate, x2), x1}, 3);
  at(modelSource_, "rope_apply", "aten__mul");
  Value cos = b_.broadcast(tables.cos, dims, {2, 3});
  Value sin = b_.broadcast(tables.sin, dims, {2, 3});
  return b_.add(b_.multiply(x, cos), b_.multiply(rotated, sin));
}

Value LlamaEmitter::repeatKv(Value kv, int64_t groups) {
  if (groups == 1) return kv;
  const std::vector<int64_t> d = b_.dims(kv);  // [B, Hkv, S, D]
  Value expanded = b_.broadcast(kv, {d[0], d[1], groups, d[2], d[3]}, {0, 1, 3, 4});
  return b_.reshape(expanded, {d[0], d[1] * groups, d[2], d[3]});
}

// [B, S, heads*D] -> [B, S, heads, D]. The wrong-reshape-split bug splits the fused
// dim as [D, heads] (dim-major) and transposes back to the expected shape.
Value LlamaEmitter::splitHeads(Value projected, int64_t heads, int64_t layer) {
  const std::vector<int64_t> d = b_.dims(projected);
  if (par_.bugs && par_.bugs->wants(BugKind::WrongReshapeSplit, layer) && heads > 1) {
    Value split = b_.reshape(projected, {d[0], d[1], model_.headDim, heads});
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    par_.bugs->applied(b_, split,
                       "the fused projection [B,S," + std::to_string(heads * model_.headDim) + "] is split as [B,S,head_dim=" +
                           std::to_string(model_.headDim) + ",heads=" + std::to_string(heads) +
                           "] (dim-major) and then transposed to [B,S,heads,head_dim]; the weight columns are head-major, so every head gets a mix of all heads' features",
                       "the transpose that follows restores the expected [B,S,heads,head_dim] shape, so every later shape matches the baseline");
    return b_.transpose(split, {0, 1, 3, 2});
  }
  return b_.reshape(projected, {d[0], d[1], heads, model_.headDim});
}

Value LlamaEmitter::reducePartial(Value partial, int64_t layer) {
  const bool sp = par_.sequenceParallel;
  at(layersSource_, sp ? "reduce_scatter" : "all_reduce", sp ? "xla__reduce_scatter" : "xla__cross_replica_sum");
  if (!distributed()) return partial;
  if (sp) return reduceScatterPartials(collectives(layer), partial, 1);
  return sumPartials(collectives(layer), partial);
}

Value LlamaEmitter::gatherSequence(Value x, int64_t layer, std::string_view tag) {
  if (!par_.sequenceParallel || !distributed()) return x;
  (void)tag;  // the gather is written in parallel_layers.py, called from `tag`
  at(layersSource_, "all_gather", "xla__all_gather");
  return gatherShards(collectives(layer), x, 1);
}

Value LlamaEmitter::attention(Value normed, const AttentionWeights& w, const RopeTables& tables, int64_t layer) {
  GraphBuilder::Scope scope(b_, "attn");
  Value x = gatherSequence(normed, layer, "attn_gather");
  const std::vector<int64_t> xd = b_.dims(x);
  const int64_t batch = xd[0], seq = xd[1];
  const int64_t heads = model_.heads / par_.tp;
  const int64_t kvHeads = std::max<int64_t>(model_.kvHeads / par_.tp, 1);
  auto project = [&](const char* name, const char* tag, Value weightValue, int64_t count) {
    GraphBuilder::Scope projection(b_, name);
    at(layersSource_, "column_matmul", "aten__mm");
    Value y = b_.dot(x, weightValue, {}, {}, {2}, {0});
    at(modelSource_, tag, "aten__view");
    return splitHeads(y, count, layer);
  };
  Value q = project("q_proj", "q_proj", w.wq, heads);
  Value k = project("k_proj", "k_proj", w.wk, kvHeads);
  Value v = project("v_proj", "v_proj", w.wv, kvHeads);
  at(modelSource_, "qkv_transpose", "aten__transpose");
  q = b_.transpose(q, {0, 2, 1, 3});
  k = b_.transpose(k, {0, 2, 1, 3});
  v = b_.transpose(v, {0, 2, 1, 3});
  {
    GraphBuilder::Scope ropeScope(b_, "rope");
    q = rope(q, tables, heads);
    k = rope(k, tables, kvHeads);
  }
  at(modelSource_, "repeat_kv_k", "aten__expand");
  k = repeatKv(k, heads / kvHeads);
  at(modelSource_, "repeat_kv_v", "aten__expand");
  v = repeatKv(v, heads / kvHeads);
  const std::vector<int64_t> scoreDims{batch, heads, seq, seq};
  Value probs;
  {
    GraphBuilder::Scope softmaxScope(b_, "softmax");
    at(modelSource_, "scores", "aten__matmul");
    Value scores = b_.dot(q, k, {0, 1}, {0, 1}, {3}, {3});
    scores = b_.multiply(scores, b_.filled(kF32, 1.0 / std::sqrt(static_cast<double>(model_.headDim)), scoreDims));
    at(modelSource_, "causal_mask", "aten__tril");
    Value row = b_.iota(ElementType::S32, {seq, seq}, 0);
    Value column = b_.iota(ElementType::S32, {seq, seq}, 1);
    Value causal = b_.broadcast(b_.compare(row, column, "GE"), scoreDims, {2, 3});
    at(modelSource_, "mask_fill", "aten__masked_fill");
    scores = b_.select(causal, scores, b_.filled(kF32, -INFINITY, scoreDims));
    at(modelSource_, "softmax", "aten__softmax");
    Value max = b_.broadcast(b_.reduce(scores, {3}, ReduceKind::Max), scoreDims, {0, 1, 2});
    Value exp = b_.unary(Opcode::Exp, b_.subtract(scores, max));
    Value sum = b_.broadcast(b_.reduce(exp, {3}, ReduceKind::Sum), scoreDims, {0, 1, 2});
    probs = b_.divide(exp, sum);
  }
  at(modelSource_, "pv", "aten__matmul");
  if (par_.bugs && par_.bugs->wants(BugKind::WrongTranspose, layer)) {
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    probs = b_.transpose(probs, {0, 1, 3, 2});
    par_.bugs->applied(b_, probs,
                       "the attention probabilities [B,heads,S,S] are transposed (dimensions={0,1,3,2}) before multiplying by V, so each query row is replaced by a key column",
                       "the score matrix is square (S x S), so the permutation keeps the shape exactly");
  }
  Value context = b_.dot(probs, v, {0, 1}, {0, 1}, {3}, {2});  // [B, heads, S, D]
  at(modelSource_, "merge_heads", "aten__reshape");
  context = b_.transpose(context, {0, 2, 1, 3});
  context = b_.reshape(context, {batch, seq, heads * model_.headDim});
  GraphBuilder::Scope output(b_, "o_proj");
  at(layersSource_, "row_matmul", "aten__mm");
  Value partial = b_.dot(context, w.wo, {}, {}, {2}, {0});
  return reducePartial(partial, layer);
}

Value LlamaEmitter::mlp(Value normed, const MlpWeights& w, int64_t layer) {
  GraphBuilder::Scope scope(b_, "mlp");
  Value x = gatherSequence(normed, layer, "mlp_gather");
  const std::vector<int64_t> xd = b_.dims(x);
  at(modelSource_, "mlp_flatten", "aten__view");
  Value flat = b_.reshape(x, {xd[0] * xd[1], xd[2]});
  Value gate, up;
  {
    GraphBuilder::Scope g(b_, "gate_proj");
    at(layersSource_, "column_matmul", "aten__mm");
    gate = b_.dot(flat, w.gate, {}, {}, {1}, {0});
  }
  {
    GraphBuilder::Scope u(b_, "up_proj");
    at(layersSource_, "column_matmul", "aten__mm");
    up = b_.dot(flat, w.up, {}, {}, {1}, {0});
  }
  at(modelSource_, "swiglu", "aten__silu");
  Value act = b_.multiply(b_.multiply(gate, b_.unary(Opcode::Logistic, gate)), up);
  Value reduced;
  {
    GraphBuilder::Scope d(b_, "down_proj");
    at(layersSource_, "row_matmul", "aten__mm");
    Value partial = b_.dot(act, w.down, {}, {}, {1}, {0});
    if (par_.sequenceParallel && distributed()) {
      // Reduce-scatter along the sequence needs it as a dim: unflatten first.
      at(modelSource_, "mlp_unflatten", "aten__view");
      partial = b_.reshape(partial, {xd[0], xd[1], model_.hidden});
      return reducePartial(partial, layer);
    }
    reduced = reducePartial(partial, layer);
  }
  at(modelSource_, "mlp_unflatten", "aten__view");
  if (par_.bugs && par_.bugs->wants(BugKind::WrongReshapeSplit, layer) && xd[0] > 1) {
    // Megatron keeps activations as [s, b, h]: unflattening a [b*s, h] tensor with the
    // [s, b] order and transposing back scrambles tokens across the batch.
    Value split = b_.reshape(reduced, {xd[1], xd[0], model_.hidden});
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    par_.bugs->applied(b_, split,
                       "the [B*S,H] output is unflattened as [S,B,H] (Megatron's sequence-first order) and transposed to [B,S,H], but the rows were flattened batch-first, so tokens move between batch entries and positions",
                       "the transpose that follows restores [B,S,H], so every later shape matches the baseline");
    return b_.transpose(split, {1, 0, 2});
  }
  if (!par_.sequenceParallel || !distributed()) return b_.reshape(reduced, {xd[0], xd[1], model_.hidden});
  return reduced;
}

Value LlamaEmitter::attentionBlock(Value x, const AttentionWeights& a, const RopeTables& tables, int64_t layer) {
  GraphBuilder::Scope scope(b_, layerScope(layer));
  Value attn = attention(rmsNorm(x, a.norm, "input_norm"), a, tables, layer);
  at(modelSource_, "attn_residual", "aten__add");
  return b_.add(x, attn);
}

Value LlamaEmitter::mlpBlock(Value x, const MlpWeights& m, int64_t layer) {
  GraphBuilder::Scope scope(b_, layerScope(layer));
  Value out = mlp(rmsNorm(x, m.norm, "post_attn_norm"), m, layer);
  at(modelSource_, "mlp_residual", "aten__add");
  return b_.add(x, out);
}

Value LlamaEmitter::decoderLayer(Value x, const AttentionWeights& a, const MlpWeights& m, const RopeTables& tables, int64_t layer) {
  return mlpBlock(attentionBlock(x, a, tables, layer), m, layer);
}

Value LlamaEmitter::lmHead(Value x) {
  Value norm, head;
  {
    GraphBuilder::Scope scope(b_, "final_norm");
    at(modelSource_, "norm_weight", "xla__device_data");
    norm = replicatedParameter("norm.weight", {model_.hidden});
  }
  {
    GraphBuilder::Scope scope(b_, "lm_head");
    at(modelSource_, "lm_head_weight", "xla__device_data");
    head = weight("lm_head.weight", {model_.hidden, model_.vocab}, 1, par_.tp);
  }
  Value normed = rmsNorm(x, norm, "final_norm");
  if (par_.sequenceParallel && distributed()) {
    at(layersSource_, "all_gather", "xla__all_gather");
    normed = gatherShards(collectives(-1), normed, 1);
  }
  GraphBuilder::Scope scope(b_, "lm_head");
  at(modelSource_, "lm_head", "aten__mm");
  return b_.dot(normed, head, {}, {}, {2}, {0});
}

}  // namespace shardscope::zoo
