// data-parallel: one training step with the batch split over devices, weights
// replicated, and every weight gradient all-reduced (DDP) before the SGD update.
#include "zoo/case_assembly.h"
#include "zoo/strategy.h"
#include "zoo/training_source.h"
#include "zoo/training_step.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) { requireDivisible(trainingTokens(spec.model), spec.devices, "the number of tokens (batch x sequence)"); }

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase = buildTrainingCase(spec, WeightMode::DataParallel);
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  const int64_t tokens = trainingTokens(m);
  zooCase.description =
      "One SGD training step (forward, mean-squared-error loss, backward, update) of " + std::to_string(m.layers) +
      " residual feed-forward block(s) `y = x + relu(x W1) W2` with hidden " + std::to_string(m.hidden) + " and FFN " + std::to_string(m.ffn) +
      " (the sizes of `" + m.name + "`), data-parallel over " + std::to_string(n) + " devices (PyTorch DDP).\n\n" +
      "- `tokens` and `targets` (" + std::to_string(tokens) + " tokens) are split along the batch: `sharding={devices=[" + std::to_string(n) +
      ",1]<=[" + std::to_string(n) + "]}`, per device " + std::to_string(tokens / n) + " tokens.\n" +
      "- The weights are replicated. The loss is scaled by the global token count, so each device's weight gradient is a partial "
      "sum of the full-batch gradient; one `all-reduce` per gradient (in `grad_sync`) completes it before the update.\n"
      "- The ROOT is the tuple of updated weights, every element `{replicated}`.\n";
  return zooCase;
}

}  // namespace

const Strategy& dataParallelStrategy() {
  static const Strategy strategy{
      "data-parallel", "training step with the batch split, replicated weights and a gradient all-reduce (DDP)",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups,
       BugKind::WrongDtype},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
