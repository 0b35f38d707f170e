// Group colours that do not mislead (issue 24 item 7): a collapsed group draws the share
// of its instructions in each state as a bar whose segments are as long as those shares,
// frontier and divergence still fill the box, and a program proved equivalent never
// fills a group "not verified", however many of its members the result does not need.
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/graph/group_share.h"
#include "../views_graph/graph_test_support.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::views;

namespace {

NodeStateCounts counts(int verified, int unverified, int frontier = 0, int divergence = 0) {
  NodeStateCounts c{};
  c[static_cast<int>(NodeState::Verified)] = verified;
  c[static_cast<int>(NodeState::Unverified)] = unverified;
  c[static_cast<int>(NodeState::Frontier)] = frontier;
  c[static_cast<int>(NodeState::NumericDivergence)] = divergence;
  return c;
}

// The instructions of the entry inside the top-level scope `group` (any depth).
QStringList membersOf(const ir::Module& module, const QString& group) {
  QStringList names;
  for (const ir::Instruction& instruction : module.entryComputation().instructions) {
    const QString scope = QString::fromUtf8(instruction.metadata.opName.data(), instruction.metadata.opName.size());
    if (scope == group || scope.startsWith(group + '/')) names << QString::fromUtf8(instruction.name.data(), instruction.name.size());
  }
  return names;
}

}  // namespace

class TestGroupColours : public QObject {
  Q_OBJECT

  std::unique_ptr<GraphLayoutEngine> engine_;

 private slots:
  void initTestCase() { engine_ = std::make_unique<GraphLayoutEngine>(); }

  void fillRule() {
    // Not proved equivalent: most members decide; frontier and divergence always show.
    QCOMPARE(groupFillState(counts(9, 1), false), NodeState::Verified);
    QCOMPARE(groupFillState(counts(1, 9), false), NodeState::Unverified);
    QCOMPARE(groupFillState(counts(9, 1, 1), false), NodeState::Frontier);
    QCOMPARE(groupFillState(counts(9, 1, 1, 1), false), NodeState::NumericDivergence);
    QCOMPARE(groupFillState(counts(0, 0), false), NodeState::None);
    // Proved equivalent: never "not verified", even when most members are.
    QCOMPARE(groupFillState(counts(1, 9), true), NodeState::Verified);
    QCOMPARE(groupFillState(counts(0, 5), true), NodeState::None);
  }

  void shareProportions() {
    // 10 members: 6 verified, 3 not verified, 1 without a state.
    const QVector<StateShare> shares = groupStateShares(counts(6, 3), 10);
    QCOMPARE(shares.size(), 3);
    QCOMPARE(shares[0], (StateShare{NodeState::Verified, 0.6}));
    QCOMPARE(shares[1], (StateShare{NodeState::Unverified, 0.3}));
    QCOMPARE(shares[2], (StateShare{NodeState::None, 0.1}));
    QVERIFY(groupStateShares(counts(0, 0), 10).isEmpty());
    const QVector<StateShare> urgent = groupStateShares(counts(2, 1, 1), 4);
    QCOMPARE(urgent.size(), 3);
    QCOMPARE(urgent[2], (StateShare{NodeState::Frontier, 0.25}));
  }

  void collapsedGroupDrawsItsShares() {
    const auto module = testing::zooModule("llama-layer-tp");
    auto view = testing::openLaidOut(engine_.get(), module, "distributed");
    const QString group = "layer.0";
    QVERIFY(view->topLevelGroups().contains(group));
    QVERIFY(view->groupColor(group).isValid());  // drawn as a collapsed box
    const QStringList members = membersOf(*module, group);
    QVERIFY(members.size() > 20);
    // A quarter of the layer not verified (the rest verified).
    const int unverified = members.size() / 4;
    QHash<QString, NodeState> states;
    for (int i = 0; i < members.size(); ++i) states.insert(members[i], i < unverified ? NodeState::Unverified : NodeState::Verified);
    view->setNodeStates(states);
    const QVector<QPair<QColor, double>> drawn = view->drawnGroupShares(group);
    QCOMPARE(drawn.size(), 2);
    QCOMPARE(drawn[0].first, nodeStateColor(NodeState::Verified));
    QCOMPARE(drawn[1].first, nodeStateColor(NodeState::Unverified));
    QCOMPARE(drawn[0].second, double(members.size() - unverified) / members.size());
    QCOMPARE(drawn[1].second, double(unverified) / members.size());
    // The fill says what most of it is, not its most urgent member.
    QCOMPARE(view->groupColor(group), nodeStateColor(NodeState::Verified));

    // Now most of the layer unverified: "not verified" unless the program is proved equivalent.
    states.clear();
    for (int i = 0; i < members.size(); ++i) states.insert(members[i], i == 0 ? NodeState::Verified : NodeState::Unverified);
    view->setNodeStates(states);
    QCOMPARE(view->groupColor(group), nodeStateColor(NodeState::Unverified));
    view->setProgramEquivalent(true);
    QVERIFY(view->isProgramEquivalent());
    QCOMPARE(view->groupColor(group), nodeStateColor(NodeState::Verified));
    QCOMPARE(view->drawnGroupShares(group).size(), 2);  // the bar still shows the unverified share
    QCOMPARE(view->drawnGroupShares(group)[1].second, double(members.size() - 1) / members.size());
    // A step of the player (updateNodeStates) keeps the rule.
    view->updateNodeStates({{members[0], NodeState::Unverified}});
    QVERIFY(view->groupColor(group) != nodeStateColor(NodeState::Unverified));
    // A frontier member always shows.
    view->updateNodeStates({{members[1], NodeState::Frontier}});
    QCOMPARE(view->groupColor(group), nodeStateColor(NodeState::Frontier));
    view->setProgramEquivalent(false);
    QCOMPARE(view->groupColor(group), nodeStateColor(NodeState::Frontier));
  }
};

QTEST_MAIN(TestGroupColours)
#include "test_group_colours.moc"
