// fsdp: one training step under fully sharded data parallelism: each device stores a
// row shard of every weight, all-gathers it for the forward and again for the backward,
// and reduce-scatters the weight gradient back to its shard before the SGD update.
#include "zoo/case_assembly.h"
#include "zoo/strategy.h"
#include "zoo/training_source.h"
#include "zoo/training_step.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) {
  requireDivisible(trainingTokens(spec.model), spec.devices, "the number of tokens (batch x sequence)");
  requireDivisible(spec.model.hidden, spec.devices, "the hidden size");
  requireDivisible(spec.model.ffn, spec.devices, "the FFN size");
}

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase = buildTrainingCase(spec, WeightMode::FullySharded);
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  zooCase.description =
      "One SGD training step of " + std::to_string(m.layers) + " residual feed-forward block(s) `y = x + relu(x W1) W2` (hidden " +
      std::to_string(m.hidden) + ", FFN " + std::to_string(m.ffn) + ", the sizes of `" + m.name + "`) under FSDP (ZeRO-3) on " +
      std::to_string(n) + " devices.\n\n" +
      "- The batch is split as in data parallelism (`{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) + "]}`).\n" +
      "- Every weight is stored as a row shard: `fc1` per device `f32[" + std::to_string(m.hidden / n) + "," + std::to_string(m.ffn) +
      "]`, `fc2` `f32[" + std::to_string(m.ffn / n) + "," + std::to_string(m.hidden) + "]`, both `{devices=[" + std::to_string(n) + ",1]<=[" +
      std::to_string(n) + "]}`.\n" +
      "- Before each use (forward, and again in the backward, since FSDP frees the gathered copy) an `all-gather` along dim 0 "
      "rebuilds the full weight.\n"
      "- Each weight gradient (a partial sum over the local batch) is `reduce-scatter`ed along dim 0: every device receives the "
      "summed gradient of its own shard and updates only that shard.\n"
      "- The ROOT is the tuple of updated shards, each `{devices=[" + std::to_string(n) + ",1]<=[" + std::to_string(n) + "]}`.\n";
  return zooCase;
}

}  // namespace

const Strategy& fsdpStrategy() {
  static const Strategy strategy{
      "fsdp", "training step with sharded weights: all-gather before use, reduce-scatter of gradients (FSDP / ZeRO-3)",
      {BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongDtype},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
