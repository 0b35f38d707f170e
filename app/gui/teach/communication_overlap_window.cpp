#include "gui/teach/communication_overlap_window.h"

#include "views/teach/overlap_timeline_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shardscope::gui::teaching {

CommunicationOverlapWindow::CommunicationOverlapWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("Communication Overlap"));
  auto* central = new QWidget(this);
  auto* column = new QVBoxLayout(central);
  auto* controls = new QHBoxLayout;
  auto* left = new QFormLayout;
  auto* right = new QFormLayout;
  layers_ = new QSpinBox(central);
  layers_->setRange(1, teach::kMaxOverlapLayers);
  ratio_ = new QDoubleSpinBox(central);
  ratio_->setRange(0, 1000);
  ratio_->setSuffix(QStringLiteral(" %"));
  ratio_->setSingleStep(5);
  latency_ = new QDoubleSpinBox(central);
  latency_->setRange(0, 1000);
  latency_->setDecimals(3);
  latency_->setSingleStep(0.01);
  latency_->setSuffix(tr(" ms per call"));
  bucket_ = new QSpinBox(central);
  bucket_->setRange(1, teach::kMaxOverlapLayers);
  strategy_ = new QComboBox(central);
  strategy_->addItems({tr("none: all-reduce after the backward pass"), tr("overlap: each layer's all-reduce at once"),
                       tr("fusion: one all-reduce of every gradient"), tr("bucketing: one all-reduce per bucket")});
  left->addRow(tr("Layers:"), layers_);
  left->addRow(tr("Communication / compute:"), ratio_);
  left->addRow(tr("Strategy:"), strategy_);
  right->addRow(tr("Latency (α):"), latency_);
  right->addRow(tr("Layers per bucket:"), bucket_);
  right->addRow(new QLabel(tr("One layer's backward takes 1 ms."), central));
  controls->addLayout(left, 1);
  controls->addLayout(right, 1);
  column->addLayout(controls);
  summary_ = new QLabel(central);
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  column->addWidget(summary_);
  view_ = new views::OverlapTimelineView(central);
  column->addWidget(view_, 1);
  setCentralWidget(central);
  resize(1600, 1000);
  const auto changed = [this] {
    if (!applying_) recompute();
  };
  for (QSpinBox* box : {layers_, bucket_}) connect(box, &QSpinBox::valueChanged, this, changed);
  for (QDoubleSpinBox* box : {ratio_, latency_}) connect(box, &QDoubleSpinBox::valueChanged, this, changed);
  connect(strategy_, &QComboBox::currentIndexChanged, this, changed);
  // The seed's demo starts at 50%, where the strategies start to differ.
  setRequest({8, 1.0, 0.5, 0.05, 4, teach::OverlapStrategy::Overlap});
}

void CommunicationOverlapWindow::setRequest(const teach::OverlapRequest& request) {
  applying_ = true;
  layers_->setValue(request.layers);
  ratio_->setValue(request.ratio * 100);
  latency_->setValue(request.latency);
  bucket_->setValue(request.bucketLayers);
  strategy_->setCurrentIndex(static_cast<int>(request.strategy));
  applying_ = false;
  recompute();
}

teach::OverlapRequest CommunicationOverlapWindow::request() const {
  return {layers_->value(), 1.0, ratio_->value() / 100, latency_->value(), bucket_->value(),
          static_cast<teach::OverlapStrategy>(strategy_->currentIndex())};
}

QString CommunicationOverlapWindow::summary() const { return summary_->text(); }

void CommunicationOverlapWindow::recompute() {
  const teach::OverlapRequest chosen = request();
  std::vector<teach::OverlapTimeline> timelines;
  QStringList times;
  for (int s = 0; s < 4; ++s) {
    teach::OverlapRequest one = chosen;
    one.strategy = static_cast<teach::OverlapStrategy>(s);
    auto laid = teach::layoutOverlap(one);
    if (auto* error = std::get_if<std::string>(&laid)) {
      summary_->setText(QString::fromStdString(*error).toHtmlEscaped());
      view_->setTimelines({}, 0);
      return;
    }
    timelines.push_back(std::get<teach::OverlapTimeline>(std::move(laid)));
    const QString item = tr("%1 %2 ms").arg(QString::fromStdString(teach::overlapStrategyName(one.strategy)))
                             .arg(timelines.back().stepTime, 0, 'f', 2);
    times << (s == static_cast<int>(chosen.strategy) ? QStringLiteral("<b>%1</b>").arg(item) : item);
  }
  const teach::OverlapTimeline& mine = timelines[static_cast<std::size_t>(chosen.strategy)];
  summary_->setText(tr("<span style='color:#4678c8'>■</span> backward compute &nbsp; "
                       "<span style='color:#e69628'>■</span> gradient all-reduce &nbsp; "
                       "<span style='color:#c82828'>|</span> step time. &nbsp; Step: %1. "
                       "Backward %2 ms, communication %3 ms, %4 ms of it exposed.")
                        .arg(times.join(QStringLiteral(", ")))
                        .arg(mine.computeEnd, 0, 'f', 2)
                        .arg(mine.communicationTime, 0, 'f', 2)
                        .arg(mine.exposedCommunication(), 0, 'f', 2));
  view_->setTimelines(std::move(timelines), static_cast<int>(chosen.strategy));
}

}  // namespace shardscope::gui::teaching
