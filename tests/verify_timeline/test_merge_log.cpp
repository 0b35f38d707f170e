// The verifier's merge log (core/verify/merge_log) and the step state the graph views
// draw from it (views/verify MergeTimeline, MergeStepState), on every case of every
// strategy of the zoo (correct and every bug kind), toy size and llama3-8b small twin:
// each event carries what the views need and agrees with the verifier's result;
// every related value has exactly one event, after the events of the operands it
// rests on, so every verified instruction's relation is explained by a chain of events
// down to parameters (through per-device values and adopted partial shares too);
// stepping to the end shows the frontier with its reason, source line and the inputs'
// relations; stepping back and scrubbing give the same states as stepping forward.
#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "sharding/hlo_sharding.h"
#include "verify/device_values.h"
#include "verify/frontier_explanation.h"
#include "verify/merge_log.h"
#include "verify/relation.h"
#include "verify/scaled_facts.h"
#include "verify/layout_bijection.h"
#include "verify/verifier.h"
#include "views/verify/merge_step_state.h"
#include "views/verify/merge_timeline.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include "test_support/zoo_case_rows.h"

#include <QTest>

#include <map>
#include <random>
#include <set>

using namespace shardscope;
using views::NodeState;

namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

verify::Relation relationOf(const std::string& sharding, std::vector<int64_t> dims, int64_t devices) {
  auto parsed = sharding::parseHloSharding(sharding);
  if (!std::holds_alternative<sharding::HloSharding>(parsed)) qFatal("bad sharding in the test: %s", sharding.c_str());
  std::string why;
  auto relation = verify::Relation::fromSharding(std::get<sharding::HloSharding>(parsed), dims, devices, &why);
  if (!relation) qFatal("no relation: %s", why.c_str());
  return *relation;
}

ir::Module parse(const std::string& text) {
  io::LoadResult loaded = io::parseHloText(text, {});
  if (!loaded.ok()) qFatal("%s", loaded.firstError() ? loaded.firstError()->format().c_str() : "parse failed");
  return std::move(*loaded.module);
}

bool isDeviceValueRule(const std::string& rule) {
  const auto& rules = verify::deviceValueRules();
  return std::any_of(rules.begin(), rules.end(), [&](const verify::DeviceValueRule& r) { return r.name == rule; });
}

// The state at `step` computed from scratch, for comparing with incremental moves.
views::MergeStepState freshState(const views::MergeTimeline& timeline, const QStringList& names, const QHash<QString, QString>& counterparts,
                                 int step) {
  views::MergeStepState state;
  state.reset(&timeline, names, counterparts);
  state.moveTo(step);
  return state;
}

bool sameState(const views::MergeStepState& a, const views::MergeStepState& b) {
  return a.distributedStates() == b.distributedStates() && a.baselineStates() == b.baselineStates() && a.badges() == b.badges();
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}

// A pipeline value that some devices hold as baseline values and others as unknown
// (bubble garbage): its status is unverified (not every device holds the baseline's
// value), but it has a step, so explanations pass through it to the parameters.
bool partlyKnown(const verify::InstructionStatus& status) {
  return !status.verified && status.relation.str().rfind("per-device:", 0) == 0 && status.relation.str().find('%') != std::string::npos;
}

// Whether the merge log has a step for an instruction with this status.
bool hasStep(const verify::InstructionStatus& status) { return status.verified || partlyKnown(status); }

// What a case's log says, checked against the verifier's result: counts for the callers.
struct LogFigures {
  int derived = 0;
  int deviceValueEvents = 0;
  int adoptedShareEvents = 0;
  int partlyKnownEvents = 0;  // per-device values with unknown entries
  int followedOperands = 0;   // runs all-to-all-exchange followed
  int parameters = 0;  // chains ending at a parameter's event
};

