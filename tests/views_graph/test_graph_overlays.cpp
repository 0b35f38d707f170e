// The legend and the minimap never cover a node (issue 23 item 5): several graphs at
// several viewport sizes, zooms and scroll positions, and after each the rectangle of
// every shown overlay is free of every visible box (or the overlay is folded into its
// chip). Folding by hand is remembered by the next view.
#include "graph_test_support.h"

#include "io/hlo_file.h"
#include "views/graph/graph_canvas.h"
#include "views/graph/graph_items.h"
#include "views/graph/graph_legend.h"
#include "views/graph/graph_minimap.h"
#include "views/graph/graph_overlays.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace shardscope;
using namespace shardscope::views;
using namespace shardscope::views::testing;

namespace {

struct Overlays {
  GraphCanvas* canvas;
  GraphLegend* legend;
  GraphMinimap* minimap;
  GraphOverlays* placer;
};

Overlays overlaysOf(GraphView& view) {
  auto* canvas = view.findChild<GraphCanvas*>();
  return {canvas, canvas->findChild<GraphLegend*>(), canvas->findChild<GraphMinimap*>(),
          canvas->findChild<GraphOverlays*>()};
}

// Every visible box, in canvas coordinates (where the overlays are placed).
QVector<QRect> visibleBoxes(GraphCanvas* canvas) {
  QVector<QRect> boxes;
  const QRect viewport = canvas->viewport()->geometry();
  for (QGraphicsItem* item : canvas->scene()->items()) {
    if (item->type() != kBoxItemType || !item->isVisible()) continue;
    const QRect r = canvas->mapFromScene(item->sceneBoundingRect()).boundingRect().translated(viewport.topLeft());
    if (r.intersects(viewport)) boxes << r;
  }
  return boxes;
}

// Fails when a shown overlay covers a box; counts the overlays shown open.
int checkFree(GraphView& view, const QString& where) {
  QApplication::processEvents();  // the placement scheduled by the last scroll or zoom
  const Overlays o = overlaysOf(view);
  int open = 0;
  for (QWidget* overlay : {static_cast<QWidget*>(o.legend), static_cast<QWidget*>(o.minimap)}) {
    if (!overlay->isVisible()) continue;
    ++open;
    for (const QRect& box : visibleBoxes(o.canvas))
      if (box.intersects(overlay->geometry()))
        qFatal("%s: %s at (%d,%d %dx%d) covers a box at (%d,%d %dx%d)", qPrintable(where),
               overlay == o.legend ? "the legend" : "the minimap", overlay->x(), overlay->y(), overlay->width(),
               overlay->height(), box.x(), box.y(), box.width(), box.height());
  }
  // Not shown means folded into its chip, which is then on screen.
  if (!o.legend->isVisible() && !o.placer->legendChip()->isVisible() && o.canvas->width() > 200)
    qFatal("%s: the legend is neither shown nor folded", qPrintable(where));
  return open;
}

std::shared_ptr<const ir::Module> loadCorpus(const char* name) {
  io::LoadResult loaded = io::loadModuleFile(std::string(SHARDSCOPE_CORPUS_DIR "/real-hlo/") + name);
  if (!loaded.ok()) qFatal("%s does not load", name);
  return std::make_shared<const ir::Module>(std::move(*loaded.module));
}

}  // namespace

class TestGraphOverlays : public QObject {
  Q_OBJECT

