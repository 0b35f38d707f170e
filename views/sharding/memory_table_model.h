#pragma once
// Per-device memory of every tensor of a resharding plan, in schedule order; the tensor
// at which the live bytes peak is bold.
#include "propagation/resharding_plan.h"

#include <QAbstractTableModel>

#include <memory>

namespace shardscope::views {

class MemoryTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { TensorColumn, BytesColumn, ColumnCount };
  static constexpr int ValueRole = Qt::UserRole + 1;  // bytes per device as a number

  explicit MemoryTableModel(QObject* parent = nullptr);

  void setPlan(std::shared_ptr<const propagation::ReshardingPlan> plan);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const propagation::ReshardingPlan> plan_;
};

}  // namespace shardscope::views
