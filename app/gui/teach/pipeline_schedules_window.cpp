#include "gui/teach/pipeline_schedules_window.h"

#include "partition/stage_partition.h"
#include "teach/pipeline_gantt.h"
#include "views/teach/pipeline_gantt_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>
#include <variant>

namespace shardscope::gui::teaching {

namespace {

// "3, 1, 4.5" -> numbers; the first item that is not a finite, non-negative number is the error.
std::variant<std::vector<double>, QString> parseNumbers(const QString& text) {
  std::vector<double> values;
  const QStringList items = text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
  for (int i = 0; i < items.size(); ++i) {
    bool ok = false;
    const double value = items[i].toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0)
      return QObject::tr("item %1 (“%2”) is not a non-negative number").arg(i + 1).arg(items[i]);
    values.push_back(value);
  }
  if (values.empty()) return QObject::tr("give at least one number");
  return values;
}

QString joinNumbers(const std::vector<double>& values) {
  QStringList items;
  for (double value : values) items << QString::number(value, 'g', 6);
  return items.join(QStringLiteral(", "));
}

}  // namespace

PipelineSchedulesWindow::PipelineSchedulesWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("Pipeline Schedules"));
  auto* central = new QWidget(this);
  auto* column = new QVBoxLayout(central);
  auto* controls = new QHBoxLayout;
  auto* left = new QFormLayout;
  auto* right = new QFormLayout;
  source_ = new QComboBox(central);
  source_->addItems({tr("equal stages"), tr("stage DP over layer weights"), tr("stage times")});
  stages_ = new QSpinBox(central);
  stages_->setRange(1, 256);
  stages_->setValue(4);
  microbatches_ = new QSpinBox(central);
  microbatches_->setRange(1, 4096);
  microbatches_->setValue(8);
  chunks_ = new QSpinBox(central);
  chunks_->setRange(1, 16);
  chunks_->setValue(2);
  backward_ = new QDoubleSpinBox(central);
  backward_->setRange(0, 10);
  backward_->setSingleStep(0.5);
  backward_->setValue(2.0);
  values_ = new QLineEdit(central);
  values_->setPlaceholderText(tr("layer weights or stage times, e.g. 3, 1, 4, 1, 5, 9, 2, 6"));
  left->addRow(tr("Stage times:"), source_);
  left->addRow(tr("Values:"), values_);
  left->addRow(tr("Stages (N):"), stages_);
  right->addRow(tr("Micro-batches (M):"), microbatches_);
  right->addRow(tr("Interleaved chunks (v):"), chunks_);
  right->addRow(tr("Backward / forward time:"), backward_);
  controls->addLayout(left, 2);
  controls->addLayout(right, 1);
  column->addLayout(controls);
  status_ = new QLabel(central);
  status_->setWordWrap(true);
  column->addWidget(status_);
  auto* charts = new QSplitter(Qt::Vertical, central);
  gpipe_ = new views::PipelineGanttView(charts);
  oneFOneB_ = new views::PipelineGanttView(charts);
  interleaved_ = new views::PipelineGanttView(charts);
  for (auto* view : {gpipe_, oneFOneB_, interleaved_}) charts->addWidget(view);
  column->addWidget(charts, 1);
  setCentralWidget(central);
  resize(1600, 1000);

  const auto changed = [this] {
    if (!applying_) recompute();
  };
  connect(source_, &QComboBox::currentIndexChanged, this, changed);
  connect(values_, &QLineEdit::editingFinished, this, changed);
  for (QSpinBox* box : {stages_, microbatches_, chunks_}) connect(box, &QSpinBox::valueChanged, this, changed);
  connect(backward_, &QDoubleSpinBox::valueChanged, this, changed);
  recompute();
}

void PipelineSchedulesWindow::setStageTimes(const std::vector<double>& times) {
  applying_ = true;
  source_->setCurrentIndex(static_cast<int>(StageSource::StageTimes));
  values_->setText(joinNumbers(times));
  stages_->setValue(static_cast<int>(times.size()));
  applying_ = false;
  recompute();
}

void PipelineSchedulesWindow::setLayerWeights(const std::vector<double>& weights, int stages) {
  applying_ = true;
  source_->setCurrentIndex(static_cast<int>(StageSource::LayerWeights));
  values_->setText(joinNumbers(weights));
  stages_->setValue(stages);
  applying_ = false;
  recompute();
}