// Every event agrees with the result, every related value has exactly one event after
// those of the operands it rests on, and every chain of related operands ends at a
// parameter or at a value with no operands (a constant, an iota). Fails the calling test
// (QVERIFY) otherwise.
void checkEvents(const ir::Module& distributed, const verify::VerifyResult& result, LogFigures& figures) {
  const ir::Computation& entry = distributed.entryComputation();
  const auto& events = result.trace.events();
  std::map<std::string, int> stepOf;  // subject -> its relation-derived step
  for (std::size_t k = 0; k < events.size(); ++k) {
    const trace::TraceEvent& event = events[k];
    if (event.kind == verify::kFrontierEvent) continue;
    QCOMPARE(event.kind, std::string(verify::kRelationDerivedEvent));
    QVERIFY2(stepOf.emplace(event.subject, static_cast<int>(k)).second, ("two events for %" + event.subject).c_str());
    const verify::MergeStep step = verify::readMergeStep(event);
    ++figures.derived;
    const verify::InstructionStatus& status = result.instructions.at(event.subject);
    QVERIFY2(hasStep(status), event.subject.c_str());
    QCOMPARE(QString::fromStdString(step.relation), QString::fromStdString(status.relation));
    QCOMPARE(step.rule, status.rule);
    QVERIFY2(!step.meaning.empty(), event.rule.c_str());
    QCOMPARE(step.meaning, verify::ruleMeaning(step.rule));
    QVERIFY(!step.shortRelation.empty());
    if (step.rule == "add-inferred-share" && entry.instructions[entry.find(event.subject)].opcode != ir::Opcode::Add &&
        entry.instructions[entry.find(event.subject)].opcode != ir::Opcode::Subtract)
      ++figures.adoptedShareEvents;
    if (status.relationValue) {
      // An ordinary fact: one baseline value under one relation.
      QVERIFY(step.deviceValues.empty());
      QCOMPARE(step.baseline, status.baselineCounterpart);
      QCOMPARE(step.shortRelation, verify::shortRelationText(*status.relationValue));
      QVERIFY(step.eclass >= 0);
      QVERIFY2(std::find(step.classMembers.begin(), step.classMembers.end(), step.baseline) != step.classMembers.end(), event.subject.c_str());
    } else if (status.relation != "tuple") {
      // Per-device values: what every device holds, the event's class the first holder's.
      ++figures.deviceValueEvents;
      QVERIFY2(isDeviceValueRule(step.rule), step.rule.c_str());
      QVERIFY(step.relation.rfind("per-device:", 0) == 0);
      QCOMPARE(static_cast<int64_t>(step.deviceValues.size()), distributed.numPartitions());
      const verify::MergeDeviceValue* first = nullptr;
      bool unknown = false;
      for (std::size_t p = 0; p < step.deviceValues.size(); ++p) {
        const verify::MergeDeviceValue& v = step.deviceValues[p];
        QCOMPARE(v.device, static_cast<int64_t>(p));
        QVERIFY(v.unknown || v.zeros || (v.eclass >= 0 && !v.baseline.empty()));
        unknown = unknown || v.unknown;
        if (p < 8) {  // the relation text spells out the first 8 devices
          const std::string spelled = std::to_string(p) + " " + (v.unknown ? std::string("unknown") : v.zeros ? std::string("zeros") : "%" + v.baseline);
          QVERIFY2(step.relation.find(spelled) != std::string::npos, (step.relation + " lacks " + spelled).c_str());
        }
        if (!first && !v.zeros && !v.unknown) first = &v;
      }
      // Verified exactly when no device's value is unknown; a step needs one baseline value.
      QCOMPARE(unknown, !status.verified);
      figures.partlyKnownEvents += unknown ? 1 : 0;
      QVERIFY(first);
      QCOMPARE(step.shortRelation.front(), 'D');
      QCOMPARE(step.shortRelation.size() > 2 && step.shortRelation.substr(step.shortRelation.size() - 2) == "+?", unknown);
      QCOMPARE(step.baseline, first->baseline);
      QCOMPARE(step.eclass, first->eclass);
      QVERIFY(std::find(step.classMembers.begin(), step.classMembers.end(), step.baseline) != step.classMembers.end());
    }
    // The operands, in order, each related exactly when it has a step, an earlier one
    // whose class and relation the event repeats; then the related values a rule read
    // past its unrelated operands (all-to-all-exchange, log-sum-exp-rescale), if any.
    const ir::Instruction& in = entry.instructions[entry.find(event.subject)];
    QVERIFY(step.operands.size() >= in.operands.size());
    bool anyRelated = false;
    for (std::size_t i = 0; i < step.operands.size(); ++i) {
      const verify::MergeOperand& operand = step.operands[i];
      if (i < in.operands.size()) {
        QVERIFY(!operand.followed);
        QCOMPARE(operand.name, std::string(entry.instructions[in.operands[i]].name));
        QCOMPARE(operand.related, hasStep(result.instructions.at(operand.name)));
      } else {
        QVERIFY(operand.followed && operand.related);
        QVERIFY2(step.rule == "all-to-all-exchange" || step.rule == "log-sum-exp-rescale", step.rule.c_str());
        ++figures.followedOperands;
      }
      if (!operand.related) continue;
      anyRelated = true;
      const auto earlier = stepOf.find(operand.name);
      QVERIFY2(earlier != stepOf.end(), ("operand %" + operand.name + " of %" + event.subject + " has no earlier step").c_str());
      const verify::MergeStep explained = verify::readMergeStep(events[earlier->second]);
      QCOMPARE(operand.relation, explained.relation);
      QCOMPARE(operand.eclass, explained.eclass);
      QCOMPARE(operand.baseline, explained.baseline);
    }
    // Where a chain ends: a value with no operands at all, a parameter (paired, or an
    // adopted share) or a constant or iota every device computes alike.
    if (!anyRelated) {
      QVERIFY2(in.operands.empty(), ("the chain stops at %" + event.subject + ", which has operands").c_str());
      if (in.opcode == ir::Opcode::Parameter) {
        ++figures.parameters;
        QVERIFY(step.rule == "parameter-pairing" || step.rule == "add-inferred-share");
      }
    }
  }
  // Every verified instruction has its step (an explaining event); no other has one but
  // a pipeline's partly known values.
  for (const auto& [name, status] : result.instructions) QCOMPARE(stepOf.count(name) == 1, hasStep(status));
  QCOMPARE(events.size(), static_cast<std::size_t>(figures.derived) + result.frontier.size());

  // Frontier events: last, one per entry, with the reason, the source line and the
  // inputs' relations.
  for (std::size_t i = 0; i < result.frontier.size(); ++i) {
    const trace::TraceEvent& event = events[static_cast<std::size_t>(figures.derived) + i];
    const verify::MergeStep step = verify::readMergeStep(event);
    QVERIFY(step.frontier);
    QCOMPARE(step.subject, result.frontier[i].instruction);
    QCOMPARE(step.reason, result.frontier[i].reason);
    QVERIFY(!step.reason.empty());
    QCOMPARE(step.opcode, result.frontier[i].opcode);
    QCOMPARE(step.sourceFile, result.frontier[i].sourceFile);
    QCOMPARE(step.sourceLine, result.frontier[i].sourceLine);
    const ir::InstructionId id = entry.find(step.subject);
    if (id < 0) continue;  // a frontier entry naming no instruction has only its reason
    QCOMPARE(step.operands.size(), entry.instructions[id].operands.size());
    for (const verify::MergeOperand& operand : step.operands) {
      QCOMPARE(operand.related, hasStep(result.instructions.at(operand.name)));
      if (operand.related) QCOMPARE(operand.relation, result.instructions.at(operand.name).relation);
    }
  }
}

