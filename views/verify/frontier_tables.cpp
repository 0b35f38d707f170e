#include "views/verify/frontier_tables.h"

#include <QBrush>
#include <QColor>

namespace shardscope::views {

void FrontierInputsModel::setInputs(const QList<FrontierInputRow>& inputs) {
  beginResetModel();
  inputs_ = inputs;
  endResetModel();
}

int FrontierInputsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(inputs_.size()); }
int FrontierInputsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FrontierInputsModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= inputs_.size()) return {};
  const FrontierInputRow& row = inputs_[index.row()];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case InputColumn: return QStringLiteral("%%1 (%2)").arg(row.instruction, row.opcode);
      case RelationColumn: return row.verified ? row.relation : tr("not related");
      case RuleColumn: return row.rule;
      case BaselineColumn: return row.baseline.isEmpty() ? QString() : "%" + row.baseline;
      default: return {};
    }
  }
  if (role == Qt::ForegroundRole && index.column() == RelationColumn && !row.verified) return QBrush(QColor(0xb0, 0x20, 0x20));
  return {};
}

QVariant FrontierInputsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Vertical) return section + 1;
  switch (section) {
    case InputColumn: return tr("Input");
    case RelationColumn: return tr("Relation to the baseline");
    case RuleColumn: return tr("By rule");
    case BaselineColumn: return tr("Baseline");
    default: return {};
  }
}

void FrontierRulesModel::setRules(const QList<FrontierRuleRow>& rules) {
  beginResetModel();
  rules_ = rules;
  endResetModel();
}

int FrontierRulesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rules_.size()); }
int FrontierRulesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FrontierRulesModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rules_.size()) return {};
  const FrontierRuleRow& row = rules_[index.row()];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case RuleColumn: return row.rule;
      case MeaningColumn: return row.meaning;
      case AnswerColumn:
        if (!row.tried) return tr("(not tried: an input is unrelated)");
        return row.applicable ? row.answer : tr("does not apply: %1").arg(row.answer);
      default: return {};
    }
  }
  if (role == Qt::ToolTipRole) return row.meaning + (row.tried ? "\n" + row.answer : QString());
  // The rules whose premise held are the ones that say what was missing.
  if (role == Qt::ForegroundRole && row.tried && !row.applicable) return QBrush(QColor(0x80, 0x80, 0x80));
  return {};
}

QVariant FrontierRulesModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Vertical) return section + 1;
  switch (section) {
    case RuleColumn: return tr("Rule");
    case MeaningColumn: return tr("Meaning");
    case AnswerColumn: return tr("Its answer here");
    default: return {};
  }
}

}  // namespace shardscope::views
