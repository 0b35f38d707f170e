// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/stage_program.h"

#include <algorithm>
#include <unordered_map>

namespace shardscope::verify {

namespace {

// The ROOT's values: its operands when it is a tuple, else itself.
std::vector<ir::InstructionId> rootValues(const ir::Computation& entry) {
  const ir::Instruction& root = entry.rootInstruction();
  if (root.opcode == ir::Opcode::Tuple) return {root.operands.begin(), root.operands.end()};
  return {entry.root};
}

// Where the stage ends when the relations file does not say: per ROOT value, the one
// baseline instruction of its opcode, op_name and source line that its shape fits.
std::vector<ir::InstructionId> outputsFromMetadata(const ir::Computation& baseline, const ir::Computation& distributed, int64_t devices, std::string& how) {
  const std::vector<ir::InstructionId> values = rootValues(distributed);
  std::unordered_map<std::string, std::vector<ir::InstructionId>> wanted;
  for (ir::InstructionId v : values)
    if (std::string key = metadataKey(distributed.instructions[v]); !key.empty()) wanted.emplace(std::move(key), std::vector<ir::InstructionId>{});
  if (!wanted.empty())
    for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(baseline.instructions.size()); ++id)
      if (auto it = wanted.find(metadataKey(baseline.instructions[id])); it != wanted.end()) it->second.push_back(id);
  std::vector<ir::InstructionId> outputs;
  for (ir::InstructionId v : values) {
    const ir::Instruction& d = distributed.instructions[v];
    ir::InstructionId found = -1;
    int count = 0;
    if (auto it = wanted.find(metadataKey(d)); it != wanted.end())
      for (ir::InstructionId b : it->second)
        if (shapeFits(baseline.instructions[b].shape, d.shape, devices)) found = b, ++count;
    if (count != 1) {
      outputs.clear();
      break;
    }
    outputs.push_back(found);
  }
  if (!outputs.empty()) {
    how = "metadata";
    return outputs;
  }
  // No metadata says: the stage ends where the baseline does.
  how = "the baseline ROOT";
  const ir::Instruction& root = baseline.rootInstruction();
  if (values.size() > 1 && root.opcode == ir::Opcode::Tuple && root.operands.size() == values.size()) return {root.operands.begin(), root.operands.end()};
  return {baseline.root};
}

// Marks `from` and everything it reads (operands, transitively).
void markAncestors(const ir::Computation& entry, const std::vector<ir::InstructionId>& from, std::vector<char>& marked, const std::vector<char>& stop) {
  std::vector<ir::InstructionId> work(from.begin(), from.end());
  while (!work.empty()) {
    const ir::InstructionId id = work.back();
    work.pop_back();
    if (id < 0 || marked[id] || stop[id]) continue;
    marked[id] = 1;
    for (ir::InstructionId operand : entry.instructions[id].operands) work.push_back(operand);
  }
}

std::string firstScope(std::string_view opName) {
  const auto slash = opName.find('/');
  return std::string(opName.substr(0, slash));
}

}  // namespace

std::optional<StagePlan> planStage(const ir::Computation& baseline, const ir::Computation& distributed, const ParameterPairing& pairing,
                                   const RelationsFile& file, int64_t devices) {
  std::vector<ir::InstructionId> inputs;
  StagePlan plan;
  for (const PairedParameter& p : pairing.byNumber) {
    if (!p.stageInput) continue;
    inputs.push_back(p.baseline);
    plan.report.inputs.push_back(StageInput{std::string(distributed.instructions[p.distributed].name), std::string(baseline.instructions[p.baseline].name), p.how});
  }
  if (inputs.empty() && !file.stage.given) return std::nullopt;
  if (!file.stage.outputs.empty()) {
    for (const StageSpec::Name& named : file.stage.outputs) {
      const ir::InstructionId id = baseline.find(named.name);
      if (id < 0)
        throw VerifyInputError("relations:" + std::to_string(named.position.first) + ":" + std::to_string(named.position.second) +
                               ": error: stage output: the baseline computes no %" + named.name);
      plan.outputs.push_back(id);
    }
    plan.report.outputsHow = "relations file";
  } else {
    plan.outputs = outputsFromMetadata(baseline, distributed, devices, plan.report.outputsHow);
  }
  for (ir::InstructionId id : plan.outputs) plan.report.outputs.emplace_back(baseline.instructions[id].name);
  // Covered: what the outputs read, short of the stage inputs and what computed them.
  const std::size_t n = baseline.instructions.size();
  std::vector<char> before(n, 0), covered(n, 0);
  markAncestors(baseline, inputs, before, covered);
  markAncestors(baseline, plan.outputs, covered, before);
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(n); ++id) {
    if (!covered[id]) continue;
    const ir::Instruction& in = baseline.instructions[id];
    plan.report.covered.emplace_back(in.name);
    if (in.metadata.opName.empty()) continue;
    std::string scope = firstScope(in.metadata.opName);
    if (std::find(plan.report.scopes.begin(), plan.report.scopes.end(), scope) == plan.report.scopes.end()) plan.report.scopes.push_back(std::move(scope));
  }
  return plan;
}

std::vector<std::string> stageLines(const StageReport& report) {
  std::vector<std::string> lines;
  for (const StageInput& input : report.inputs)
    lines.push_back("stage: parameter " + input.parameter + " holds baseline %" + input.baseline + ", the previous stage's activation (" + input.how + ")");
  std::string ends;
  for (const std::string& name : report.outputs) ends += (ends.empty() ? "%" : ", %") + name;
  lines.push_back("stage: ends at baseline " + ends + " (" + report.outputsHow + ")");
  std::string covers = "stage: covers " + std::to_string(report.covered.size()) + " baseline instructions";
  if (!report.scopes.empty()) {
    covers += " (";
    constexpr std::size_t kShown = 8;  // a 126-layer stage lists its first scopes and the last
    for (std::size_t i = 0; i < report.scopes.size(); ++i) {
      if (i == kShown && report.scopes.size() > kShown + 1) {
        covers += ", ... " + std::to_string(report.scopes.size() - kShown - 1) + " more, " + report.scopes.back();
        break;
      }
      covers += (i ? ", " : "") + report.scopes[i];
    }
    covers += ")";
  }
  if (!report.covered.empty()) covers += ", from %" + report.covered.front() + " to %" + report.covered.back();
  lines.push_back(std::move(covers));
  return lines;
}

}  // namespace shardscope::verify
