// The verification step state (views/verify MergeStepState) that a jump reaches equals
// the state of a replay from the start, one step at a time: random jumps in both
// directions (fixed seeds) on real verification traces (a zoo bug case with a few
// thousand events and a frontier, and a correct one) and on a hand-made trace with the
// odd cases a merge log may hold (a value related twice, a frontier on a related value,
// events of other kinds, events without a subject). After every jump the changes it
// reports name each index whose state changed, once.
// QTest first: moc (AUTOMOC) parses this file's includes, and meeting <compare> (through
// egraph/symbol.h) before Qt's headers make it fail on libstdc++'s <concepts>.
#include <QTest>

#include "verify/merge_log.h"
#include "verify/verifier.h"
#include "views/verify/merge_step_state.h"
#include "views/verify/merge_timeline.h"
#include "zoo/zoo.h"

#include <memory>
#include <random>

using namespace shardscope;
using views::MergeStepState;
using views::MergeTimeline;
using views::NodeState;

namespace {

// The whole state by index, to compare two states exactly.
struct Snapshot {
  QVector<NodeState> distributed, baseline;
  QStringList badges;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const MergeStepState& state) {
  Snapshot s;
  for (int i = 0; i < state.distributedNames().size(); ++i) {
    s.distributed.push_back(state.distributedState(i));
    s.badges.push_back(state.badge(i));
  }
  for (int i = 0; i < state.baselineNames().size(); ++i) s.baseline.push_back(state.baselineState(i));
  return s;
}

QString differences(const MergeStepState& state, const Snapshot& a, const Snapshot& b) {
  QStringList lines;
  for (int i = 0; i < a.distributed.size() && lines.size() < 5; ++i)
    if (a.distributed[i] != b.distributed[i] || a.badges[i] != b.badges[i]) lines << state.distributedNames()[i];
  for (int i = 0; i < a.baseline.size() && lines.size() < 5; ++i)
    if (a.baseline[i] != b.baseline[i]) lines << "baseline " + state.baselineNames()[i];
  return lines.join(", ");
}

struct Inputs {
  std::shared_ptr<const trace::Trace> trace;
  QStringList distributed;
  QHash<QString, QString> counterparts;  // frontier -> baseline
};

// The state at `step` reached from the start one step at a time.
Snapshot replayed(const MergeTimeline& timeline, const Inputs& inputs, int step) {
  MergeStepState state;
  state.reset(&timeline, inputs.distributed, inputs.counterparts);
  for (int k = 0; k <= step; ++k) state.moveTo(k);
  return snapshot(state);
}

// Jumps to `jumps` random steps (and both ends) and compares each with a replay; checks
// the reported changes against the states before and after.
void checkJumps(const Inputs& inputs, int jumps, unsigned seed) {
  const MergeTimeline timeline(inputs.trace);
  MergeStepState state;
  state.reset(&timeline, inputs.distributed, inputs.counterparts);
  for (const QString& name : inputs.distributed) {
    const int index = state.distributedIndex(name);
    QVERIFY2(index >= 0 && state.distributedNames()[index] == name, qPrintable(name));
  }
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> pick(-1, timeline.size() - 1);
  QVector<int> targets{timeline.size() - 1, -1, timeline.size() - 1};
  for (int i = 0; i < jumps; ++i) targets.push_back(pick(random));
  state.takeChanges();
  for (int target : targets) {
    const Snapshot before = snapshot(state);
    state.moveTo(target);
    QCOMPARE(state.step(), target);
    const Snapshot after = snapshot(state);
    const Snapshot expected = replayed(timeline, inputs, target);
    QVERIFY2(after == expected, qPrintable(QStringLiteral("step %1 differs at %2").arg(target).arg(differences(state, after, expected))));
    const MergeStepState::Changes changes = state.takeChanges();
    QSet<int> distributed(changes.distributed.begin(), changes.distributed.end());
    QSet<int> baseline(changes.baseline.begin(), changes.baseline.end());
    QCOMPARE(distributed.size(), changes.distributed.size());  // each once
    QCOMPARE(baseline.size(), changes.baseline.size());
    for (int i = 0; i < before.distributed.size(); ++i)
      if (before.distributed[i] != after.distributed[i] || before.badges[i] != after.badges[i])
        QVERIFY2(distributed.contains(i), qPrintable(state.distributedNames()[i]));
    for (int i = 0; i < before.baseline.size(); ++i)
      if (before.baseline[i] != after.baseline[i]) QVERIFY2(baseline.contains(i), qPrintable(state.baselineNames()[i]));
    QVERIFY(state.takeChanges().distributed.isEmpty());  // taken means forgotten
  }
}

Inputs verified(const std::string& name, zoo::BugKind bug, int64_t layers) {
  zoo::ZooRequest request;
  request.name = name;
  request.bug = bug;
  request.layers = layers;
  const zoo::ZooResult generated = zoo::generateZooCase(request);
  const verify::VerifyResult result = verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, {}, {});
  Inputs inputs;
  inputs.trace = std::make_shared<const trace::Trace>(result.trace);
  for (const auto& [instruction, status] : result.instructions) inputs.distributed << QString::fromStdString(instruction);
  // The zoo keeps names, so a frontier's baseline counterpart has its name.
  for (const auto& entry : result.frontier) {
    const QString instruction = QString::fromStdString(entry.instruction);
    inputs.counterparts.insert(instruction, instruction);
  }
  return inputs;
}

trace::TraceEvent traceEvent(std::string_view kind, const std::string& subject) {
  trace::TraceEvent e;
  e.kind = std::string(kind);
  e.subject = subject;
  return e;
}

}  // namespace

class TestStepStateJumps : public QObject {
  Q_OBJECT

