#include "ir/computation.h"

#include <boost/graph/adjacency_list.hpp>
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

InstructionId Computation::find(std::string_view name) const {
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    if (instructions[i].name == name) return i;
  return -1;
}

std::vector<std::vector<InstructionId>> Computation::users() const {
  std::vector<std::vector<InstructionId>> result(instructions.size());
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    for (InstructionId operand : instructions[i].operands)
      if (result[operand].empty() || result[operand].back() != i) result[operand].push_back(i);
  return result;
}

std::vector<InstructionId> Computation::postOrder() const {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
  Graph graph(instructions.size());
  // Edge user -> operand, so boost's reverse topological output lists operands first.
  for (InstructionId i = 0; i < static_cast<InstructionId>(instructions.size()); ++i)
    for (InstructionId operand : instructions[i].operands) boost::add_edge(i, operand, graph);
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
