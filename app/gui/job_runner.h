#pragma once
// One runner for every long job (load, propagate, verify, numeric check). Jobs run on a
// small thread pool; progress and results come back to the GUI thread by queued calls.
// Each job has an id and a kind; starting a job of a kind makes any older job of that
// kind stale: it is cancelled and its result, if it still arrives, is dropped (the
// JobTracker idea from Hotspot: no view ever shows the answer to an old question).
#include "support/cancellation.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <exception>
#include <functional>
#include <memory>
#include <new>
#include <optional>

namespace shardscope::gui {

enum class JobKind { Load, Propagate, Verify, Numeric, Other };
QString jobKindName(JobKind kind);

class JobRunner : public QObject {
  Q_OBJECT

 public:
  // The work runs on a pool thread; it polls the token and reports progress.
  template <class Result>
  using Work = std::function<Result(const CancellationToken& cancel, const ProgressCallback& progress)>;

  explicit JobRunner(QObject* parent = nullptr);
  ~JobRunner() override;  // cancels every job and waits for the pool

  // Starts `work`; `onResult` runs on the GUI thread with the result unless the job was
  // cancelled, became stale or `context` was destroyed. Returns the job id.
  template <class Result>
  quint64 start(JobKind kind, const QString& title, Work<Result> work, QObject* context,
                std::function<void(Result)> onResult);

  // Cancels every running job (the Cancel button).
  void cancelAll();
  void cancel(quint64 id);
  bool isBusy() const { return !running_.isEmpty(); }
  int runningCount() const { return running_.size(); }
  // Blocks until the pool is idle; for tests and shutdown, never the GUI's normal path.
  void waitForIdle();

 signals:
  void jobStarted(quint64 id, shardscope::gui::JobKind kind, const QString& title);
  void progressChanged(quint64 id, double fraction, const QString& phase);
  void jobFinished(quint64 id, shardscope::gui::JobKind kind);
  void jobFailed(quint64 id, shardscope::gui::JobKind kind, const QString& message);
  void jobCancelled(quint64 id, shardscope::gui::JobKind kind);
  // A result that arrived after a newer job of its kind had started.
  void resultDropped(quint64 id, shardscope::gui::JobKind kind);
  void busyChanged(bool busy);

 private:
  struct Running {
    JobKind kind;
    QString title;
    CancellationToken token;
  };

  quint64 begin(JobKind kind, const QString& title, CancellationToken& token);
  ProgressCallback progressReporter(quint64 id);
  void post(std::function<void()> onGuiThread);
  void runOnPool(std::function<void()> task);
  // Called on the GUI thread when a job ends: runs `apply` when the result may be used
  // (not stale, not cancelled, no failure), then announces how the job ended.
  void finish(quint64 id, bool cancelled, const QString& failure, const std::function<void()>& apply);

  QThreadPool pool_;
  quint64 nextId_ = 1;
  QHash<quint64, Running> running_;
  QHash<JobKind, quint64> latest_;  // newest job of each kind
};

template <class Result>
quint64 JobRunner::start(JobKind kind, const QString& title, Work<Result> work, QObject* context,
                         std::function<void(Result)> onResult) {
  CancellationToken token;
  const quint64 id = begin(kind, title, token);
  ProgressCallback progress = progressReporter(id);
  QPointer<QObject> receiver(context);
  runOnPool([this, id, token, progress, work = std::move(work), receiver, onResult = std::move(onResult)]() {
    auto result = std::make_shared<std::optional<Result>>();
    bool cancelled = false;
    QString failure;
    try {
      *result = work(token, progress);
    } catch (const OperationCancelled&) {
      cancelled = true;
    } catch (const std::bad_alloc&) {
      // What escapes the input budgets (support/input_budget.h); the CLI says the same.
      failure = QStringLiteral("out of memory: the input needs more memory than this machine gives the process");
    } catch (const std::exception& error) {
      failure = QString::fromUtf8(error.what());
      if (failure.isEmpty()) failure = QStringLiteral("unknown error");
    } catch (...) {
      failure = QStringLiteral("unknown error");
    }
    post([this, id, result, cancelled, failure, receiver, onResult]() {
      finish(id, cancelled, failure, [&]() {
        if (receiver && result->has_value()) onResult(std::move(**result));
      });
    });
  });
  return id;
}

}  // namespace shardscope::gui
