#include "views/verify/rank_heatmap.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::views {

RankHeatmap::RankHeatmap(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), measure_(new QComboBox(this)), table_(new QTableView(this)), model_(new RankHeatmapModel(this)) {
  setObjectName(QStringLiteral("rankHeatmap"));
  title_->setWordWrap(true);
  measure_->addItem(tr("max abs error"));
  measure_->addItem(tr("max rel error"));
  table_->setModel(model_);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->setMinimumHeight(80);
  connect(measure_, &QComboBox::currentIndexChanged, this,
          [this](int index) { model_->setMeasure(index == 1 ? RankHeatmapModel::Measure::MaxRel : RankHeatmapModel::Measure::MaxAbs); });
  auto* top = new QHBoxLayout;
  top->addWidget(title_, 1);
  top->addWidget(measure_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(top);
  layout->addWidget(table_);
  showMessage(tr("Run the numeric check (F7) to see the errors per rank."));
}

void RankHeatmap::setEvidence(const QString& title, const QList<RankErrorRow>& rows) {
  title_->setText(title);
  model_->setRows(rows);
  table_->setVisible(!rows.isEmpty());
  measure_->setVisible(!rows.isEmpty());
}

void RankHeatmap::showMessage(const QString& message) { setEvidence(message, {}); }

void RankHeatmap::setMeasure(RankHeatmapModel::Measure measure) {
  measure_->setCurrentIndex(measure == RankHeatmapModel::Measure::MaxRel ? 1 : 0);
}

QString RankHeatmap::title() const { return title_->text(); }

}  // namespace shardscope::views
