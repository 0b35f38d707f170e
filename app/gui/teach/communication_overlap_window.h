#pragma once
// Communication overlap (issue 24 item 6, seed 002's demo "层数 / 通信/计算比 / 策略"):
// layers, the communication/compute ratio, the per-call latency, the bucket size and a
// strategy (none, overlap, fusion, bucketing) in; the two streams of the backward pass
// with the step time out, the chosen strategy highlighted among all four.
#include "teach/overlap_timeline.h"

#include <QMainWindow>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace shardscope::views {
class OverlapTimelineView;
}

namespace shardscope::gui::teaching {

class CommunicationOverlapWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit CommunicationOverlapWindow(QWidget* parent = nullptr);

  void setRequest(const teach::OverlapRequest& request);
  teach::OverlapRequest request() const;
  views::OverlapTimelineView* timelineView() const { return view_; }
  QString summary() const;  // the chosen strategy's step time against the others

 private:
  void recompute();

  QSpinBox* layers_;
  QDoubleSpinBox* ratio_;
  QDoubleSpinBox* latency_;
  QSpinBox* bucket_;
  QComboBox* strategy_;
  QLabel* summary_;
  views::OverlapTimelineView* view_;
  bool applying_ = false;
};

}  // namespace shardscope::gui::teaching
