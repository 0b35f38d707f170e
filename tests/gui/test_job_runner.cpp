// The job runner: results come back on the GUI thread, a cancelled job's token is
// honoured and the runner returns to idle, a result of a job superseded by a newer one
// of the same kind is dropped, failures are reported, progress arrives.
#include "gui/job_runner.h"

#include <QSignalSpy>
#include <QThread>
#include <QTest>

#include <new>

#include <atomic>
#include <stdexcept>

using namespace shardscope;
using namespace shardscope::gui;

Q_DECLARE_METATYPE(shardscope::gui::JobKind)

class TestJobRunner : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { qRegisterMetaType<JobKind>(); }

  void resultArrivesOnTheGuiThread() {
    JobRunner runner;
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    QThread* workerThread = nullptr;
    QThread* resultThread = nullptr;
    int value = 0;
    runner.start<int>(
        JobKind::Other, "answer",
        [&](const CancellationToken&, const ProgressCallback&) {
          workerThread = QThread::currentThread();
          return 42;
        },
        this, [&](int result) {
          resultThread = QThread::currentThread();
          value = result;
        });
    QVERIFY(runner.isBusy());
    QVERIFY(finished.wait(5000));
    QCOMPARE(value, 42);
    QCOMPARE(resultThread, QThread::currentThread());
    QVERIFY(workerThread != QThread::currentThread());
    QVERIFY(!runner.isBusy());
  }

  void cancelIsHonouredAndTheRunnerGoesIdle() {
    JobRunner runner;
    QSignalSpy cancelled(&runner, &JobRunner::jobCancelled);
    QSignalSpy busy(&runner, &JobRunner::busyChanged);
    std::atomic<bool> started{false};
    bool delivered = false;
    runner.start<int>(
        JobKind::Verify, "endless",
        [&](const CancellationToken& cancel, const ProgressCallback& progress) {
          started = true;
          // Runs until cancelled: only the token can end it.
          for (long i = 0;; ++i) {
            cancel.throwIfCancelled();
            if (i % 1000 == 0) reportProgress(progress, 0.5, "spinning");
            QThread::usleep(100);
          }
          return 0;
        },
        this, [&](int) { delivered = true; });
    QTRY_VERIFY(started.load());
    runner.cancelAll();
    QVERIFY(cancelled.wait(5000));
    QVERIFY(!runner.isBusy());
    QVERIFY(!delivered);
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    QCOMPARE(busy.at(1).at(0).toBool(), false);
  }

  void staleResultIsDropped() {
    JobRunner runner;
    QSignalSpy dropped(&runner, &JobRunner::resultDropped);
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    std::atomic<bool> release{false};
    QList<int> delivered;
    // The first job ignores its token (as an engine between checks would) and finishes late.
    const quint64 first = runner.start<int>(
        JobKind::Numeric, "old question",
        [&](const CancellationToken&, const ProgressCallback&) {
          while (!release.load()) QThread::msleep(1);
          return 1;
        },
        this, [&](int value) { delivered << value; });
    const quint64 second = runner.start<int>(
        JobKind::Numeric, "new question", [](const CancellationToken&, const ProgressCallback&) { return 2; }, this,
        [&](int value) { delivered << value; });
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.at(0).at(0).toULongLong(), second);
    release = true;
    QVERIFY(dropped.wait(5000));
    QCOMPARE(dropped.at(0).at(0).toULongLong(), first);
    QCOMPARE(delivered, QList<int>({2}));
    QVERIFY(!runner.isBusy());
  }

  void jobsOfOtherKindsAreNotStale() {
    JobRunner runner;
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    int sum = 0;
    runner.start<int>(JobKind::Verify, "a", [](const CancellationToken&, const ProgressCallback&) { return 1; }, this, [&](int v) { sum += v; });
    runner.start<int>(JobKind::Propagate, "b", [](const CancellationToken&, const ProgressCallback&) { return 10; }, this, [&](int v) { sum += v; });
    QTRY_COMPARE(finished.count(), 2);
    QCOMPARE(sum, 11);
  }

  void failureIsReportedWithItsMessage() {
    JobRunner runner;
    QSignalSpy failed(&runner, &JobRunner::jobFailed);
    bool delivered = false;
    runner.start<int>(
        JobKind::Load, "bad file",
        [](const CancellationToken&, const ProgressCallback&) -> int { throw std::runtime_error("x.hlo:3:7: error: expected ')'"); },
        this, [&](int) { delivered = true; });
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.at(0).at(2).toString(), QString("x.hlo:3:7: error: expected ')'"));
    QVERIFY(!delivered);
  }

  // Issue 21 finding 3: memory exhaustion that escapes the input budgets is a clear
  // message in the log (and a dialog when interactive), never "std::bad_alloc".
  void outOfMemoryIsAClearFailure() {
    JobRunner runner;
    QSignalSpy failed(&runner, &JobRunner::jobFailed);
    runner.start<int>(
        JobKind::Verify, "huge pair", [](const CancellationToken&, const ProgressCallback&) -> int { throw std::bad_alloc(); }, this,
        [](int) {});
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.at(0).at(2).toString().startsWith("out of memory: "), qPrintable(failed.at(0).at(2).toString()));
  }

  void progressIsReported() {
    JobRunner runner;
    QSignalSpy progress(&runner, &JobRunner::progressChanged);
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    runner.start<int>(
        JobKind::Other, "steps",
        [](const CancellationToken&, const ProgressCallback& report) {
          for (int i = 0; i <= 10; ++i) {
            reportProgress(report, i / 10.0, i < 5 ? "first half" : "second half");
            QThread::msleep(5);
          }
          return 0;
        },
        this, [](int) {});
    QVERIFY(finished.wait(5000));
    QVERIFY(progress.count() >= 2);
    QCOMPARE(progress.at(0).at(2).toString(), QString("first half"));
  }

  void destroyedReceiverGetsNothing() {
    JobRunner runner;
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    auto* receiver = new QObject;
    bool delivered = false;
    std::atomic<bool> release{false};
    runner.start<int>(
        JobKind::Other, "orphan",
        [&](const CancellationToken&, const ProgressCallback&) {
          while (!release.load()) QThread::msleep(1);
          return 1;
        },
        receiver, [&](int) { delivered = true; });
    delete receiver;
    release = true;
    QVERIFY(finished.wait(5000));
    QVERIFY(!delivered);
  }
};

QTEST_MAIN(TestJobRunner)
#include "test_job_runner.moc"
