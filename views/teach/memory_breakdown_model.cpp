#include "views/teach/memory_breakdown_model.h"

#include "views/sharding/collective_table_model.h"

#include <QFont>

namespace shardscope::views {

QString formatDecimalBytes(double bytes) {
  if (bytes >= 1e12) return QStringLiteral("%1 TB").arg(bytes / 1e12, 0, 'f', 2);
  if (bytes >= 1e9) return QStringLiteral("%1 GB").arg(bytes / 1e9, 0, 'f', 2);
  if (bytes >= 1e6) return QStringLiteral("%1 MB").arg(bytes / 1e6, 0, 'f', 2);
  if (bytes >= 1e3) return QStringLiteral("%1 kB").arg(bytes / 1e3, 0, 'f', 2);
  return QStringLiteral("%1 B").arg(bytes, 0, 'f', 0);
}

MemoryBreakdownModel::MemoryBreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

void MemoryBreakdownModel::clear() {
  beginResetModel();
  rows_.clear();
  endResetModel();
}

void MemoryBreakdownModel::setEstimate(const teach::StrategyEstimate& estimate, double parameters, double gpuMemory) {
  beginResetModel();
  rows_.clear();
  const teach::MemoryPerDevice& m = estimate.memory;
  const auto perParameter = [&](double bytes) {
    return parameters > 0 ? tr("%1 B/parameter").arg(bytes / parameters, 0, 'g', 4) : QString();
  };
  const auto add = [&](QString quantity, QString value, QString note, double number, bool bold = false) {
    rows_.push_back({std::move(quantity), std::move(value), std::move(note), number, bold});
  };
  add(tr("Weights (FP16)"), formatDecimalBytes(m.weights), perParameter(m.weights), m.weights);
  add(tr("Gradients (FP16)"), formatDecimalBytes(m.gradients), perParameter(m.gradients), m.gradients);
  add(tr("Optimizer (FP32 master, m, v)"), formatDecimalBytes(m.optimizer), perParameter(m.optimizer), m.optimizer);
  add(tr("Activations"), formatDecimalBytes(m.activations),
      tr("%n micro-batch(es) in flight", nullptr, m.inFlightMicrobatches), m.activations);
  add(tr("Total per device"), formatDecimalBytes(m.total()),
      tr("%1% of %2: %3").arg(gpuMemory > 0 ? m.total() / gpuMemory * 100 : 0, 0, 'f', 1).arg(formatDecimalBytes(gpuMemory))
          .arg(estimate.fits ? tr("fits") : tr("does not fit")),
      m.total(), true);
  add(tr("Weights + optimizer (seed's 14 B)"), formatDecimalBytes(m.modelStateSeed()),
      perParameter(m.modelStateSeed()) + tr(" (14 unsharded)"), m.modelStateSeed());
  add(tr("Communication per step"), formatDecimalBytes(estimate.communicationBytesPerStep()),
      tr("%1 if not overlapped").arg(formatSeconds(estimate.communicationSecondsPerStep())), estimate.communicationBytesPerStep());
  add(tr("Pipeline bubble"), QStringLiteral("%1%").arg(estimate.bubbleFraction * 100, 0, 'f', 1),
      tr("(N−1)/M; η %1%").arg(estimate.pipelineEfficiency * 100, 0, 'f', 1), estimate.bubbleFraction);
  endResetModel();
}

int MemoryBreakdownModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int MemoryBreakdownModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MemoryBreakdownModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(rows_.size())) return {};
  const Row& row = rows_[static_cast<std::size_t>(index.row())];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case QuantityColumn: return row.quantity;
      case ValueColumn: return row.value;
      case NoteColumn: return row.note;
    }
  }
  if (role == ValueRole) return row.number;
  if (role == Qt::TextAlignmentRole && index.column() == ValueColumn) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::FontRole && row.bold) {
    QFont font;
    font.setBold(true);
    return font;
  }
  return {};
}

QVariant MemoryBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case QuantityColumn: return tr("Per device");
    case ValueColumn: return tr("Value");
    case NoteColumn: return tr("Note");
  }
  return {};
}

}  // namespace shardscope::views
