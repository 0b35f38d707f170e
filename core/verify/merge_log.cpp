// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/merge_log.h"

#include "verify/scaled_facts.h"

#include "verify/device_values.h"
#include "verify/frontier_explanation.h"
#include "verify/layout_bijection.h"
#include "verify/relation_inference.h"
#include "verify/verifier.h"
#include "verify/verify_context.h"

#include <algorithm>
#include <unordered_set>
#include <charconv>
#include <set>

namespace shardscope::verify {

namespace {

// Detail keys (written and read only in this file); static, so every event's keys point
// at them (trace::Text::fixed) instead of copying them.
const std::string kBaseline = "baseline";
const std::string kClass = "eclass";
const std::string kMembers = "class-members";
const std::string kRelation = "relation";
const std::string kShort = "relation-short";
const std::string kMeaning = "meaning";
const std::string kOperand = "operand";
const std::string kOperandClass = "operand-eclass";
const std::string kOperandRelation = "operand-relation";
const std::string kOperandBaseline = "operand-baseline";
const std::string kOperandFollowed = "operand-followed";
// Per-device values, one detail for all devices (an event per pipeline value would
// otherwise carry three details per device): one line per device, in device order,
// "unknown", "zeros", or "[zeros ]ECLASS NAME" (NAME, a baseline instruction, is the
// rest of the line).
const std::string kDeviceValues = "device-values";
constexpr std::string_view kUnknownEntry = "unknown";
constexpr std::string_view kZerosEntry = "zeros";
const std::string kOpcode = "opcode";
const std::string kReason = "reason";
const std::string kSourceFile = "source-file";
const std::string kSourceLine = "source-line";
// A tuple's relation texts.
const std::string kTupleText = "tuple";
const std::string kTupleShort = "(…)";
constexpr std::string_view kMemberSeparator = ", ";
constexpr std::size_t kMembersShown = 32;  // members named in one event

int64_t toInt(const std::string& text, int64_t fallback) {
  int64_t value = fallback;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() ? value : fallback;
}

void add(trace::TraceEvent& event, const std::string& key, trace::Text value) { event.details.emplace_back(trace::Text::fixed(key), std::move(value)); }

std::vector<MergeDeviceValue> readDeviceValues(std::string_view text) {
  std::vector<MergeDeviceValue> out;
  if (text.empty()) return out;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    MergeDeviceValue value;
    value.device = static_cast<int64_t>(out.size());
    if (line == kUnknownEntry) {
      value.unknown = true;
    } else {
      if (line.substr(0, kZerosEntry.size()) == kZerosEntry) {
        value.zeros = true;
        line.remove_prefix(std::min(line.size(), kZerosEntry.size() + 1));
      }
      const std::size_t space = std::min(line.find(' '), line.size());
      if (space > 0) value.eclass = toInt(std::string(line.substr(0, space)), -1);
      if (space < line.size()) value.baseline = std::string(line.substr(space + 1));
      if (!value.zeros && (value.eclass < 0 || value.baseline.empty())) value.unknown = true;  // malformed: claims nothing
    }
    out.push_back(std::move(value));
  }
  return out;
}

}  // namespace

