// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/merge_log.h"

#include "verify/frontier_explanation.h"
#include "verify/verifier.h"
#include "verify/verify_context.h"

#include <algorithm>
#include <charconv>

namespace shardscope::verify {

namespace {

// Detail keys (written and read only in this file).
constexpr std::string_view kBaseline = "baseline";
constexpr std::string_view kClass = "eclass";
constexpr std::string_view kMembers = "class-members";
constexpr std::string_view kRelation = "relation";
constexpr std::string_view kShort = "relation-short";
constexpr std::string_view kMeaning = "meaning";
constexpr std::string_view kOperand = "operand";
constexpr std::string_view kOperandClass = "operand-eclass";
constexpr std::string_view kOperandRelation = "operand-relation";
constexpr std::string_view kOperandBaseline = "operand-baseline";
constexpr std::string_view kOpcode = "opcode";
constexpr std::string_view kReason = "reason";
constexpr std::string_view kSourceFile = "source-file";
constexpr std::string_view kSourceLine = "source-line";
constexpr std::string_view kMemberSeparator = ", ";

int64_t toInt(const std::string& text, int64_t fallback) {
  int64_t value = fallback;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() ? value : fallback;
}

void add(trace::TraceEvent& event, std::string_view key, std::string value) { event.details.emplace_back(std::string(key), std::move(value)); }

}  // namespace

std::string shortRelationText(const Relation& relation) {
  std::string tiles;
  bool tiled = false;
  for (int64_t t : relation.tiles) tiled = tiled || t > 1;
  if (tiled) {
    tiles = "T[";
    for (std::size_t i = 0; i < relation.tiles.size(); ++i) tiles += (i ? "," : "") + std::to_string(relation.tiles[i]);
    tiles += "]";
  }
  if (!relation.isPartial()) return tiled ? tiles : std::string("R");
  std::string text;
  switch (relation.partial) {
    case ReduceOp::Sum: text = "Σ"; break;
    case ReduceOp::Product: text = "Π"; break;
    default: text = reduceOpName(relation.partial); break;
  }
  text += std::to_string(relation.partCount);
  return tiled ? text + "·" + tiles : text;
}

MergeLog::MergeLog(const VerifyContext& context) : context_(context), relationText_(context.distributedEntry.instructions.size()) {}

const std::string& MergeLog::classMembers(int64_t eclass) {
  if (!indexed_) {
    // The baseline's classes never merge with each other during propagation (only the
    // distributed leaves join rel-nodes), so one pass after loading is enough.
    indexed_ = true;
    for (ir::InstructionId b = 0; b < static_cast<ir::InstructionId>(context_.baselineEntry.instructions.size()); ++b) {
      const egraph::Id id = context_.baselineId(b);
      if (id.valid()) membersByClass_[context_.graph.find(id).value].push_back(b);
    }
  }
  const auto key = static_cast<uint32_t>(eclass);
  auto [slot, inserted] = membersText_.try_emplace(key);
  if (inserted)
    if (auto it = membersByClass_.find(key); it != membersByClass_.end())
      for (ir::InstructionId b : it->second) {
        if (!slot->second.empty()) slot->second += kMemberSeparator;
        slot->second += context_.baselineEntry.instructions[b].name;
      }
  return slot->second;
}

void MergeLog::addOperands(trace::TraceEvent& event, const ir::Instruction& in) const {
  for (ir::InstructionId operand : in.operands) {
    if (operand < 0 || operand >= static_cast<ir::InstructionId>(context_.facts.size())) continue;
    add(event, kOperand, std::string(context_.distributedInstruction(operand).name));
    const auto& fact = context_.facts[operand];
    if (!fact) continue;
    add(event, kOperandClass, std::to_string(context_.graph.find(fact->baseline).value));
    add(event, kOperandRelation, relationText_[operand]);
    if (const ir::Instruction* b = context_.baselineInstructionPtr(*fact)) add(event, kOperandBaseline, std::string(b->name));
  }
}

trace::TraceEvent MergeLog::relationDerived(ir::InstructionId instruction, const Fact& fact) {
  const ir::Instruction& in = context_.distributedInstruction(instruction);
  const ir::Instruction* b = context_.baselineInstructionPtr(fact);
  const bool tuple = !fact.elements.empty();
  std::string relation = tuple ? std::string("tuple") : fact.relation.toString();
  const int64_t eclass = context_.graph.find(fact.baseline).value;

  trace::TraceEvent event;
  event.kind = kRelationDerivedEvent;
  event.subject = std::string(in.name);
  event.rule = fact.rule;
  event.message = "%" + event.subject + " is " + (tuple ? std::string("a tuple") : relation) + " of baseline %" +
                  (b ? std::string(b->name) : std::string("?")) + " by rule " + fact.rule;
  event.details.reserve(6 + 4 * in.operands.size());
  if (b) add(event, kBaseline, std::string(b->name));
  add(event, kClass, std::to_string(eclass));
  add(event, kMembers, classMembers(eclass));
  add(event, kRelation, relation);
  add(event, kShort, tuple ? std::string("(…)") : shortRelationText(fact.relation));
  add(event, kMeaning, ruleMeaning(fact.rule));
  addOperands(event, in);
  if (instruction >= 0 && instruction < static_cast<ir::InstructionId>(relationText_.size())) relationText_[instruction] = std::move(relation);
  return event;
}

trace::TraceEvent MergeLog::frontierReached(const FrontierEntry& entry) {
  trace::TraceEvent event;
  event.kind = kFrontierEvent;
  event.subject = entry.instruction;
  event.message = "frontier: %" + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  add(event, kOpcode, entry.opcode);
  add(event, kReason, entry.reason);
  if (!entry.sourceFile.empty()) add(event, kSourceFile, entry.sourceFile);
  if (entry.sourceLine > 0) add(event, kSourceLine, std::to_string(entry.sourceLine));
  if (const ir::InstructionId id = context_.distributedEntry.find(entry.instruction); id >= 0) addOperands(event, context_.distributedInstruction(id));
  return event;
}

MergeStep readMergeStep(const trace::TraceEvent& event) {
  MergeStep step;
  step.frontier = event.kind == kFrontierEvent;
  step.subject = event.subject;
  step.rule = event.rule;
  for (const auto& [key, value] : event.details) {
    if (key == kOperand) {
      step.operands.push_back(MergeOperand{value, false, -1, {}, {}});
    } else if (key == kOperandClass || key == kOperandRelation || key == kOperandBaseline) {
      if (step.operands.empty()) continue;  // malformed: an operand detail before any operand
      MergeOperand& operand = step.operands.back();
      operand.related = true;
      if (key == kOperandClass) operand.eclass = toInt(value, -1);
      else if (key == kOperandRelation) operand.relation = value;
      else operand.baseline = value;
    } else if (key == kClass) {
      step.eclass = toInt(value, -1);
    } else if (key == kMembers) {
      for (std::size_t start = 0; start < value.size();) {
        const std::size_t end = std::min(value.find(kMemberSeparator, start), value.size());
        if (end > start) step.classMembers.push_back(value.substr(start, end - start));
        start = end + kMemberSeparator.size();
      }
    } else if (key == kRelation) {
      step.relation = value;
    } else if (key == kShort) {
      step.shortRelation = value;
    } else if (key == kMeaning) {
      step.meaning = value;
    } else if (key == kOpcode) {
      step.opcode = value;
    } else if (key == kReason) {
      step.reason = value;
    } else if (key == kSourceFile) {
      step.sourceFile = value;
    } else if (key == kSourceLine) {
      step.sourceLine = static_cast<int>(std::max<int64_t>(0, std::min<int64_t>(toInt(value, 0), 1 << 30)));
    } else if (key == kBaseline) {
      step.baseline = value;
    }
  }
  if (step.classMembers.empty() && !step.baseline.empty()) step.classMembers.push_back(step.baseline);  // a trace without members
  if (step.meaning.empty() && !step.rule.empty()) step.meaning = ruleMeaning(step.rule);
  return step;
}

}  // namespace shardscope::verify
