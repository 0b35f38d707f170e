#include "views/trace/trace_event_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <climits>

namespace shardscope::views {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

}  // namespace

TraceEventModel::TraceEventModel(QObject* parent) : QAbstractTableModel(parent) {}

void TraceEventModel::setTrace(std::shared_ptr<const trace::Trace> trace) {
  beginResetModel();
  trace_ = std::move(trace);
  current_ = -1;
  endResetModel();
}

void TraceEventModel::setCurrentStep(int step) {
  if (step == current_) return;
  const int previous = current_;
  current_ = step;
  for (int row : {previous, current_})
    if (row >= 0 && row < rowCount()) emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
}

int TraceEventModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid() || !trace_) return 0;
  return static_cast<int>(std::min<std::size_t>(trace_->size(), static_cast<std::size_t>(INT_MAX)));
}

int TraceEventModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TraceEventModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !trace_) return {};
  const trace::TraceEvent& event = trace_->at(static_cast<std::size_t>(index.row()));
  const bool conflict = event.kind == "conflict";
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case StepColumn: return index.row() + 1;
        case KindColumn: return qs(event.kind);
        case SubjectColumn: return qs(event.subject);
        case RuleColumn: return qs(event.rule);
        case MessageColumn: return qs(event.message);
      }
      return {};
    case Qt::ToolTipRole:
    case DetailsRole: {
      QStringList lines;
      for (const auto& [key, value] : event.details) lines << qs(key) + ": " + qs(value);
      return lines.join('\n');
    }
    case Qt::BackgroundRole:
      if (conflict) return QBrush(QColor(255, 225, 215));
      return {};
    case Qt::ForegroundRole:
      if (conflict) return QBrush(QColor(150, 30, 0));
      return {};
    case Qt::FontRole:
      if (index.row() == current_) {
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

QVariant TraceEventModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case StepColumn: return tr("Step");
    case KindColumn: return tr("Kind");
    case SubjectColumn: return tr("Tensor");
    case RuleColumn: return tr("Rule");
    case MessageColumn: return tr("What happened");
  }
  return {};
}

}  // namespace shardscope::views
