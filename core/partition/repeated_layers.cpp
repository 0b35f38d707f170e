#include "partition/repeated_layers.h"

#include <cstdint>
#include <cstring>
#include <map>
#include <unordered_map>

namespace shardscope::partition {

namespace {

// Everything a DP step's outcome depends on, as numbers: equal signatures give equal
// transitions up to the translation of parts between the copies' flows.
// Candidate lists are shared between variables (PartitionProblem's CandidateList): each
// distinct list gets the id of its contents (equal contents, equal id), looked up by the
// list's address, so a signature holds one number for its candidates.
class ListIds {
 public:
  int64_t of(const CandidateList& list) {
    const void* address = list.empty() ? nullptr : &*list.begin();
    if (const auto found = byAddress_.find(address); found != byAddress_.end()) return found->second;
    std::vector<int64_t> contents;
    contents.push_back(static_cast<int64_t>(list.size()));
    for (const auto& d : list) {
      contents.push_back(static_cast<int64_t>(d.size()));
      contents.insert(contents.end(), d.begin(), d.end());
    }
    const int64_t id = byContents_.emplace(std::move(contents), static_cast<int64_t>(byContents_.size())).first->second;
    byAddress_.emplace(address, id);
    return id;
  }

 private:
  std::unordered_map<const void*, int64_t> byAddress_;
  std::map<std::vector<int64_t>, int64_t> byContents_;
};

std::vector<int64_t> signatureOf(PartitionProblem& problem, const frontier::Step& step, ListIds& lists) {
  const auto& variable = problem.variables()[step.variable];
  const auto& tensors = problem.graph().tensors();
  std::vector<int64_t> out;
  auto shape = [&](int flow) {
    const auto& dims = tensors[problem.flows()[flow].tensor].shape;
    out.push_back(static_cast<int64_t>(dims.size()));
    out.insert(out.end(), dims.begin(), dims.end());
  };
  out.push_back(variable.node >= 0);
  out.push_back(step.widthBefore);
  out.push_back(step.widthAfter);
  out.insert(out.end(), step.afterSource.begin(), step.afterSource.end());
  for (int f : step.flowsBefore) shape(f);
  for (int f : step.flowsAfter) shape(f);
  out.push_back(lists.of(variable.candidates));
  out.push_back(static_cast<int64_t>(step.reads.size()));
  for (const frontier::StepFlow& entry : step.reads) {
    out.push_back(entry.write);
    out.push_back(entry.closes);
    out.push_back(entry.slot);
    out.push_back(entry.afterSlot);
    shape(entry.flow);
  }
  const std::size_t reads = step.reads.size();
  out.push_back(static_cast<int64_t>(step.groupCandidate.size()));
  for (std::size_t g = 0; g < step.groupCandidate.size(); ++g) {
    out.push_back(step.groupCandidate[g]);
    int64_t bits = 0;
    static_assert(sizeof(bits) == sizeof(double));
    std::memcpy(&bits, &step.groupLocal[g], sizeof(bits));
    out.push_back(bits);
    for (std::size_t r = 0; r < reads; ++r) {
      const auto mask = problem.partWords(step.reads[r].flow, step.groupRead[g * reads + r]);
      out.insert(out.end(), mask.begin(), mask.end());
    }
  }
  return out;
}

}  // namespace

StepRepetition findStepRepetition(PartitionProblem& problem, const std::vector<frontier::Step>& steps,
                                  int minLength, int minCopies) {
  // Equal signatures get equal ids, in the order they first appear (a hash table that
  // compares whole signatures: a collision only costs a comparison).
  struct SignatureHash {
    std::size_t operator()(const std::vector<int64_t>& signature) const {
      uint64_t hash = 1469598103934665603ULL;
      for (int64_t value : signature) hash = (hash ^ static_cast<uint64_t>(value)) * 1099511628211ULL;
      return static_cast<std::size_t>(hash ^ (hash >> 29));
    }
  };
  std::unordered_map<std::vector<int64_t>, int, SignatureHash> ids;
  ids.reserve(steps.size());
  std::vector<int> id;
  id.reserve(steps.size());
  ListIds lists;
  for (const frontier::Step& step : steps)
    id.push_back(ids.emplace(signatureOf(problem, step, lists), static_cast<int>(ids.size())).first->second);
  const int n = static_cast<int>(steps.size());
  StepRepetition best;
  for (int length = std::max(1, minLength); 2 * length <= n; ++length) {
    // A run of m steps with id[i] == id[i + length] from i makes (m / length) + 1 copies.
    int run = 0;
    for (int i = n - length - 1; i >= -1; --i) {
      if (i >= 0 && id[i] == id[i + length]) {
        ++run;
        continue;
      }
      if (run >= length) {
        StepRepetition found{i + 1, length, run / length + 1};
        if (found.copies >= minCopies && found.savedSteps() > best.savedSteps()) best = found;
      }
      run = 0;
    }
  }
  return best;
}

StepRepetition findProblemRepetition(PartitionProblem& problem, int minLength, int minCopies) {
  const frontier::Scope scope = frontier::scopeOf(problem, {});
  const std::vector<int> order = frontier::variableOrder(problem, false, scope);
  return findStepRepetition(problem, frontier::buildSteps(problem, order, {}, scope), minLength, minCopies);
}

std::vector<std::vector<int>> findRepeatedLayers(PartitionProblem& problem, int minLength, int minCopies) {
  const frontier::Scope scope = frontier::scopeOf(problem, {});
  const std::vector<int> order = frontier::variableOrder(problem, false, scope);
  const std::vector<frontier::Step> steps = frontier::buildSteps(problem, order, {}, scope);
  const StepRepetition repetition = findStepRepetition(problem, steps, minLength, minCopies);
  std::vector<std::vector<int>> copies(static_cast<std::size_t>(repetition.copies));
  for (int k = 0; k < repetition.copies; ++k)
    for (int j = 0; j < repetition.length; ++j)
      copies[k].push_back(steps[repetition.first + k * repetition.length + j].variable);
  return copies;
}

}  // namespace shardscope::partition
