#pragma once
// The e-class merge timeline as a table: one row per step of the verifier's trace with
// the rule's name and one-line meaning and "subject → baseline class"; the step being
// played is bold. Rows are drawn from the MergeTimeline on demand, so a trace of 10^5
// steps costs nothing until it is scrolled to.
#include "views/verify/merge_timeline.h"

#include <QAbstractTableModel>

namespace shardscope::views {

class MergeTimelineModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { StepColumn, RuleColumn, MeaningColumn, MergeColumn, ColumnCount };

  explicit MergeTimelineModel(QObject* parent = nullptr);

  // `timeline` must outlive the model or be replaced first.
  void setTimeline(const MergeTimeline* timeline);
  void setCurrentStep(int step);
  int currentStep() const { return current_; }
  // "%dot.3 → e17 {dot.3}" / "frontier: %add.5 — reason".
  QString mergeText(int step) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  const MergeTimeline* timeline_ = nullptr;
  int current_ = -1;
};

}  // namespace shardscope::views
