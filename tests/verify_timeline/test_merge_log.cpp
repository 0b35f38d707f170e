// The verifier's merge log (core/verify/merge_log) and the step state the graph views
// draw from it (views/verify MergeTimeline, MergeStepState), on every bug case of the
// six strategies the verifier relates (toy size): each event carries what the views
// need and agrees with the verifier's result; stepping to the end shows the frontier
// with its reason and source line; stepping back and scrubbing give the same states as
// stepping forward from the start; every explanation chain ends at parameters.
#include "sharding/hlo_sharding.h"
#include "verify/frontier_explanation.h"
#include "verify/merge_log.h"
#include "verify/relation.h"
#include "verify/verifier.h"
#include "views/verify/merge_step_state.h"
#include "views/verify/merge_timeline.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QtTest>

#include <random>
#include <set>

using namespace shardscope;
using views::NodeState;

namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

// The strategies whose correct pairs the verifier relates (docs/verify.md).
const char* const kStrategies[] = {"mlp-tp", "attention-tp", "llama-layer-tp", "sequence-parallel", "data-parallel", "fsdp"};

verify::Relation relationOf(const std::string& sharding, std::vector<int64_t> dims, int64_t devices) {
  auto parsed = sharding::parseHloSharding(sharding);
  if (!std::holds_alternative<sharding::HloSharding>(parsed)) qFatal("bad sharding in the test: %s", sharding.c_str());
  std::string why;
  auto relation = verify::Relation::fromSharding(std::get<sharding::HloSharding>(parsed), dims, devices, &why);
  if (!relation) qFatal("no relation: %s", why.c_str());
  return *relation;
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
    const verify::MergeStep frontier = verify::readMergeStep({"frontier", "y", "", "", {{"source-line", "12"}, {"reason", "r"}}});
    QVERIFY(frontier.frontier);
    QCOMPARE(frontier.sourceLine, 12);
  }

  void bugCasesStepToTheirFrontier_data() {
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("bug");
    for (const char* name : kStrategies) {
      const zoo::Strategy* strategy = zoo::findStrategy(name);
      QVERIFY(strategy);
      QTest::newRow(name) << QString(name) << static_cast<int>(zoo::BugKind::None);
      for (zoo::BugKind bug : strategy->bugs)
        QTest::newRow(qPrintable(QString(name) + " --bug " + qs(zoo::bugKindName(bug)))) << QString(name) << static_cast<int>(bug);
    }
  }

  void bugCasesStepToTheirFrontier() {
    QFETCH(QString, strategy);
    QFETCH(int, bug);
    zoo::ZooRequest request;
    request.name = strategy.toStdString();
    request.bug = static_cast<zoo::BugKind>(bug);
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const ir::Module& distributed = generated.zooCase.distributed;
    const ir::Computation& entry = distributed.entryComputation();
    const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, distributed, {}, {}, {});
    const bool buggy = request.bug != zoo::BugKind::None;
    QCOMPARE(result.verdict, buggy ? verify::Verdict::NotVerified : verify::Verdict::Equivalent);

    // Every event carries what the views need, and agrees with the result.
    const auto& events = result.trace.events();
    std::size_t derived = 0;
    for (const trace::TraceEvent& event : events) {
      const verify::MergeStep step = verify::readMergeStep(event);
      if (event.kind == verify::kFrontierEvent) continue;
      QCOMPARE(event.kind, std::string(verify::kRelationDerivedEvent));
      ++derived;
      const verify::InstructionStatus& status = result.instructions.at(event.subject);
      QVERIFY2(status.verified, event.subject.c_str());
      QCOMPARE(step.relation, status.relation);
      QCOMPARE(step.baseline, status.baselineCounterpart);
      QVERIFY(step.eclass >= 0);
      QVERIFY2(std::find(step.classMembers.begin(), step.classMembers.end(), step.baseline) != step.classMembers.end(), event.subject.c_str());
      QVERIFY2(!step.meaning.empty(), event.rule.c_str());
      QVERIFY(!step.shortRelation.empty());
      // The operands, in order, each related exactly when the verifier related it (before this step).
      const ir::Instruction& in = entry.instructions[entry.find(event.subject)];
      QCOMPARE(step.operands.size(), in.operands.size());
      for (std::size_t i = 0; i < in.operands.size(); ++i) {
        const verify::MergeOperand& operand = step.operands[i];
        QCOMPARE(operand.name, std::string(entry.instructions[in.operands[i]].name));
        const verify::InstructionStatus& os = result.instructions.at(operand.name);
        QCOMPARE(operand.related, os.verified);
        if (operand.related) {
          QCOMPARE(operand.relation, os.relation);
          QCOMPARE(operand.baseline, os.baselineCounterpart);
          QVERIFY(operand.eclass >= 0);
        }
      }
    }
    std::size_t verifiedCount = 0;
    for (const auto& [name, status] : result.instructions) verifiedCount += status.verified ? 1 : 0;
    QCOMPARE(derived, verifiedCount);
    QCOMPARE(events.size(), derived + result.frontier.size());

    // Frontier events: last, one per entry, with the reason and the source line.
    for (std::size_t i = 0; i < result.frontier.size(); ++i) {
      const trace::TraceEvent& event = events[derived + i];
      const verify::MergeStep step = verify::readMergeStep(event);
      QVERIFY(step.frontier);
      QCOMPARE(step.subject, result.frontier[i].instruction);
      QCOMPARE(step.reason, result.frontier[i].reason);
      QCOMPARE(step.opcode, result.frontier[i].opcode);
      QCOMPARE(step.sourceFile, result.frontier[i].sourceFile);
      QCOMPARE(step.sourceLine, result.frontier[i].sourceLine);
    }
    if (buggy) {
      QVERIFY(!result.frontier.empty());
      QVERIFY2(result.frontier.front().sourceLine > 0, "the frontier has a source line");
    }

    // The step state the graph views draw.
    auto trace = std::make_shared<const trace::Trace>(result.trace);
    const views::MergeTimeline timeline(trace);
    QCOMPARE(timeline.size(), static_cast<int>(events.size()));
    QStringList names;
    for (const auto& [name, status] : result.instructions) names << QString::fromStdString(name);
    QHash<QString, QString> counterparts;  // frontier -> baseline of the same name (the zoo keeps names)
    for (const auto& entry : result.frontier)
      if (generated.zooCase.baseline.entryComputation().find(entry.instruction) >= 0)
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
      const bool frontier = std::any_of(result.frontier.begin(), result.frontier.end(), [&](const auto& e) { return e.instruction == name; });
      const NodeState expected = frontier ? NodeState::Frontier : status.verified ? NodeState::Verified : NodeState::Unverified;
      QCOMPARE(state.distributedStates().value(key), expected);
      if (status.verified) {
        ++badges;
        QVERIFY(!state.badges().value(key).isEmpty());
        const QString counterpart = QString::fromStdString(status.baselineCounterpart);
        QCOMPARE(state.baselineStates().value(counterpart), counterparts.values().contains(counterpart) ? NodeState::Frontier : NodeState::Verified);
      }
    }
    QCOMPARE(state.badges().size(), badges);
    for (auto it = counterparts.begin(); it != counterparts.end(); ++it) QCOMPARE(state.baselineStates().value(*it), NodeState::Frontier);

    if (buggy) {
      // Just before the frontier events nothing is frontier yet; the frontier instruction is
      // unverified (or verified: a ROOT related, but not as the output must be).
      QCOMPARE(timeline.firstFrontierStep(), static_cast<int>(derived));
      state.moveTo(timeline.firstFrontierStep() - 1);
      for (NodeState s : state.distributedStates()) QVERIFY(s != NodeState::Frontier);
      const std::string& first = result.frontier.front().instruction;
      QCOMPARE(state.distributedStates().value(qs(first)), result.instructions.at(first).verified ? NodeState::Verified : NodeState::Unverified);
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

    // Why are these equal: from the ROOT (or the frontier) down, every chain ends at
    // parameters paired by parameter-pairing, or at values with no fact of their own.
    const std::string start = buggy ? result.frontier.front().instruction : std::string(entry.instructions[entry.root].name);
    std::vector<std::string> todo{start};
    std::set<std::string> seen;
    int parameters = 0;
    while (!todo.empty()) {
      const std::string name = todo.back();
      todo.pop_back();
      if (!seen.insert(name).second) continue;
      const int step = timeline.derivedStep(qs(name)) >= 0 ? timeline.derivedStep(qs(name)) : timeline.frontierStep(qs(name));
      if (step < 0) continue;  // a uniform value or per-device scalar its consumer evaluated
      const verify::MergeStep details = timeline.details(step);
      if (details.rule == "parameter-pairing") {
        ++parameters;
        QVERIFY(details.operands.empty());
        QCOMPARE(entry.instructions[entry.find(name)].opcode, ir::Opcode::Parameter);
      }
      for (const verify::MergeOperand& operand : details.operands) {
        // A related operand was related by an earlier step.
        if (operand.related) QVERIFY(timeline.derivedStep(qs(operand.name)) < step);
        todo.push_back(operand.name);
      }
    }
    QVERIFY2(parameters > 0, "the explanation reaches the parameters");
  }
};

QTEST_APPLESS_MAIN(TestMergeLog)
#include "test_merge_log.moc"
