#pragma once
// Memory per device as stacked bars (Qt Charts), one bar per compared strategy: weights,
// gradients, optimizer state and activations, against a line at the GPU's memory. Bars
// far above the line are cut at five times it; their category says the total.
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
  QStringList categories() const;
  // GB per strategy for one kind: 0 weights, 1 gradients, 2 optimizer, 3 activations.
  QList<qreal> values(int kind) const;
  double axisMaximumGB() const;
};

}  // namespace shardscope::views
