// GraphView's edge badges and node tints (offscreen): a badge sits on the drawn edge
// between producer and consumer, under the producer for a collective on its output, on
// the group's box when both ends are inside one collapsed group, and follows expansion;
// badges that would overlap are stacked. Tints fill nodes without an analysis colour,
// give collapsed groups their members' shared tint, and add legend rows.
#include "graph_test_support.h"

#include "views/graph/edge_badge.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/graph/node_state.h"
#include "views/graph/stage_palette.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::views;
using namespace shardscope::views::testing;

namespace {

// Two scopes: "mlp" holds two dots, "head" one op; x and out carry no op_name.
const char* kModule = R"(HloModule m
ENTRY e {
  x = f32[16,32] parameter(0)
  w1 = f32[32,64] parameter(1), metadata={op_name="mlp"}
  w2 = f32[64,32] parameter(2), metadata={op_name="mlp"}
  h = f32[16,64] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="mlp/up"}
  y = f32[16,32] dot(h, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="mlp/down"}
  t = f32[16,32] tanh(y), metadata={op_name="head"}
  ROOT out = f32[16,32] add(t, x)
}
)";

}  // namespace

class TestGraphBadges : public QObject {
  Q_OBJECT

 private:
  GraphLayoutEngine* engine_ = nullptr;
  std::shared_ptr<const ir::Module> module_;

  std::unique_ptr<GraphView> open() { return openLaidOut(engine_, module_, QStringLiteral("baseline"), QSize(900, 700)); }

  static const ShownEdgeBadge* find(const QList<ShownEdgeBadge>& shown, const QString& text) {
    for (const ShownEdgeBadge& badge : shown)
      if (badge.badge.text == text) return &badge;
    return nullptr;
  }

 private slots:
  void initTestCase() {
    engine_ = new GraphLayoutEngine(this);
    module_ = parseModule(kModule);
  }

  void badgesFollowTheirEdges() {
    auto view = open();
    view->expandAll();
    QVERIFY(waitForLayout(*view));
    const QList<EdgeBadge> badges = {{"h", "y", "all-gather 2.0 KiB", "gathers h"},
                                     {"y", "", "all-reduce 2.0 KiB", "sums partial results"},
                                     {"nothing", "y", "unknown producer", ""}};
    view->setEdgeBadges(badges);
    QCOMPARE(view->edgeBadges(), badges);
    const QList<ShownEdgeBadge> shown = view->shownEdgeBadges();
    QCOMPARE(shown.size(), 2);  // a name the module lacks is not drawn
    // On the edge h -> y: between the two nodes, vertically.
    const ShownEdgeBadge* gather = find(shown, "all-gather 2.0 KiB");
    QVERIFY(gather);
    QCOMPARE(gather->anchor, BadgeAnchor::Edge);
    QCOMPARE(gather->item, QString("y"));
    const QRectF h = view->instructionRect("h"), y = view->instructionRect("y");
    QVERIFY(gather->rect.center().y() > h.bottom() - 1 && gather->rect.center().y() < y.top() + 1);
    // On y's output: just below y.
    const ShownEdgeBadge* reduce = find(shown, "all-reduce 2.0 KiB");
    QVERIFY(reduce);
    QCOMPARE(reduce->anchor, BadgeAnchor::Output);
    QCOMPARE(reduce->item, QString("y"));
    QVERIFY(reduce->rect.top() >= y.bottom());
    QVERIFY(qAbs(reduce->rect.center().x() - y.center().x()) < 1);
    QVERIFY(!gather->rect.intersects(reduce->rect));
  }

