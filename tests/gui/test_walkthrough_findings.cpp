// What issue 23's walk-through (docs/walkthrough.md) noticed, on the two screens the issue
// names (the offscreen platform given a 1366x768 and a 1600x1000 screen):
// - the workbench's Undo/Redo buttons keep their width (the command's text is in the tool
//   tip), so Propagate does not move under the pointer across annotate, undo and redo;
// - a graph header shows the whole file name at 1366 px, and a long one cut in the middle
//   (both ends kept), never clipped, the full path in the tool tip;
// - the window title carries Qt's "[*]" tied to the session's unsaved state, and long
//   names are elided so the title never asks for more than the screen's width;
// - every column of the e-class members pane lies inside the pane.
// (Alt+Left/Right from every dock's focus: test_shortcut_map.)
#include "gui/annotate/annotate_workbench.h"
#include "gui/gallery/teaching_link.h"
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "gui/workbench_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"
#include "views/verify/eclass_view.h"

#include "test_support/test_window.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

using testing::screenOfSize;

const QString kExamples = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/");
const QString kBaseline = kExamples + "mlp-tp2/baseline.hlo";
const QString kDistributed = kExamples + "mlp-tp2/distributed.hlo";
const QString kBuggyBaseline = kExamples + "mlp-tp2-missing-allreduce/baseline.hlo";
const QString kBuggyDistributed = kExamples + "mlp-tp2-missing-allreduce/distributed.hlo";
const QString kCorpus = QStringLiteral(SHARDSCOPE_CORPUS_DIR "/real-hlo/");

// The label in `view` that shows its program's file name (its tool tip is the path).
QLabel* titleOf(views::GraphView* view, const QString& path) {
  for (QLabel* label : view->findChildren<QLabel*>())
    if (!label->toolTip().isEmpty() && QFileInfo(label->toolTip()).fileName() == QFileInfo(path).fileName()) return label;
  return nullptr;
}

QString longNamed(const QTemporaryDir& dir, const QString& source, const QString& role) {
  const QString path =
      dir.filePath(QStringLiteral("a-capture-of-the-405B-model-on-64-devices-with-tensor-and-pipeline-parallelism-%1.hlo").arg(role));
  if (!QFile::exists(path)) QFile::copy(source, path);
  return path;
}

}  // namespace

