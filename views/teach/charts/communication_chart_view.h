#pragma once
// A step's communication per device (Qt Charts): one horizontal bar per strategy and
// collective, the bytes each device sends (seed 002's ring formulas), and beside it the
// time on its link, so TP on NVLink and DP across InfiniBand can be told apart.
#include "teach/strategy_estimate.h"

#include <QChartView>

namespace shardscope::views {

class CommunicationChartView : public QChartView {
  Q_OBJECT

 public:
  explicit CommunicationChartView(QWidget* parent = nullptr);

  void setCollectives(const std::vector<teach::CollectiveCost>& collectives);
  QStringList categories() const;
  QList<qreal> gigabytes() const;      // per category
  QList<qreal> milliseconds() const;   // per category
};

}  // namespace shardscope::views