// The step state the graph views draw: the end is the verdict's picture, just before
// the frontier nothing is frontier, scrubs equal stepping from the start.
void checkStepping(const ir::Module& baseline, const verify::VerifyResult& result, int derived) {
  auto trace = std::make_shared<const trace::Trace>(result.trace);
  const views::MergeTimeline timeline(trace);
  QCOMPARE(timeline.size(), static_cast<int>(result.trace.size()));
  QStringList names;
  for (const auto& [name, status] : result.instructions) names << QString::fromStdString(name);
  QHash<QString, QString> counterparts;  // frontier -> baseline of the same name (the zoo keeps names)
  for (const auto& entry : result.frontier)
    if (baseline.entryComputation().find(entry.instruction) >= 0)
      counterparts.insert(QString::fromStdString(entry.instruction), QString::fromStdString(entry.instruction));
  views::MergeStepState state;
  state.reset(&timeline, names, counterparts);
  QCOMPARE(state.step(), -1);
  for (NodeState s : state.distributedStates()) QCOMPARE(s, NodeState::Unverified);
  QVERIFY(state.baselineStates().isEmpty());

  state.moveTo(timeline.size() - 1);  // the end: the final verdict's picture
  int badges = 0;
  for (const auto& [name, status] : result.instructions) {
    const QString key = QString::fromStdString(name);
    const bool frontier = std::any_of(result.frontier.begin(), result.frontier.end(), [&instruction = name](const auto& e) { return e.instruction == instruction; });
    const NodeState expected = frontier ? NodeState::Frontier : hasStep(status) ? NodeState::Verified : NodeState::Unverified;
    QCOMPARE(state.distributedStates().value(key), expected);
    if (!hasStep(status)) continue;
    ++badges;
    QVERIFY(!state.badges().value(key).isEmpty());
    // The baseline value it joined (for per-device values, the first holder's) is drawn.
    const QString joined = qs(timeline.details(timeline.derivedStep(key)).baseline);
    if (!joined.isEmpty())
      QCOMPARE(state.baselineStates().value(joined), counterparts.values().contains(joined) ? NodeState::Frontier : NodeState::Verified);
  }
  QCOMPARE(state.badges().size(), badges);
  for (auto it = counterparts.begin(); it != counterparts.end(); ++it) QCOMPARE(state.baselineStates().value(*it), NodeState::Frontier);

  if (!result.frontier.empty()) {
    // Just before the frontier events nothing is frontier yet; the frontier instruction is
    // unverified (or verified: a ROOT related, but not as the output must be).
    QCOMPARE(timeline.firstFrontierStep(), derived);
    state.moveTo(timeline.firstFrontierStep() - 1);
    for (NodeState s : state.distributedStates()) QVERIFY(s != NodeState::Frontier);
    const std::string& first = result.frontier.front().instruction;
    if (result.instructions.count(first))
      QCOMPARE(state.distributedStates().value(qs(first)), hasStep(result.instructions.at(first)) ? NodeState::Verified : NodeState::Unverified);
  }

  // Scrubbing (fixed seed) in both directions gives the state stepping from the start gives.
  std::mt19937 random(1234);
  std::uniform_int_distribution<int> pick(-1, timeline.size() - 1);
  for (int i = 0; i < 12; ++i) {
    const int target = pick(random);
    state.moveTo(target);
    QCOMPARE(state.step(), target);
    QVERIFY2(sameState(state, freshState(timeline, names, counterparts, target)), qPrintable(QString("step %1").arg(target)));
  }
  state.moveTo(-1);
  QVERIFY(state.badges().isEmpty());
  QVERIFY(state.baselineStates().isEmpty());
}

