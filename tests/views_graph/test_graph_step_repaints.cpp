// What a verification step repaints in a graph view (issue 23): placing the legend and
// the minimap again where they already are repaints neither (each step scrolls to its
// subject, and every scroll places them), and the overview is redrawn exactly when a
// fill it draws changed (most of a step's nodes sit inside collapsed groups whose fill
// stays the same).
#include "graph_test_support.h"

#include "views/graph/graph_canvas.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_legend.h"
#include "views/graph/graph_minimap.h"
#include "views/graph/graph_overlays.h"

#include <QPaintEvent>
#include <QStandardPaths>
#include <QTest>

using namespace shardscope;
using namespace shardscope::views;
using namespace shardscope::views::testing;

namespace {

class PaintCounter : public QObject {
 public:
  explicit PaintCounter(QWidget* watched) : QObject(watched) { watched->installEventFilter(this); }
  int paints = 0;

 protected:
  bool eventFilter(QObject*, QEvent* event) override {
    if (event->type() == QEvent::Paint) ++paints;
    return false;
  }
};

// Every colour the view draws: its visible instructions' and its top-level groups'.
QStringList drawnColours(const GraphView& view) {
  QStringList colours;
  for (const QString& name : view.visibleInstructions()) colours << name + '=' + view.instructionColor(name).name();
  for (const QString& group : view.topLevelGroups()) colours << group + '=' + view.groupColor(group).name();
  return colours;
}

}  // namespace

class TestGraphStepRepaints : public QObject {
  Q_OBJECT

  GraphLayoutEngine* engine_ = nullptr;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = new GraphLayoutEngine(this);
  }

  void placingInPlaceRepaintsNoOverlay() {
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    auto* canvas = view->findChild<GraphCanvas*>();
    auto* legend = canvas->findChild<GraphLegend*>();
    auto* minimap = canvas->findChild<GraphMinimap*>();
    auto* placer = canvas->findChild<GraphOverlays*>();
    QVERIFY(legend && minimap && placer);
    placer->place();
    QTest::qWait(50);
    QVERIFY2(legend->isVisible() && minimap->isVisible(), "both overlays shown in a 1200x800 toy view");
    PaintCounter legendPaints(legend), minimapPaints(minimap);
    for (int i = 0; i < 3; ++i) placer->place();
    QTest::qWait(50);
    QCOMPARE(legendPaints.paints, 0);
    QCOMPARE(minimapPaints.paints, 0);
  }

  void theOverviewIsRedrawnWhenADrawnFillChanges() {
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    auto* minimap = view->findChild<GraphCanvas*>()->findChild<GraphMinimap*>();
    QTest::qWait(50);
    PaintCounter paints(minimap);
    // Hidden nodes (inside collapsed groups), one at a time to the same state: the first
    // of a group changes its fill, the others mostly do not.
    int redrawn = 0, left = 0;
    for (int node = 0; node < view->nodeCount() && (redrawn < 2 || left < 2); ++node) {
      const QStringList before = drawnColours(*view);
      paints.paints = 0;
      view->updateNodeStatesAt({{node, NodeState::Verified}});
      QTest::qWait(20);
      const bool changed = drawnColours(*view) != before;
      QCOMPARE(paints.paints > 0, changed);
      (changed ? redrawn : left) += 1;
    }
    QVERIFY2(redrawn >= 2 && left >= 2, qPrintable(QStringLiteral("%1 redrawn, %2 left").arg(redrawn).arg(left)));
  }
};

QTEST_MAIN(TestGraphStepRepaints)
#include "test_graph_step_repaints.moc"
