#include "numeric/layer_checks.h"

namespace shardscope::numeric {

sharding::HloSharding outputRelation(const CheckSetup& setup) {
  if (setup.outputShardings.size() == 1) return setup.outputShardings.front();
  if (!setup.outputShardings.empty()) return sharding::HloSharding::tuple(setup.outputShardings);
  const ir::Instruction& root = setup.distributed.entryComputation().rootInstruction();
  return root.sharding ? *root.sharding : sharding::HloSharding::replicated();
}

InstructionCheck describeInstruction(const ir::Module& module, const ir::Instruction& instruction) {
  InstructionCheck check;
  check.instruction = std::string(instruction.name);
  check.type = instruction.shape.type;
  check.sourceFile = std::string(instruction.metadata.sourceFile);
  check.sourceLine = instruction.metadata.sourceLine;
  const auto [line, column] = module.position(instruction.fileOffset);
  check.hloLine = line;
  check.hloColumn = column;
  return check;
}

void addRankEvents(const LayerReport& report, trace::Trace& trace) {
  for (const RankCheck& rank : report.ranks) {
    trace::TraceEvent event;
    event.kind = "rank-check";
    event.subject = "rank " + std::to_string(rank.rank);
    event.rule = layerName(report.layer);
    event.message = std::string(rank.passed ? "passed" : "differs") + " (" + layerName(report.layer) + " layer, " +
                    std::to_string(rank.error.compared) + " elements, " + std::to_string(rank.error.mismatched) + " outside tolerance)";
    event.details = {{"passed", rank.passed ? "true" : "false"},
                     {"max_abs_err", std::to_string(rank.error.maxAbsError)},
                     {"max_rel_err", std::to_string(rank.error.maxRelError)}};
    trace.add(std::move(event));
  }
}

std::string layerName(Layer layer) {
  switch (layer) {
    case Layer::Communication: return "comm";
    case Layer::Computation: return "compute";
    case Layer::Whole: return "whole";
  }
  return "whole";
}

}  // namespace shardscope::numeric