// y = x @ w + b on one device.
const char* kBiasBaseline = "HloModule base\n"
"\n"
"%add (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %s = f32[] add(%a, %b)\n"
"}\n"
"\n"
"ENTRY %main (x: f32[4,8], w: f32[8,6], b: f32[6]) -> f32[4,6] {\n"
"  %x = f32[4,8] parameter(0)\n"
"  %w = f32[8,6] parameter(1)\n"
"  %b = f32[6] parameter(2)\n"
"  %dot = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %bb = f32[4,6] broadcast(%b), dimensions={1}\n"
"  ROOT %y = f32[4,6] add(%dot, %bb)\n"
"}\n";

// The same, row-parallel on 2 devices with no annotations: x and w arrive split along
// the contraction; the bias is added before the all-reduce (a share per device) or after.
std::string rowParallelBias(bool beforeReduction) {
  std::string text = "HloModule dist\n"
"\n"
"%add (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %s = f32[] add(%a, %b)\n"
"}\n"
"\n"
"ENTRY %main (x: f32[4,4], w: f32[4,6], b: f32[6]) -> f32[4,6] {\n"
"  %x = f32[4,4] parameter(0)\n"
"  %w = f32[4,6] parameter(1)\n"
"  %b = f32[6] parameter(2)\n"
"  %dot = f32[4,6] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %bb = f32[4,6] broadcast(%b), dimensions={1}\n";
  text += beforeReduction ? "  %y = f32[4,6] add(%dot, %bb)\n  ROOT %ar = f32[4,6] all-reduce(%y), replica_groups={{0,1}}, to_apply=%add\n}\n"
                          : "  %ar = f32[4,6] all-reduce(%dot), replica_groups={{0,1}}, to_apply=%add\n  ROOT %y = f32[4,6] add(%ar, %bb)\n}\n";
  return text;
}

int stepOf(const verify::VerifyResult& result, const std::string& subject) {
  const auto& events = result.trace.events();
  for (std::size_t k = 0; k < events.size(); ++k)
    if (events[k].kind == verify::kRelationDerivedEvent && events[k].subject == subject) return static_cast<int>(k);
  return -1;
}

verify::MergeStep readMergeStepOf(const verify::VerifyResult& result, const std::string& subject) {
  const int step = stepOf(result, subject);
  if (step < 0) return {};
  return verify::readMergeStep(result.trace.at(static_cast<std::size_t>(step)));
}

}  // namespace

class TestMergeLog : public QObject {
  Q_OBJECT

 private slots:
  void shortRelations() {
    QCOMPARE(verify::shortRelationText(verify::Relation::replicated(2, 2)), std::string("R"));
    QCOMPARE(verify::shortRelationText(relationOf("{devices=[1,2]0,1}", {4, 8}, 2)), std::string("T[1,2]"));
    verify::Relation partial = verify::Relation::replicated(2, 2);  // each device holds one of two summands
    partial.partial = verify::ReduceOp::Sum;
    partial.partCount = 2;
    partial.part = {0, 1};
    QCOMPARE(verify::shortRelationText(partial), std::string("Σ2"));
    verify::Relation partialTiles = relationOf("{devices=[2,1,2]<=[4] last_tile_dims={replicated}}", {4, 8}, 4);
    partialTiles.partial = verify::ReduceOp::Max;
    partialTiles.partCount = 2;
    partialTiles.part = {0, 1, 0, 1};
    QCOMPARE(verify::shortRelationText(partialTiles), std::string("max2·T[2,1]"));

    // Per-device values: how many different baseline values the devices hold, and zeros.
    verify::DeviceValues values;
    verify::DeviceValue zero;
    zero.kind = verify::DeviceValue::Kind::Zero;
    values.perDevice = {zero, zero};
    QCOMPARE(verify::shortDeviceValuesText(values), std::string("0"));
    verify::DeviceValue a, b;
    a.kind = b.kind = verify::DeviceValue::Kind::Baseline;
    a.baseline = egraph::Id(3);
    b.baseline = egraph::Id(5);
    values.perDevice = {a, zero, a, zero};
    QCOMPARE(verify::shortDeviceValuesText(values), std::string("D1+0"));
    values.perDevice = {a, b, a, b};
    QCOMPARE(verify::shortDeviceValuesText(values), std::string("D2"));
  }

