// mlp-tp: Megatron's tensor-parallel MLP. gate/up projections are column-parallel,
// down_proj is row-parallel, and one all-reduce per layer completes its partial sums.
#include "zoo/llama_case.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) { requireDivisible(spec.model.ffn, spec.devices, "the FFN size"); }

ZooCase build(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  LlamaCaseSetup setup;
  setup.body = [&](LlamaEmitter& e) {
    Value x = e.hiddenInput(m.batch);
    for (int64_t layer = 0; layer < m.layers; ++layer) x = e.mlpBlock(x, e.declareMlp(layer), layer);
    return x;
  };
  setup.description =
      "Megatron-LM tensor-parallel MLP blocks (`x + down(silu(gate(norm(x))) * up(norm(x)))`), " + std::to_string(m.layers) +
      " layer(s), on " + std::to_string(n) + " devices.\n\n" +
      "- `gate_proj` and `up_proj` weights are split by columns (`sharding={devices=[1," + std::to_string(n) + "]<=[" + std::to_string(n) +
      "]}`, per device `f32[" + std::to_string(m.hidden) + "," + std::to_string(m.ffn / n) + "]`): each device computes its slice of the FFN activations, and SiLU and the gating product are elementwise, so they run on the slices unchanged.\n" +
      "- `down_proj` is split by rows (`{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) +
      "]}`): each device's product is a partial sum of the output, and one `all-reduce` over all devices (`replica_groups=[1," + std::to_string(n) + "]<=[" + std::to_string(n) + "]`) completes it.\n" +
      "- The residual stream and the RMSNorm weights are replicated; the ROOT is `{replicated}`, like the baseline result.\n";
  return buildLlamaCase(spec, setup);
}

}  // namespace

const Strategy& mlpTpStrategy() {
  static const Strategy strategy{
      "mlp-tp", "Megatron MLP: column-parallel gate/up, row-parallel down, one all-reduce per layer",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups,
       BugKind::WrongDtype, BugKind::WrongReshapeSplit},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
