#pragma once
// The object that lives on GraphLayoutEngine's thread and runs the queued layouts.

#include "views/graph/layout_geometry.h"

#include <QObject>

namespace shardscope::views {

class GraphLayoutEngine;

class GraphvizWorker : public QObject {
  Q_OBJECT

 public:
  explicit GraphvizWorker(GraphLayoutEngine* engine) : engine_(engine) {}

 public slots:
  void run(quint64 requestId, const shardscope::views::LayoutRequest& request);

 private:
  GraphLayoutEngine* engine_;  // outlives the worker (it stops the thread first)
};

}  // namespace shardscope::views
