// Crash safety of user work (issue 21 item 6): the real `shardscope` binary, offscreen,
// is annotated through its script hook (gui/script_hook.h), killed with SIGKILL at random
// points while it autosaves back to back, and started again with --restore. Every round
// checks that the recovery file reads (never truncated or half-written), that it holds
// the annotations in the order they were made, at least up to the last save the window
// reported complete, and that the next start restores exactly what the file holds.
#include "session/session_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

namespace {

// Long names make each save some hundreds of KB (plus an fsync), so that a kill lands
// inside a write often.
std::string annotationName(int i) { return "n" + std::to_string(i) + "_" + std::string(3000, 'x'); }

}  // namespace

class TestCrashRecovery : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope"))) QSKIP("shardscope is not built");
    QVERIFY(home_.isValid());
  }

  void killedWhileAnnotatingLosesNothingSaved() {
    const QString pair = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/pair-dirs/mlp-tp2");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_DATA_HOME", home_.filePath("data"));
    env.insert("XDG_CONFIG_HOME", home_.filePath("config"));
    env.insert("XDG_CACHE_HOME", home_.filePath("cache"));
    env.insert("SHARDSCOPE_SCRIPT", "1");
    env.insert("SHARDSCOPE_AUTOSAVE_DELAY_MS", "0");
    env.insert("SHARDSCOPE_SAVE_STALL_MS", "100");
    const quint32 seed = QRandomGenerator::global()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);

    int restoredExpected = 0;  // what the recovery file held after the last kill
    int killedDuringWrite = 0, rounds = 0;
    for (; rounds < 9; ++rounds) {
      // A temporary file left by the last kill: removed, so that one found after this
      // round's kill is this round's.
      QFile::remove(recoveryFolder() + "/recovery.shardscope.saving");
      QProcess gui;
      gui.setProcessEnvironment(env);
      gui.setProcessChannelMode(QProcess::SeparateChannels);
      QStringList args;
      if (rounds == 0) args << pair + "/baseline.hlo" << pair + "/distributed.hlo";
      else args << "--restore";
      gui.start(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope"), args);
      QVERIFY2(gui.waitForStarted(10000), qPrintable(gui.errorString()));

      // The next start restores exactly what the file held.
      QByteArray out;
      while (!out.contains("ready ") || !out.mid(out.indexOf("ready ")).contains('\n')) {
        QVERIFY2(gui.waitForReadyRead(30000), qPrintable("no 'ready' from shardscope in round " + QString::number(rounds) + ": " +
                                                        QString::fromUtf8(gui.readAllStandardError().left(2000))));
        out += gui.readAllStandardOutput();
      }
      const QByteArray readyLine = out.mid(out.indexOf("ready ")).split('\n').front();
      QCOMPARE(readyLine, "ready " + QByteArray::number(restoredExpected));
      // The first window writes the recovery file once its pair is open ("saved 0"); a
      // kill before that first write has nothing to lose and leaves no file, so the first
      // burst waits for it (the window settles its layout first now, and that write came
      // after the test's shortest random waits). Later rounds restore from the file.
      while (rounds == 0 && !out.contains("saved 0")) {
        QVERIFY2(gui.waitForReadyRead(30000), "no first save of the recovery file");
        out += gui.readAllStandardOutput();
      }

      // A burst of annotations, then SIGKILL: at a random point, right after a save
      // completes, or inside a save (every save stalls halfway, SHARDSCOPE_SAVE_STALL_MS,
      // and the kill waits for the temporary file).
      const int burst = 20 + static_cast<int>(random.bounded(60));
      QByteArray commands;
      for (int i = restoredExpected; i < restoredExpected + burst; ++i)
        commands += "annotate distributed " + QByteArray::fromStdString(annotationName(i)) + " {devices=[1,2]0,1}\n";
      gui.write(commands);
      const QString saving = recoveryFolder() + "/recovery.shardscope.saving";
      const int mode = rounds % 3;
      if (mode == 0) {
        QTest::qWait(static_cast<int>(random.bounded(400)));
      } else if (mode == 2) {
        QElapsedTimer waited;
        waited.start();
        while (!QFile::exists(saving) && waited.elapsed() < 10000) QThread::usleep(500);
        QVERIFY2(QFile::exists(saving), "no save started");
      } else {
        const QByteArray wanted = "saved " + QByteArray::number(restoredExpected + 1 + static_cast<int>(random.bounded(burst / 2)));
        while (!out.contains(wanted) && gui.waitForReadyRead(20000)) out += gui.readAllStandardOutput();
      }
      ::kill(static_cast<pid_t>(gui.processId()), SIGKILL);
      QVERIFY(gui.waitForFinished(10000));
      QCOMPARE(gui.exitStatus(), QProcess::CrashExit);
      out += gui.readAllStandardOutput();

      // The last save the window reported complete before it died.
      int acknowledged = restoredExpected;
      for (const QByteArray& line : out.split('\n'))
        if (line.startsWith("saved ")) acknowledged = std::max(acknowledged, line.mid(6).toInt());
      const QString recovery = recoveryFolder() + "/recovery.shardscope";
      QVERIFY2(QFile::exists(recovery), qPrintable("no recovery file " + recovery));
      if (QFile::exists(saving)) ++killedDuringWrite;

      const shardscope::session::SessionLoadResult loaded = shardscope::session::loadSessionFile(recovery.toStdString());
      QVERIFY2(loaded.ok(), loaded.error.format().c_str());
      const auto& shardings = loaded.session->userShardings;
      QVERIFY2(static_cast<int>(shardings.size()) >= acknowledged,
               qPrintable(QStringLiteral("round %1: the file holds %2 annotations, the window had saved %3").arg(rounds).arg(shardings.size()).arg(acknowledged)));
      QVERIFY(static_cast<int>(shardings.size()) <= restoredExpected + burst);
      for (std::size_t i = 0; i < shardings.size(); ++i) {
        QVERIFY2(shardings[i].instruction == annotationName(static_cast<int>(i)), qPrintable(QStringLiteral("annotation %1 differs").arg(i)));
        QCOMPARE(shardings[i].sharding, std::string("{devices=[1,2]0,1}"));
      }
      QCOMPARE(QFileInfo(QString::fromStdString(loaded.session->distributed.path)).fileName(), QStringLiteral("distributed.hlo"));
      restoredExpected = static_cast<int>(shardings.size());
    }
    qInfo("%d rounds, %d killed during a write, %d annotations kept", rounds, killedDuringWrite, restoredExpected);
    // The kills of mode 2 landed inside a recovery write (its temporary file was left).
    QVERIFY(killedDuringWrite >= 3);
    QVERIFY(restoredExpected > 0);
  }

 private:
  // QStandardPaths::AppDataLocation under the test's XDG_DATA_HOME (organisation/application).
  QString recoveryFolder() const { return home_.filePath("data/ShardScope/shardscope"); }

  QTemporaryDir home_;
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "test_crash_recovery.moc"
