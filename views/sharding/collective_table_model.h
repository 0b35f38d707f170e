#pragma once
// The collectives a resharding plan inserts: kind, the edge (producer -> consumer, or
// the partial result itself), group size, bytes each device sends, the estimated time on
// the chosen interconnect, then the from/to shardings and why.
#include "propagation/resharding_plan.h"

#include <QAbstractTableModel>

#include <memory>

namespace shardscope::views {

class CollectiveTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  // The figures come before the shardings, so a narrow panel shows them without scrolling.
  enum Column { KindColumn, EdgeColumn, GroupColumn, BytesColumn, TimeColumn, FromColumn, ToColumn, ReasonColumn, ColumnCount };
  // The unformatted number behind Bytes (double bytes per device) and Time (seconds).
  static constexpr int ValueRole = Qt::UserRole + 1;

  explicit CollectiveTableModel(QObject* parent = nullptr);

  void setPlan(std::shared_ptr<const propagation::ReshardingPlan> plan);
  const propagation::ReshardingPlan* plan() const { return plan_.get(); }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const propagation::ReshardingPlan> plan_;
};

// "2 KiB", "1.50 MiB": bytes as people read them.
QString formatBytes(double bytes);
// "5.00 µs", "1.20 ms".
QString formatSeconds(double seconds);

}  // namespace shardscope::views