  // The merge log formats a relation once and reuses the text for identical relations:
  // every text it hands out equals the one formatted from scratch, relations that differ
  // in any field (tile order, parts, layout, scale) get their own, and more distinct
  // relations than it keeps recent still come back right.
  void relationTextsEqualTheEagerTexts() {
    std::vector<verify::Relation> relations;
    std::vector<double> scales;
    relations.push_back(verify::Relation::replicated(2, 2));
    relations.push_back(relationOf("{devices=[1,2]0,1}", {4, 8}, 2));
    relations.push_back(relationOf("{devices=[1,2]1,0}", {4, 8}, 2));  // differs only in tile order
    verify::Relation partial = verify::Relation::replicated(2, 2);
    partial.partial = verify::ReduceOp::Sum;
    partial.partCount = 2;
    partial.part = {0, 1};
    relations.push_back(partial);
    partial.part = {1, 0};
    relations.push_back(partial);
    verify::Relation transposed = verify::Relation::replicated(2, 2);
    transposed.setLayout(verify::LayoutBijection::fromDigits({4, 8}, {8, 4}, {layout::AxisFactor{1, 1, 8}, layout::AxisFactor{0, 1, 4}}));
    QVERIFY(transposed.hasLayout());
    relations.push_back(transposed);
    for (int64_t a = 1; a <= 16; a *= 2)
      for (int64_t b = 1; a * b <= 16; b *= 2)
        if (a * b > 1)
          relations.push_back(relationOf("{devices=[" + std::to_string(a) + "," + std::to_string(b) + "]<=[" + std::to_string(a * b) + "]}", {16, 16}, a * b));
    for (std::size_t i = 0; i < relations.size(); ++i) scales.push_back(1.0);
    relations.push_back(relations[1]);
    scales.push_back(0.5);  // scaled: its own text
    verify::RelationTexts texts;
    std::mt19937 random(7);
    std::map<std::size_t, const verify::RelationTexts::Entry*> first;
    for (int round = 0; round < 400; ++round) {
      const std::size_t k = round < static_cast<int>(relations.size()) ? static_cast<std::size_t>(round) : random() % relations.size();
      const verify::Relation copy = relations[k];  // equal fields, another object
      const verify::RelationTexts::Entry& entry = texts.of(copy, scales[k]);
      const std::string eager = relations[k].toString() + verify::scaleText(scales[k]);
      QCOMPARE(entry.text.str(), eager);
      QCOMPARE(entry.shortText.str(), verify::shortRelationText(relations[k]));
      first.try_emplace(k, &entry);
    }
    // Relations that differ get their own entries, and their texts differ.
    QVERIFY(first.at(1) != first.at(2));
    QVERIFY(first.at(1)->text != first.at(2)->text);
    QVERIFY(first.at(3) != first.at(4));  // other parts (the same text here: groups are named as sets)
    QVERIFY(first.at(1)->text != first.at(relations.size() - 1)->text);
    QVERIFY(first.at(0)->text != first.at(5)->text);
    // Equal bijections built apart share the entry; another bijection does not.
    verify::Relation rebuilt = verify::Relation::replicated(2, 2);
    rebuilt.setLayout(verify::LayoutBijection::fromDigits({4, 8}, {8, 4}, {layout::AxisFactor{1, 1, 8}, layout::AxisFactor{0, 1, 4}}));
    QVERIFY(rebuilt.layout != transposed.layout);
    QCOMPARE(&texts.of(rebuilt, 1.0), &texts.of(transposed, 1.0));
    verify::Relation split = verify::Relation::replicated(2, 3);
    split.setLayout(verify::LayoutBijection::fromDigits({4, 8}, {2, 8, 2}, {layout::AxisFactor{0, 2, 2}, layout::AxisFactor{1, 1, 8}, layout::AxisFactor{0, 1, 2}}));
    QVERIFY(split.hasLayout());
    QCOMPARE(texts.of(split, 1.0).text.str(), split.toString());
    QVERIFY(texts.of(split, 1.0).text != texts.of(transposed, 1.0).text);
    // Right after use, an identical relation is the same entry: formatted once.
    const verify::RelationTexts::Entry& again = texts.of(relations[3], 1.0);
    QCOMPARE(&texts.of(verify::Relation(relations[3]), 1.0), &again);
  }

  // A class with one member per layer (here 40 equal constants, hash-consed into one
  // class) is named by its first 32 members, the event's own baseline and a count: every
  // event of the class carries the text, so listing all of them made the trace quadratic.
  void largeClassesAreNamedByTheirFirstMembers() {
    std::string body;
    std::string last = "x";
    for (int k = 0; k < 40; ++k) {
      body += "  c" + std::to_string(k) + " = f32[] constant(2)\n";
      body += "  m" + std::to_string(k) + " = f32[] multiply(" + last + ", c" + std::to_string(k) + ")\n";
      last = "m" + std::to_string(k);
    }
    const std::string text = "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n" + body + "  ROOT r = f32[] negate(" + last + ")\n}\n";
    const ir::Module b = parse(text);
    const ir::Module d = parse(text);
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    const verify::MergeStep first = readMergeStepOf(result, "c0");
    QCOMPARE(first.classMembers.size(), std::size_t(33));
    QCOMPARE(first.classMembers.front(), std::string("c0"));
    QCOMPARE(first.classMembers.back(), std::string("… and 8 more"));
    // Every event of the class names its own baseline instruction among them.
    for (int k = 0; k < 40; ++k) {
      const verify::MergeStep step = readMergeStepOf(result, "c" + std::to_string(k));
      QVERIFY(step.classMembers.size() == 33 || step.classMembers.size() == 34);
      QVERIFY(std::find(step.classMembers.begin(), step.classMembers.end(), step.baseline) != step.classMembers.end());
      QVERIFY(step.classMembers.back().rfind("… and ", 0) == 0);
    }
  }

