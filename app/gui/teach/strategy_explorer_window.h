#pragma once
// The strategy explorer (issue 24 item 3): a model (a preset or a custom shape), a
// cluster (GPUs, their memory, the links inside and between nodes from the topology
// table) and a parallel configuration (DP/ZeRO/FSDP, TP+SP, PP with its schedule, EP)
// in; memory per device by kind, the step's collectives with seed 002's ring formulas,
// the bubble and whether it fits out, as tables and Qt Charts, next to the canonical
// single strategies on the same GPUs. Seed 002's worked examples are presets.
#include "teach/parallel_config.h"
#include "teach/strategy_estimate.h"

#include <QMainWindow>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace shardscope::views {
class CollectiveCostModel;
class CommunicationChartView;
class MemoryBreakdownModel;
class MemoryChartView;
}  // namespace shardscope::views

namespace shardscope::gui::teaching {

class StrategyExplorerWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit StrategyExplorerWindow(QWidget* parent = nullptr);

  // An entry of teach::strategyPresets() (seed 002's examples).
  void applyPreset(int index);
  void setModel(const teach::ModelSize& model);
  void setCluster(const teach::Cluster& cluster);
  void setConfig(const teach::ParallelConfig& config);

  teach::ModelSize model() const;
  teach::Cluster cluster() const;
  // DP as used: the DP box's "auto" is GPUs / (TP·PP).
  teach::ParallelConfig config() const;
  const std::optional<teach::StrategyEstimate>& estimate() const { return estimate_; }
  QString verdict() const;        // the headline, or why the inputs are not valid
  QString seedNote() const;       // what the preset's seed sentence says, if one is applied

  views::MemoryChartView* memoryChart() const { return memoryChart_; }
  views::CommunicationChartView* communicationChart() const { return communicationChart_; }
  views::MemoryBreakdownModel* results() const { return results_; }
  views::CollectiveCostModel* collectives() const { return collectiveModel_; }
  QComboBox* presetBox() const { return preset_; }

 private:
  QWidget* buildInputs();
  QWidget* buildResults();
  void modelPresetChosen();
  void finishOutsideEdit();
  void recompute();

  QComboBox* preset_;
  QComboBox* modelPreset_;
  QSpinBox* layers_;
  QSpinBox* hidden_;
  QSpinBox* heads_;
  QSpinBox* kvHeads_;
  QSpinBox* ffn_;
  QSpinBox* vocab_;
  QSpinBox* experts_;
  QSpinBox* topK_;
  QCheckBox* gated_;
  QCheckBox* tied_;
  QLabel* parameterLabel_;
  QSpinBox* gpus_;
  QDoubleSpinBox* gpuMemory_;
  QSpinBox* gpusPerNode_;
  QComboBox* intraLink_;
  QComboBox* interLink_;
  QSpinBox* dp_;
  QSpinBox* tp_;
  QSpinBox* pp_;
  QSpinBox* ep_;
  QCheckBox* sp_;
  QComboBox* zero_;
  QComboBox* schedule_;
  QSpinBox* chunks_;
  QSpinBox* microbatches_;
  QSpinBox* microbatchSize_;
  QSpinBox* sequence_;
  QComboBox* recompute_;
  QLabel* verdict_;
  QLabel* seedNote_;
  views::MemoryChartView* memoryChart_;
  views::CommunicationChartView* communicationChart_;
  views::MemoryBreakdownModel* results_;
  views::CollectiveCostModel* collectiveModel_;
  QTableView* resultsView_;
  QTableView* collectivesView_;
  double nominalParameters_ = 0;  // the chosen preset's count; 0 for a custom shape
  QString presetNote_;
  bool applying_ = false;
  std::optional<teach::StrategyEstimate> estimate_;
  QString verdictText_;
};

}  // namespace shardscope::gui::teaching
