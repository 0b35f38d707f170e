#pragma once
// Memory per device as stacked horizontal bars (Qt Charts), one per compared strategy
// (the chosen one on top): weights, gradients, optimizer state and activations, against
// a line at the GPU's memory. Bars far beyond the line are cut at five times it; every
// category says its total and whether it fits.
#include "teach/strategy_comparison.h"

#include <QChartView>

class QBarCategoryAxis;
class QValueAxis;

namespace shardscope::views {

class MemoryChartView : public QChartView {
  Q_OBJECT

 public:
  explicit MemoryChartView(QWidget* parent = nullptr);

  void setStrategies(const std::vector<teach::ComparedStrategy>& strategies, double gpuMemoryBytes);
  QStringList categories() const;  // bottom-up: the chosen strategy is last
  // GB per strategy (bottom-up) for one kind: 0 weights, 1 gradients, 2 optimizer, 3 activations.
  QList<qreal> values(int kind) const;
  double axisMaximumGB() const;
};

}  // namespace shardscope::views