  // What every event repeats is one text, not a copy per event (trace/text.h): the detail
  // keys, a rule's meaning, a relation, and the relation an operand is read with (its own
  // event's). At 10^6 instructions the copies were most of the merge log's cost.
  void repeatedTextsAreShared() {
    const zoo::ZooResult generated = zoo::generateZooCase(testing::zooCaseRequest(QStringLiteral("llama-layer-tp"), false, 0));
    const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    const auto& events = result.trace.events();
    std::map<std::string, const trace::Text*> firstKey, firstValue;  // per key; per long value of the repeated kinds
    std::map<std::string, const trace::Text*> relationOf;            // subject -> its relation detail
    const std::set<std::string> repeated = {"meaning", "relation", "operand-relation"};
    int sharedMeanings = 0, operandReads = 0, longValues = 0;
    std::set<const std::string*> storages;  // where the long repeated values' characters are
    for (const trace::TraceEvent& event : events) {
      if (event.kind != verify::kRelationDerivedEvent) continue;
      std::string operand;
      for (const auto& [key, value] : event.details) {
        const auto [k, newKey] = firstKey.try_emplace(key.str(), &key);
        QVERIFY2(newKey || key.sharesWith(*k->second), key.c_str());
        if (key == "operand") operand = value.str();
        if (key == "relation") relationOf[event.subject] = &value;
        if (key == "operand-relation" && relationOf.count(operand)) {
          QVERIFY2(value == *relationOf.at(operand), (event.subject + " reads %" + operand).c_str());
          if (value.size() > std::string().capacity()) {
            QVERIFY2(value.sharesWith(*relationOf.at(operand)), (event.subject + " reads %" + operand).c_str());
            ++operandReads;
          }
        }
        if (!repeated.count(key.str()) || value.size() <= std::string().capacity()) continue;  // short texts are inline
        ++longValues;
        storages.insert(&value.str());
        if (key != "meaning") continue;
        // A rule's meaning is one text for all its events.
        const auto [v, newValue] = firstValue.try_emplace(value.str(), &value);
        QVERIFY2(newValue || value.sharesWith(*v->second), value.c_str());
        sharedMeanings += newValue ? 0 : 1;
      }
    }
    QVERIFY(firstKey.count("operand-relation") && firstKey.count("meaning"));
    QVERIFY(sharedMeanings > 10);
    QVERIFY(operandReads > 10);
    // Relations: one text per distinct relation (RelationTexts; two relations can read
    // alike), so far fewer texts than the events and operands that carry them.
    QVERIFY2(storages.size() * 5 < static_cast<std::size_t>(longValues),
             (std::to_string(storages.size()) + " texts for " + std::to_string(longValues) + " details").c_str());
  }

