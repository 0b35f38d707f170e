#pragma once
// The members of one e-class from both programs: the baseline instructions in the class
// (hash-consing puts structurally identical ones together) and the distributed
// instructions related to it, each with its relation and the step that related it.
#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace shardscope::views {

struct EClassMember {
  bool baseline = false;  // which program
  QString instruction;
  QString relation;       // distributed members: how they relate to the class's value
  int step = -1;          // distributed members: the step that related them
};

class EClassMemberModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { ProgramColumn, InstructionColumn, RelationColumn, StepColumn, ColumnCount };

  explicit EClassMemberModel(QObject* parent = nullptr);

  void setMembers(qint64 eclass, QList<EClassMember> members);
  qint64 eclass() const { return eclass_; }
  const QList<EClassMember>& members() const { return members_; }
  const EClassMember& member(int row) const { return members_[row]; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  qint64 eclass_ = -1;
  QList<EClassMember> members_;
};

}  // namespace shardscope::views
