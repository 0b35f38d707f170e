#include "views/verify/rank_heatmap_model.h"

#include "numeric/numeric_report.h"

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

RankErrorCell rankErrorCell(const numeric::RankCheck& rank) {
  RankErrorCell cell;
  cell.known = rank.compared;
  cell.passed = rank.passed;
  if (!rank.compared) return cell;
  cell.maxAbsError = rank.error.maxAbsError;
  cell.maxRelError = rank.error.maxRelError;
  cell.mismatched = rank.error.mismatched;
  cell.compared = rank.error.compared;
  return cell;
}

RankErrorRow instructionErrorRow(const QString& label, const numeric::InstructionCheck& check, int ranks) {
  RankErrorRow row;
  row.label = label;
  row.note = QObject::tr("compared with %1 as %2; max abs error %3, max rel error %4 over all ranks%5")
                 .arg(QString::fromStdString(check.reference), QString::fromStdString(check.relation))
                 .arg(check.error.maxAbsError, 0, 'g', 4)
                 .arg(check.error.maxRelError, 0, 'g', 4)
                 .arg(check.note.empty() ? QString() : "\n" + QString::fromStdString(check.note));
  if (static_cast<int>(check.ranks.size()) == ranks) {
    for (const numeric::RankCheck& rank : check.ranks) row.ranks.append(rankErrorCell(rank));
    return row;
  }
  for (int r = 0; r < ranks; ++r) {
    RankErrorCell cell;
    cell.passed = std::find(check.failingRanks.begin(), check.failingRanks.end(), r) == check.failingRanks.end();
    row.ranks.append(cell);
  }
  return row;
}

QList<RankErrorRow> numericEvidenceRows(const numeric::NumericCheckResult& result) {
  QList<RankErrorRow> rows;
  // Rank counts come from an untrusted module header: a heat map wider than this is unreadable anyway.
  const int ranks = static_cast<int>(std::clamp<int64_t>(result.numDevices, 0, 4096));
  if (const auto& divergence = result.firstDivergence)
    rows.append(instructionErrorRow(QObject::tr("first divergence %%1").arg(QString::fromStdString(divergence->instruction)), *divergence, ranks));
  for (const numeric::LayerReport& layer : result.layers) {
    if (layer.ranks.empty()) continue;
    RankErrorRow row;
    row.label = QObject::tr("%1 layer").arg(QString::fromStdString(numeric::layerName(layer.layer)));
    row.note = QObject::tr("%1 values compared; %2").arg(layer.instructions.size()).arg(layer.passed ? QObject::tr("passes") : QObject::tr("differs"));
    for (const numeric::RankCheck& rank : layer.ranks) {
      if (row.ranks.size() >= ranks) break;
      row.ranks.append(rankErrorCell(rank));
    }
    rows.append(row);
  }
  return rows;
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
      if (!cell.known) return tr("rank %1 %2 (its value was not compared here)").arg(index.column()).arg(cell.passed ? tr("passes") : tr("fails"));
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
