#include "views/verify/merge_timeline_model.h"

#include "verify/frontier_explanation.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace shardscope::views {

namespace {
QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }
}  // namespace

MergeTimelineModel::MergeTimelineModel(QObject* parent) : QAbstractTableModel(parent) {}

void MergeTimelineModel::setTimeline(const MergeTimeline* timeline) {
  beginResetModel();
  timeline_ = timeline;
  current_ = -1;
  endResetModel();
}

void MergeTimelineModel::setCurrentStep(int step) {
  if (step == current_) return;
  const int previous = current_;
  current_ = step;
  for (int row : {previous, current_})
    if (row >= 0 && row < rowCount()) emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
}

int MergeTimelineModel::rowCount(const QModelIndex& parent) const { return parent.isValid() || !timeline_ ? 0 : timeline_->size(); }

int MergeTimelineModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString MergeTimelineModel::mergeText(int step) const {
  if (!timeline_ || step < 0 || step >= timeline_->size()) return {};
  const MergeTimelineStep& s = timeline_->step(step);
  switch (s.kind) {
    case MergeTimelineStep::Kind::RelationDerived:
      return QStringLiteral("%%1 → e%2 {%3}").arg(s.subject).arg(s.eclass).arg(s.baseline);
    case MergeTimelineStep::Kind::Frontier: {
      const verify::MergeStep details = timeline_->details(step);
      return QStringLiteral("frontier: %%1 — %2").arg(s.subject, qs(details.reason));
    }
    case MergeTimelineStep::Kind::Other:
      break;
  }
  return qs(timeline_->event(step).message);
}

QVariant MergeTimelineModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !timeline_ || index.row() >= timeline_->size() || index.column() >= ColumnCount) return {};
  const int row = index.row();
  const MergeTimelineStep& step = timeline_->step(row);
  const bool frontier = step.kind == MergeTimelineStep::Kind::Frontier;
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case StepColumn: return row + 1;
        case RuleColumn: return frontier ? tr("frontier") : qs(timeline_->event(row).rule);
        case MeaningColumn:
          return frontier ? tr("relations stop here: every operand is related, no rule relates this instruction")
                          : QString::fromStdString(verify::ruleMeaning(timeline_->event(row).rule));
        case MergeColumn: return mergeText(row);
      }
      return {};
    case Qt::ToolTipRole:
      return qs(timeline_->event(row).message);
    case Qt::ForegroundRole:
      if (frontier) return QBrush(QColor(0xb0, 0x1c, 0x1c));
      return {};
    case Qt::FontRole:
      if (row == current_) {
        QFont font;
        font.setBold(true);
        return font;
      }
      return {};
    case Qt::TextAlignmentRole:
      if (index.column() == StepColumn) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
  }
  return {};
}

QVariant MergeTimelineModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case StepColumn: return tr("Step");
    case RuleColumn: return tr("Rule");
    case MeaningColumn: return tr("Meaning");
    case MergeColumn: return tr("Merge: distributed → baseline class");
  }
  return {};
}

}  // namespace shardscope::views
