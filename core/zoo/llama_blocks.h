#pragma once
// The Llama decoder emitted into a GraphBuilder, once for the baseline (tp = 1, no
// collectives, no shardings) and once per device for the distributed program. The same
// code writes both, the way Megatron's model code runs at TP=1 and TP=N: only the
// per-device sizes, the parameter shardings and the collectives differ. Parameters are
// declared in the same order in both programs, so they pair by index.

#include "zoo/bug_injector.h"
#include "zoo/collective_sites.h"
#include "zoo/graph_builder.h"
#include "zoo/model_shape.h"
#include "zoo/source_file.h"

#include <cstdint>
#include <string>

namespace shardscope::zoo {

struct LlamaParallelism {
  int64_t tp = 1;                 // 1: the baseline program
  bool sequenceParallel = false;  // norms and residuals on a 1/tp slice of the sequence
  BugInjector* bugs = nullptr;    // null in the baseline
};

struct RopeTables {
  Value cos = -1;  // [S, D]
  Value sin = -1;
};

struct AttentionWeights {
  Value norm = -1, wq = -1, wk = -1, wv = -1, wo = -1;
};
struct MlpWeights {
  Value norm = -1, gate = -1, up = -1, down = -1;
};

class LlamaEmitter {
 public:
  LlamaEmitter(GraphBuilder& builder, const ModelShape& model, LlamaParallelism parallelism,
               const SourceFile& modelSource, const SourceFile& layersSource);

  bool distributed() const { return par_.tp > 1 || par_.bugs != nullptr; }
  int64_t tp() const { return par_.tp; }
  // Local sequence length of the residual stream (S, or S/tp with sequence parallelism).
  int64_t residualSeq() const { return par_.sequenceParallel ? model_.seq / par_.tp : model_.seq; }

  // hidden_states [B, S, H]: replicated, or split along the sequence (SP).
  Value hiddenInput(int64_t batch);
  RopeTables ropeTables();
  AttentionWeights declareAttention(int64_t layer);
  MlpWeights declareMlp(int64_t layer);

  Value rmsNorm(Value x, Value weight, const std::string& scope);
  // Both return the block's output already reduced (all-reduce, or reduce-scatter with
  // SP), before the residual add.
  Value attention(Value normed, const AttentionWeights& w, const RopeTables& rope, int64_t layer);
  Value mlp(Value normed, const MlpWeights& w, int64_t layer);
  // x + attn(norm(x)), then h + mlp(norm(h)).
  Value decoderLayer(Value x, const AttentionWeights& a, const MlpWeights& m, const RopeTables& rope, int64_t layer);
  Value attentionBlock(Value x, const AttentionWeights& a, const RopeTables& rope, int64_t layer);
  Value mlpBlock(Value x, const MlpWeights& m, int64_t layer);
  // Final norm and vocabulary-parallel LM head: logits [B, S, V/tp], split along vocab.
  Value lmHead(Value x);

  // Sets file, line and op_type for the next instructions.
  void at(const SourceFile& file, std::string_view tag, std::string_view opType);
  const SourceFile& modelSource() const { return modelSource_; }
  const SourceFile& layersSource() const { return layersSource_; }

 private:
  Value weight(const std::string& name, std::vector<int64_t> fullDims, int64_t splitDim, int64_t parts);
  Value replicatedParameter(const std::string& name, std::vector<int64_t> dims);
  Value rope(Value x, const RopeTables& tables, int64_t heads);
  Value repeatKv(Value kv, int64_t groups);
  Value splitHeads(Value projected, int64_t heads, int64_t layer);
  Value reducePartial(Value partial, int64_t layer);
  Value gatherSequence(Value x, int64_t layer, std::string_view tag);
  CollectiveContext collectives(int64_t layer) { return {b_, par_.tp, par_.bugs, layer}; }

  GraphBuilder& b_;
  ModelShape model_;
  LlamaParallelism par_;
  const SourceFile& modelSource_;
  const SourceFile& layersSource_;
};

}  // namespace shardscope::zoo
