#include "partition/window_starts.h"

#include <algorithm>

namespace shardscope::partition {

CopyNodes copyNodes(const PartitionProblem& problem, const std::vector<frontier::Step>& forwardSteps,
                    StepRepetition repetition) {
  CopyNodes copy;
  if (repetition.copies < 1) return copy;
  for (int j = 0; j < repetition.length; ++j)
    if (const int node = problem.variables()[forwardSteps[repetition.first + j].variable].node; node >= 0) {
      ++copy.period;
      copy.firstNode = copy.firstNode < 0 ? node : std::min(copy.firstNode, node);
    }
  return copy;
}

std::vector<int> windowStarts(const PartitionProblem& problem, const std::vector<frontier::Step>& forwardSteps,
                              StepRepetition repetition, int nodes, int stride) {
  std::vector<int> starts;
  const auto [period, firstNode] = repetition.copies >= 4 ? copyNodes(problem, forwardSteps, repetition) : CopyNodes{};
  if (period == 0) {
    for (int start = 0; start < nodes; start += stride) starts.push_back(start);
    return starts;
  }
  const int perPeriod = (period + stride - 1) / stride;
  for (int base = firstNode % period - period; base < nodes; base += period)
    for (int j = 0; j < perPeriod; ++j)
      if (const int at = std::max(0, base + j * stride); at < nodes && (starts.empty() || at > starts.back()))
        starts.push_back(at);
  return starts;
}

}  // namespace shardscope::partition
