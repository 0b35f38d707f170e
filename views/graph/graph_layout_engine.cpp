#include "views/graph/graph_layout_engine.h"

#include "views/graph/graphviz_layout.h"
#include "views/graph/graphviz_worker.h"

#include <QMetaObject>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace shardscope::views {

namespace {

// Runs on the layout thread as it starts. Layouts are background work: where dot and the
// GUI thread compete for a core (a loaded machine, a step player scrubbing while dot
// lays out the last neighbourhood) the GUI thread should win, so the layout thread runs
// at nice 10. QThread::setPriority cannot do this on Linux (SCHED_OTHER has one static
// priority); a failure leaves the default, which is only slower to respond.
void lowerLayoutThreadPriority() {
#ifdef Q_OS_LINUX
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
#endif
}

}  // namespace

void GraphvizWorker::run(quint64 requestId, const LayoutRequest& request) {
  // A request made stale while it waited in the queue costs nothing.
  if (!engine_->isWanted(requestId, request.owner)) return;
  try {
    LayoutGeometry geometry = runGraphvizLayout(request);
    // Hop to the engine's thread, where staleness is checked again at delivery: a
    // request superseded during the layout never reaches a view.
    QMetaObject::invokeMethod(
        engine_, [engine = engine_, requestId, owner = request.owner, geometry = std::move(geometry)] {
          engine->deliver(requestId, owner, geometry);
        },
        Qt::QueuedConnection);
  } catch (const std::exception& error) {
    QMetaObject::invokeMethod(
        engine_, [engine = engine_, requestId, owner = request.owner, message = QString::fromStdString(error.what())] {
          engine->deliverFailure(requestId, owner, message);
        },
        Qt::QueuedConnection);
  }
}

GraphLayoutEngine::GraphLayoutEngine(QObject* parent) : QObject(parent) {
  qRegisterMetaType<shardscope::views::LayoutGeometry>();
  qRegisterMetaType<shardscope::views::LayoutRequest>();
  thread_.setObjectName(QStringLiteral("graphviz-layout"));
  worker_ = new GraphvizWorker(this);
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  connect(&thread_, &QThread::started, worker_, &lowerLayoutThreadPriority, Qt::DirectConnection);
  thread_.start();
}

GraphLayoutEngine::~GraphLayoutEngine() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    latestByOwner_.clear();  // queued requests become stale and are skipped
  }
  thread_.quit();
  thread_.wait();
}

quint64 GraphLayoutEngine::requestLayout(const LayoutRequest& request) {
  quint64 id;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    id = nextId_++;
    latestByOwner_.insert(request.owner, id);
  }
  QMetaObject::invokeMethod(worker_, [worker = worker_, id, request] { worker->run(id, request); },
                            Qt::QueuedConnection);
  return id;
}

void GraphLayoutEngine::cancel(quint64 requestId) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto it = latestByOwner_.begin(); it != latestByOwner_.end(); ++it) {
    if (it.value() == requestId) {
      latestByOwner_.erase(it);
      return;
    }
  }
}

bool GraphLayoutEngine::isPending(quint64 requestId) const {
  std::lock_guard<std::mutex> lock(mutex_);
  for (quint64 id : latestByOwner_)
    if (id == requestId) return true;
  return false;
}

bool GraphLayoutEngine::isWanted(quint64 requestId, quintptr owner) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = latestByOwner_.constFind(owner);
  return it != latestByOwner_.constEnd() && it.value() == requestId;
}

void GraphLayoutEngine::deliver(quint64 requestId, quintptr owner, const LayoutGeometry& geometry) {
  if (!finish(requestId, owner)) return;
  emit layoutReady(requestId, geometry);
}

void GraphLayoutEngine::deliverFailure(quint64 requestId, quintptr owner, const QString& message) {
  if (!finish(requestId, owner)) return;
  emit layoutFailed(requestId, message);
}

bool GraphLayoutEngine::finish(quint64 requestId, quintptr owner) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = latestByOwner_.find(owner);
  if (it == latestByOwner_.end() || it.value() != requestId) return false;
  latestByOwner_.erase(it);
  return true;
}

}  // namespace shardscope::views