class TestWalkthroughFindings : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  QTemporaryDir dir_;

  std::unique_ptr<MainWindow> makeWindow(QSize screenSize) {
    auto window = std::make_unique<MainWindow>(engine_.get(), testing::testWindowOptions(dir_.filePath("recovery")));
    new WorkbenchLink(window.get());
    new gallery::TeachingLink(window.get(), QList<gallery::GalleryEntry>{});
    QScreen* screen = screenOfSize(screenSize);
    if (screen) {
      window->setScreen(screen);
      window->move(screen->availableGeometry().topLeft());
      window->resize(screen->availableGeometry().size());
    }
    window->show();
    QElapsedTimer timer;
    timer.start();
    while (!window->isLayoutSettled() && timer.elapsed() < 5000) QTest::qWait(10);
    return window;
  }

  static bool open(MainWindow& window, const QString& baseline, const QString& distributed, bool verify = false) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(baseline, distributed);
    if (!loaded.wait(30000)) return false;
    if (verify) {
      QSignalSpy verified(&window, &MainWindow::verificationFinished);
      window.runVerification();
      if (!verified.wait(60000)) return false;
    }
    QElapsedTimer timer;
    timer.start();
    while (window.isBusy() && timer.elapsed() < 30000) QTest::qWait(20);
    QTest::qWait(50);  // the headers' and tables' geometry
    return !window.isBusy();
  }

  static QDockWidget* dockTitled(MainWindow& window, const QString& title) {
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
      if (dock->windowTitle() == title) return dock;
    return nullptr;
  }


 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    QVERIFY(screenOfSize({1366, 768}));
    QVERIFY(screenOfSize({1600, 1000}));
  }

  void workbenchToolbarKeepsItsGeometry() {
    auto window = makeWindow({1366, 768});
    QVERIFY(open(*window, kBaseline, kDistributed));
    QDockWidget* dock = dockTitled(*window, "Sharding workbench");
    QVERIFY(dock);
    dock->raise();
    QTest::qWait(20);
    auto* workbench = window->findChild<annotate::AnnotateWorkbench*>();
    auto* toolbar = window->findChild<QToolBar*>("workbenchToolbar");
    QVERIFY(workbench && toolbar);
    QAction* propagate = nullptr;
    for (QAction* action : toolbar->actions())
      if (action->text().remove('&') == "Propagate") propagate = action;
    QVERIFY(propagate);
    auto geometry = [&] {
      return QList<QRect>{toolbar->widgetForAction(workbench->undoAction())->geometry(),
                          toolbar->widgetForAction(workbench->redoAction())->geometry(), toolbar->widgetForAction(propagate)->geometry()};
    };
    const QList<QRect> before = geometry();
    workbench->annotate("w1", "{devices=[1,2]0,1}");
    QTest::qWait(20);
    QCOMPARE(geometry(), before);
    QVERIFY(workbench->undoAction()->isEnabled());
    QVERIFY2(workbench->undoAction()->toolTip().contains("w1"), qPrintable(workbench->undoAction()->toolTip()));
    workbench->undoAction()->trigger();
    QTest::qWait(20);
    QCOMPARE(geometry(), before);
    QVERIFY2(workbench->redoAction()->toolTip().contains("w1"), qPrintable(workbench->redoAction()->toolTip()));
    QVERIFY(!workbench->undoAction()->isEnabled());
    workbench->redoAction()->trigger();
    QTest::qWait(20);
    QCOMPARE(geometry(), before);
    QCOMPARE(workbench->undoAction()->text(), QStringLiteral("Undo"));
  }

  void graphHeadersKeepTheFileName_data() {
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
  }

  void graphHeadersKeepTheFileName() {
    QFETCH(QSize, screen);
    const QString tp1 = kCorpus + "neuronx_llama_tp1.hlo.txt", tp2 = kCorpus + "neuronx_llama_tp2.hlo.txt";
    if (!QFile::exists(tp1)) QSKIP("the shared corpus is not there");
    auto window = makeWindow(screen);
    QVERIFY(open(*window, tp1, tp2));
    for (const auto& [side, path] : {std::pair{Side::Baseline, tp1}, std::pair{Side::Distributed, tp2}}) {
      QLabel* title = titleOf(window->graphView(side), path);
      QVERIFY2(title, qPrintable(path));
      // Legible: the whole name, and no more text than the label has room for.
      QVERIFY2(title->text().startsWith(QFileInfo(path).fileName()), qPrintable(title->text()));
      QVERIFY2(title->fontMetrics().horizontalAdvance(title->text()) <= title->width(),
               qPrintable(QStringLiteral("\"%1\" in %2 px").arg(title->text()).arg(title->width())));
      QVERIFY(title->visibleRegion().boundingRect().width() >= title->fontMetrics().horizontalAdvance(title->text()));
      auto* search = window->graphView(side)->findChild<QLineEdit*>();
      QVERIFY(search && search->width() >= 100);
    }
    // Long names: cut in the middle, the ends kept, the whole path in the tool tip.
    const QString baseline = longNamed(dir_, kBaseline, "baseline-single-device-reference");
    const QString distributed = longNamed(dir_, kDistributed, "distributed-per-device-spmd-program");
    QVERIFY(open(*window, baseline, distributed));
    for (const auto& [side, path] : {std::pair{Side::Baseline, baseline}, std::pair{Side::Distributed, distributed}}) {
      QLabel* title = titleOf(window->graphView(side), path);
      QVERIFY2(title, qPrintable(path));
      const QString text = title->text();
      QVERIFY2(text.contains(QChar(0x2026)) && text.startsWith("a-capture") && text.endsWith(path.right(12)), qPrintable(text));
      QVERIFY2(title->fontMetrics().horizontalAdvance(text) <= title->width(), qPrintable(text));
      QVERIFY(QFileInfo(title->toolTip()).fileName() == QFileInfo(path).fileName());
    }
    QVERIFY(window->width() <= screenOfSize(screen)->availableGeometry().width());
  }

  void windowTitleIsMarkedAndElided() {
    QScreen* screen = screenOfSize({1366, 768});
    auto window = makeWindow({1366, 768});
    const QString baseline = longNamed(dir_, kBaseline, "baseline-single-device-reference");
    const QString distributed = longNamed(dir_, kDistributed, "distributed-per-device-spmd-program");
    QVERIFY(open(*window, baseline, distributed));
    const QString title = window->windowTitle();
    QVERIFY2(title.contains("[*]"), qPrintable(title));  // Qt shows it as "*" while modified
    QVERIFY2(title.endsWith("ShardScope"), qPrintable(title));
    QVERIFY2(title.contains("reference.hlo") && title.contains("program.hlo") && title.contains(QChar(0x2026)), qPrintable(title));
    QString shown = title;
    shown.replace("[*]", "*");
    const QFontMetrics metrics(QApplication::font("QMdiSubWindowTitleBar"));
    QVERIFY2(metrics.horizontalAdvance(shown) <= screen->availableGeometry().width() - 150,
             qPrintable(QStringLiteral("%1 px: %2").arg(metrics.horizontalAdvance(shown)).arg(title)));
    // Tied to the session's unsaved state: the undo stacks' clean state.
    QVERIFY(!window->isWindowModified());
    auto* workbench = window->findChild<annotate::AnnotateWorkbench*>();
    QVERIFY(workbench);
    workbench->annotate("w1", "{devices=[1,2]0,1}");
    QVERIFY(window->hasUnsavedChanges());
    QVERIFY(window->isWindowModified());
    workbench->undoStack()->undo();
    QVERIFY(!window->isWindowModified());  // back at the clean state
    workbench->undoStack()->redo();
    QVERIFY(window->isWindowModified());
    QString error;
    QVERIFY2(window->saveSession(dir_.filePath("walk.shardscope"), &error), qPrintable(error));
    QVERIFY(!window->isWindowModified());
    // Short names are whole.
    QVERIFY(open(*window, kBaseline, kDistributed));
    QCOMPARE(window->windowTitle(), QStringLiteral("baseline.hlo | distributed.hlo[*] \u2014 ShardScope"));
  }

  void eclassColumnsFit_data() {
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
  }

  void eclassColumnsFit() {
    QFETCH(QSize, screen);
    auto window = makeWindow(screen);
    QVERIFY(open(*window, kBuggyBaseline, kBuggyDistributed, /*verify=*/true));
    QDockWidget* steps = window->findChild<QDockWidget*>("verificationStepsDock");
    QVERIFY(steps);
    steps->raise();
    QTest::qWait(20);
    views::TracePlayer* player = window->verifyTimeline()->player();
    auto* eclass = window->findChild<views::EClassView*>();
    QVERIFY(player && eclass && player->stepCount() > 0);
    // A step that joined a class with members from both programs.
    int step = 0;
    for (; step < player->stepCount(); ++step) {
      player->setCurrentStep(step);
      if (eclass->model()->rowCount() >= 2) break;
    }
    QVERIFY(step < player->stepCount());
    QTest::qWait(20);
    QTableView* table = eclass->table();
    QHeaderView* header = table->horizontalHeader();
    const int viewport = table->viewport()->width();
    for (int column = 0; column < header->count(); ++column) {
      if (header->isSectionHidden(column)) {  // only the program column, and its rows still say it
        QCOMPARE(column, static_cast<int>(views::EClassMemberModel::ProgramColumn));
        for (int row = 0; row < eclass->model()->rowCount(); ++row)
          if (eclass->model()->member(row).baseline)
            QVERIFY(eclass->model()->index(row, views::EClassMemberModel::RelationColumn).data().toString().startsWith("baseline"));
        continue;
      }
      const QString name = eclass->model()->headerData(column, Qt::Horizontal).toString();
      const int left = header->sectionViewportPosition(column), width = header->sectionSize(column);
      QVERIFY2(left >= 0 && left + width <= viewport,
               qPrintable(QStringLiteral("%1 at %2..%3 of %4 px").arg(name).arg(left).arg(left + width).arg(viewport)));
      QVERIFY2(width >= header->fontMetrics().horizontalAdvance(name),
               qPrintable(QStringLiteral("%1 is %2 px (columns %3 %4 %5 %6 of %7)")
                              .arg(name)
                              .arg(width)
                              .arg(header->sectionSize(0))
                              .arg(header->sectionSize(1))
                              .arg(header->sectionSize(2))
                              .arg(header->sectionSize(3))
                              .arg(viewport)));
    }
    // The instruction names are whole (this pair's are short enough for the narrow pane).
    const int instructionWidth = header->sectionSize(views::EClassMemberModel::InstructionColumn);
    for (int row = 0; row < eclass->model()->rowCount(); ++row) {
      const QString text = eclass->model()->index(row, views::EClassMemberModel::InstructionColumn).data().toString();
      QVERIFY2(table->fontMetrics().horizontalAdvance(text) + 8 <= instructionWidth, qPrintable(QStringLiteral("%1 in %2 px").arg(text).arg(instructionWidth)));
    }
    // The step numbers are whole.
    const int stepWidth = header->sectionSize(views::EClassMemberModel::StepColumn);
    for (int row = 0; row < eclass->model()->rowCount(); ++row) {
      const QString text = eclass->model()->index(row, views::EClassMemberModel::StepColumn).data().toString();
      QVERIFY2(table->fontMetrics().horizontalAdvance(text) + 4 <= stepWidth, qPrintable(text));
    }
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
  }
};

int main(int argc, char** argv) {
  // Two screens, the sizes the issue names, side by side.
  QTemporaryDir config;
  const QString path = config.filePath("screens.json");
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return 1;
  file.write(R"({"screens": [
    {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "desktop", "x": 1366, "y": 0, "width": 1600, "height": 1000, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
  file.close();
  qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + path).toLocal8Bit());
  QApplication app(argc, argv);
  TestWalkthroughFindings test;
  return QTest::qExec(&test, argc, argv);
}

#include "test_walkthrough_findings.moc"
