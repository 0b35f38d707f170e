#pragma once
// The one owner of Graphviz in the process. Graphviz is not thread-safe and freeing a
// GVC_t breaks 2.42's pango plugin, so every Graphviz call runs on this engine's own
// QThread with a single GVC_t kept for the process (PLATFORM-NOTES.md). Requests go in
// as plain values; geometry comes back by queued signal, on the thread the engine lives
// in. Create ONE engine and share it between views.

#include "views/graph/layout_geometry.h"

#include <QHash>
#include <QObject>
#include <QThread>

#include <mutex>

namespace shardscope::views {

class GraphvizWorker;

class GraphLayoutEngine : public QObject {
  Q_OBJECT

 public:
  explicit GraphLayoutEngine(QObject* parent = nullptr);
  ~GraphLayoutEngine() override;  // stops the thread (after the layout in progress, if any)

  // Queues a layout; returns its id (never 0). A newer request for the same owner makes
  // the older ones stale: they are skipped if not started, and their results dropped.
  quint64 requestLayout(const LayoutRequest& request);
  // The request's result will not be delivered (Graphviz itself cannot be interrupted).
  void cancel(quint64 requestId);
  // Whether a result for this id may still arrive.
  bool isPending(quint64 requestId) const;

 signals:
  void layoutReady(quint64 requestId, const shardscope::views::LayoutGeometry& geometry);
  void layoutFailed(quint64 requestId, const QString& message);

 private:
  friend class GraphvizWorker;
  bool isWanted(quint64 requestId, quintptr owner) const;  // any thread
  void deliver(quint64 requestId, quintptr owner, const LayoutGeometry& geometry);
  void deliverFailure(quint64 requestId, quintptr owner, const QString& message);
  bool finish(quint64 requestId, quintptr owner);  // true when the result is still wanted

  QThread thread_;
  GraphvizWorker* worker_ = nullptr;  // lives in thread_
  mutable std::mutex mutex_;          // guards the fields below
  quint64 nextId_ = 1;
  QHash<quintptr, quint64> latestByOwner_;
};

}  // namespace shardscope::views
