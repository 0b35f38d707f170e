// llama-layer-tp: whole Llama decoder stacks under Megatron tensor parallelism (RMSNorm,
// rotary embedding as elementwise ops, grouped-query attention, SwiGLU MLP), then the
// final norm and a vocabulary-parallel LM head whose logits stay split over devices.
#include "zoo/llama_case.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) {
  requireTensorParallel(spec);
  requireDivisible(spec.model.vocab, spec.devices, "the vocabulary size");
}

ZooCase build(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  LlamaCaseSetup setup;
  setup.body = [&](LlamaEmitter& e) {
    Value x = e.hiddenInput(m.batch);
    RopeTables rope = e.ropeTables();
    for (int64_t layer = 0; layer < m.layers; ++layer) {
      // Declared in this order on purpose: parameters pair by index.
      const AttentionWeights attention = e.declareAttention(layer);
      const MlpWeights mlp = e.declareMlp(layer);
      x = e.decoderLayer(x, attention, mlp, rope, layer);
    }
    return e.lmHead(x);
  };
  setup.rootSharding = tiledAlong(3, 2, n);
  setup.description =
      "A Llama decoder stack (" + std::to_string(m.layers) + " layer(s): RMSNorm, rotary embedding, grouped-query causal attention, "
      "SwiGLU MLP, residuals; then the final norm and the LM head) under Megatron tensor parallelism on " + std::to_string(n) +
      " devices.\n\n" + llamaShapeFacts(spec) +
      "\n- Per layer two `all-reduce`s: after the row-parallel `o_proj` and after the row-parallel `down_proj`. Everything between "
      "them runs on local heads or local FFN columns.\n"
      "- The LM head is column-parallel over the vocabulary and its logits are not gathered: the ROOT is `sharding={devices=[1,1," +
      std::to_string(n) + "]<=[" + std::to_string(n) + "]}`, i.e. device d holds logits for vocabulary entries [d*V/" + std::to_string(n) +
      ", (d+1)*V/" + std::to_string(n) + ").\n";
  return buildLlamaCase(spec, setup);
}

}  // namespace

const Strategy& llamaLayerTpStrategy() {
  static const Strategy strategy{
      "llama-layer-tp", "Llama decoder stack (RMSNorm, RoPE, GQA, SwiGLU) + vocab-parallel LM head under tensor parallelism",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups,
       BugKind::WrongDtype, BugKind::WrongReshapeSplit, BugKind::WrongTranspose},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
