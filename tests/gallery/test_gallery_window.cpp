// The gallery in the window (issue 24 items 1, 2, 4, 7, 8), offscreen: the start page
// while no pair is open; File > Open Example…, View > Summary and File > Export Slide…
// in the menus; every gallery entry opens (generated or loaded), its analyses run, its
// summary agrees with the catalogue, an equivalent program's groups are never filled
// "not verified", and its tour plays to the end, selecting and centring what each step
// names; the report carries the summary section; slides are written at the size and
// scale asked for. With SHARDSCOPE_SCREENSHOT_DIR set, `screenshots` writes the docs'
// pictures (run it once more with QT_SCALE_FACTOR=2 for the -2x ones).
#include "gui/gallery/gallery_widget.h"
#include "gui/gallery/slide_export.h"
#include "gui/gallery/summary_link.h"
#include "gui/gallery/teaching_link.h"
#include "gui/gallery/tour_player_link.h"
#include "gui/main_window.h"
#include "gui/report_export.h"
#include "gui/teach/communication_overlap_window.h"
#include "gui/teach/pipeline_schedules_window.h"
#include "gui/teach/strategy_explorer_window.h"
#include "views/graph/graph_view.h"
#include "views/summary/program_summary_view.h"
#include "views/trace/trace_player.h"
#include "zoo/strategy.h"

#include "test_support/test_window.h"

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QPushButton>
#include <QFile>
#include <QImage>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace shardscope;
using namespace shardscope::gui;
using namespace shardscope::gui::gallery;

Q_DECLARE_METATYPE(shardscope::gui::gallery::GalleryEntry)

namespace {

int collectiveCount(const QStringList& lines) {
  static const QRegularExpression count(QStringLiteral("\u00d7(\\d+)$"));
  int total = 0;
  for (const QString& line : lines) total += count.match(line).captured(1).toInt();
  return total;
}

bool waitIdle(MainWindow& window, int timeoutMs = 60000) {
  QElapsedTimer timer;
  timer.start();
  while (window.isBusy() && timer.elapsed() < timeoutMs) QTest::qWait(20);
  return !window.isBusy();
}

QStringList existing(const QList<TourNode>& nodes, const views::GraphView* view) {
  QStringList names;
  for (const TourNode& node : nodes)
    if (view->nodeIndex(node.name) >= 0) names << node.name;
  return names;
}

}  // namespace

class TestGalleryWindow : public QObject {
  Q_OBJECT

  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> recovery_;
  QList<GalleryEntry> catalog_;

  struct Opened {
    std::unique_ptr<MainWindow> window;
    TeachingLink* link = nullptr;
  };
  Opened shared_;

