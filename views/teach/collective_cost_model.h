#pragma once
// The explorer's collectives (issue 24 item 3): one row per strategy and collective of a
// training step, with the ring formula's bytes per call, calls per step, the link and
// the time α + bytes/β.
#include "teach/strategy_estimate.h"

#include <QAbstractTableModel>

#include <vector>

namespace shardscope::views {

class CollectiveCostModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    StrategyColumn, CollectiveColumn, GroupColumn, LinkColumn, MessageColumn, PerCallColumn, CallsColumn,
    PerStepColumn, TimeColumn, ColumnCount
  };
  static constexpr int ValueRole = Qt::UserRole + 1;  // numbers: bytes, calls, seconds

  explicit CollectiveCostModel(QObject* parent = nullptr);

  void setCollectives(std::vector<teach::CollectiveCost> collectives);
  const std::vector<teach::CollectiveCost>& collectives() const { return collectives_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::vector<teach::CollectiveCost> collectives_;
};

// Seed 002's formula for the collective's bytes per device, e.g. "2(N−1)/N × size".
QString ringFormula(shardscope::propagation::CollectiveKind kind);

}  // namespace shardscope::views
