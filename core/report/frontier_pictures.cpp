#include "report/frontier_pictures.h"

#include <algorithm>
#include <map>

namespace shardscope::report {
namespace {

std::string text(std::string_view view) { return std::string(view); }

const verify::InstructionStatus* statusOf(const verify::VerifyResult& verification, std::string_view name) {
  const auto found = verification.instructions.find(std::string(name));
  return found == verification.instructions.end() ? nullptr : &found->second;
}

GraphPicture edgesOnly(const Neighbourhood& neighbourhood) {
  GraphPicture picture;
  picture.edges = neighbourhood.edges;
  return picture;
}

}  // namespace

NeighbourhoodPicture distributedNeighbourhoodPicture(const ProgramGraph& distributed, ir::InstructionId frontierInstruction,
                                                     const verify::VerifyResult& verification, const std::set<std::string>& frontierNames) {
  NeighbourhoodLimits limits;
  limits.operandLevels = 2;
  limits.maxNodes = kMaxPictureNodes;
  const Neighbourhood neighbourhood = extractNeighbourhood(distributed.entry, distributed.users, {frontierInstruction}, limits);
  NeighbourhoodPicture result{edgesOnly(neighbourhood), neighbourhood.omitted};
  for (ir::InstructionId id : neighbourhood.nodes) {
    const ir::Instruction& instruction = distributed.entry.instructions[id];
    PictureNode node{text(instruction.name), text(instruction.opcodeText), {}, NodeTone::Unverified};
    const verify::InstructionStatus* status = statusOf(verification, instruction.name);
    if (frontierNames.count(node.name)) {
      node.tone = NodeTone::Frontier;
      node.detail = "frontier";
    } else if (status && status->verified) {
      node.tone = NodeTone::Verified;
      node.detail = status->relation;
    } else {
      node.detail = "not related";
    }
    result.picture.nodes.push_back(std::move(node));
  }
  return result;
}

std::optional<NeighbourhoodPicture> baselineNeighbourhoodPicture(const ProgramGraph& distributed, const ProgramGraph& baseline,
                                                                 ir::InstructionId frontierInstruction,
                                                                 const verify::VerifyResult& verification) {
  // Baseline instruction -> the distributed operands related to it.
  std::map<ir::InstructionId, std::vector<std::string>> counterparts;
  std::vector<ir::InstructionId> centres;
  for (ir::InstructionId operand : distributed.entry.instructions[frontierInstruction].operands) {
    const std::string_view name = distributed.entry.instructions[operand].name;
    const verify::InstructionStatus* status = statusOf(verification, name);
    if (!status || !status->verified || status->baselineCounterpart.empty()) continue;
    const ir::InstructionId id = baseline.entry.find(status->baselineCounterpart);
    if (id < 0) continue;
    if (!counterparts.count(id)) centres.push_back(id);
    std::vector<std::string>& names = counterparts[id];
    if (std::find(names.begin(), names.end(), std::string(name)) == names.end()) names.push_back(std::string(name));
  }
  if (centres.empty()) return std::nullopt;
  NeighbourhoodLimits limits;
  limits.operandLevels = 1;
  limits.maxNodes = kMaxPictureNodes;
  const Neighbourhood neighbourhood = extractNeighbourhood(baseline.entry, baseline.users, centres, limits);
  NeighbourhoodPicture result{edgesOnly(neighbourhood), neighbourhood.omitted};
  for (ir::InstructionId id : neighbourhood.nodes) {
    const ir::Instruction& instruction = baseline.entry.instructions[id];
    PictureNode node{text(instruction.name), text(instruction.opcodeText), instruction.shape.toString(false), NodeTone::Context};
    const auto related = counterparts.find(id);
    if (related != counterparts.end()) {
      node.tone = NodeTone::Counterpart;
      node.detail = "\xE2\x89\x99";  // "≙": what the distributed operands stand for
      for (std::size_t i = 0; i < related->second.size(); ++i) node.detail.append(i ? ", " : " ").append(related->second[i]);
    }
    result.picture.nodes.push_back(std::move(node));
  }
  return result;
}

}  // namespace shardscope::report
