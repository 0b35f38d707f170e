#pragma once
// The e-class view: a heading naming the class and its size, and its members from both
// programs. Clicking a member asks to select it (and, for a distributed member, to go to
// the step that related it).
#include "views/verify/eclass_member_model.h"

#include <QFont>
#include <QHash>
#include <QWidget>

class QLabel;
class QTableView;

namespace shardscope::views {

class MergeTimeline;

class EClassView : public QWidget {
  Q_OBJECT

 public:
  explicit EClassView(QWidget* parent = nullptr);

  // The class a distributed value joined at `step` (nothing for a frontier step: the
  // frontier instruction joined none; its operands' classes are in the explanation).
  void showClassOfStep(const MergeTimeline& timeline, int step);
  // The class `eclass`, its baseline members as the trace recorded them.
  void showClass(const MergeTimeline& timeline, qint64 eclass, const QStringList& baselineMembers);
  void clear();

  EClassMemberModel* model() const { return model_; }
  QString heading() const;
  QTableView* table() const { return table_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 signals:
  void memberActivated(bool baseline, const QString& instruction, int step);

 private:
  void fitColumns();  // the instruction column gives way so every column stays in view
  int nameWidth(const QString& instruction, const QFontMetrics& metrics);


  EClassMemberModel* model_;
  QLabel* heading_;
  QTableView* table_;
  // Measured widths of "%name" in the table's font: the same names come back step after
  // step (a class's members), and measuring each is text shaping.
  QHash<QString, int> nameWidths_;
  QFont measuredFont_;
};

}  // namespace shardscope::views
