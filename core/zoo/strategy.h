#pragma once
// A parallel strategy of the zoo: its name, what it shows, the bug kinds it has sites
// for, a check that the model can be split this way, and the generator.

#include "zoo/bug_kind.h"
#include "zoo/zoo_case.h"

#include <string_view>
#include <vector>

namespace shardscope::zoo {

struct Strategy {
  std::string_view name;     // "mlp-tp", ...
  std::string_view summary;  // one line for `zoo list`
  std::vector<BugKind> bugs;
  // The layer count must be a multiple of the device count (pipeline stages); small and
  // toy models then default to one layer per device.
  bool layersPerDevice = false;
  // Throws ZooError naming the constraint when spec.model cannot be split over
  // spec.devices this way.
  void (*validate)(const CaseSpec& spec);
  ZooCase (*build)(const CaseSpec& spec);
  // Its programs pair inputs by role through the case's relations file (another order, a
  // world size): the verifier checks them; the numeric check and the gallery, which pair
  // inputs by number, leave the strategy out.
  bool pairsByRole = false;
};

// One descriptor per strategy file.
const Strategy& mlpTpStrategy();
const Strategy& attentionTpStrategy();
const Strategy& llamaLayerTpStrategy();
const Strategy& sequenceParallelStrategy();
const Strategy& dataParallelStrategy();
const Strategy& dataParallelMeanStrategy();
const Strategy& fsdpStrategy();
const Strategy& moeEpStrategy();
const Strategy& pipelineStrategy();
const Strategy& flashDecodingStrategy();
const Strategy& pipelineStageStrategy();
const Strategy& gqaReplicatedKvStrategy();
const Strategy& neuronxLayoutsStrategy();
const Strategy& headsTransposedStrategy();

// Every strategy, in the order `zoo list` shows them.
const std::vector<const Strategy*>& allStrategies();
const Strategy* findStrategy(std::string_view name);

// Shared checks; each throws ZooError with a message naming the sizes.
void requireDivisible(int64_t value, int64_t by, std::string_view what);
// Heads, KV heads (divisible, or dividing the device count) and FFN over devices.
void requireTensorParallel(const CaseSpec& spec);

}  // namespace shardscope::zoo
