#pragma once
// The cost panel: for the current annotations, each inserted collective with its bytes
// per device and estimated time on the chosen interconnect, every tensor's per-device
// memory and the peak, and totals; beside it a pinned annotation set (e.g. Megatron
// column->row against row->column) with the difference. The panel only shows plans; the
// workbench computes them and re-times both when the interconnect changes.
#include "propagation/resharding_plan.h"
#include "propagation/topology.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;

namespace shardscope::views {

class CollectiveTableModel;
class MemoryTableModel;

class CostPanel : public QWidget {
  Q_OBJECT

 public:
  explicit CostPanel(QWidget* parent = nullptr);
  ~CostPanel() override;

  void setTopologyTable(const propagation::TopologyTable& table, const QString& selected);
  QString interconnect() const;

  void setCurrentPlan(std::shared_ptr<const propagation::ReshardingPlan> plan, const QString& label);
  // Null clears the comparison side.
  void setComparisonPlan(std::shared_ptr<const propagation::ReshardingPlan> plan, const QString& label);

  CollectiveTableModel* currentCollectives() const;
  MemoryTableModel* currentMemory() const;
  CollectiveTableModel* comparisonCollectives() const;
  MemoryTableModel* comparisonMemory() const;
  QString currentTotals() const;
  QString comparisonTotals() const;
  QString differenceText() const;

 signals:
  void interconnectChanged(const QString& name);
  void pinRequested();
  void unpinRequested();

 private:
  struct Side;
  void showPlan(Side& side, const std::shared_ptr<const propagation::ReshardingPlan>& plan, const QString& label);
  void updateDifference();

  QComboBox* interconnect_;
  QLabel* interconnectInfo_;
  QPushButton* pin_;
  QPushButton* unpin_;
  QLabel* difference_;
  std::unique_ptr<Side> current_;
  std::unique_ptr<Side> comparison_;
  propagation::TopologyTable table_;
};

}  // namespace shardscope::views
