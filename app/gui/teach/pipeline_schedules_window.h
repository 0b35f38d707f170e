#pragma once
// Pipeline schedules (issue 24 item 5): GPipe, 1F1B and interleaved 1F1B as Gantt
// charts, one above the other on one time scale each, for N stages and M micro-batches.
// Each stage has its own forward time: equal, typed in, or the stage DP's stage weights
// over per-layer weights (core/partition's partitionStagesDp, seed 002's
// dp[i][j] = min_k max(dp[k][j-1], w(k+1..i))). The bubble drawn sits next to (N-1)/M.
#include "teach/parallel_config.h"

#include <QMainWindow>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace shardscope::views {
class PipelineGanttView;
}

namespace shardscope::gui::teaching {

class PipelineSchedulesWindow : public QMainWindow {
  Q_OBJECT

 public:
  enum class StageSource { Equal, LayerWeights, StageTimes };

  explicit PipelineSchedulesWindow(QWidget* parent = nullptr);

  // Each stage's forward time, e.g. the workbench's stage DP result (its stageWeights):
  // N becomes their count.
  void setStageTimes(const std::vector<double>& times);
  // Per-layer weights split into `stages` stages by the stage DP.
  void setLayerWeights(const std::vector<double>& weights, int stages);
  void setEqualStages(int stages);
  void setMicrobatches(int microbatches);
  void setChunks(int chunks);
  void setBackwardRatio(double ratio);

  views::PipelineGanttView* chartView(teach::PipelineKind kind) const;
  const std::vector<double>& stageTimes() const { return stageTimes_; }
  QString status() const;  // the stage DP's result, or why the input was refused

 private:
  void recompute();

  QComboBox* source_;
  QSpinBox* stages_;
  QSpinBox* microbatches_;
  QSpinBox* chunks_;
  QDoubleSpinBox* backward_;
  QLineEdit* values_;
  QLabel* status_;
  views::PipelineGanttView* gpipe_;
  views::PipelineGanttView* oneFOneB_;
  views::PipelineGanttView* interleaved_;
  std::vector<double> stageTimes_;
  bool applying_ = false;
};

}  // namespace shardscope::gui::teaching