void PipelineSchedulesWindow::setEqualStages(int stages) {
  applying_ = true;
  source_->setCurrentIndex(static_cast<int>(StageSource::Equal));
  stages_->setValue(stages);
  applying_ = false;
  recompute();
}

void PipelineSchedulesWindow::setMicrobatches(int microbatches) { microbatches_->setValue(microbatches); }
void PipelineSchedulesWindow::setChunks(int chunks) { chunks_->setValue(chunks); }
void PipelineSchedulesWindow::setBackwardRatio(double ratio) { backward_->setValue(ratio); }

views::PipelineGanttView* PipelineSchedulesWindow::chartView(teach::PipelineKind kind) const {
  switch (kind) {
    case teach::PipelineKind::GPipe: return gpipe_;
    case teach::PipelineKind::OneFOneB: return oneFOneB_;
    case teach::PipelineKind::Interleaved: return interleaved_;
  }
  return nullptr;
}

QString PipelineSchedulesWindow::status() const { return status_->text(); }

void PipelineSchedulesWindow::recompute() {
  const auto source = static_cast<StageSource>(source_->currentIndex());
  values_->setEnabled(source != StageSource::Equal);
  stages_->setEnabled(source != StageSource::StageTimes);
  std::vector<double> times;
  QString status;
  std::vector<QString> labels;
  if (source == StageSource::Equal) {
    times.assign(static_cast<std::size_t>(stages_->value()), 1.0);
    status = tr("%n equal stage(s) of forward time 1.", nullptr, stages_->value());
  } else {
    auto parsed = parseNumbers(values_->text());
    if (auto* error = std::get_if<QString>(&parsed)) {
      status = tr("Values: %1").arg(*error);
    } else if (source == StageSource::StageTimes) {
      times = std::get<std::vector<double>>(parsed);
      const QSignalBlocker block(stages_);
      stages_->setValue(static_cast<int>(times.size()));
      status = tr("Stage forward times: %1.").arg(joinNumbers(times));
    } else {
      partition::StageProblem problem{std::get<std::vector<double>>(parsed), stages_->value(), {}, {}};
      if (auto error = partition::validateStageProblem(problem)) {
        status = tr("Stage DP: %1").arg(QString::fromStdString(*error));
      } else {
        const partition::StagePlan plan = partition::partitionStagesDp(problem);
        times = plan.stageWeights;
        QStringList ranges;
        for (std::size_t s = 0; s < plan.stages.size(); ++s) {
          ranges << tr("layers %1–%2 (%3)").arg(plan.stages[s].first).arg(plan.stages[s].second).arg(plan.stageWeights[s], 0, 'g', 4);
          labels.push_back(tr("stage %1 · %2").arg(s).arg(plan.stageWeights[s], 0, 'g', 3));
        }
        status = tr("Stage DP (seed 002: dp[i][j] = min over k of max(dp[k][j−1], w(k+1..i))): bottleneck %1; %2.")
                     .arg(plan.bottleneck, 0, 'g', 4)
                     .arg(ranges.join(QStringLiteral(", ")));
      }
    }
  }
  if (labels.empty())
    for (std::size_t s = 0; s < times.size(); ++s) labels.push_back(tr("stage %1 · %2").arg(s).arg(times[s], 0, 'g', 3));
  stageTimes_ = times;
  status_->setText(status);
  for (teach::PipelineKind kind : {teach::PipelineKind::GPipe, teach::PipelineKind::OneFOneB, teach::PipelineKind::Interleaved}) {
    views::PipelineGanttView* view = chartView(kind);
    if (times.empty()) {
      view->setMessage(tr("%1: no stage times").arg(QString::fromStdString(teach::pipelineKindName(kind))));
      continue;
    }
    auto laid = teach::layoutGantt({kind, times, backward_->value(), microbatches_->value(), chunks_->value()});
    if (auto* error = std::get_if<std::string>(&laid)) {
      view->setMessage(tr("%1: %2").arg(QString::fromStdString(teach::pipelineKindName(kind)), QString::fromStdString(*error)));
    } else {
      view->setRowLabels(labels);
      view->setChart(std::get<teach::GanttChart>(std::move(laid)));
    }
  }
}

}  // namespace shardscope::gui::teaching
