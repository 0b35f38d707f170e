#pragma once
// The merge timeline table following the player: the current step's row is bold,
// selected and scrolled into view; clicking a row (or moving with the keys) asks for
// that step.
#include <QWidget>

class QTableView;

namespace shardscope::views {

class MergeTimeline;
class MergeTimelineModel;

class MergeTimelineView : public QWidget {
  Q_OBJECT

 public:
  explicit MergeTimelineView(QWidget* parent = nullptr);

  void setTimeline(const MergeTimeline* timeline);
  void setCurrentStep(int step);
  int currentRow() const;
  MergeTimelineModel* model() const { return model_; }
  QTableView* table() const { return table_; }

 signals:
  void stepActivated(int step);

 private:
  MergeTimelineModel* model_;
  QTableView* table_;
  bool following_ = false;  // true while the view moves to the player's step
};

}  // namespace shardscope::views
