#include "grouping/dataflow_segments.h"

#include "ir/opcode.h"

#include <algorithm>
#include <climits>
#include <map>
#include <numeric>
#include <unordered_map>

namespace shardscope::grouping {
namespace {

// How much an opcode says about a run, for its title: collectives first (what a
// sharding inspector is read for), then contractions, then the rest; 0: not named.
int titleWeight(const ir::Instruction& in) {
  if (in.isCollective()) return 4;
  switch (in.opcode) {
    case ir::Opcode::Dot:
    case ir::Opcode::Convolution: return 3;
    case ir::Opcode::CustomCall:
    case ir::Opcode::Reduce:
    case ir::Opcode::Gather:
    case ir::Opcode::Scatter:
    case ir::Opcode::While:
    case ir::Opcode::Conditional:
    case ir::Opcode::Call:
    case ir::Opcode::Sort: return 2;
    default: return 0;
  }
}

// Ops that only reshape, retype or move a value: applied to an input (a weight's
// transpose, a broadcast constant, Neuron's transfer custom-call) they still are one.
bool movesData(ir::Opcode opcode) {
  switch (opcode) {
    case ir::Opcode::Broadcast:
    case ir::Opcode::Reshape:
    case ir::Opcode::Transpose:
    case ir::Opcode::Convert:
    case ir::Opcode::Bitcast:
    case ir::Opcode::BitcastConvert:
    case ir::Opcode::Copy:
    case ir::Opcode::Slice:
    case ir::Opcode::Reverse:
    case ir::Opcode::GetTupleElement:
    case ir::Opcode::CustomCall: return true;
    default: return false;
  }
}

std::string runTitle(int number, const std::vector<const ir::Instruction*>& computing) {
  std::map<std::string_view, std::pair<int, int>> counts;  // opcode -> (weight, count)
  for (const ir::Instruction* in : computing) {
    auto& entry = counts[in->opcodeText];
    entry.first = titleWeight(*in);
    ++entry.second;
  }
  std::vector<std::pair<std::string_view, std::pair<int, int>>> ranked(counts.begin(), counts.end());
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
    return a.second.first != b.second.first ? a.second.first > b.second.first : a.second.second > b.second.second;
  });
  std::string title = std::to_string(number) + ":";
  int named = 0;
  for (const auto& [opcode, weightCount] : ranked) {
    // Named ops only, unless nothing is named: then the most frequent op.
    if (named == 2 || (weightCount.first == 0 && named > 0)) break;
    title += named ? ", " : " ";
    title += std::string(opcode);
    if (weightCount.second > 1) title += " \u00d7" + std::to_string(weightCount.second);
    ++named;
  }
  return title;
}

}  // namespace

DataflowIndex::DataflowIndex(const ir::Computation& c) : computation(c) {
  const auto count = static_cast<ir::InstructionId>(c.instructions.size());
  users = c.users();
  // File order is the producer's schedule; use it when it is topological (it nearly
  // always is), the sort otherwise.
  bool fileOrderWorks = true;
  for (ir::InstructionId i = 0; i < count && fileOrderWorks; ++i)
    for (ir::InstructionId operand : c.instructions[i].operands) fileOrderWorks = fileOrderWorks && operand < i;
  std::vector<ir::InstructionId> order(count);
  if (fileOrderWorks) std::iota(order.begin(), order.end(), 0);
  else order = c.postOrder();
  rank.assign(count, 0);
  for (ir::InstructionId position = 0; position < count; ++position) rank[order[position]] = position;
  inputLike.assign(count, 0);
  for (ir::InstructionId id : order) {
    const ir::Instruction& in = c.instructions[id];
    bool fromInputs = in.opcode == ir::Opcode::Parameter || in.opcode == ir::Opcode::Constant || in.opcode == ir::Opcode::Iota;
    if (!fromInputs && !in.operands.empty() && movesData(in.opcode))
      fromInputs = std::all_of(in.operands.begin(), in.operands.end(), [&](ir::InstructionId o) { return o >= 0 && o < count && inputLike[o]; });
    inputLike[id] = fromInputs;
  }
}

int segmentTarget(int computing) { return std::clamp((computing + 11) / 12, 2, 30); }

