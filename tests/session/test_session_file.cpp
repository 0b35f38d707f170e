// Session files: a round trip keeps everything, saving is atomic (a failed save leaves
// the old file as it was), and malformed files give positioned errors, never a crash.
#include "session/session_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace shardscope;
using namespace shardscope::session;

namespace {

Session sampleSession() {
  Session session;
  session.baseline = {"/data/mlp/baseline.hlo", std::string(64, 'a')};
  session.distributed = {"/data/mlp/distributed hlo \"quoted\".hlo", ""};
  session.mesh = {{2, 4}, {"data", "model"}, {7, 6, 5, 4, 3, 2, 1, 0}};
  session.userShardings = {{Program::Baseline, "w1", "{devices=[1,2]0,1}", 0},
                           {Program::Distributed, "h", "{replicated}", 3}};
  session.relationsJson = "{\"outputs\": [\"replicated\"]}\n";
  session.sourceRoot = "/home/ci/src=/home/me/src";
  session.view.selectedInstruction = "fc1.dot";
  session.view.expandedGroups = {"mlp", "mlp/fc1"};
  session.view.zoom = 0.75;
  session.view.windowGeometry = std::string("\x01\x00\xff\x7f geometry", 13);
  session.view.windowState = std::string(300, '\0');
  session.analyses = {"verify", "numeric"};
  return session;
}

std::string readAll(const QString& path) {
  std::ifstream in(path.toStdString(), std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

class TestSessionFile : public QObject {
  Q_OBJECT

 private slots:
  void roundTripKeepsEverything() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("work.shardscope").toStdString();
    const Session saved = sampleSession();
    std::string error;
    QVERIFY2(saveSessionFile(saved, path, error), error.c_str());
    const SessionLoadResult loaded = loadSessionFile(path);
    QVERIFY2(loaded.ok(), loaded.error.format().c_str());
    const Session& s = *loaded.session;
    QCOMPARE(s.baseline.path, saved.baseline.path);
    QCOMPARE(s.baseline.sha256, saved.baseline.sha256);
    QCOMPARE(s.distributed.path, saved.distributed.path);
    QCOMPARE(s.mesh.shape, saved.mesh.shape);
    QCOMPARE(s.mesh.axisNames, saved.mesh.axisNames);
    QCOMPARE(s.mesh.deviceOrder, saved.mesh.deviceOrder);
    QCOMPARE(s.userShardings.size(), saved.userShardings.size());
    for (std::size_t i = 0; i < s.userShardings.size(); ++i) {
      QCOMPARE(s.userShardings[i].program, saved.userShardings[i].program);
      QCOMPARE(s.userShardings[i].instruction, saved.userShardings[i].instruction);
      QCOMPARE(s.userShardings[i].sharding, saved.userShardings[i].sharding);
      QCOMPARE(s.userShardings[i].priority, saved.userShardings[i].priority);
    }
    QCOMPARE(s.relationsJson, saved.relationsJson);
    QCOMPARE(s.sourceRoot, saved.sourceRoot);
    QCOMPARE(s.view.selectedInstruction, saved.view.selectedInstruction);
    QCOMPARE(s.view.expandedGroups, saved.view.expandedGroups);
    QCOMPARE(s.view.zoom, saved.view.zoom);
    QCOMPARE(s.view.windowGeometry, saved.view.windowGeometry);
    QCOMPARE(s.view.windowState, saved.view.windowState);
    QCOMPARE(s.analyses, saved.analyses);
    QVERIFY(!QFile::exists(QString::fromStdString(temporaryPathFor(path))));
  }

  void emptySessionRoundTrips() {
    const SessionLoadResult loaded = parseSessionText(formatSessionText(Session{}), "empty.shardscope");
    QVERIFY2(loaded.ok(), loaded.error.format().c_str());
    QCOMPARE(loaded.session->view.zoom, 1.0);
    QVERIFY(loaded.session->userShardings.empty());
  }

  void failedSaveLeavesOldFileIntact() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("work.shardscope").toStdString();
    std::string error;
    QVERIFY(saveSessionFile(sampleSession(), path, error));
    const std::string before = readAll(QString::fromStdString(path));
    // A directory where the temporary file must go makes the write fail before the rename.
    QVERIFY(QDir().mkpath(QString::fromStdString(temporaryPathFor(path))));
    Session changed = sampleSession();
    changed.userShardings.clear();
    QVERIFY(!saveSessionFile(changed, path, error));
    QVERIFY(!error.empty());
    QCOMPARE(readAll(QString::fromStdString(path)), before);
    QVERIFY(loadSessionFile(path).ok());
  }

  void failedSaveIntoMissingFolderReportsIt() {
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!saveSessionFile(sampleSession(), dir.filePath("no/such/folder/x.shardscope").toStdString(), error));
    QVERIFY(error.find("cannot write") != std::string::npos);
  }

  void malformedFilesGivePositionedErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << "format_version: 1\nbaseline { path: \"a\" \n" << 3 << 1 << "";
    QTest::newRow("unknown field") << "format_version: 1\n  colour: 3\n" << 2 << 9 << "colour";
    QTest::newRow("wrong type") << "format_version: \"one\"\n" << 1 << 17 << "";
    QTest::newRow("no version") << "source_root: \"x\"\n" << 0 << 0 << "format_version";
    QTest::newRow("newer version") << "format_version: 99\n" << 1 << 1 << "newer";
    QTest::newRow("bad hash") << "format_version: 1\nbaseline {\n  path: \"a\"\n  sha256: \"xyz\"\n}\n" << 4 << 3 << "sha256";
    QTest::newRow("zero axis") << "format_version: 1\nmesh {\n  shape: 2\n  shape: 0\n}\n" << 4 << 3 << "1 or more";
    QTest::newRow("huge mesh") << "format_version: 1\nmesh { shape: 65536 shape: 65536 }\n" << 2 << 21 << "devices";
    QTest::newRow("axis names") << "format_version: 1\nmesh { shape: 2 axis_names: \"a\" axis_names: \"b\" }\n" << 2 << 17 << "axis names";
    QTest::newRow("device order") << "format_version: 1\nmesh { shape: 2 device_order: 0 device_order: 0 }\n" << 2 << 33 << "once";
    QTest::newRow("no instruction") << "format_version: 1\nuser_shardings { sharding: \"{replicated}\" }\n" << 2 << 1 << "instruction";
    QTest::newRow("bad zoom") << "format_version: 1\nview {\n  zoom: -3\n}\n" << 3 << 3 << "zoom";
    QTest::newRow("unknown analysis") << "format_version: 1\nanalyses: \"verify\"\nanalyses: \"fold\"\n" << 3 << 1 << "unknown analysis";
    QTest::newRow("nan zoom") << "format_version: 1\nview { zoom: nan }\n" << 2 << 8 << "zoom";
    QTest::newRow("deep nesting") << QString("format_version: 1\n") + QString("view {").repeated(50) << 2 << 0 << "";
    QTest::newRow("binary junk") << QString::fromLatin1("\x08\x96\x01\xff\xfe", 5) << 1 << 0 << "";
  }

  void malformedFilesGivePositionedErrors() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string bytes = text.toLatin1().toStdString();
    const SessionLoadResult result = parseSessionText(bytes, "bad.shardscope");
    QVERIFY(!result.ok());
    const QString formatted = QString::fromStdString(result.error.format());
    QVERIFY2(formatted.startsWith("bad.shardscope"), qPrintable(formatted));
    QVERIFY2(formatted.contains(": error: "), qPrintable(formatted));
    QCOMPARE(result.error.line, line);
    if (column > 0) QCOMPARE(result.error.column, column);
    if (!message.isEmpty()) QVERIFY2(formatted.contains(message), qPrintable(formatted));
  }

  void missingAndOversizedFilesAreRefused() {
    QTemporaryDir dir;
    QVERIFY(!loadSessionFile(dir.filePath("absent.shardscope").toStdString()).ok());
    QVERIFY(!loadSessionFile(dir.path().toStdString()).ok());
    const std::string huge(static_cast<std::size_t>(kMaxSessionFileBytes) + 1, ' ');
    const SessionLoadResult result = parseSessionText(huge, "huge.shardscope");
    QVERIFY(!result.ok());
    QVERIFY(result.error.message.find("larger") != std::string::npos);
  }

  // Every truncation of a valid file either loads or fails with an error: never a crash.
  void everyTruncationIsHandled() {
    const std::string text = formatSessionText(sampleSession());
    for (std::size_t length = 0; length < text.size(); length += 7) {
      const SessionLoadResult result = parseSessionText(std::string_view(text).substr(0, length), "cut.shardscope");
      if (!result.ok()) QVERIFY(!result.error.message.empty());
    }
  }
};

QTEST_APPLESS_MAIN(TestSessionFile)
#include "test_session_file.moc"