  GraphLayoutEngine* engine_ = nullptr;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // QSettings in a test location
    QSettings().remove(QStringLiteral("graphView"));
    engine_ = new GraphLayoutEngine(this);
  }

  void neverCoverNodes() {
    const QVector<QPair<QString, std::shared_ptr<const ir::Module>>> graphs = {
        {QStringLiteral("toy llama"), zooModule()},
        {QStringLiteral("neuronx llama tp2"), loadCorpus("neuronx_llama_tp2.hlo.txt")},
        {QStringLiteral("ptxla bert"), loadCorpus("ptxla_bert_single_graph2.hlo.txt")},
    };
    const QVector<QSize> sizes = {QSize(520, 380), QSize(900, 600), QSize(1366, 768), QSize(1600, 1000)};
    int shownOpen = 0, checks = 0;
    for (const auto& [name, module] : graphs) {
      for (const QSize& size : sizes) {
        auto view = openLaidOut(engine_, module, name, size);
        const QString where = QStringLiteral("%1 at %2x%3").arg(name).arg(size.width()).arg(size.height());
        shownOpen += checkFree(*view, where + QStringLiteral(", opened"));
        view->expandAll();
        QVERIFY(waitForLayout(*view));
        view->zoomToFit();
        shownOpen += checkFree(*view, where + QStringLiteral(", expanded, fit"));
        // Readable zoom, scrolled so boxes pass under every corner in turn.
        view->setZoom(1.0);
        const Overlays o = overlaysOf(*view);
        const QRectF scene = o.canvas->sceneRect();
        for (const QPointF& at : {scene.topLeft(), scene.center(), scene.bottomRight(), scene.topRight(), scene.bottomLeft()}) {
          o.canvas->centerOn(at);
          shownOpen += checkFree(*view, where + QStringLiteral(", zoom 1 at (%1,%2)").arg(at.x()).arg(at.y()));
          ++checks;
        }
        view->resize(size / 2);  // a resize after all that
        shownOpen += checkFree(*view, where + QStringLiteral(", halved"));
      }
    }
    // The overlays are not simply always folded: in most of these views one is shown.
    QVERIFY2(shownOpen > checks, qPrintable(QStringLiteral("%1 open in %2 checks").arg(shownOpen).arg(checks)));
  }

  void movesOffABoxUnderItsCorner() {
    // A box scrolled under the legend's usual corner (bottom left): the legend moves away.
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1000, 700));
    view->expandAll();
    QVERIFY(waitForLayout(*view));
    view->setZoom(1.0);
    const Overlays o = overlaysOf(*view);
    // The box nearest the scene's centre: scrolling can bring it under any corner.
    QGraphicsItem* box = nullptr;
    const QPointF centre = o.canvas->sceneRect().center();
    for (QGraphicsItem* item : o.canvas->scene()->items())
      if (item->type() == kBoxItemType &&
          (!box || QLineF(item->sceneBoundingRect().center(), centre).length() <
                       QLineF(box->sceneBoundingRect().center(), centre).length()))
        box = item;
    QVERIFY(box);
    const QRect viewport = o.canvas->viewport()->rect();
    // Put the box's centre 40 px right of and 30 px above the viewport's bottom-left corner.
    const QPointF offset = o.canvas->mapToScene(viewport.center()) - o.canvas->mapToScene(QPoint(40, viewport.height() - 30));
    o.canvas->centerOn(box->sceneBoundingRect().center() + offset);
    QApplication::processEvents();
    const QRect boxRect = o.canvas->mapFromScene(box->sceneBoundingRect()).boundingRect().translated(o.canvas->viewport()->geometry().topLeft());
    QVERIFY(boxRect.contains(o.canvas->viewport()->geometry().bottomLeft() + QPoint(40, -30)));
    QVERIFY(!o.legend->isVisible() || !o.legend->geometry().intersects(boxRect));
    checkFree(*view, QStringLiteral("box under the bottom-left corner"));
  }

  void foldingIsRemembered() {
    auto view = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    Overlays o = overlaysOf(*view);
    auto* fold = o.legend->findChild<QToolButton*>(QStringLiteral("foldButton"));
    QVERIFY(fold);
    o.placer->place();
    const bool wasShown = o.legend->isVisible();
    fold->click();
    QVERIFY(o.placer->legendFolded());
    QVERIFY(!o.legend->isVisible());
    QVERIFY(o.placer->legendChip()->isVisible());
    // A new view (a new session) starts folded.
    auto next = openLaidOut(engine_, zooModule(), QStringLiteral("toy"), QSize(1200, 800));
    Overlays n = overlaysOf(*next);
    QVERIFY(n.placer->legendFolded());
    QVERIFY(!n.legend->isVisible());
    n.placer->legendChip()->click();
    QVERIFY(!n.placer->legendFolded());
    QCOMPARE(n.legend->isVisible(), wasShown || n.legend->isVisible());
    QVERIFY(!QSettings().value(QStringLiteral("graphView/legendFolded")).toBool());
    // The minimap folds the same way.
    n.minimap->findChild<QToolButton*>(QStringLiteral("foldButton"))->click();
    QVERIFY(n.placer->minimapFolded());
    QVERIFY(!n.minimap->isVisible());
    QVERIFY(QSettings().value(QStringLiteral("graphView/minimapFolded")).toBool());
    n.placer->minimapChip()->click();
    QVERIFY(!n.placer->minimapFolded());
  }
};

QTEST_MAIN(TestGraphOverlays)
#include "test_graph_overlays.moc"
