// What a verification step repaints in a graph view (issue 23): boxes and edge labels
// are drawn once per look and zoom and copied on scroll (and still drawn anew when
// their colour changes, and as shapes and text into a file); placing the legend and
// the minimap again where they already are repaints neither (each step scrolls to its
// subject, and every scroll places them), and the overview is redrawn exactly when a
// fill it draws changed (most of a step's nodes sit inside collapsed groups whose fill
// stays the same).
#include "graph_test_support.h"

#include "views/graph/graph_canvas.h"
#include "views/graph/graph_items.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_legend.h"
#include "views/graph/graph_minimap.h"
#include "views/graph/graph_overlays.h"

#include <QPaintEvent>
#include <QStandardPaths>
#include <QTest>

#include <random>

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

  void boxesAreCopiedFromTheirPictureAndRedrawnWhenTheyChange() {
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    auto* canvas = view->findChild<GraphCanvas*>();
    int boxes = 0, labels = 0;
    for (QGraphicsItem* item : canvas->scene()->items()) {
      if (item->type() == kBoxItemType) {
        ++boxes;
        QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
      }
      if (item->type() == kEdgeLabelItemType) {
        ++labels;
        QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
      }
    }
    QVERIFY(boxes > 5 && labels > 5);
    {
      const ItemCachesOff off(canvas->scene());
      for (QGraphicsItem* item : canvas->scene()->items()) QCOMPARE(item->cacheMode(), QGraphicsItem::NoCache);
    }
    for (QGraphicsItem* item : canvas->scene()->items())
      if (item->type() == kBoxItemType) QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
    // A box's new colour is on screen after its state changes: its picture is drawn again.
    const QString name = view->visibleInstructions().front();
    BoxItem* box = nullptr;
    for (QGraphicsItem* item : canvas->scene()->items())
      if (item->type() == kBoxItemType && view->nodeIndex(name) == static_cast<BoxItem*>(item)->modelIndex() &&
          !static_cast<BoxItem*>(item)->isGroup())
        box = static_cast<BoxItem*>(item);
    QVERIFY(box);
    canvas->centerOn(box);
    QTest::qWait(20);
    const QPoint inside = canvas->mapFromScene(QPointF(box->rect().right() - 3, box->rect().center().y()));
    const auto shown = [&] { return canvas->viewport()->grab().toImage().pixelColor(inside * canvas->devicePixelRatioF()); };
    QCOMPARE(shown(), box->fill());
    view->updateNodeStatesAt({{view->nodeIndex(name), NodeState::Frontier}});
    QTest::qWait(20);
    QCOMPARE(box->fill(), nodeStateColor(NodeState::Frontier));
    QCOMPARE(shown(), nodeStateColor(NodeState::Frontier));
  }

  void aLayerShownAgainMeasuresNoText() {
    const GraphStyle& style = GraphStyle::instance();
    const QString text = QStringLiteral("fusion.12345 f32[8,4096]{1,0}");
    const int before = style.textsMeasured();
    const double width = style.textWidth(style.body, text);
    QCOMPARE(width, QFontMetricsF(style.body).horizontalAdvance(text) + 1);
    QCOMPARE(style.textWidth(style.body, text), width);
    QCOMPARE(style.textsMeasured(), before + 1);
    // Another font of the same text is its own measure; a font not the style's, every time.
    QCOMPARE(style.textWidth(style.heading, text), QFontMetricsF(style.heading).horizontalAdvance(text) + 1);
    QFont other = style.body;
    other.setPointSizeF(20);
    QCOMPARE(style.textWidth(other, text), QFontMetricsF(other).horizontalAdvance(text) + 1);
    style.textWidth(other, text);
    QCOMPARE(style.textsMeasured(), before + 4);
    // Expanding a group, collapsing it and expanding it again: the boxes' texts are known.
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    view->setGroupExpanded(QStringLiteral("layer.0"), true);
    QVERIFY(waitForLayout(*view));
    view->setGroupExpanded(QStringLiteral("layer.0"), false);
    QVERIFY(waitForLayout(*view));
    const int measured = style.textsMeasured();
    view->setGroupExpanded(QStringLiteral("layer.0"), true);
    QVERIFY(waitForLayout(*view));
    QCOMPARE(style.textsMeasured(), measured);
  }

  void stepsRedrawEveryGroupTheyChange() {
    // Nested collapsed groups (a layer's attention and mlp inside it): batches of updates,
    // many nodes per group, drawn step by step, against the same states drawn at once.
    auto stepped = openLaidOut(engine_, zooModule("llama-layer-tp", 3), QStringLiteral("stepped"), QSize(1200, 800));
    auto whole = openLaidOut(engine_, zooModule("llama-layer-tp", 3), QStringLiteral("whole"), QSize(1200, 800));
    QVERIFY(stepped->topLevelGroups().size() >= 3);
    std::mt19937 random(5);
    std::uniform_int_distribution<int> pickNode(0, stepped->nodeCount() - 1);
    std::uniform_int_distribution<int> pickState(0, static_cast<int>(NodeState::NumericDivergence));
    QHash<int, NodeState> states;
    for (int round = 0; round < 20; ++round) {
      QVector<NodeStateUpdate> batch;
      const int first = pickNode(random);
      for (int i = 0; i < 40; ++i) {  // runs of neighbours: mostly the same groups
        const int node = std::min(stepped->nodeCount() - 1, first + i);
        const auto state = static_cast<NodeState>(pickState(random));
        batch.push_back({node, state});
        states.insert(node, state);
      }
      stepped->updateNodeStatesAt(batch);
      QVector<NodeStateUpdate> all;
      for (auto it = states.constBegin(); it != states.constEnd(); ++it) all.push_back({it.key(), it.value()});
      whole->setNodeStatesAt(all);
      for (const QString& group : stepped->topLevelGroups()) {
        QCOMPARE(stepped->groupColor(group), whole->groupColor(group));
        QCOMPARE(stepped->drawnGroupShares(group), whole->drawnGroupShares(group));
      }
    }
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

  void theLegendRepaintsFromItsPicture() {
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    auto* canvas = view->findChild<GraphCanvas*>();
    auto* legend = canvas->findChild<GraphLegend*>();
    QTest::qWait(50);
    QVERIFY(legend->isVisible());
    const int drawn = legend->picturesDrawn();
    QVERIFY(drawn >= 1);
    PaintCounter paints(legend);
    // Scrolls repaint the whole viewport, and the legend over it, from the same picture.
    const QRectF scene = canvas->sceneRect();
    for (const QPointF& at : {scene.topLeft(), scene.center(), scene.bottomRight()}) {
      canvas->centerOn(at);
      QTest::qWait(20);
    }
    legend->update();
    QTest::qWait(20);
    QVERIFY(paints.paints >= 1);
    QCOMPARE(legend->picturesDrawn(), drawn);
    // New rows: a new picture, as tall as its rows.
    const int height = legend->height();
    view->setNodeTints({}, {{QStringLiteral("stage 0"), QColor(Qt::red)}, {QStringLiteral("stage 1"), QColor(Qt::blue)}});
    QVERIFY(legend->entryNames().contains(QStringLiteral("stage 1")));
    legend->repaint();
    QVERIFY(legend->height() > height);
    QCOMPARE(legend->picturesDrawn(), drawn + 1);
    // Not a check: with SHARDSCOPE_LEGEND_SCREENSHOT=FILE set, writes the legend's picture.
    if (const QString out = qEnvironmentVariable("SHARDSCOPE_LEGEND_SCREENSHOT"); !out.isEmpty())
      QVERIFY(view->grab().save(out));
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
