#include "partition/window_memo.h"

#include <cstring>

namespace shardscope::partition {

namespace {

int64_t bitsOf(double value) {
  int64_t bits = 0;
  static_assert(sizeof(bits) == sizeof(double));
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

void appendShape(std::vector<int64_t>& out, PartitionProblem& problem, int flow) {
  const auto& dims = problem.graph().tensors()[problem.flows()[flow].tensor].shape;
  out.push_back(static_cast<int64_t>(dims.size()));
  out.insert(out.end(), dims.begin(), dims.end());
}

void appendMask(std::vector<int64_t>& out, PartitionProblem& problem, int flow, int part) {
  const SplitMask& mask = problem.part(flow, part);
  out.push_back(static_cast<int64_t>(mask.size()));
  out.insert(out.end(), mask.begin(), mask.end());
}

}  // namespace

int WindowMemo::classOf(int v) {
  if (classOf_[v] >= 0) return classOf_[v];
  const auto& variable = problem_.variables()[v];
  std::vector<int> touched = variable.reads;  // the groups' order: reads, then the write
  if (variable.writes >= 0) touched.push_back(variable.writes);
  std::vector<int64_t> out;
  out.push_back(variable.node >= 0);
  out.push_back(static_cast<int64_t>(touched.size()));
  for (int f : touched) appendShape(out, problem_, f);
  out.push_back(static_cast<int64_t>(variable.candidates.size()));
  for (std::size_t c = 0; c < variable.candidates.size(); ++c) {
    out.push_back(static_cast<int64_t>(variable.candidates[c].size()));
    out.insert(out.end(), variable.candidates[c].begin(), variable.candidates[c].end());
    out.push_back(bitsOf(variable.local[c]));
  }
  const PartitionProblem::CandidateGroups& groups = problem_.candidateGroups(v);
  out.push_back(static_cast<int64_t>(groups.candidate.size()));
  for (std::size_t g = 0; g < groups.candidate.size(); ++g) {
    out.push_back(groups.candidate[g]);
    out.push_back(bitsOf(groups.local[g]));
    for (std::size_t k = 0; k < touched.size(); ++k) appendMask(out, problem_, touched[k], groups.parts[g * touched.size() + k]);
  }
  classOf_[v] = classes_.emplace(std::move(out), static_cast<int>(classes_.size())).first->second;
  return classOf_[v];
}

std::vector<int64_t> WindowMemo::keyOf(const std::vector<frontier::Step>& steps, const std::vector<int>& fixed,
                                       const std::vector<int>& incumbent, std::size_t maxStates, double localBound) {
  std::vector<int64_t> key;
  key.push_back(static_cast<int64_t>(maxStates));
  key.push_back(bitsOf(localBound));
  key.push_back(static_cast<int64_t>(steps.size()));
  for (const frontier::Step& step : steps) {
    const int v = step.variable;
    const bool held = fixed[v] >= 0;
    key.push_back(classOf(v));
    key.push_back(held);
    // A free variable's incumbent candidate feeds the bound; a held one's parts are its
    // only group (below).
    key.push_back(held ? -1 : incumbent[v]);
    key.push_back(step.widthBefore);
    key.push_back(step.widthAfter);
    key.insert(key.end(), step.afterSource.begin(), step.afterSource.end());
    key.push_back(static_cast<int64_t>(step.reads.size()));
    for (const frontier::StepFlow& entry : step.reads) {
      key.push_back(entry.write);
      key.push_back(entry.closes);
      key.push_back(entry.slot);
      key.push_back(entry.afterSlot);
      appendShape(key, problem_, entry.flow);
    }
    if (held) {  // one group: the held candidate
      key.push_back(bitsOf(step.groupLocal[0]));
      for (std::size_t r = 0; r < step.reads.size(); ++r) appendMask(key, problem_, step.reads[r].flow, step.groupRead[r]);
    } else if (step.reads.size() != problem_.variables()[v].reads.size() + (problem_.variables()[v].writes >= 0)) {
      key.push_back(-2);  // (never: a free variable touches all its flows) not its class's groups
      key.push_back(v);
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
