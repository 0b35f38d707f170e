// data-parallel-mean: PyTorch/XLA's data-parallel training step, as its dumps read: the
// weights listed first and a world-size input among them, the mean loss over each
// device's own batch, one all-reduce of every gradient (a tuple), each divided by the
// world size before the update. The verifier pairs the inputs by role (the relations
// file names the world size) and carries the local mean's factor to that division.
#include "zoo/case_assembly.h"
#include "zoo/strategy.h"
#include "zoo/training_source.h"
#include "zoo/training_step.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) { requireDivisible(trainingTokens(spec.model), spec.devices, "the number of tokens (batch x sequence)"); }

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase = buildTrainingCase(spec, WeightMode::LocalMean);
  zooCase.relationsJson = "{\"inputs\": {\"world_size\": {\"role\": \"world-size\"}}}\n";
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  const int64_t tokens = trainingTokens(m);
  zooCase.description =
      "One SGD training step of " + std::to_string(m.layers) + " residual feed-forward block(s) `y = x + relu(x W1) W2` with hidden " +
      std::to_string(m.hidden) + " and FFN " + std::to_string(m.ffn) + " (the sizes of `" + m.name + "`), data-parallel over " + std::to_string(n) +
      " devices the way PyTorch/XLA's `xm.optimizer_step` writes it.\n\n" +
      "- The distributed program lists the weights first, then `world_size` (f32[]), then `tokens` and `targets` (" + std::to_string(tokens / n) +
      " of the " + std::to_string(tokens) + " tokens per device): not the baseline's order; they pair by name.\n" +
      "- The loss is the mean over the device's own tokens, so every local gradient is the full-batch one times " + std::to_string(n) +
      " (summed over the devices). One `all-reduce` of all gradients (a tuple) sums them, and each is divided by `world_size`.\n" +
      "- `relations.json` names `world_size` (`{\"role\": \"world-size\"}`): the verifier takes it as the device count.\n";
  return zooCase;
}

}  // namespace

const Strategy& dataParallelMeanStrategy() {
  static const Strategy strategy{
      "data-parallel-mean",
      "PyTorch/XLA's DP step: local mean loss, world-size input, one tuple all-reduce of all gradients, inputs in another order",
      {BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongGradientScale},
      false, validate, build, /*pairsByRole=*/true};
  return strategy;
}

}  // namespace shardscope::zoo