  // Details written by hand or damaged: read without a crash, unknown parts left out.
  void malformedDetailsAreReadSafely() {
    trace::TraceEvent event{"relation-derived", "x", "identity", "m",
                            {{"operand-eclass", "3"},  // before any operand
                             {"eclass", "not a number"},
                             {"operand", "a"},
                             {"operand-eclass", "99999999999999999999999"},
                             {"source-line", "-5"},
                             {"class-members", "b.1, , b.2"},
                             {"device-values", "zeros\n7 b.7\nx\n\nunknown\nzeros 9 b 9\n12"},
                             {"baseline", "b.1"}}};
    const verify::MergeStep step = verify::readMergeStep(event);
    QCOMPARE(step.eclass, int64_t(-1));
    QCOMPARE(step.operands.size(), std::size_t(1));
    QCOMPARE(step.operands[0].name, std::string("a"));
    QVERIFY(step.operands[0].related);
    QCOMPARE(step.operands[0].eclass, int64_t(-1));
    QCOMPARE(step.sourceLine, 0);
    QCOMPARE(step.classMembers, (std::vector<std::string>{"b.1", "b.2"}));
    QCOMPARE(step.meaning, verify::ruleMeaning("identity"));
    // One line per device; a line that names no class and no zeros claims nothing.
    QCOMPARE(step.deviceValues.size(), std::size_t(7));
    for (std::size_t p = 0; p < step.deviceValues.size(); ++p) QCOMPARE(step.deviceValues[p].device, static_cast<int64_t>(p));
    QVERIFY(step.deviceValues[0].zeros && step.deviceValues[0].eclass < 0);
    QCOMPARE(step.deviceValues[1].eclass, int64_t(7));
    QCOMPARE(step.deviceValues[1].baseline, std::string("b.7"));
    QVERIFY(!step.deviceValues[1].zeros && !step.deviceValues[1].unknown);
    QVERIFY(step.deviceValues[2].unknown);  // "x": not a class
    QVERIFY(step.deviceValues[3].unknown);  // empty
    QVERIFY(step.deviceValues[4].unknown);
    QVERIFY(step.deviceValues[5].zeros);  // zeros the baseline computes too; the name is the rest of the line
    QCOMPARE(step.deviceValues[5].eclass, int64_t(9));
    QCOMPARE(step.deviceValues[5].baseline, std::string("b 9"));
    QVERIFY(step.deviceValues[6].unknown);  // a class without a name
    const verify::MergeStep frontier = verify::readMergeStep({"frontier", "y", "", "", {{"source-line", "12"}, {"reason", "r"}}});
    QVERIFY(frontier.frontier);
    QCOMPARE(frontier.sourceLine, 12);
    // Every rule a step can name has a meaning, the per-device value rules' included.
    for (const verify::DeviceValueRule& rule : verify::deviceValueRules()) QCOMPARE(verify::ruleMeaning(rule.name), std::string(rule.meaning));
    QVERIFY(!verify::ruleMeaning("coerce-uniform").empty());
    QVERIFY(verify::ruleMeaning("no-such-rule").empty());
  }

  // Every strategy of the zoo, correct and with every bug kind it has, at toy size and as
  // the llama3-8b small twin (8 devices).
  void zooCasesStepToTheirFrontier_data() { testing::addZooCaseRows(); }

  void zooCasesStepToTheirFrontier() {
    QFETCH(QString, name);
    QFETCH(bool, small);
    QFETCH(int, bug);
    const zoo::ZooRequest request = testing::zooCaseRequest(name, small, bug);
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const ir::Module& distributed = generated.zooCase.distributed;
    verify::VerifyOptions options;
    options.relationsJson = generated.zooCase.relationsJson;  // data-parallel-mean names its world size
    const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, distributed, options, {}, {});
    const bool buggy = request.bug != zoo::BugKind::None;
    QVERIFY2(result.verdict == (buggy ? verify::Verdict::NotVerified : verify::Verdict::Equivalent), frontierText(result).c_str());
    // Open: the verifier splits a tuple all-reduce per element before the proof
    // (ir/tuple_collective_split.h), so its events name the split program's operands, which
    // checkEvents would need the split's name map to compare with the dump's.
    if (!generated.zooCase.relationsJson.empty()) QSKIP("the events name the program with its tuple all-reduce split (open)");