  void badgeInsideACollapsedGroupGoesOnItsBox() {
    auto view = open();
    QVERIFY(!view->visibleInstructions().contains("h"));  // "mlp" opens collapsed
    view->setEdgeBadges({{"h", "y", "all-gather 2.0 KiB", ""}, {"x", "h", "into the box", ""}});
    const QList<ShownEdgeBadge> shown = view->shownEdgeBadges();
    QCOMPARE(shown.size(), 2);
    const ShownEdgeBadge* inside = find(shown, "all-gather 2.0 KiB");
    QVERIFY(inside);
    QCOMPARE(inside->anchor, BadgeAnchor::GroupBox);
    QCOMPARE(inside->item, QString("mlp"));
    const ShownEdgeBadge* into = find(shown, "into the box");
    QVERIFY(into);
    QCOMPARE(into->anchor, BadgeAnchor::Edge);  // x -> the "mlp" box
    QCOMPARE(into->item, QString("mlp"));
    // Expanding the group moves the badge onto the edge between the two nodes.
    view->setGroupExpanded("mlp", true);
    QVERIFY(waitForLayout(*view));
    const QList<ShownEdgeBadge> expanded = view->shownEdgeBadges();
    const ShownEdgeBadge* moved = find(expanded, "all-gather 2.0 KiB");
    QVERIFY(moved);
    QCOMPARE(moved->anchor, BadgeAnchor::Edge);
    QCOMPARE(moved->item, QString("y"));
    // Clearing removes them from the scene.
    view->setEdgeBadges({});
    QVERIFY(view->shownEdgeBadges().isEmpty());
  }

  void badgesAtOnePlaceAreStacked() {
    auto view = open();
    view->expandAll();
    QVERIFY(waitForLayout(*view));
    view->setEdgeBadges({{"y", "", "first", ""}, {"y", "", "second", ""}, {"y", "", "third", ""}});
    const QList<ShownEdgeBadge> shown = view->shownEdgeBadges();
    QCOMPARE(shown.size(), 3);
    for (int i = 0; i < shown.size(); ++i)
      for (int j = i + 1; j < shown.size(); ++j) QVERIFY(!shown[i].rect.intersects(shown[j].rect));
  }

  void tintsColourNodesGroupsAndLegend() {
    auto view = open();
    const QStringList fixedLegend = view->legendEntries();
    QHash<QString, QColor> tints;
    for (const char* name : {"w1", "w2", "h", "y"}) tints.insert(QString::fromLatin1(name), stageColor(0));
    tints.insert("t", stageColor(1));
    view->setNodeTints(tints, {{"stage 0", stageColor(0)}, {"stage 1", stageColor(1)}});
    QCOMPARE(view->instructionTint("h"), stageColor(0));
    QVERIFY(!view->instructionTint("x").isValid());
    QCOMPARE(view->legendEntries(), fixedLegend + QStringList({"stage 0", "stage 1"}));
    // Collapsed: the "mlp" box takes its members' one tint. A node without a tint keeps its colour.
    QCOMPARE(view->groupColor("mlp"), stageColor(0));
    view->expandAll();
    QVERIFY(waitForLayout(*view));
    QCOMPARE(view->instructionColor("x"), nodeStateColor(NodeState::None));
    QCOMPARE(view->instructionColor("h"), stageColor(0));
    QCOMPARE(view->instructionColor("t"), stageColor(1));
    // An analysis colour wins the fill; the tint stays as a band.
    view->setNodeStates({{"h", NodeState::Frontier}});
    QCOMPARE(view->instructionColor("h"), nodeStateColor(NodeState::Frontier));
    QCOMPARE(view->instructionTint("h"), stageColor(0));
    // Removing the tints removes the legend rows.
    view->setNodeTints({}, {});
    QCOMPARE(view->legendEntries(), fixedLegend);
    QCOMPARE(view->instructionColor("y"), nodeStateColor(NodeState::None));
  }

  void groupWithMixedTintsGetsNone() {
    auto view = open();
    // "mlp" members in two stages: the collapsed box cannot say one stage.
    view->setNodeTints({{"h", stageColor(0)}, {"y", stageColor(1)}}, {});
    QCOMPARE(view->groupOf("h"), QString("mlp"));
    QVERIFY(view->groupColor("mlp").isValid());
    QVERIFY(view->groupColor("mlp") != stageColor(0) && view->groupColor("mlp") != stageColor(1));
    // One tint for every tinted member: the box shows it.
    view->setNodeTints({{"h", stageColor(1)}, {"y", stageColor(1)}}, {});
    QCOMPARE(view->groupColor("mlp"), stageColor(1));
  }
};

QTEST_MAIN(TestGraphBadges)
#include "test_graph_badges.moc"
