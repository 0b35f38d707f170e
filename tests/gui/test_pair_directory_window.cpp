// Opening a pair directory in the application (offscreen): MainWindow::openPairDirectory
// loads its baseline and distributed programs with its relations.json as the verifier's
// relations, the source pane finds the file the metadata names through the manifest's
// "sources" (the recorded path exists nowhere here), the two files opened alone still
// find the manifest beside them, a dropped directory opens, a malformed one is refused
// with its position; `shardscope PAIR_DIR` from the command line does the same.
#include "gui/launch_options.h"
#include "gui/main_window.h"
#include "gui/recent_files.h"
#include "views/graph/graph_layout_engine.h"
#include "views/source/source_view.h"

#include "test_support/pair_dirs.h"
#include "test_support/test_window.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QDropEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;
using shardscope::testing::kPairDirs;

namespace {

const QString kShardscope = QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope");
const QString kMlp = kPairDirs + "mlp-tp2";

}  // namespace

class TestPairDirectoryWindow : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> recoveryDir_;
  QTemporaryDir dir_;

  std::unique_ptr<MainWindow> makeWindow() {
    return testing::shownTestWindow(engine_.get(), testing::testWindowOptions(recoveryDir_->path()));
  }

  static bool waitIdle(MainWindow& window) {
    QElapsedTimer timer;
    timer.start();
    while (window.isBusy() && timer.elapsed() < 20000) QTest::qWait(20);
    return !window.isBusy();
  }

  static bool openDirectoryAndWait(MainWindow& window, const QString& directory) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    QString error;
    if (!window.openPairDirectory(directory, &error)) {
      qWarning("%s", qPrintable(error));
      return false;
    }
    return loaded.wait(15000) && waitIdle(window);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("ShardScopeTests");
    QCoreApplication::setApplicationName("test_pair_directory_window");
    QSettings().clear();
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    QVERIFY(dir_.isValid());
    // The point of the source test: the recorded path is found only through the manifest.
    QVERIFY(!QFileInfo::exists("/ci/project/model.py"));
  }

  void init() { recoveryDir_ = std::make_unique<QTemporaryDir>(); }
  void cleanupTestCase() { engine_.reset(); }

  void opensTheDirectoryWithItsRelationsAndSources() {
    auto window = makeWindow();
    QVERIFY(openDirectoryAndWait(*window, kMlp));
    QCOMPARE(window->pair()->baselinePath, kMlp + "/baseline.hlo");
    QCOMPARE(window->pair()->distributedPath, kMlp + "/distributed.hlo");
    QVERIFY(window->pair()->distributed);
    QCOMPARE(window->pair()->pairDirectory, kMlp);
    QVERIFY(window->relationsJson().contains("\"2\": \"{devices=[2,1]0,1}\""));
    // The source pane: /ci/project/model.py is the directory's source/ci/project/model.py.
    window->selectInstruction(Side::Baseline, "h");
    views::SourceView* source = window->sourceView();
    QVERIFY2(source->hasSource(), qPrintable(window->logText()));
    QCOMPARE(source->path(), kMlp + "/source/ci/project/model.py");
    QCOMPARE(source->currentLine(), 9);
    QVERIFY(source->lineText(9).contains("jnp.dot(x, w1)"));
    // Hovering a line finds its instructions through the recorded path, in both programs.
    window->activateSourceLine(11);
    QCOMPARE(window->highlightedInstructions(Side::Distributed), QStringList({"partial", "y"}));
    // Remembered as the directory.
    QSettings settings;
    const QList<RecentEntry> recent = RecentFiles(settings).entries();
    QVERIFY(!recent.isEmpty());
    QCOMPARE(recent.front(), (RecentEntry{kMlp, QString()}));
  }

  void verificationUsesTheDirectoryRelations() {
    const QString pair = dir_.filePath("tiled-relations");
    QVERIFY(testing::copyPairDirectory(kMlp, pair));
    QByteArray relations = testing::readAll(pair + "/relations.json");
    relations.replace("\"output\": \"{replicated}\"", "\"output\": \"{devices=[1,2]0,1}\"");
    QVERIFY(testing::writeAll(pair + "/relations.json", relations));
    for (const auto& [directory, equivalent] : {std::pair{kMlp, true}, std::pair{pair, false}}) {
      auto window = makeWindow();
      QVERIFY(openDirectoryAndWait(*window, directory));
      QSignalSpy verified(window.get(), &MainWindow::verificationFinished);
      QSignalSpy failed(window.get(), &MainWindow::analysisFailed);
      window->runVerification();
      QTRY_VERIFY_WITH_TIMEOUT(verified.count() + failed.count() > 0, 20000);
      QVERIFY(failed.isEmpty());
      QCOMPARE(window->verification()->equivalent, equivalent);
    }
  }

  void numericCheckComparesWithXla() {
    const QString altered = dir_.filePath("altered-output");
    QVERIFY(testing::copyPairDirectory(kMlp, altered));
    QByteArray bytes = testing::readAll(altered + "/outputs/baseline/out0.npy");
    bytes[bytes.size() - 2] = static_cast<char>(bytes[bytes.size() - 2] ^ 0x40);  // a large change to the last f32
    QVERIFY(testing::writeAll(altered + "/outputs/baseline/out0.npy", bytes));
    for (const auto& [directory, passes] : {std::pair{kMlp, true}, std::pair{altered, false}}) {
      auto window = makeWindow();
      QVERIFY(openDirectoryAndWait(*window, directory));
      QSignalSpy done(window.get(), &MainWindow::numericFinished);
      QSignalSpy failed(window.get(), &MainWindow::analysisFailed);
      window->runNumericCheck();
      QTRY_VERIFY_WITH_TIMEOUT(done.count() + failed.count() > 0, 20000);
      QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
      QCOMPARE(window->numeric()->passed, passes);
      QVERIFY2(window->numeric()->summary.contains("recorded inputs"), qPrintable(window->numeric()->summary));
      QVERIFY(window->numeric()->details.join('\n').contains(passes ? "XLA baseline out0 f32: pass" : "XLA baseline out0 f32: differs"));
    }
  }

  // The numeric job reads the session's relations as the verify job does: a distributed
  // program whose parameters carry no sharding= has its inputs cut as relations.json
  // says, and passes; with relations that give no parameters, its inputs do not pair
  // and the job fails with the parameter's position.
  void numericCheckCutsTheInputsAsTheSessionRelationsSay() {
    const QString pair = dir_.filePath("unannotated-parameters");
    QVERIFY(testing::copyPairDirectory(kMlp, pair));
    QString program = QString::fromUtf8(testing::readAll(pair + "/distributed.hlo"));
    QVERIFY(program.contains("parameter(1), sharding={devices=[1,2]0,1}"));
    program.replace(QRegularExpression("(parameter\\(\\d\\)), sharding=\\{[^}]*\\}"), "\\1");
    QVERIFY(testing::writeAll(pair + "/distributed.hlo", program.toUtf8()));
    auto window = makeWindow();
    QVERIFY(openDirectoryAndWait(*window, pair));
    QVERIFY(window->relationsJson().contains("\"1\": \"{devices=[1,2]0,1}\""));
    for (const bool withParameters : {true, false}) {
      if (!withParameters) window->setRelationsJson(QStringLiteral("{\"output\": \"{replicated}\"}"));
      QSignalSpy done(window.get(), &MainWindow::numericFinished);
      QSignalSpy failed(window.get(), &MainWindow::analysisFailed);
      window->runNumericCheck();
      QTRY_VERIFY_WITH_TIMEOUT(done.count() + failed.count() > 0, 20000);
      if (withParameters) {
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QVERIFY2(window->numeric()->passed, qPrintable(window->numeric()->details.join('\n')));
      } else {
        QCOMPARE(failed.count(), 1);
        const QString error = failed.at(0).at(0).toString();
        QVERIFY2(error.contains("distributed.hlo:11:3: error: sharding {replicated} of baseline f32[16,32]"), qPrintable(error));
      }
    }
  }

  void theFilesAloneFindTheManifestBesideThem() {
    auto window = makeWindow();
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    window->openPair(kMlp + "/baseline.hlo", kMlp + "/distributed.hlo");
    QVERIFY(loaded.wait(15000));
    QVERIFY(waitIdle(*window));
    QCOMPARE(window->pair()->pairDirectory, kMlp);
    QVERIFY(!window->pair()->openedAsDirectory);
    window->selectInstruction(Side::Distributed, "partial");
    QCOMPARE(window->sourceView()->path(), kMlp + "/source/ci/project/model.py");
    QCOMPARE(window->sourceView()->currentLine(), 11);
  }

  void aSourceCopyMissingFallsBackAndSaysWhereItLooked() {
    const QString pair = dir_.filePath("no-copy");
    QVERIFY(testing::copyPairDirectory(kMlp, pair));
    QVERIFY(QFile::remove(pair + "/source/ci/project/model.py"));
    auto window = makeWindow();
    QVERIFY(openDirectoryAndWait(*window, pair));
    window->selectInstruction(Side::Baseline, "h");
    QVERIFY(!window->sourceView()->hasSource());
    // The existing lookup still applies: a source root finds the file elsewhere.
    window->setSourceRoot(QStringLiteral("/ci/project=" SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2"));
    QVERIFY(window->sourceView()->hasSource());
    QVERIFY(window->sourceView()->path().endsWith("resources/examples/mlp-tp2/model.py"));
  }

  // What `shardscope-cli zoo write` leaves: the two programs and no manifest. The window
  // opens them as the CLI does (it once refused: "a pair directory holds manifest.json").
  void aFolderOfTwoProgramsWithoutManifestOpens() {
    const QString folder = dir_.filePath("zoo-folder");
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(kMlp + "/baseline.hlo", folder + "/baseline.hlo"));
    QVERIFY(QFile::copy(kMlp + "/distributed.hlo", folder + "/distributed.hlo"));
    QVERIFY(QFile::copy(kMlp + "/relations.json", folder + "/relations.json"));
    auto window = makeWindow();
    QVERIFY2(openDirectoryAndWait(*window, folder), qPrintable(window->logText()));
    QCOMPARE(window->pair()->baselinePath, folder + "/baseline.hlo");
    QCOMPARE(window->pair()->distributedPath, folder + "/distributed.hlo");
    QVERIFY(window->relationsJson().contains("\"2\": \"{devices=[2,1]0,1}\""));
  }

  void malformedDirectoryIsRefusedWithItsPosition() {
    const QString pair = dir_.filePath("malformed");
    QVERIFY(testing::copyPairDirectory(kMlp, pair));
    QByteArray manifest = testing::readAll(pair + "/manifest.json");
    manifest.replace("\"baseline\": \"baseline.hlo\"", "\"baseline\": \"../../baseline.hlo\"");
    QVERIFY(testing::writeAll(pair + "/manifest.json", manifest));
    auto window = makeWindow();
    QString error;
    QVERIFY(!window->openPairDirectory(pair, &error));
    QVERIFY2(QRegularExpression("manifest\\.json:\\d+:\\d+: error: files\\.baseline: a path that leaves the directory").match(error).hasMatch(),
             qPrintable(error));
    QVERIFY(window->logText().contains(error));
    QVERIFY(!window->hasPair());
  }

  void droppedDirectoryOpens() {
    auto window = makeWindow();
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(kMlp)});
    QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QVERIFY2(loaded.wait(10000), qPrintable(window->logText()));
    QCOMPARE(window->pair()->pairDirectory, kMlp);
    QVERIFY(window->pair()->openedAsDirectory);
  }

  void fileMenuOffersTheDirectory() {
    auto window = makeWindow();
    QAction* open = window->action("openPairDirectory");
    QVERIFY(open);
    bool inFileMenu = false;
    for (QAction* menu : window->menuBar()->actions())
      if (menu->menu() && menu->menu()->actions().contains(open)) inFileMenu = true;
    QVERIFY(inFileMenu);
  }

  void launchOptions() {
    const LaunchParse one = parseLaunchOptions({"shardscope", kMlp, "--verify"});
    QVERIFY(one.options);
    QCOMPARE(one.options->pairDirectory, kMlp);
    QVERIFY(one.options->baseline.isEmpty());
    QVERIFY(!one.options->useExample);
    const LaunchParse mixed = parseLaunchOptions({"shardscope", kMlp, kMlp + "/distributed.hlo"});
    QVERIFY(!mixed.options);
    QCOMPARE(mixed.exitCode, 2);
    const LaunchParse files = parseLaunchOptions({"shardscope", kMlp + "/baseline.hlo", kMlp + "/distributed.hlo"});
    QVERIFY(files.options && files.options->pairDirectory.isEmpty());
  }

  void commandLineOpensTheDirectory() {
    if (!QFile::exists(kShardscope)) QSKIP("shardscope is not built");
    const QString png = dir_.filePath("pair.png");
    QProcess good;
    good.start(kShardscope, {kMlp, "--verify", "--screenshot", png});
    QVERIFY(good.waitForFinished(90000));
    QVERIFY2(good.exitCode() == 0, good.readAllStandardError().constData());
    QVERIFY(QFile::exists(png));
    QProcess bad;
    bad.start(kShardscope, {dir_.path(), "--screenshot", dir_.filePath("bad.png")});
    QVERIFY(bad.waitForFinished(90000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(dir_.path() + "/manifest.json: error: cannot open file"));
  }
};

QTEST_MAIN(TestPairDirectoryWindow)
#include "test_pair_directory_window.moc"