Segments dataflowSegments(const DataflowIndex& index, const std::vector<ir::InstructionId>& members, int target) {
  const ir::Computation& c = index.computation;
  std::unordered_map<ir::InstructionId, int> memberAt;  // instruction -> member position
  memberAt.reserve(members.size() * 2);
  for (std::size_t m = 0; m < members.size(); ++m) memberAt.emplace(members[m], static_cast<int>(m));

  // The computing members in program order (all members when none computes).
  std::vector<ir::InstructionId> computing;
  for (ir::InstructionId id : members)
    if (!index.inputLike[id]) computing.push_back(id);
  if (computing.empty()) computing = members;
  std::sort(computing.begin(), computing.end(), [&](auto a, auto b) { return index.rank[a] < index.rank[b]; });
  const int n = static_cast<int>(computing.size());
  std::unordered_map<ir::InstructionId, int> position;
  position.reserve(computing.size() * 2);
  for (int p = 0; p < n; ++p) position.emplace(computing[p], p);

  // width[k]: values made before position k and used at k or later (a use outside the
  // members counts as after the last), i.e. what crosses a cut before k.
  std::vector<int> width(n + 1, 0);
  for (int p = 0; p < n; ++p) {
    int last = p;
    for (ir::InstructionId user : index.users[computing[p]]) {
      const auto found = position.find(user);
      last = std::max(last, found == position.end() ? (memberAt.count(user) ? p : n) : found->second);
    }
    if (last > p) {  // crosses the cuts before p + 1 ... last
      ++width[p + 1];
      if (last + 1 <= n) --width[last + 1];
    }
  }
  for (int k = 1; k <= n; ++k) width[k] += width[k - 1];

  // Greedy cuts: each run between half and one and a half times the mean size, cut where
  // the fewest values cross (nearest the mean size on ties).
  target = std::clamp(target, 1, std::max(1, n));
  const double mean = static_cast<double>(n) / target;
  std::vector<int> runOfPosition(n, 0);
  int start = 0, run = 0;
  while (n - start > static_cast<int>(1.5 * mean)) {
    const int lo = start + std::max(1, static_cast<int>(0.5 * mean));
    const int hi = std::min(n - 1, start + std::max(1, static_cast<int>(1.5 * mean)));
    const int ideal = start + static_cast<int>(mean);
    int best = lo, bestWidth = INT_MAX, bestDistance = INT_MAX;
    for (int k = lo; k <= hi; ++k) {
      const int distance = std::abs(k - ideal);
      if (width[k] < bestWidth || (width[k] == bestWidth && distance < bestDistance)) {
        best = k;
        bestWidth = width[k];
        bestDistance = distance;
      }
    }
    for (int p = start; p < best; ++p) runOfPosition[p] = run;
    start = best;
    ++run;
  }
  for (int p = start; p < n; ++p) runOfPosition[p] = run;
  const int runs = run + 1;

  Segments result;
  result.segmentOf.assign(members.size(), -1);
  for (int p = 0; p < n; ++p) result.segmentOf[memberAt.at(computing[p])] = runOfPosition[p];
  // Inputs join their first member user's run: users come later in program order, so a
  // walk backwards sees every user first.
  std::vector<int> byRank(members.size());
  std::iota(byRank.begin(), byRank.end(), 0);
  std::sort(byRank.begin(), byRank.end(), [&](int a, int b) { return index.rank[members[a]] > index.rank[members[b]]; });
  for (int m : byRank) {
    if (result.segmentOf[m] >= 0) continue;
    int chosen = -1, chosenRank = INT_MAX;
    for (ir::InstructionId user : index.users[members[m]]) {
      const auto found = memberAt.find(user);
      if (found == memberAt.end() || result.segmentOf[found->second] < 0) continue;
      if (index.rank[user] < chosenRank) {
        chosenRank = index.rank[user];
        chosen = result.segmentOf[found->second];
      }
    }
    result.segmentOf[m] = chosen >= 0 ? chosen : 0;  // unused inputs: the first run
  }

  std::vector<std::vector<const ir::Instruction*>> runMembers(runs);
  for (int p = 0; p < n; ++p) runMembers[runOfPosition[p]].push_back(&c.instructions[computing[p]]);
  for (int r = 0; r < runs; ++r) result.titles.push_back(runTitle(r + 1, runMembers[r]));
  return result;
}

}  // namespace shardscope::grouping
