#include "ir/computation.h"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/topological_sort.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace shardscope::ir {

std::vector<InstructionId> Computation::parameters() const {
  std::vector<InstructionId> ids;
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    if (instructions[i].opcode == Opcode::Parameter) ids.push_back(i);
  std::sort(ids.begin(), ids.end(), [&](InstructionId a, InstructionId b) {
    return instructions[a].parameterNumber < instructions[b].parameterNumber;
  });
  return ids;
}

InstructionId Computation::scan(std::string_view name) const {
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    if (instructions[i].name == name) return i;
  return -1;
}

InstructionId Computation::find(std::string_view name) const {
  // Small computations (reducers, fused bodies) are scanned: an index costs more there.
  if (instructions.size() < 64) return scan(name);
  std::shared_ptr<const InstructionNameIndex::Table> table = nameIndex_.load();
  if (!table || table->data != instructions.data() || table->size != instructions.size()) {
    auto fresh = std::make_shared<InstructionNameIndex::Table>();
    fresh->data = instructions.data();
    fresh->size = instructions.size();
    fresh->ids.reserve(instructions.size());
    for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i) fresh->ids.emplace(instructions[i].name, i);
    nameIndex_.store(fresh);
    table = std::move(fresh);
  }
  const auto it = table->ids.find(name);
  if (it != table->ids.end() && instructions[static_cast<std::size_t>(it->second)].name == name) return it->second;
  // Not in the index, or the instruction there was renamed since: what a scan says.
  return scan(name);
}

std::vector<std::vector<InstructionId>> Computation::users() const {
  std::vector<std::vector<InstructionId>> result(instructions.size());
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    for (InstructionId operand : instructions[i].operands)
      if (result[operand].empty() || result[operand].back() != i) result[operand].push_back(i);
  return result;
}

UserLists::UserLists(const std::vector<Instruction>& instructions) {
  const std::size_t n = instructions.size();
  // Count, prefix-sum, fill: users come out ordered by user id because the fill walks
  // the users in id order; `lastUser` lists an instruction once when it reads an operand
  // twice, as users() does. Operands out of range are skipped (the table is built before
  // any check of the program).
  std::vector<std::uint32_t> counts(n + 1, 0);
  std::vector<InstructionId> lastUser(n, -1);
  for (InstructionId i = 0; i < static_cast<InstructionId>(n); ++i)
    for (InstructionId operand : instructions[i].operands) {
      if (operand < 0 || operand >= i) operandsPrecedeUsers_ = false;
      if (operand < 0 || static_cast<std::size_t>(operand) >= n || lastUser[operand] == i) continue;
      lastUser[operand] = i;
      ++counts[operand + 1];
    }
  offsets_.assign(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) offsets_[i + 1] = offsets_[i] + counts[i + 1];
  users_.resize(offsets_[n]);
  std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  lastUser.assign(n, -1);
  for (InstructionId i = 0; i < static_cast<InstructionId>(n); ++i)
    for (InstructionId operand : instructions[i].operands) {
      if (operand < 0 || static_cast<std::size_t>(operand) >= n || lastUser[operand] == i) continue;
      lastUser[operand] = i;
      users_[next[operand]++] = i;
    }
}

std::vector<InstructionId> inOrder(std::size_t count) {
  std::vector<InstructionId> order(count);
  for (std::size_t i = 0; i < count; ++i) order[i] = static_cast<InstructionId>(i);
  return order;
}

std::vector<InstructionId> Computation::postOrder() const {
  // Instructions already in order (every operand before its user: XLA prints them so)
  // are their own post order, and the one Boost's depth-first sort below gives them:
  // it starts a search at each vertex in id order, and a vertex's operands, all lower
  // ids, are finished by then. One pass instead of an edge list, a graph and a search
  // per vertex (whose stack was an allocation per instruction).
  bool ordered = true;
  for (InstructionId i = 0; ordered && i < static_cast<InstructionId>(instructions.size()); ++i)
    for (InstructionId operand : instructions[i].operands)
      if (operand < 0 || operand >= i) {
        ordered = false;
        break;
      }
  if (ordered) return inOrder(instructions.size());
  // A compressed sparse row graph: one allocation for all edges, which matters on
  // modules with hundreds of thousands of instructions.
  using Graph = boost::compressed_sparse_row_graph<boost::directedS>;
  std::vector<std::pair<std::size_t, std::size_t>> edges;
  std::size_t edgeCount = 0;
  for (const Instruction& instruction : instructions) edgeCount += instruction.operands.size();
  edges.reserve(edgeCount);
  // Edge user -> operand, so boost's reverse topological output lists operands first.
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    for (InstructionId operand : instructions[i].operands) edges.emplace_back(i, operand);
  const Graph graph(boost::edges_are_unsorted_multi_pass, edges.begin(), edges.end(), instructions.size());
  std::vector<Graph::vertex_descriptor> order;
  order.reserve(instructions.size());
  try {
    boost::topological_sort(graph, std::back_inserter(order));
  } catch (const boost::not_a_dag&) {
    throw std::runtime_error("the operands of computation '" + std::string(name) + "' form a cycle");
  }
  return {order.begin(), order.end()};
}

}  // namespace shardscope::ir
