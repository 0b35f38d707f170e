#pragma once
// The colour key of node states, shown in a corner of the graph view.

#include <QWidget>

namespace shardscope::views {

class GraphLegend : public QWidget {
  Q_OBJECT

 public:
  explicit GraphLegend(QWidget* parent = nullptr);
};

}  // namespace shardscope::views
