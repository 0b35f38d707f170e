#include "views/sharding/memory_table_model.h"

#include "views/sharding/collective_table_model.h"

#include <QFont>

namespace shardscope::views {

MemoryTableModel::MemoryTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void MemoryTableModel::setPlan(std::shared_ptr<const propagation::ReshardingPlan> plan) {
  beginResetModel();
  plan_ = std::move(plan);
  endResetModel();
}

int MemoryTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !plan_ ? 0 : static_cast<int>(plan_->memory.size());
}

int MemoryTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MemoryTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !plan_) return {};
  const propagation::TensorMemory& tensor = plan_->memory[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
      if (index.column() == TensorColumn) return QString::fromStdString(tensor.name);
      return formatBytes(static_cast<double>(tensor.bytesPerDevice));
    case ValueRole:
      if (index.column() == BytesColumn) return static_cast<qlonglong>(tensor.bytesPerDevice);
      return {};
    case Qt::FontRole:
      if (tensor.name == plan_->peakAt) {
        QFont font;
        font.setBold(true);
        return font;
      }
      return {};
    case Qt::ToolTipRole:
      if (tensor.name == plan_->peakAt) return tr("Live bytes peak here: %1 per device").arg(formatBytes(static_cast<double>(plan_->peakBytesPerDevice)));
      return {};
    case Qt::TextAlignmentRole:
      if (index.column() == BytesColumn) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
  }
  return {};
}

QVariant MemoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  return section == TensorColumn ? tr("Tensor") : tr("Bytes/device");
}

}  // namespace shardscope::views
