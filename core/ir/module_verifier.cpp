#include "ir/module_verifier.h"

#include "ir/shape_inference.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/topological_sort.hpp>

#include <stdexcept>
#include <string>
#include <unordered_set>
#include <vector>

namespace shardscope::ir {
namespace {

std::optional<VerifierError> checkParameters(const Computation& computation) {
  std::vector<InstructionId> parameters = computation.parameters();
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    const Instruction& parameter = computation.instructions[parameters[i]];
    if (parameter.parameterNumber != static_cast<int64_t>(i)) {
      const bool duplicate = i > 0 && computation.instructions[parameters[i - 1]].parameterNumber == parameter.parameterNumber;
      return VerifierError{parameter.fileOffset,
                           duplicate ? "parameter number " + std::to_string(parameter.parameterNumber) + " is used twice in computation '" + std::string(computation.name) + "'"
                                     : "parameter numbers of computation '" + std::string(computation.name) + "' must run 0.." + std::to_string(parameters.size() - 1) + ", found parameter(" + std::to_string(parameter.parameterNumber) + ")"};
    }
  }
  return std::nullopt;
}

std::optional<VerifierError> checkArity(const Instruction& instruction) {
  const int arity = opcodeArity(instruction.opcode);
  if (arity >= 0 && static_cast<int>(instruction.operands.size()) != arity)
    return VerifierError{instruction.fileOffset, std::string("'").append(instruction.opcodeText).append("' takes ") +
                                                     std::to_string(arity) + " operand(s), found " +
                                                     std::to_string(instruction.operands.size())};
  return std::nullopt;
}

std::optional<VerifierError> checkOperandCycles(const Computation& computation) {
  // Operands written before their users (nearly every instruction of every dump) cannot
  // form a cycle: file order is then a topological order and no graph needs building.
  bool fileOrderIsTopological = true;
  for (std::size_t id = 0; id < computation.instructions.size() && fileOrderIsTopological; ++id)
    for (InstructionId operand : computation.instructions[id].operands)
      if (operand < 0 || static_cast<std::size_t>(operand) >= id) {
        fileOrderIsTopological = false;
        break;
      }
  if (fileOrderIsTopological) return std::nullopt;
  try {
    (void)computation.postOrder();
  } catch (const std::runtime_error& error) {
    // Point at an instruction on the cycle: one whose operand comes later in the file.
    for (const Instruction& instruction : computation.instructions)
      for (InstructionId operand : instruction.operands)
        if (&computation.instructions[operand] >= &instruction)
          return VerifierError{instruction.fileOffset, std::string(error.what()) + " through '%" + std::string(instruction.name) + "'"};
    return VerifierError{computation.fileOffset, error.what()};
  }
  return std::nullopt;
}

std::optional<VerifierError> checkCallGraph(const Module& module) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
  Graph graph(module.computations.size());
  // One pass over the attributes (Instruction::calledComputations() would allocate a
  // vector per instruction); computation-to-computation edges are few, so keep them
  // distinct instead of one per calling instruction.
  std::unordered_set<uint64_t> edges;
  const Instruction* callsEntry = nullptr;  // the first one, reported after cycles
  for (ComputationId c = 0; c < static_cast<ComputationId>(module.computations.size()); ++c)
    for (const Instruction& instruction : module.computations[c].instructions)
      for (const Attribute& attribute : instruction.attributes)
        if (const auto* called = std::get_if<CalledComputations>(&attribute.value))
          for (ComputationId callee : called->ids) {
            if (callee == module.entry && !callsEntry) callsEntry = &instruction;
            if (edges.insert((static_cast<uint64_t>(static_cast<uint32_t>(c)) << 32) | static_cast<uint32_t>(callee)).second)
              boost::add_edge(c, callee, graph);
          }
  std::vector<Graph::vertex_descriptor> order;
  try {
    boost::topological_sort(graph, std::back_inserter(order));
  } catch (const boost::not_a_dag&) {
    return VerifierError{module.computations.front().fileOffset, "computations call each other in a cycle (recursion is not allowed in HLO)"};
  }
  if (callsEntry) {
    std::string message = "'%";  // appended, not `"..." + string`: GCC 12 misreports that as -Wrestrict
    message.append(callsEntry->name).append("' calls the ENTRY computation");
    return VerifierError{callsEntry->fileOffset, std::move(message)};
  }
  return std::nullopt;
}

}  // namespace

// A tiled sharding shards each dim of its tensor: its data dims must be as many as the
// tensor's (issue 21 finding 2: inspect and propagate took any count). XLA's
// HloSharding::Validate refuses the same.
std::optional<std::string> checkShardingRank(const Instruction& instruction) {
  if (!instruction.sharding || !instruction.sharding->isTiled() || !instruction.shape.isArray()) return std::nullopt;
  const int64_t dataRank = instruction.sharding->dataRank();
  if (dataRank == instruction.shape.rank()) return std::nullopt;
  return "the sharding " + instruction.sharding->toString(false) + " tiles " + std::to_string(dataRank) + " dimension(s), its tensor " +
         instruction.shape.toString(false) + " has " + std::to_string(instruction.shape.rank());
}

std::optional<VerifierError> verifyModule(const Module& module) {
  if (module.entry < 0 || module.entry >= static_cast<ComputationId>(module.computations.size()))
    return VerifierError{0, "the module has no ENTRY computation"};
  for (const Computation& computation : module.computations) {
    if (auto error = checkParameters(computation)) return error;
    for (const Instruction& instruction : computation.instructions)
      if (auto error = checkArity(instruction)) return error;
    if (auto error = checkOperandCycles(computation)) return error;
  }
  if (auto error = checkCallGraph(module)) return error;
  for (const Computation& computation : module.computations)
    for (const Instruction& instruction : computation.instructions)
      if (std::optional<std::string> message = checkDeclaredShape(module, computation, instruction))
        return VerifierError{instruction.fileOffset, *message};
  for (const Computation& computation : module.computations)
    for (const Instruction& instruction : computation.instructions)
      if (std::optional<std::string> message = checkShardingRank(instruction)) return VerifierError{instruction.fileOffset, *message};
  return std::nullopt;
}

}  // namespace shardscope::ir
