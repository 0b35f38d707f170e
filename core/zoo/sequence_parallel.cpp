// sequence-parallel: Megatron's sequence parallelism on top of tensor parallelism. The
// residual stream, the norms and the residual adds work on 1/N of the sequence; an
// all-gather before each block and a reduce-scatter after it replace the all-reduce.
#include "zoo/llama_case.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) {
  requireTensorParallel(spec);
  requireDivisible(spec.model.seq, spec.devices, "the sequence length");
}

ZooCase build(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  LlamaCaseSetup setup;
  setup.sequenceParallel = true;
  setup.body = [&](LlamaEmitter& e) {
    Value x = e.hiddenInput(m.batch);
    RopeTables rope = e.ropeTables();
    for (int64_t layer = 0; layer < m.layers; ++layer) {
      // Declared in this order on purpose: parameters pair by index.
      const AttentionWeights attention = e.declareAttention(layer);
      const MlpWeights mlp = e.declareMlp(layer);
      x = e.decoderLayer(x, attention, mlp, rope, layer);
    }
    return x;
  };
  setup.rootSharding = tiledAlong(3, 1, n);
  setup.description =
      "Llama decoder layers (" + std::to_string(m.layers) + ") with Megatron sequence parallelism on " + std::to_string(n) + " devices.\n\n" +
      llamaShapeFacts(spec) +
      "\n- `hidden_states` is split along the sequence (`sharding={devices=[1," + std::to_string(n) + ",1]<=[" + std::to_string(n) +
      "]}`, per device `[B,S/" + std::to_string(n) + ",H]`); RMSNorm and the residual adds run on that slice.\n"
      "- Before attention and before the MLP an `all-gather` (dimensions={1}) rebuilds the full sequence; the column-/row-parallel "
      "projections are those of tensor parallelism.\n"
      "- After `o_proj` and `down_proj` a `reduce-scatter` (dimensions={1}) sums the partial products and hands each device its "
      "slice of the sequence again: the all-reduce of plain TP split in two halves around the norms.\n"
      "- The ROOT keeps the sequence split: `{devices=[1," + std::to_string(n) + ",1]<=[" + std::to_string(n) + "]}`.\n";
  return buildLlamaCase(spec, setup);
}

}  // namespace

const Strategy& sequenceParallelStrategy() {
  static const Strategy strategy{
      "sequence-parallel", "Megatron sequence parallelism: all-gather before and reduce-scatter after each block, norms on sequence slices",
      {BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongDtype,
       BugKind::WrongReshapeSplit, BugKind::WrongTranspose},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