    LogFigures figures;
    checkEvents(distributed, result, figures);
    if (QTest::currentTestFailed()) return;
    QVERIFY2(figures.parameters > 0, "the explanations reach the parameters");
    if (buggy) {
      QVERIFY(!result.frontier.empty());
      for (const auto& entry : result.frontier) QVERIFY2(entry.sourceLine > 0 && !entry.sourceFile.empty(), entry.instruction.c_str());
    }
    // A pipeline's stages hold different baseline values: per-device events explain them.
    if (name.startsWith(QStringLiteral("pipeline"))) QVERIFY(figures.deviceValueEvents > 0);
    else QCOMPARE(figures.deviceValueEvents, 0);
    // moe-ep's dispatch and combine runs are explained through the value they start from,
    // flash-decoding's rescale through the scores and values it matched.
    if ((name.startsWith(QStringLiteral("moe-ep")) || name.startsWith(QStringLiteral("flash-decoding"))) && !buggy)
      QVERIFY(figures.followedOperands > 0);
    checkStepping(generated.zooCase.baseline, result, figures.derived);
  }

  // The pipeline's per-device rules all appear, and the values they carry become the
  // replicated result through all-reduce-of-one-holder (a uniform per-device fact).
  void pipelinePerDeviceSteps() {
    zoo::ZooRequest request;
    request.name = "pipeline";
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    std::set<std::string> rules;
    for (const trace::TraceEvent& event : result.trace.events()) rules.insert(event.rule);
    for (const char* rule : {"slice-of-device-tile", "select-by-device", "per-device-congruence", "collective-permute-values", "all-reduce-of-one-holder"})
      QVERIFY2(rules.count(rule), rule);
    // The stage weights: device p holds the baseline's layer slice p (different values).
    bool weights = false;
    for (const trace::TraceEvent& event : result.trace.events()) {
      if (event.rule != "slice-of-device-tile") continue;
      const verify::MergeStep step = verify::readMergeStep(event);
      std::set<int64_t> classes;
      for (const auto& v : step.deviceValues) classes.insert(v.eclass);
      weights = weights || (classes.size() == step.deviceValues.size() && step.deviceValues.size() > 1 &&
                            step.shortRelation == "D" + std::to_string(step.deviceValues.size()));
    }
    QVERIFY(weights);
  }

  // An inferred partial share (a bias added on every device before the all-reduce): the
  // parameter and its broadcast are logged once, as partial sums by add-inferred-share,
  // right before the add that needed them; the add's event shows them so.
  void adoptedShareIsOneStep() {
    const ir::Module b = parse(kBiasBaseline);
    const ir::Module d = parse(rowParallelBias(true));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    LogFigures figures;
    checkEvents(d, result, figures);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(figures.adoptedShareEvents, 2);
    const int bStep = stepOf(result, "b"), bbStep = stepOf(result, "bb"), yStep = stepOf(result, "y"), dotStep = stepOf(result, "dot");
    QVERIFY(dotStep >= 0 && bStep > dotStep);  // held until the add was decided
    QCOMPARE(bbStep, bStep + 1);
    QCOMPARE(yStep, bbStep + 1);
    for (const char* name : {"b", "bb"}) {
      const verify::MergeStep step = verify::readMergeStep(result.trace.at(static_cast<std::size_t>(stepOf(result, name))));
      QCOMPARE(step.rule, std::string("add-inferred-share"));
      QCOMPARE(step.shortRelation, std::string("Σ2"));
      QVERIFY(step.relation.rfind("partial-sum", 0) == 0);
    }
    const verify::MergeStep add = verify::readMergeStep(result.trace.at(static_cast<std::size_t>(yStep)));
    QCOMPARE(add.operands.size(), std::size_t(2));
    QCOMPARE(add.operands[1].name, std::string("bb"));
    QCOMPARE(add.operands[1].relation, result.instructions.at("bb").relation);
    checkStepping(b, result, figures.derived);
  }

  // A bias added after the reduction is held the same way, and logged as it was derived
  // (replicated, by its own rules) when the add does not adopt it.
  void heldValueNotAdoptedKeepsItsRule() {
    const ir::Module b = parse(kBiasBaseline);
    const ir::Module d = parse(rowParallelBias(false));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    LogFigures figures;
    checkEvents(d, result, figures);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(figures.adoptedShareEvents, 0);
    QCOMPARE(readMergeStepOf(result, "b").rule, std::string("parameter-pairing"));
    QCOMPARE(readMergeStepOf(result, "b").relation, std::string("replicated"));
    QVERIFY(stepOf(result, "bb") < stepOf(result, "y"));
    QVERIFY(result.inferredRelations.end() ==
            std::find_if(result.inferredRelations.begin(), result.inferredRelations.end(), [](const std::string& l) { return l.find("assumed") != std::string::npos; }));
  }

  // The Neuron gpt2 pair (corpus): parameters 16 and 22 are adopted shares; their chains'
  // steps lead the explanation of the attention and MLP output adds down to them.
  void neuronGpt2AdoptedShares() {
    const std::string dir = std::string(SHARDSCOPE_CORPUS_DIR) + "/real-hlo/";
    auto b = io::loadModuleFile(dir + "neuronx_gpt2_tp1.hlo.txt");
    auto d = io::loadModuleFile(dir + "neuronx_gpt2_tp2.hlo.txt");
    if (!b.ok() || !d.ok()) QSKIP("corpus file missing or unreadable");
    const verify::VerifyResult result = verify::verifyPair(*b.module, *d.module, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    LogFigures figures;
    checkEvents(*d.module, result, figures);
    if (QTest::currentTestFailed()) return;
    QVERIFY(figures.parameters > 0);
    QVERIFY(figures.adoptedShareEvents >= 2);  // at least the two parameters
    const ir::Computation& entry = d.module->entryComputation();
    for (int64_t number : {16, 22}) {
      const std::string parameter(entry.instructions[entry.parameters()[static_cast<std::size_t>(number)]].name);
      const verify::MergeStep step = readMergeStepOf(result, parameter);
      QCOMPARE(step.rule, std::string("add-inferred-share"));
      QCOMPARE(step.relation, result.instructions.at(parameter).relation);
      QVERIFY2(step.relation.rfind("partial-sum", 0) == 0, step.relation.c_str());
    }
    for (const char* add : {"add.155", "add.186"}) {
      const verify::MergeStep step = readMergeStepOf(result, add);
      QCOMPARE(step.rule, std::string("add-inferred-share"));
      // Both operands are partial sums, each explained by an earlier step.
      for (const verify::MergeOperand& operand : step.operands) {
        QVERIFY(operand.related);
        QVERIFY2(operand.relation.rfind("partial-sum", 0) == 0, operand.relation.c_str());
        QVERIFY(stepOf(result, operand.name) < stepOf(result, add));
      }
    }
    checkStepping(*b.module, result, figures.derived);
  }
};

QTEST_APPLESS_MAIN(TestMergeLog)
#include "test_merge_log.moc"
