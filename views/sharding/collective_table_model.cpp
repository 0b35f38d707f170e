#include "views/sharding/collective_table_model.h"

namespace shardscope::views {

QString formatBytes(double bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 4) {
    bytes /= 1024;
    ++unit;
  }
  return unit == 0 ? QStringLiteral("%1 B").arg(bytes, 0, 'f', 0) : QStringLiteral("%1 %2").arg(bytes, 0, 'f', 2).arg(units[unit]);
}

QString formatSeconds(double seconds) {
  if (seconds < 1e-6) return QStringLiteral("%1 ns").arg(seconds * 1e9, 0, 'f', 2);
  if (seconds < 1e-3) return QStringLiteral("%1 µs").arg(seconds * 1e6, 0, 'f', 2);
  if (seconds < 1) return QStringLiteral("%1 ms").arg(seconds * 1e3, 0, 'f', 2);
  return QStringLiteral("%1 s").arg(seconds, 0, 'f', 3);
}

CollectiveTableModel::CollectiveTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CollectiveTableModel::setPlan(std::shared_ptr<const propagation::ReshardingPlan> plan) {
  beginResetModel();
  plan_ = std::move(plan);
  endResetModel();
}

int CollectiveTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !plan_ ? 0 : static_cast<int>(plan_->collectives.size());
}

int CollectiveTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CollectiveTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !plan_) return {};
  const propagation::PlannedCollective& c = plan_->collectives[static_cast<std::size_t>(index.row())];
  if (role == ValueRole) {
    if (index.column() == BytesColumn) return c.bytesPerDevice;
    if (index.column() == TimeColumn) return c.seconds;
    return {};
  }
  if (role == Qt::ToolTipRole) return QString::fromStdString(c.reason);
  if (role == Qt::TextAlignmentRole && (index.column() == GroupColumn || index.column() == BytesColumn || index.column() == TimeColumn))
    return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
  if (role != Qt::DisplayRole) return {};
  switch (index.column()) {
    case KindColumn: {
      const std::string_view name = propagation::collectiveName(c.kind);
      return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    }
    case EdgeColumn:
      return c.consumer.empty() ? QString::fromStdString(c.producer)
                                : QString::fromStdString(c.producer) + QStringLiteral(" → ") + QString::fromStdString(c.consumer);
    case FromColumn: return QString::fromStdString(c.from);
    case ToColumn: return QString::fromStdString(c.to);
    case GroupColumn: return static_cast<qlonglong>(c.groupSize);
    case BytesColumn: return formatBytes(c.bytesPerDevice);
    case TimeColumn: return formatSeconds(c.seconds);
    case ReasonColumn: return QString::fromStdString(c.reason);
  }
  return {};
}

QVariant CollectiveTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case KindColumn: return tr("Collective");
    case EdgeColumn: return tr("Edge");
    case FromColumn: return tr("From");
    case ToColumn: return tr("To");
    case GroupColumn: return tr("N");
    case BytesColumn: return tr("Bytes/device");
    case TimeColumn: return tr("Time");
    case ReasonColumn: return tr("Why");
  }
  return {};
}

}  // namespace shardscope::views
