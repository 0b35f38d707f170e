#include "views/verify/rank_heatmap_model.h"

#include <QBrush>
#include <QColor>

#include <algorithm>
#include <cmath>

namespace shardscope::views {

QColor heatColor(double value, double largest, bool passed) {
  if (!std::isfinite(value)) return QColor(0x80, 0x00, 0x20);
  // Twelve decades below the largest error are the bottom of the scale.
  double t = 0;
  if (value > 0 && largest > 0) t = std::clamp(1.0 + std::log10(value / largest) / 12.0, 0.0, 1.0);
  if (passed) return QColor::fromHsvF(0.33, 0.15 + 0.35 * t, 0.95);
  return QColor::fromHsvF(0.0, 0.25 + 0.65 * t, 1.0 - 0.15 * t);
}

void RankHeatmapModel::setRows(const QList<RankErrorRow>& rows) {
  beginResetModel();
  rows_ = rows;
  ranks_ = 0;
  for (const RankErrorRow& row : rows_) ranks_ = std::max(ranks_, static_cast<int>(row.ranks.size()));
  rescale();
  endResetModel();
}

void RankHeatmapModel::setMeasure(Measure measure) {
  measure_ = measure;
  rescale();
  if (rowCount() > 0 && columnCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void RankHeatmapModel::rescale() {
  largest_ = 0;
  for (const RankErrorRow& row : rows_)
    for (const RankErrorCell& cell : row.ranks)
      if (cell.known && std::isfinite(valueOf(cell))) largest_ = std::max(largest_, valueOf(cell));
}

double RankHeatmapModel::valueOf(const RankErrorCell& cell) const {
  return measure_ == Measure::MaxAbs ? cell.maxAbsError : cell.maxRelError;
}

int RankHeatmapModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }
int RankHeatmapModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ranks_; }

QVariant RankHeatmapModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rows_.size()) return {};
  const RankErrorRow& row = rows_[index.row()];
  if (index.column() >= row.ranks.size()) return {};
  const RankErrorCell& cell = row.ranks[index.column()];
  switch (role) {
    case Qt::DisplayRole:
      if (!cell.known) return cell.passed ? QStringLiteral("✓") : QStringLiteral("✗");
      return QString::number(valueOf(cell), 'g', 3);
    case Qt::BackgroundRole:
      return QBrush(cell.known ? heatColor(valueOf(cell), largest_, cell.passed) : heatColor(0, 0, cell.passed));
    case Qt::ForegroundRole: return QBrush(Qt::black);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
      if (!cell.known) return tr("rank %1 %2 (per-rank errors not kept for this value)").arg(index.column()).arg(cell.passed ? tr("passes") : tr("fails"));
      return tr("rank %1: max abs error %2, max rel error %3, %4 of %5 elements out of tolerance")
          .arg(index.column())
          .arg(cell.maxAbsError, 0, 'g', 4)
          .arg(cell.maxRelError, 0, 'g', 4)
          .arg(cell.mismatched)
          .arg(cell.compared);
    case ValueRole: return cell.known ? QVariant(valueOf(cell)) : QVariant();
    case PassedRole: return cell.passed;
    case KnownRole: return cell.known;
    default: return {};
  }
}

QVariant RankHeatmapModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Horizontal) {
    if (role == Qt::DisplayRole) return tr("rank %1").arg(section);
    return {};
  }
  if (section < 0 || section >= rows_.size()) return {};
  if (role == Qt::DisplayRole) return rows_[section].label;
  if (role == Qt::ToolTipRole) return rows_[section].note;
  return {};
}

}  // namespace shardscope::views
