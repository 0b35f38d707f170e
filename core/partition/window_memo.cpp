#include "partition/window_memo.h"

#include <algorithm>
#include <cstring>

namespace shardscope::partition {

namespace {

int64_t bitsOf(double value) {
  int64_t bits = 0;
  static_assert(sizeof(bits) == sizeof(double));
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

}  // namespace

WindowMemo::WindowMemo(PartitionProblem& problem, const std::vector<frontier::Step>& steps, StepRepetition repetition)
    : problem_(problem), classOf_(problem.variables().size(), -1) {
  // The detection compared whole step signatures (candidates, groups with their own
  // costs and parts, flow shapes), so a place in the layer is a class.
  const int length = repetition.copies > 1 ? repetition.length : 0;
  for (int k = 0; k < repetition.copies && length > 0; ++k)
    for (int j = 0; j < length; ++j) classOf_[steps[repetition.first + k * length + j].variable] = j;
  for (std::size_t v = 0; v < classOf_.size(); ++v)
    if (classOf_[v] < 0) classOf_[v] = length + static_cast<int>(v);
}

std::vector<int64_t> WindowMemo::keyOf(const std::vector<frontier::Step>& steps, const std::vector<int>& fixed,
                                       const std::vector<int>& incumbent, std::size_t maxStates, double localBound) {
  std::vector<int64_t> key;
  key.reserve(16 * steps.size() + 3);
  key.push_back(static_cast<int64_t>(maxStates));
  key.push_back(bitsOf(localBound));
  key.push_back(static_cast<int64_t>(steps.size()));
  for (const frontier::Step& step : steps) {
    const int v = step.variable;
    const auto& variable = problem_.variables()[v];
    const bool held = fixed[v] >= 0;
    key.push_back(classOf_[v]);
    // A free variable's incumbent candidate feeds the bound.
    key.push_back(held ? -1 : incumbent[v]);
    if (held) {  // its one group: the held candidate's own cost and parts
      key.push_back(bitsOf(step.groupLocal[0]));
      for (std::size_t r = 0; r < step.reads.size(); ++r) {
        const auto mask = problem_.partWords(step.reads[r].flow, step.groupRead[r]);
        key.insert(key.end(), mask.begin(), mask.end());  // (its rank is the flow's, in the class)
      }
    }
    key.push_back(step.widthBefore);
    key.push_back(step.widthAfter);
    key.insert(key.end(), step.afterSource.begin(), step.afterSource.end());
    key.push_back(static_cast<int64_t>(step.reads.size()));
    for (const frontier::StepFlow& entry : step.reads) {
      // Which of the variable's flows (their shapes are in its class).
      const auto at = std::find(variable.reads.begin(), variable.reads.end(), entry.flow);
      key.push_back(entry.write ? -1 : at - variable.reads.begin());
      key.push_back(entry.closes);
      key.push_back(entry.slot);
      key.push_back(entry.afterSlot);
    }
  }
  return key;
}

const WindowMemo::Outcome* WindowMemo::find(const std::vector<int64_t>& key) const {
  const auto found = outcomes_.find(key);
  return found == outcomes_.end() ? nullptr : &found->second;
}

void WindowMemo::store(std::vector<int64_t> key, Outcome outcome) { outcomes_.emplace(std::move(key), std::move(outcome)); }

}  // namespace shardscope::partition