 private slots:
  void jumpsEqualAReplay_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("bug");
    QTest::addColumn<int>("layers");
    QTest::newRow("llama-layer-tp wrong-dtype, 12 layers") << "llama-layer-tp" << static_cast<int>(zoo::BugKind::WrongDtype) << 12;
    QTest::newRow("attention-tp missing-allreduce") << "attention-tp" << static_cast<int>(zoo::BugKind::MissingAllReduce) << 0;
    QTest::newRow("fsdp correct") << "fsdp" << static_cast<int>(zoo::BugKind::None) << 0;
    QTest::newRow("pipeline correct (per-device values)") << "pipeline" << static_cast<int>(zoo::BugKind::None) << 0;
  }

  void jumpsEqualAReplay() {
    QFETCH(QString, name);
    QFETCH(int, bug);
    QFETCH(int, layers);
    const Inputs inputs = verified(name.toStdString(), static_cast<zoo::BugKind>(bug), layers);
    QVERIFY(inputs.trace->size() > 10);
    if (bug != static_cast<int>(zoo::BugKind::None)) QVERIFY(!inputs.counterparts.isEmpty());
    checkJumps(inputs, 40, 2024);
  }

  // A per-device value (pipeline stages hold different baseline values) lights every
  // device's baseline value at its step, and undoing the step puts them all out.
  void perDeviceStepLightsEveryDevicesBaseline() {
    const Inputs inputs = verified("pipeline", zoo::BugKind::None, 0);
    const MergeTimeline timeline(inputs.trace);
    MergeStepState state;
    state.reset(&timeline, inputs.distributed, inputs.counterparts);
    int perDeviceSteps = 0, newlyLit = 0;
    for (int k = 1; k < timeline.size(); ++k) {
      if (timeline.step(k).otherBaselineIds.isEmpty()) continue;
      ++perDeviceSteps;
      QSet<QString> held;
      for (const verify::MergeDeviceValue& value : timeline.details(k).deviceValues)
        if (!value.baseline.empty()) held.insert(QString::fromStdString(value.baseline));
      QVERIFY(held.size() >= 2);
      state.moveTo(k - 1);
      QSet<QString> litBefore;
      for (const QString& name : held)
        if (state.baselineState(state.baselineIndex(name)) == NodeState::Verified) litBefore.insert(name);
      state.moveTo(k);
      for (const QString& name : held) QCOMPARE(state.baselineState(state.baselineIndex(name)), NodeState::Verified);
      newlyLit += static_cast<int>(held.size() - litBefore.size());
      state.moveTo(k - 1);  // undoing the step puts out exactly what it lit
      for (const QString& name : held)
        QCOMPARE(state.baselineState(state.baselineIndex(name)) == NodeState::Verified, litBefore.contains(name));
    }
    QVERIFY2(perDeviceSteps > 0, "no step relates values of several devices");
    QVERIFY(newlyLit > perDeviceSteps);  // more than one value per step: not only the first device's
  }

  // Hand-made: a related twice, b related then on the frontier, c only on the frontier,
  // d never in the trace, and events without a subject or of another kind.
  void oddTracesJumpLikeAReplay() {
    auto trace = std::make_shared<trace::Trace>();
    trace->add(traceEvent(verify::kRelationDerivedEvent, "a"));  // 0
    trace->add(traceEvent("note", ""));                           // 1
    trace->add(traceEvent(verify::kRelationDerivedEvent, "b"));  // 2
    trace->add(traceEvent(verify::kRelationDerivedEvent, "a"));  // 3: a again
    trace->add(traceEvent(verify::kRelationDerivedEvent, ""));   // 4: no subject
    trace->add(traceEvent(verify::kFrontierEvent, "b"));         // 5
    trace->add(traceEvent(verify::kFrontierEvent, "c"));         // 6
    Inputs inputs;
    inputs.trace = trace;
    inputs.distributed = {"a", "b", "c", "d"};
    inputs.counterparts = {{"b", "B"}, {"c", "C"}, {"unknown", "U"}};
    checkJumps(inputs, 30, 5);

    const MergeTimeline timeline(trace);
    MergeStepState state;
    state.reset(&timeline, inputs.distributed, inputs.counterparts);
    const auto is = [&](const char* name) { return state.distributedState(state.distributedIndex(QString::fromLatin1(name))); };
    const auto baselineIs = [&](const char* name) { return state.baselineState(state.baselineIndex(QString::fromLatin1(name))); };
    QCOMPARE(state.distributedNames().size(), 4);
    QCOMPARE(is("d"), NodeState::Unverified);
    state.moveTo(6);
    QCOMPARE(is("a"), NodeState::Verified);
    QCOMPARE(is("b"), NodeState::Frontier);
    QCOMPARE(is("c"), NodeState::Frontier);
    QCOMPARE(baselineIs("B"), NodeState::Frontier);
    QCOMPARE(baselineIs("C"), NodeState::Frontier);
    QCOMPARE(state.baselineIndex("U"), -1);  // the counterpart of no distributed value
    // Undoing a's second relation keeps its first; undoing b's frontier leaves it related.
    state.moveTo(2);
    QCOMPARE(is("a"), NodeState::Verified);
    QCOMPARE(is("b"), NodeState::Verified);
    QCOMPARE(is("c"), NodeState::Unverified);
    QCOMPARE(baselineIs("B"), NodeState::None);
    QVERIFY(state.baselineStates().isEmpty());
    state.moveTo(-1);
    QCOMPARE(is("a"), NodeState::Unverified);
    QCOMPARE(state.distributedStates().size(), 4);
  }
};

QTEST_APPLESS_MAIN(TestStepStateJumps)
#include "test_step_state_jumps.moc"
