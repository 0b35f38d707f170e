#pragma once
// The frontier list: the verifier's unverified nodes whose inputs are all verified
// (seed 000 §4.1), and the numeric check's first divergence, one row each. Clicking a
// row jumps to the node and its source line.
#include "gui/analysis_results.h"

#include <QAbstractTableModel>

namespace shardscope::gui {

class FrontierModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { InstructionColumn, ReasonColumn, SourceColumn, ColumnCount };
  enum Role { InstructionRole = Qt::UserRole + 1, SourceFileRole, SourceLineRole };

  using QAbstractTableModel::QAbstractTableModel;

  void setItems(QList<FrontierItem> items);
  void clear() { setItems({}); }
  const QList<FrontierItem>& items() const { return items_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QList<FrontierItem> items_;
};

}  // namespace shardscope::gui
