#include "views/teach/collective_cost_model.h"

#include "views/sharding/collective_table_model.h"
#include "views/teach/memory_breakdown_model.h"

namespace shardscope::views {

using propagation::CollectiveKind;

QString ringFormula(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::AllReduce: return QStringLiteral("2(N−1)/N × size");
    case CollectiveKind::AllGather:
    case CollectiveKind::ReduceScatter: return QStringLiteral("(N−1)/N × size");
    case CollectiveKind::AllToAll: return QStringLiteral("(N−1)/N × share");
    case CollectiveKind::CollectivePermute: return QStringLiteral("size");
  }
  return {};
}

CollectiveCostModel::CollectiveCostModel(QObject* parent) : QAbstractTableModel(parent) {}

void CollectiveCostModel::setCollectives(std::vector<teach::CollectiveCost> collectives) {
  beginResetModel();
  collectives_ = std::move(collectives);
  endResetModel();
}

int CollectiveCostModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(collectives_.size());
}

int CollectiveCostModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CollectiveCostModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(collectives_.size())) return {};
  const teach::CollectiveCost& c = collectives_[static_cast<std::size_t>(index.row())];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case StrategyColumn: return QStringLiteral("%1 · %2").arg(QString::fromStdString(c.strategy), QString::fromStdString(c.purpose));
      case CollectiveColumn: return QString::fromUtf8(propagation::collectiveName(c.kind).data(),
                                                      static_cast<int>(propagation::collectiveName(c.kind).size()));
      case GroupColumn: return c.groupSize;
      case LinkColumn: return QString::fromStdString(c.interconnect);
      case MessageColumn: return formatDecimalBytes(c.messageBytes);
      case PerCallColumn: return formatDecimalBytes(c.bytesPerCall);
      case CallsColumn: return QString::number(c.callsPerStep);
      case PerStepColumn: return formatDecimalBytes(c.bytesPerStep());
      case TimeColumn: return formatSeconds(c.secondsPerStep);
    }
  }
  if (role == ValueRole) {
    switch (index.column()) {
      case GroupColumn: return c.groupSize;
      case MessageColumn: return c.messageBytes;
      case PerCallColumn: return c.bytesPerCall;
      case CallsColumn: return c.callsPerStep;
      case PerStepColumn: return c.bytesPerStep();
      case TimeColumn: return c.secondsPerStep;
      default: return {};
    }
  }
  if (role == Qt::ToolTipRole && index.column() == PerCallColumn)
    return tr("Ring formula, seed 002: %1 (N = %2)").arg(ringFormula(c.kind)).arg(c.groupSize);
  if (role == Qt::TextAlignmentRole && index.column() >= GroupColumn && index.column() != LinkColumn)
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant CollectiveCostModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case StrategyColumn: return tr("Strategy · what");
    case CollectiveColumn: return tr("Collective");
    case GroupColumn: return tr("N");
    case LinkColumn: return tr("Link");
    case MessageColumn: return tr("Message");
    case PerCallColumn: return tr("Sent per call");
    case CallsColumn: return tr("Calls/step");
    case PerStepColumn: return tr("Sent/step");
    case TimeColumn: return tr("Time/step");
  }
  return {};
}

}  // namespace shardscope::views
