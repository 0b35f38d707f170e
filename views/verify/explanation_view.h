#pragma once
// "Why are these equal?": the explanation chain of a distributed instruction. The root
// says "d ≈ relation(b) by rule R"; its children are the operands whose facts the rule
// used, each explained the same way, down to the parameters (children are built when a
// node is opened, so a chain through 126 layers costs only what is looked at). A frontier
// instruction's root gives the reason and its related operands. Clicking a node asks for
// its step and for its two instructions to be selected.
#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace shardscope::views {

class MergeTimeline;

class ExplanationView : public QWidget {
  Q_OBJECT

 public:
  enum Column { ValueColumn, RuleColumn, StepColumn, ColumnCount };
  // Item data (column 0): the step that related the node's instruction (-1: none), the
  // distributed and baseline instructions.
  static constexpr int StepRole = Qt::UserRole + 1;
  static constexpr int DistributedRole = Qt::UserRole + 2;
  static constexpr int BaselineRole = Qt::UserRole + 3;

  explicit ExplanationView(QWidget* parent = nullptr);

  // `timeline` must outlive the view or be replaced (explain with another, or clear).
  void explain(const MergeTimeline* timeline, const QString& distributed);
  void clear();
  QString subject() const { return subject_; }
  QTreeWidget* tree() const { return tree_; }
  // The chain as text, one line per node shown, indented by depth (tests, the report).
  QStringList lines() const;

 signals:
  void stepActivated(int step);
  void instructionsActivated(const QString& distributed, const QString& baseline);

 private:
  QTreeWidgetItem* makeNode(const QString& distributed);
  void populate(QTreeWidgetItem* item);

  const MergeTimeline* timeline_ = nullptr;
  QString subject_;
  QLabel* heading_;
  QTreeWidget* tree_;
};

}  // namespace shardscope::views
