#pragma once
// The two tables of the frontier view: the inputs of a frontier instruction with their
// relations, and the rules that match its opcode with what each answered.
#include "views/verify/frontier_details.h"

#include <QAbstractTableModel>

namespace shardscope::views {

class FrontierInputsModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { InputColumn, RelationColumn, RuleColumn, BaselineColumn, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setInputs(const QList<FrontierInputRow>& inputs);
  const QList<FrontierInputRow>& inputs() const { return inputs_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QList<FrontierInputRow> inputs_;
};

class FrontierRulesModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { RuleColumn, AnswerColumn, MeaningColumn, ColumnCount };
  using QAbstractTableModel::QAbstractTableModel;

  void setRules(const QList<FrontierRuleRow>& rules);
  const QList<FrontierRuleRow>& rules() const { return rules_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QList<FrontierRuleRow> rules_;
};

}  // namespace shardscope::views
