#include "views/verify/merge_timeline_view.h"

#include "views/verify/merge_timeline_model.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::views {

MergeTimelineView::MergeTimelineView(QWidget* parent) : QWidget(parent), model_(new MergeTimelineModel(this)), table_(new QTableView(this)) {
  table_->setObjectName(QStringLiteral("mergeTimelineTable"));
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setWordWrap(false);
  table_->setShowGrid(false);
  table_->verticalHeader()->hide();
  // Fixed row heights and column widths: nothing is measured per row, so 10^5 steps scroll freely.
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setColumnWidth(MergeTimelineModel::StepColumn, 50);
  table_->setColumnWidth(MergeTimelineModel::RuleColumn, 140);
  table_->setColumnWidth(MergeTimelineModel::MeaningColumn, 230);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(table_);
  connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
    if (!following_ && current.isValid()) emit stepActivated(current.row());
  });
}

void MergeTimelineView::setTimeline(const MergeTimeline* timeline) { model_->setTimeline(timeline); }

void MergeTimelineView::setCurrentStep(int step) {
  model_->setCurrentStep(step);
  following_ = true;
  if (step >= 0 && step < model_->rowCount()) {
    const QModelIndex index = model_->index(step, 0);
    table_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(index, QAbstractItemView::PositionAtCenter);
  } else {
    table_->selectionModel()->clear();
  }
  following_ = false;
}

int MergeTimelineView::currentRow() const { return table_->selectionModel()->currentIndex().row(); }

}  // namespace shardscope::views
