// File > Export report… (app/gui/report_export): the window's pair, verification and
// numeric check become one self-contained HTML file; source files are found through
// the window's source-root mapping, as the source pane finds them; missing analyses and
// unwritable paths are refused with a message, leaving any old file intact.
#include "gui/main_window.h"
#include "gui/report_export.h"
#include "views/graph/graph_layout_engine.h"

#include "test_support/test_window.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const QString kExample = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/mlp-tp2-missing-allreduce/");

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool waitIdle(MainWindow& window) {
  QElapsedTimer timer;
  timer.start();
  while (window.isBusy() && timer.elapsed() < 20000) QTest::qWait(20);
  return !window.isBusy();
}

}  // namespace

class TestReportExport : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  QTemporaryDir recovery_;

  std::unique_ptr<MainWindow> makeWindow() {
    return testing::shownTestWindow(engine_.get(), testing::testWindowOptions(recovery_.path()));
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("ShardScopeTests");
    QCoreApplication::setApplicationName("test_report_export");
    QSettings().clear();
    QVERIFY(recovery_.isValid());
    QVERIFY(QFileInfo::exists(kExample + "distributed.hlo"));
    engine_ = std::make_unique<views::GraphLayoutEngine>();
  }

  void cleanupTestCase() { engine_.reset(); }

  void exportsTheVerifiedPair() {
    // The HLO files in one folder, the source under a source root elsewhere (with a
    // marker on the frontier's line), so only the window's mapping can find it.
    QTemporaryDir hlo, sources, out;
    for (const char* name : {"baseline.hlo", "distributed.hlo"}) QVERIFY(QFile::copy(kExample + name, hlo.filePath(name)));
    QList<QByteArray> lines = readAll(kExample + "model.py").split('\n');
    QVERIFY(lines.size() > 11);
    lines[10] += "  # <marker & line 11>";
    QFile source(sources.filePath("model.py"));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(lines.join('\n'));
    source.close();

    auto window = makeWindow();
    QString error;
    QVERIFY(!exportVerificationReport(*window, out.filePath("early.html"), &error));
    QVERIFY2(error.contains("Open a baseline"), qPrintable(error));

    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    window->openPair(hlo.filePath("baseline.hlo"), hlo.filePath("distributed.hlo"));
    QVERIFY(loaded.wait(15000));
    QVERIFY(waitIdle(*window));
    QVERIFY(!exportVerificationReport(*window, out.filePath("early.html"), &error));
    QVERIFY2(error.contains("Verify the pair first"), qPrintable(error));
    QVERIFY(!QFileInfo::exists(out.filePath("early.html")));

    window->setSourceRoot(sources.path());
    QSignalSpy verified(window.get(), &MainWindow::verificationFinished);
    window->runVerification();
    QVERIFY(verified.wait(20000));
    QVERIFY(window->verification() && !window->verification()->equivalent);
    const QString report = out.filePath("report.html");
    QVERIFY2(exportVerificationReport(*window, report, &error), qPrintable(error));
    const QByteArray html = readAll(report);
    QVERIFY(html.contains("data-verdict=\"not_verified\">Not verified</div>"));
    QVERIFY(html.contains(window->pair()->baselineSha256.toUtf8()));
    QVERIFY(html.contains(window->pair()->distributedSha256.toUtf8()));
    for (const FrontierItem& item : window->verification()->frontier) QVERIFY(html.contains("<code>" + item.instruction.toUtf8() + "</code>"));
    QVERIFY(html.contains("<svg"));
    QVERIFY2(html.contains("<span class=\"line-number\">11</span>    y = jnp.dot(a, w2)          # [8,32] x [32,16] -&gt; [8,16]  # &lt;marker &amp; line 11&gt;</span>"),
             html.constData());
    QVERIFY(!html.contains("http"));
    QVERIFY(!html.contains("id=\"numeric\""));

    // With a numeric check, its evidence joins the report.
    QSignalSpy numeric(window.get(), &MainWindow::numericFinished);
    window->runNumericCheck();
    QVERIFY(numeric.wait(60000));
    QVERIFY(waitIdle(*window));
    QVERIFY2(exportVerificationReport(*window, report, &error), qPrintable(error));
    QVERIFY(readAll(report).contains("<section id=\"numeric\">"));

    // An unwritable path: refused with the reason, the report written before left intact.
    const QByteArray before = readAll(report);
    QVERIFY(!exportVerificationReport(*window, out.filePath("missing/report.html"), &error));
    QVERIFY2(error.contains("cannot write") && error.contains("missing/report.html"), qPrintable(error));
    QVERIFY(QDir(out.path()).mkdir("taken.html"));
    QVERIFY(!exportVerificationReport(*window, out.filePath("taken.html"), &error));
    QCOMPARE(readAll(report), before);
  }
};

QTEST_MAIN(TestReportExport)
#include "test_report_export.moc"