  Opened makeWindow() {
    Opened opened;
    recovery_ = std::make_unique<QTemporaryDir>();
    opened.window = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(recovery_->path()));
    opened.link = new TeachingLink(opened.window.get(), catalog_);
    return opened;
  }

  // Opens the entry and waits for its analyses and tour; false with a message on failure.
  static bool openAndWait(TeachingLink& link, MainWindow& window, const GalleryEntry& entry, QString* message) {
    QSignalSpy ready(&link, &TeachingLink::entryReady);
    QSignalSpy failed(&link, &TeachingLink::entryFailed);
    link.openEntry(entry);
    QElapsedTimer timer;
    timer.start();
    while (ready.isEmpty() && failed.isEmpty() && timer.elapsed() < 180000) QTest::qWait(20);
    if (!failed.isEmpty()) {
      *message = failed.front().at(1).toString();
      return false;
    }
    if (ready.isEmpty()) {
      *message = QStringLiteral("timed out");
      return false;
    }
    if (!waitIdle(window)) {
      *message = QStringLiteral("still busy");
      return false;
    }
    return true;
  }

  void addRows(const QList<GallerySource>& sources) {
    QTest::addColumn<GalleryEntry>("entry");
    for (const GalleryEntry& entry : catalog_)
      if (sources.contains(entry.source)) QTest::newRow(qPrintable(entry.id)) << entry;
  }

  void checkEntry(const GalleryEntry& entry) {
    if (!shared_.window) shared_ = makeWindow();  // one window for every row, as a teacher would use it
    MainWindow& window = *shared_.window;
    TeachingLink& link = *shared_.link;
    QString message;
    QVERIFY2(openAndWait(link, window, entry, &message), qPrintable(message));
    QVERIFY(window.hasPair());
    QVERIFY(!link.isStartPageShown());
    QCOMPARE(link.openedEntry()->id, entry.id);
    // The analyses ran; the zoo's verdicts are known exactly.
    QVERIFY(window.verification().has_value());
    if (entry.source == GallerySource::Zoo) {
      QCOMPARE(window.verification()->equivalent, entry.expectEquivalent);
      if (!entry.expectEquivalent) QVERIFY(window.numeric().has_value());
    }
    // The summary panel describes this program, with the collectives the gallery listed.
    if (link.summary()->isComputing()) QVERIFY(QSignalSpy(link.summary(), &SummaryLink::summaryReady).wait(30000));
    const auto& summary = link.summary()->view()->summary();
    QVERIFY(summary.has_value());
    QCOMPARE(summary->module, window.pair()->distributed->name);
    QCOMPARE(static_cast<int>(summary->collectives.size()), collectiveCount(entry.collectives));
    // An equivalent program: no group box reads "not verified".
    if (window.verification()->equivalent)
      for (Side side : {Side::Baseline, Side::Distributed})
        for (const QString& group : window.graphView(side)->topLevelGroups())
          QVERIFY2(window.graphView(side)->groupColor(group) != views::nodeStateColor(views::NodeState::Unverified), qPrintable(group));
    // The tour plays to the end; each step selects and centres what it names.
    TourPlayerLink* tours = link.tours();
    if (entry.tour.isEmpty()) return;
    QVERIFY(tours->tour().has_value());
    QCOMPARE(tours->tour()->id, entry.tour);
    if (entry.source == GallerySource::Zoo && entry.bug.isEmpty()) QVERIFY2(tours->problems().isEmpty(), qPrintable(tours->problems().join('\n')));
    static const QRegularExpression problem(
        QStringLiteral(R"(^resources/tours/[a-z-]+\.json:\d+:\d+: error: step \d+ \(".*"\) names \S+, which the (distributed|baseline) program does not have$)"));
    for (const QString& line : tours->problems()) QVERIFY2(problem.match(line).hasMatch(), qPrintable(line));
    QCOMPARE(tours->currentStep(), 0);
    QSignalSpy shown(tours, &TourPlayerLink::stepShown);
    for (int step = 0; step < tours->stepCount(); ++step) {
      if (step > 0) tours->player()->next();
      QCOMPARE(tours->currentStep(), step);
      const TourStep& current = tours->tour()->steps[step];
      QVERIFY(tours->stepText().contains(current.title));
      const QStringList distributed = existing(current.distributed, window.graphView(Side::Distributed));
      const QStringList baseline = existing(current.baseline, window.graphView(Side::Baseline));
      if (!distributed.isEmpty()) QCOMPARE(window.selectedInstruction(Side::Distributed), distributed.front());
      if (!baseline.isEmpty()) QCOMPARE(window.selectedInstruction(Side::Baseline), baseline.front());
      QVERIFY(waitIdle(window));
      // Centred: the selected node was laid out and is on screen.
      if (!distributed.isEmpty()) QVERIFY(!window.graphView(Side::Distributed)->instructionRect(distributed.front()).isNull());
    }
    QCOMPARE(tours->currentStep(), tours->stepCount() - 1);
    QCOMPARE(shown.size(), tours->stepCount() - 1);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("ShardScopeTests");
    QCoreApplication::setApplicationName("test_gallery_window");
    QSettings().clear();
    qRegisterMetaType<GalleryEntry>();
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    qputenv("SHARDSCOPE_JAX_CORPUS", SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus");
    qputenv("SHARDSCOPE_REAL_HLO", SHARDSCOPE_CORPUS_DIR "/real-hlo");
    catalog_ = buildGalleryCatalog(findGalleryRoots());
  }

  void cleanupTestCase() { shared_ = {}; }

  void catalogHasEveryStrategyBugAndCapture() {
    QSet<QString> ids;
    int zoo = 0, jax = 0, neuron = 0;
    for (const GalleryEntry& entry : catalog_) {
      QVERIFY2(!ids.contains(entry.id), qPrintable(entry.id));
      ids.insert(entry.id);
      QVERIFY(!entry.title.isEmpty() && !entry.description.isEmpty() && !entry.category.isEmpty());
      QVERIFY2(entry.devices >= (entry.source == GallerySource::JaxCorpus ? 1 : 2), qPrintable(entry.id));
      QVERIFY(!entry.meshText().isEmpty());
      QVERIFY2(!entry.collectives.isEmpty() || entry.source == GallerySource::JaxCorpus, qPrintable(entry.id));
      zoo += entry.source == GallerySource::Zoo;
      jax += entry.source == GallerySource::JaxCorpus;
      neuron += entry.source == GallerySource::Neuron;
    }
    // Every strategy, correct and with each bug it has a site for (12 + 68 in `zoo list`), 86 captures, 3 Neuron pairs.
    int zooCases = 0;
    for (const zoo::Strategy* strategy : zoo::allStrategies())
      if (!strategy->pairsByRole) zooCases += 1 + static_cast<int>(strategy->bugs.size());
    QCOMPARE(zooCases, 12 + 68);
    QCOMPARE(zoo, zooCases);
    QCOMPARE(jax, 86);
    QCOMPARE(neuron, 3);
    for (const char* id : {"zoo/mlp-tp", "zoo/mlp-tp/missing-allreduce", "zoo/moe-ep/wrong-alltoall-layout", "jax/attention-shmap-dp2-tp2",
                           "neuron/neuronx_llama_tp2"})
      QVERIFY2(ids.contains(id), id);
    QCOMPARE(countCollectivesInHloText("  %a = f32[2] all-reduce(f32[2] %x)\n  %b = (f32[2], f32[4]) all-gather-start(f32[2] %y)\n"
                                       "  %c = f32[4] all-gather-done(%b)\n  %d = f32[2] all-reduce(f32[2] %a)\n"),
             QStringList({"all-reduce \u00d72", "all-gather \u00d71"}));
  }

  void startPageAndMenus() {
    Opened opened = makeWindow();
    MainWindow& window = *opened.window;
    TeachingLink& link = *opened.link;
    QVERIFY(link.isStartPageShown());
    QVERIFY(link.startPage()->isVisible());
    QCOMPARE(window.size(), QSize(1600, 1000));  // the docks issue 24 adds fit the screenshots' size
    QCOMPARE(link.startPage()->list()->count(), catalog_.size());
    link.startPage()->setFilter("missing-allreduce");
    QVERIFY(link.startPage()->visibleCount() >= 8);
    link.startPage()->setFilter(QString(), "Neuron dumps");
    QCOMPARE(link.startPage()->visibleCount(), 3);
    link.startPage()->setFilter(QString());
    // File > Open Example… and File > Export Slide…, View > Summary and the tour's dock.
    QMenu* file = nullptr;
    QMenu* view = nullptr;
    for (QAction* action : window.menuBar()->actions()) {
      if (action->text() == QStringLiteral("&File")) file = action->menu();
      if (action->text() == QStringLiteral("&View")) view = action->menu();
    }
    QVERIFY(file && view);
    QStringList fileActions, viewActions;
    for (QAction* action : file->actions()) fileActions << action->objectName();
    for (QAction* action : view->actions()) viewActions << action->text();
    QVERIFY(fileActions.indexOf("openExample") == fileActions.indexOf("openPairDirectory") + 1);
    QVERIFY(fileActions.indexOf("exportSlide") == fileActions.indexOf("exportReport") + 1);
    QVERIFY(viewActions.contains("Summary"));
    QVERIFY(viewActions.contains("Guided tour"));
    // Open Example… shows the gallery; choosing an entry there opens it.
    QSignalSpy explorer(&link, &TeachingLink::strategyExplorerRequested);
    window.action("openExample")->trigger();
    QDialog* dialog = link.showGalleryDialog();
    QVERIFY(dialog->isVisible());
    auto* gallery = dialog->findChild<GalleryWidget*>();
    QVERIFY(gallery);
    QVERIFY(gallery->select("zoo/mlp-tp"));
    QCOMPARE(gallery->selectedEntry()->id, QString("zoo/mlp-tp"));
    QVERIFY(gallery->findChild<QPushButton*>("galleryOpen"));
    emit gallery->strategyExplorerRequested();
    QCOMPARE(explorer.size(), 1);
    // The gallery's button opens the strategy explorer; the Teach menu opens all three.
    auto* explorerWindow = window.findChild<teaching::StrategyExplorerWindow*>();
    QVERIFY(explorerWindow && explorerWindow->isVisible());
    QMenu* teach = window.findChild<QMenu*>(QStringLiteral("teachMenu"));
    QVERIFY(teach);
    QStringList teachActions;
    for (QAction* action : teach->actions()) teachActions << action->objectName();
    QCOMPARE(teachActions, (QStringList{"strategyExplorer", "pipelineSchedules", "communicationOverlap"}));
    for (QAction* action : teach->actions()) action->trigger();
    QVERIFY(window.findChild<teaching::PipelineSchedulesWindow*>() && window.findChild<teaching::PipelineSchedulesWindow*>()->isVisible());
    QVERIFY(window.findChild<teaching::CommunicationOverlapWindow*>() && window.findChild<teaching::CommunicationOverlapWindow*>()->isVisible());
    QCOMPARE(window.findChildren<teaching::StrategyExplorerWindow*>().size(), 1);  // raised, not made again
    for (auto* w : std::initializer_list<QWidget*>{explorerWindow, window.findChild<teaching::PipelineSchedulesWindow*>(),
                                                   window.findChild<teaching::CommunicationOverlapWindow*>()})
      w->close();
    QSignalSpy ready(&link, &TeachingLink::entryReady);
    emit gallery->openRequested(*gallery->selectedEntry());
    QVERIFY(ready.wait(120000));
    QVERIFY(!dialog->isVisible());
    QVERIFY(!link.isStartPageShown());
    QVERIFY(waitIdle(window));
    // The HTML report carries the summary section.
    QTemporaryDir dir;
    const QString path = dir.filePath("report.html");
    QString error;
    QVERIFY2(exportVerificationReport(window, path, &error), qPrintable(error));
    QFile report(path);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(report.readAll());
    QVERIFY(html.contains("<section id=\"program-summary\">"));
    QVERIFY(html.contains("2 collectives on 2 devices"));
    // Another interconnect changes the panel's times and the report's.
    link.summary()->setInterconnect("pcie4");
    QVERIFY(QSignalSpy(link.summary(), &SummaryLink::summaryReady).wait(30000));
    QCOMPARE(link.summary()->view()->summary()->interconnect, std::string("pcie4"));
    QVERIFY(link.summary()->view()->headline().contains("pcie4"));
    QVERIFY(exportVerificationReport(window, path, &error));
    report.close();
    QVERIFY(report.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(report.readAll()).contains(" on pcie4 "));
    link.summary()->setInterconnect("nvlink4");
  }

  void zooEntriesOpenAndTourToTheEnd_data() { addRows({GallerySource::Zoo}); }
  void zooEntriesOpenAndTourToTheEnd() {
    QFETCH(GalleryEntry, entry);
    checkEntry(entry);
  }

  // 89 pairs: run by the ctest entry test_gallery_window_real (SHARDSCOPE_GALLERY_REAL=1).
  void realEntriesOpen_data() {
    if (!qEnvironmentVariableIsSet("SHARDSCOPE_GALLERY_REAL")) QSKIP("the real pairs run as test_gallery_window_real");
    addRows({GallerySource::JaxCorpus, GallerySource::Neuron});
  }
  void realEntriesOpen() {
    QFETCH(GalleryEntry, entry);
    checkEntry(entry);
  }

  void slidesAtSizeAndScale() {
    Opened opened = makeWindow();
    MainWindow& window = *opened.window;
    QString message;
    QVERIFY2(openAndWait(*opened.link, window, *opened.link->entry("zoo/attention-tp"), &message), qPrintable(message));
    if (window.size() != QSize(1600, 1000)) {
      qWarning() << "DEBUG central" << window.centralWidget()->minimumSizeHint();
      for (QDockWidget* dock : window.findChildren<QDockWidget*>()) qWarning() << "DEBUG" << dock->windowTitle() << dock->isVisible() << dock->minimumSizeHint() << dock->size();
    }
    QCOMPARE(window.size(), QSize(1600, 1000));  // the tour and summary docks fit the screenshots' size
    QTemporaryDir dir;
    const QList<QPair<QString, QWidget*>> views = {{"graph", window.graphView(Side::Distributed)},
                                                    {"summary", opened.link->summary()->view()},
                                                    {"window", &window}};
    for (const auto& [name, widget] : views) {
      for (const double scale : {1.0, 2.0}) {
        SlideOptions options;
        options.size = QSize(800, 500);
        options.scale = scale;
        const QString png = dir.filePath(QStringLiteral("%1-%2.png").arg(name).arg(scale));
        QString error;
        QVERIFY2(exportSlide(widget, png, options, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(800 * scale, 500 * scale));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
          for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 8, qPrintable(name));  // something was drawn
        options.format = SlideFormat::Svg;
        const QString svg = dir.filePath(QStringLiteral("%1-%2.svg").arg(name).arg(scale));
        QVERIFY2(exportSlide(widget, svg, options, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QStringLiteral("svg"))) xml.readNext();
        QVERIFY(xml.isStartElement());
        QCOMPARE(xml.attributes().value("width").toString(), QString::number(800 * scale));
        QCOMPARE(xml.attributes().value("height").toString(), QString::number(500 * scale));
        QCOMPARE(xml.attributes().value("viewBox").toString(), QString("0 0 800 500"));
      }
    }
    // The widget keeps its own size after being drawn at the slide's.
    QCOMPARE(window.size(), QSize(1600, 1000));
    // Refused: no view, a zero size, a slide too large.
    QString error;
    QVERIFY(!exportSlide(nullptr, dir.filePath("x.png"), SlideOptions{}, &error));
    QVERIFY(!exportSlide(&window, dir.filePath("x.png"), SlideOptions{QSize(0, 10), 1.0, SlideFormat::Png, {}}, &error));
    QVERIFY(!exportSlide(&window, dir.filePath("x.png"), SlideOptions{QSize(9000, 9000), 2.0, SlideFormat::Png, {}}, &error));
    QVERIFY(error.contains("16384"));
    QCOMPARE(slideFormatForPath("a.SVG"), SlideFormat::Svg);
    QCOMPARE(slideFormatForPath("a.png"), SlideFormat::Png);
  }

  void screenshots() {
    const QString folder = qEnvironmentVariable("SHARDSCOPE_SCREENSHOT_DIR");
    if (folder.isEmpty()) QSKIP("SHARDSCOPE_SCREENSHOT_DIR not set");
    const QString suffix = qEnvironmentVariable("QT_SCALE_FACTOR") == "2" ? "-2x" : "";
    Opened opened = makeWindow();
    MainWindow& window = *opened.window;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) dock->hide();
    opened.link->startPage()->select("zoo/llama-layer-tp");
    QTest::qWait(200);
    QVERIFY(window.grab().save(folder + "/teach-gallery" + suffix + ".png"));
    QString message;
    QVERIFY2(openAndWait(*opened.link, window, *opened.link->entry("zoo/mlp-tp"), &message), qPrintable(message));
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
      if (dock->windowTitle() == "Source") dock->show();
    opened.link->tours()->dock()->show();
    opened.link->summary()->dock()->show();
    opened.link->tours()->player()->setCurrentStep(3);
    QVERIFY(waitIdle(window));
    QTest::qWait(300);
    QVERIFY(window.grab().save(folder + "/teach-tour-step" + suffix + ".png"));
  }
};

QTEST_MAIN(TestGalleryWindow)
#include "test_gallery_window.moc"
