#include "views/verify/eclass_member_model.h"

#include <QBrush>
#include <QColor>

namespace shardscope::views {

EClassMemberModel::EClassMemberModel(QObject* parent) : QAbstractTableModel(parent) {}

void EClassMemberModel::setMembers(qint64 eclass, QList<EClassMember> members) {
  beginResetModel();
  eclass_ = eclass;
  members_ = std::move(members);
  endResetModel();
}

int EClassMemberModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(members_.size()); }

int EClassMemberModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant EClassMemberModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= members_.size() || index.column() >= ColumnCount) return {};
  const EClassMember& m = members_[index.row()];
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case ProgramColumn: return m.baseline ? tr("baseline") : tr("distributed");
        case InstructionColumn: return QStringLiteral("%") + m.instruction;
        case RelationColumn: return m.baseline ? tr("baseline") : m.relation;
        case StepColumn: return m.step >= 0 ? QVariant(m.step + 1) : QVariant();
      }
      return {};
    case Qt::ToolTipRole:  // the whole text where the column elides it
      if (index.column() == InstructionColumn) return QStringLiteral("%") + m.instruction;
      if (index.column() == RelationColumn) return m.baseline ? tr("a baseline instruction: the class's value") : m.relation;
      return {};
    case Qt::BackgroundRole:
      return QBrush(m.baseline ? QColor(0xee, 0xf3, 0xfb) : QColor(0xf2, 0xf9, 0xef));
    case Qt::TextAlignmentRole:
      if (index.column() == StepColumn) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
  }
  return {};
}

QVariant EClassMemberModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case ProgramColumn: return tr("Program");
    case InstructionColumn: return tr("Instruction");
    case RelationColumn: return tr("Relation");
    case StepColumn: return tr("Step");
  }
  return {};
}

}  // namespace shardscope::views