std::string shortRelationText(const Relation& relation) {
  // Under a layout bijection: the tiling's badge, then "·L".
  if (relation.layout) {
    Relation tiling = relation;
    tiling.layout.reset();
    return shortRelationText(tiling) + "·L";
  }
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

std::string shortDeviceValuesText(const DeviceValues& values) {
  std::vector<uint32_t> held;  // distinct classes; a handful (pipeline stages)
  bool zeros = false, unknown = false;
  for (const DeviceValue& v : values.perDevice) {
    if (v.kind == DeviceValue::Kind::Baseline && std::find(held.begin(), held.end(), v.baseline.value) == held.end()) held.push_back(v.baseline.value);
    zeros = zeros || v.kind == DeviceValue::Kind::Zero;
    unknown = unknown || v.kind == DeviceValue::Kind::Unknown;
  }
  if (held.empty()) return zeros && !unknown ? "0" : "?";
  return "D" + std::to_string(held.size()) + (zeros ? "+0" : "") + (unknown ? "+?" : "");
}

namespace {

// Field by field, bijections included (the text is a function of these fields): what
// makes two texts certainly equal. Facts build their bijections afresh, so equal ones are
// compared by value, not by address.
bool identical(const Relation& a, const Relation& b) {
  return a.devices == b.devices && a.partial == b.partial && a.partCount == b.partCount && a.tiles == b.tiles && a.tileIndex == b.tileIndex &&
         a.part == b.part && a.padding == b.padding &&
         (a.layout == b.layout || (a.layout && b.layout && *a.layout == *b.layout));
}

}  // namespace

const RelationTexts::Entry& RelationTexts::of(const Relation& relation, double scale) {
  for (std::size_t i = 0; i < recent_.size(); ++i)
    if (const Entry* e = recent_[i]; e->scale == scale && identical(*e->relation, relation)) {
      std::rotate(recent_.begin(), recent_.begin() + static_cast<std::ptrdiff_t>(i), recent_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
      return *e;
    }
  Entry& e = entries_.emplace_back();
  e.relation = std::make_shared<const Relation>(relation);
  e.scale = scale;
  e.text = trace::Text::shared(relation.toString() + scaleText(scale));
  e.shortText = trace::Text::shared(shortRelationText(relation));
  if (recent_.size() < kRecent) recent_.push_back(nullptr);
  std::rotate(recent_.rbegin(), recent_.rbegin() + 1, recent_.rend());  // the oldest falls off the end
  recent_.front() = &e;
  return e;
}

const MergeLog::RuleInfo& MergeLog::ruleInfo(std::string_view rule) {
  auto [it, inserted] = rules_.try_emplace(rule);
  if (inserted) {
    it->second.meaning = trace::Text::shared(ruleMeaning(rule));
    it->second.followsInputs = rule == "all-to-all-exchange" || rule == "log-sum-exp-rescale" || rule == "layout-chain" ||
                               rule == "divide-around-sum" || rule == "dynamic-update-slice-fill";
  }
  return it->second;
}

MergeLog::MergeLog(VerifyContext& context, trace::Trace& trace, bool recordEvents)
    : context_(context), trace_(trace), recordEvents_(recordEvents), logged_(context.distributedEntry.instructions.size()) {
  sharesPossible_ = std::find(context.parameterRelationInferred.begin(), context.parameterRelationInferred.end(), true) !=
                    context.parameterRelationInferred.end();
}

trace::Text MergeLog::classMembers(int64_t eclass, ir::InstructionId baseline) {
  if (!indexed_) {
    // The baseline's classes never merge with each other during propagation (only the
    // distributed leaves join rel-nodes), so one pass after loading is enough.
    indexed_ = true;
    for (ir::InstructionId b = 0; b < static_cast<ir::InstructionId>(context_.baselineEntry.instructions.size()); ++b) {
      const egraph::Id id = context_.baselineId(b);
      if (id.valid()) membersByClass_[context_.graph.find(id).value].members.push_back(b);
    }
  }
  const auto it = membersByClass_.find(static_cast<uint32_t>(eclass));
  if (it == membersByClass_.end()) return {};
  ClassMembers& cls = it->second;
  if (!cls.formatted) {
    // Every event of a class carries the same names: formatted once per class.
    cls.formatted = true;
    const std::size_t shown = std::min(cls.members.size(), kMembersShown);
    std::string names;
    for (std::size_t i = 0; i < shown; ++i) {
      if (i) names += kMemberSeparator;
      names += context_.baselineEntry.instructions[cls.members[i]].name;
    }
    if (cls.members.size() > shown)
      cls.text = trace::Text::shared(names + std::string(kMemberSeparator) + "… and " + std::to_string(cls.members.size() - shown) + " more");
    cls.shown = trace::Text::shared(std::move(names));
  }
  // Every event of the class carries this text, and a class can hold one member per
  // layer (a shared constant or mask): listing them all made the trace quadratic in the
  // layer count (15 GB at 4,800 layers). The first ones, the event's own baseline
  // instruction when it comes later, then how many more.
  const std::size_t shown = std::min(cls.members.size(), kMembersShown);
  if (cls.members.size() == shown) return cls.shown;
  const auto shownEnd = cls.members.begin() + static_cast<std::ptrdiff_t>(shown);
  if (baseline < 0 || std::find(cls.members.begin(), shownEnd, baseline) != shownEnd) return cls.text;
  std::string text = cls.shown.str();
  (text += kMemberSeparator) += context_.baselineEntry.instructions[baseline].name;
  return text + std::string(kMemberSeparator) + "… and " + std::to_string(cls.members.size() - shown - 1) + " more";
}

void MergeLog::addOperands(trace::TraceEvent& event, const ir::Instruction& in) const {
  for (ir::InstructionId operand : in.operands) {
    if (operand < 0 || operand >= static_cast<ir::InstructionId>(logged_.size())) continue;
    add(event, kOperand, std::string(context_.distributedInstruction(operand).name));
    const Logged& logged = logged_[operand];
    if (!logged.related) continue;
    add(event, kOperandClass, std::to_string(logged.eclass));
    add(event, kOperandRelation, logged.relation);
    if (logged.baseline >= 0) add(event, kOperandBaseline, std::string(context_.baselineEntry.instructions[logged.baseline].name));
  }
}

void MergeLog::addFollowedInputs(trace::TraceEvent& event, const ir::Instruction& in) const {
  // The related values behind the subject's unrelated operands, nearest first: what a
  // rule that reads past its operands used (the start of all-to-all-exchange's run; the
  // scores, maxima and values log-sum-exp-rescale matches through exp(s - m)).
  constexpr std::size_t kMaxVisited = 64;  // both rules look a bounded way back
  std::vector<ir::InstructionId> frontier, followed;
  std::set<ir::InstructionId> seen(in.operands.begin(), in.operands.end());
  for (ir::InstructionId operand : in.operands)
    if (operand >= 0 && operand < static_cast<ir::InstructionId>(logged_.size()) && !logged_[operand].related) frontier.push_back(operand);
  for (std::size_t next = 0; next < frontier.size() && seen.size() < kMaxVisited; ++next)
    for (ir::InstructionId operand : context_.distributedInstruction(frontier[next]).operands) {
      if (operand < 0 || operand >= static_cast<ir::InstructionId>(logged_.size()) || !seen.insert(operand).second) continue;
      (logged_[operand].related ? followed : frontier).push_back(operand);
    }
  for (ir::InstructionId at : followed) {
    const Logged& logged = logged_[at];
    add(event, kOperandFollowed, std::string(context_.distributedInstruction(at).name));
    add(event, kOperandClass, std::to_string(logged.eclass));
    add(event, kOperandRelation, logged.relation);
    if (logged.baseline >= 0) add(event, kOperandBaseline, std::string(context_.baselineEntry.instructions[logged.baseline].name));
  }
}

bool MergeLog::mayBecomeShare(ir::InstructionId instruction) const {
  // The very test add-inferred-share applies (partialShareChain), so a value held here is
  // exactly one the rule may adopt once its user is decided.
  if (!sharesPossible_) return false;
  const auto& users = context_.distributedUsers[instruction];
  return users.size() == 1 && partialShareChain(context_, instruction, users[0]).has_value();
}

void MergeLog::decided(ir::InstructionId instruction) {
  if (instruction < 0 || instruction >= static_cast<ir::InstructionId>(logged_.size())) return;
  std::vector<ir::InstructionId> held;
  if (auto it = heldFor_.find(instruction); it != heldFor_.end()) {
    held = std::move(it->second);
    heldFor_.erase(it);
  }
  if (context_.facts[instruction] && mayBecomeShare(instruction)) {
    held.push_back(instruction);
    auto& into = heldFor_[context_.distributedUsers[instruction][0]];
    into.insert(into.end(), held.begin(), held.end());
    return;
  }
  for (ir::InstructionId h : held) record(h);
  record(instruction);
}

void MergeLog::finish() {
  // Each held list is in propagation order; different lists are independent chains.
  for (auto& [user, values] : heldFor_)
    for (ir::InstructionId h : values) record(h);
  heldFor_.clear();
}

void MergeLog::record(ir::InstructionId instruction) {
  if (logged_[instruction].related) return;
  if (context_.facts[instruction]) recordFact(instruction);
  else if (const auto& values = context_.deviceValues[instruction]; values && std::any_of(values->perDevice.begin(), values->perDevice.end(), [](const DeviceValue& v) {
             return v.kind == DeviceValue::Kind::Baseline;
           }))
    recordDeviceValues(instruction, *values);
}

void MergeLog::recordFact(ir::InstructionId instruction) {
  const Fact& fact = *context_.facts[instruction];
  const ir::Instruction& in = context_.distributedInstruction(instruction);
  const ir::Instruction* b = context_.baselineInstructionPtr(fact);
  const bool tuple = !fact.elements.empty();
  // The value joins its baseline value's class: the class of "relation(baseline)" is
  // named by the baseline class and the relation, so nothing is added to the e-graph (a
  // leaf and a relation node per value were written there once and never read).
  const RelationTexts::Entry* texts = tuple ? nullptr : &relationTexts_.of(fact.relation, fact.scale);
  const trace::Text relation = texts ? texts->text : trace::Text::fixed(kTupleText);
  const RuleInfo& rule = ruleInfo(fact.rule);
  const int64_t eclass = context_.graph.find(fact.baseline).value;
  if (!recordEvents_) {
    logged_[instruction] = Logged{true, eclass, b ? fact.baselineInstruction : ir::InstructionId{-1}, relation};
    return;
  }

  trace::TraceEvent event;
  event.kind = kRelationDerivedEvent;
  event.subject = std::string(in.name);
  event.rule = fact.rule;
  const std::string_view baselineName = b ? std::string_view(b->name) : std::string_view("?");
  std::string& message = event.message;
  message.reserve(event.subject.size() + relation.size() + baselineName.size() + fact.rule.size() + 32);
  message += '%';
  message += event.subject;
  message += " is ";
  message += tuple ? std::string_view("a tuple") : relation.view();
  message += " of baseline %";
  message += baselineName;
  message += " by rule ";
  message += fact.rule;
  event.details.reserve(6 + 4 * in.operands.size());
  if (b) add(event, kBaseline, std::string(b->name));
  add(event, kClass, std::to_string(eclass));
  add(event, kMembers, classMembers(eclass, b ? fact.baselineInstruction : ir::InstructionId{-1}));
  add(event, kRelation, relation);
  add(event, kShort, texts ? texts->shortText : trace::Text::fixed(kTupleShort));
  add(event, kMeaning, rule.meaning);
  addOperands(event, in);
  if (rule.followsInputs) addFollowedInputs(event, in);
  trace_.add(std::move(event));
  logged_[instruction] = Logged{true, eclass, b ? fact.baselineInstruction : ir::InstructionId{-1}, relation};
}

void MergeLog::recordDeviceValues(ir::InstructionId instruction, const DeviceValues& values) {
  const ir::Instruction& in = context_.distributedInstruction(instruction);
  const trace::Text relation = trace::Text::shared(describeDeviceValues(context_, values));

  // Only the trace records it: an e-class relates one baseline value, and no rule asks
  // the e-graph about per-device values (they live in context.deviceValues).
  const DeviceValue* first = nullptr;  // the first device that holds a baseline value: the event's class
  for (const DeviceValue& v : values.perDevice)
    if (v.kind == DeviceValue::Kind::Baseline) {
      first = &v;
      break;
    }
  const int64_t eclass = first ? context_.graph.find(first->baseline).value : -1;
  const ir::InstructionId b = first ? context_.baselineInstructionOf(first->baseline) : -1;
  if (!recordEvents_) {
    logged_[instruction] = Logged{true, eclass, b, relation};
    return;
  }

  trace::TraceEvent event;
  event.kind = kRelationDerivedEvent;
  event.subject = std::string(in.name);
  event.rule = std::string(values.rule);
  event.message = "%" + event.subject + " holds " + relation.str() + " by rule " + std::string(values.rule);
  event.details.reserve(6 + 4 * in.operands.size() + 3 * values.perDevice.size());
  if (b >= 0) add(event, kBaseline, std::string(context_.baselineEntry.instructions[b].name));
  add(event, kClass, std::to_string(eclass));
  if (eclass >= 0) add(event, kMembers, classMembers(eclass, b));
  add(event, kRelation, relation);
  add(event, kShort, shortDeviceValuesText(values));
  add(event, kMeaning, ruleMeaning(values.rule));
  addOperands(event, in);
  std::string devices;
  for (const DeviceValue& v : values.perDevice) {
    if (!devices.empty()) devices += '\n';
    if (v.kind == DeviceValue::Kind::Unknown) {
      devices += kUnknownEntry;
      continue;
    }
    if (v.kind == DeviceValue::Kind::Zero) {
      devices += kZerosEntry;
      if (!v.baseline.valid()) continue;
      devices += ' ';
    }
    devices += std::to_string(context_.graph.find(v.baseline).value);
    if (const ir::InstructionId vb = context_.baselineInstructionOf(v.baseline); vb >= 0) (devices += ' ') += context_.baselineEntry.instructions[vb].name;
  }
  add(event, kDeviceValues, std::move(devices));
  trace_.add(std::move(event));
  logged_[instruction] = Logged{true, eclass, b, relation};
}

void MergeLog::dropSteps(const std::vector<ir::InstructionId>& instructions) {
  if (instructions.empty()) return;
  std::unordered_set<std::string> names;
  for (ir::InstructionId id : instructions) {
    names.insert(std::string(context_.distributedInstruction(id).name));
    if (id >= 0 && id < static_cast<ir::InstructionId>(logged_.size())) logged_[id] = Logged{};
  }
  trace::Trace kept;
  for (const trace::TraceEvent& event : trace_.events())
    if (event.kind != kRelationDerivedEvent || !names.count(event.subject)) kept.add(event);
  trace_ = std::move(kept);
}

void MergeLog::frontierReached(const FrontierEntry& entry) {
  if (!recordEvents_) return;
  trace::TraceEvent event;
  event.kind = kFrontierEvent;
  event.subject = entry.instruction;
  event.message = "frontier: %" + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  add(event, kOpcode, entry.opcode);
  add(event, kReason, entry.reason);
  if (!entry.sourceFile.empty()) add(event, kSourceFile, entry.sourceFile);
  if (entry.sourceLine > 0) add(event, kSourceLine, std::to_string(entry.sourceLine));
  if (const ir::InstructionId id = context_.distributedEntry.find(entry.instruction); id >= 0) addOperands(event, context_.distributedInstruction(id));
  trace_.add(std::move(event));
}

MergeStep readMergeStep(const trace::TraceEvent& event) {
  MergeStep step;
  step.frontier = event.kind == kFrontierEvent;
  step.subject = event.subject;
  step.rule = event.rule;
  for (const auto& [keyText, valueText] : event.details) {
    const std::string& key = keyText;
    const std::string& value = valueText;
    if (key == kOperand || key == kOperandFollowed) {
      step.operands.push_back(MergeOperand{value, key == kOperandFollowed, false, -1, {}, {}});
    } else if (key == kOperandClass || key == kOperandRelation || key == kOperandBaseline) {
      if (step.operands.empty()) continue;  // malformed: an operand detail before any operand
      MergeOperand& operand = step.operands.back();
      operand.related = true;
      if (key == kOperandClass) operand.eclass = toInt(value, -1);
      else if (key == kOperandRelation) operand.relation = value;
      else operand.baseline = value;
    } else if (key == kDeviceValues) {
      step.deviceValues = readDeviceValues(value);
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
