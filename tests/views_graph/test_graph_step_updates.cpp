// GraphView's calls for a step player (offscreen): node states by index draw exactly what
// the same states by name draw; reserved badge room lets badges come and go in place
// (no layout, same boxes, cached layouts stay valid), also while a layout is in flight.
#include "graph_test_support.h"

#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"

#include <QTest>

#include <random>

using namespace shardscope;
using namespace shardscope::views;
using namespace shardscope::views::testing;

class TestGraphStepUpdates : public QObject {
  Q_OBJECT

 private:
  GraphLayoutEngine* engine_ = nullptr;
  std::shared_ptr<const ir::Module> toy_;

  std::unique_ptr<GraphView> open() { return openLaidOut(engine_, toy_, QStringLiteral("distributed")); }

  static QStringList allNames(const ir::Module& module) {
    QStringList names;
    for (const ir::Instruction& instruction : module.entryComputation().instructions)
      names << QString::fromUtf8(instruction.name.data(), instruction.name.size());
    return names;
  }

 private slots:
  void initTestCase() {
    engine_ = new GraphLayoutEngine(this);
    toy_ = zooModule();
  }

  void statesByIndexDrawWhatStatesByNameDraw() {
    auto byName = open();
    auto byIndex = open();
    byName->setGroupExpanded(QStringLiteral("layer.0"), true);
    byIndex->setGroupExpanded(QStringLiteral("layer.0"), true);
    QVERIFY(waitForLayout(*byName) && waitForLayout(*byIndex));
    const QStringList names = allNames(*toy_);
    QVERIFY(byIndex->nodeCount() >= names.size());  // and the called computations' instructions
    for (const QString& name : names) QVERIFY(byIndex->nodeIndex(name) >= 0 && byIndex->nodeIndex(name) < byIndex->nodeCount());
    QCOMPARE(byIndex->nodeIndex(QStringLiteral("no such instruction")), -1);
    std::mt19937 random(17);
    std::uniform_int_distribution<int> pickName(0, static_cast<int>(names.size()) - 1);
    std::uniform_int_distribution<int> pickState(0, static_cast<int>(NodeState::NumericDivergence));
    for (int round = 0; round < 30; ++round) {
      QHash<QString, NodeState> named;
      QVector<NodeStateUpdate> indexed;
      for (int i = 0; i < 20; ++i) {
        const QString name = names[pickName(random)];
        const auto state = static_cast<NodeState>(pickState(random));
        named.insert(name, state);
      }
      for (auto it = named.constBegin(); it != named.constEnd(); ++it) indexed.push_back({byIndex->nodeIndex(it.key()), it.value()});
      indexed.push_back({-1, NodeState::Frontier});                  // ignored, like an unknown name
      indexed.push_back({byIndex->nodeCount(), NodeState::Frontier});
      if (round == 10) {
        byName->setNodeStates(named);
        byIndex->setNodeStatesAt(indexed);
      } else {
        byName->updateNodeStates(named);
        byIndex->updateNodeStatesAt(indexed);
      }
      for (const QString& name : byName->visibleInstructions()) QCOMPARE(byIndex->instructionColor(name), byName->instructionColor(name));
      for (const QString& group : byName->topLevelGroups()) QCOMPARE(byIndex->groupColor(group), byName->groupColor(group));
    }
    QVERIFY(!byIndex->isLayoutPending());  // colours never cost a layout
  }

  void reservedBadgesComeAndGoInPlace() {
    auto view = open();
    view->setGroupExpanded(QStringLiteral("layer.0/mlp"), true);
    QVERIFY(waitForLayout(*view));
    const QString name = view->visibleInstructions().front();
    const double plain = view->instructionRect(name).width();
    const QString wide = QStringLiteral("Σ2·T[1,2,1]·max4");
    view->reserveNodeBadges({{name, wide}});
    QVERIFY(view->isLayoutPending());  // the boxes on screen get their room now
    QVERIFY(waitForLayout(*view));
    const QRectF room = view->instructionRect(name);
    QVERIFY(room.width() > plain);
    QCOMPARE(view->shownNodeBadge(name), QString());
    for (const QString& badge : {wide, QStringLiteral("R"), QString(), wide}) {
      view->setNodeBadges(badge.isEmpty() ? QHash<QString, QString>() : QHash<QString, QString>{{name, badge}});
      QVERIFY(!view->isLayoutPending());
      QCOMPARE(view->instructionRect(name), room);
      QCOMPARE(view->shownNodeBadge(name), badge);
    }
    // The layouts made meanwhile stay valid: collapsing and expanding again is instant.
    view->setGroupExpanded(QStringLiteral("layer.0/mlp"), false);
    QVERIFY(waitForLayout(*view));
    view->setGroupExpanded(QStringLiteral("layer.0/mlp"), true);
    QVERIFY(!view->isLayoutPending());
    QCOMPARE(view->shownNodeBadge(name), wide);
    QCOMPARE(view->instructionRect(name), room);
  }

  void aReservedBadgeGivenDuringALayoutDoesNotRestartIt() {
    auto view = open();
    view->setGroupExpanded(QStringLiteral("layer.0/mlp"), true);
    QVERIFY(waitForLayout(*view));
    const QString name = view->visibleInstructions().front();
    view->reserveNodeBadges({{name, QStringLiteral("T[1,2]")}});
    QVERIFY(waitForLayout(*view));
    QSignalSpy started(view.get(), &GraphView::layoutStarted);
    view->setGroupExpanded(QStringLiteral("layer.1/mlp"), true);
    QVERIFY(view->isLayoutPending());
    QCOMPARE(started.size(), 1);
    view->setNodeBadges({{name, QStringLiteral("T[1,2]")}});  // on screen, and in the picture being laid out
    QCOMPARE(view->shownNodeBadge(name), QStringLiteral("T[1,2]"));
    QCOMPARE(started.size(), 1);
    QVERIFY(waitForLayout(*view));
    QCOMPARE(view->shownNodeBadge(name), QStringLiteral("T[1,2]"));
    // Without room the same call lays out again.
    const QString unreserved = view->visibleInstructions().back();
    view->setGroupExpanded(QStringLiteral("layer.1/attn"), true);
    QCOMPARE(started.size(), 2);
    view->setNodeBadges({{name, QStringLiteral("T[1,2]")}, {unreserved, QStringLiteral("{devices=[1,2,1]0,1} user")}});
    QCOMPARE(started.size(), 3);
    QVERIFY(waitForLayout(*view));
    QCOMPARE(view->shownNodeBadge(unreserved), QStringLiteral("{devices=[1,2,1]0,1} user"));
  }
};

QTEST_MAIN(TestGraphStepUpdates)
#include "test_graph_step_updates.moc"
