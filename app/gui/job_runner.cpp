#include "gui/job_runner.h"

#include <QElapsedTimer>
#include <QMetaObject>

namespace shardscope::gui {

QString jobKindName(JobKind kind) {
  switch (kind) {
    case JobKind::Load: return QStringLiteral("load");
    case JobKind::Propagate: return QStringLiteral("propagate");
    case JobKind::Verify: return QStringLiteral("verify");
    case JobKind::Numeric: return QStringLiteral("numeric check");
    case JobKind::Other: break;
  }
  return QStringLiteral("job");
}

JobRunner::JobRunner(QObject* parent) : QObject(parent) {
  // Two workers: a load can run while an analysis of the previous pair is cancelled.
  pool_.setMaxThreadCount(2);
}

JobRunner::~JobRunner() {
  for (const Running& job : running_) job.token.cancel();
  pool_.waitForDone();
}

quint64 JobRunner::begin(JobKind kind, const QString& title, CancellationToken& token) {
  const quint64 id = nextId_++;
  // A newer question makes the older answer worthless: stop computing it.
  if (auto previous = latest_.find(kind); previous != latest_.end()) {
    if (auto older = running_.find(*previous); older != running_.end()) older->token.cancel();
  }
  latest_[kind] = id;
  const bool wasBusy = isBusy();
  running_.insert(id, Running{kind, title, token});
  emit jobStarted(id, kind, title);
  if (!wasBusy) emit busyChanged(true);
  return id;
}

ProgressCallback JobRunner::progressReporter(quint64 id) {
  struct Throttle {
    QElapsedTimer sinceLast;
    double lastFraction = -1;
    std::string lastPhase;
  };
  auto throttle = std::make_shared<Throttle>();
  // Engines may report thousands of steps; the GUI needs a few updates a second.
  return [this, id, throttle](double fraction, std::string_view phase) {
    const bool phaseChanged = phase != throttle->lastPhase;
    if (!phaseChanged && throttle->sinceLast.isValid() && throttle->sinceLast.elapsed() < 50 &&
        fraction - throttle->lastFraction < 0.05)
      return;
    throttle->sinceLast.restart();
    throttle->lastFraction = fraction;
    throttle->lastPhase.assign(phase);
    const QString phaseText = QString::fromUtf8(phase.data(), static_cast<qsizetype>(phase.size()));
    post([this, id, fraction, phaseText]() {
      if (running_.contains(id)) emit progressChanged(id, fraction, phaseText);
    });
  };
}

void JobRunner::post(std::function<void()> onGuiThread) {
  QMetaObject::invokeMethod(this, std::move(onGuiThread), Qt::QueuedConnection);
}

void JobRunner::runOnPool(std::function<void()> task) { pool_.start(std::move(task)); }

void JobRunner::finish(quint64 id, bool cancelled, const QString& failure, const std::function<void()>& apply) {
  const auto entry = running_.find(id);
  if (entry == running_.end()) return;
  const Running job = *entry;
  running_.erase(entry);
  const bool stale = latest_.value(job.kind) != id;
  if (!stale) latest_.remove(job.kind);
  // A cancelled job's answer is not shown even when the work ignored the token.
  const bool wasCancelled = cancelled || job.token.isCancelled();
  if (stale) emit resultDropped(id, job.kind);
  else if (wasCancelled) emit jobCancelled(id, job.kind);
  else if (!failure.isEmpty()) emit jobFailed(id, job.kind, failure);
  else {
    apply();
    emit jobFinished(id, job.kind);
  }
  if (!isBusy()) emit busyChanged(false);
}

void JobRunner::cancelAll() {
  for (const Running& job : running_) job.token.cancel();
}

void JobRunner::cancel(quint64 id) {
  if (auto job = running_.find(id); job != running_.end()) job->token.cancel();
}

void JobRunner::waitForIdle() { pool_.waitForDone(); }

}  // namespace shardscope::gui
