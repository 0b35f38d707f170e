#include "zoo/strategy.h"

#include <string>

namespace shardscope::zoo {

const std::vector<const Strategy*>& allStrategies() {
  static const std::vector<const Strategy*> list = {
      &mlpTpStrategy(),  &attentionTpStrategy(), &llamaLayerTpStrategy(), &sequenceParallelStrategy(),
      &dataParallelStrategy(), &dataParallelMeanStrategy(), &fsdpStrategy(), &moeEpStrategy(), &pipelineStrategy(), &flashDecodingStrategy(),
      &pipelineStageStrategy(),
      &neuronxLayoutsStrategy(), &headsTransposedStrategy(),
      &gqaReplicatedKvStrategy(),
  };
  return list;
}

const Strategy* findStrategy(std::string_view name) {
  for (const Strategy* strategy : allStrategies())
    if (strategy->name == name) return strategy;
  return nullptr;
}

void requireDivisible(int64_t value, int64_t by, std::string_view what) {
  if (by <= 0 || value % by != 0)
    throw ZooError(std::string(what) + " (" + std::to_string(value) + ") must be divisible by " + std::to_string(by));
}

void requireTensorParallel(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  requireDivisible(m.heads, n, "the number of attention heads");
  if (m.kvHeads % n != 0 && n % m.kvHeads != 0)
    throw ZooError("the number of KV heads (" + std::to_string(m.kvHeads) + ") must divide or be divisible by the device count " + std::to_string(n));
  requireDivisible(m.heads, m.kvHeads, "the number of attention heads");
  requireDivisible(m.ffn, n, "the FFN size");
}

}  // namespace shardscope::zoo
