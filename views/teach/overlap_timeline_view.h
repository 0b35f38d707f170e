#pragma once
// Communication overlap (issue 24 item 6, seed 002's demo): for each strategy given, a
// compute stream (the backward pass, layer by layer) and a communication stream (the
// gradient all-reduces) on one shared time axis, with a marker at the step time, so the
// strategies compare at a glance. The selected strategy's label is bold. Fitted to the
// widget: the time axis spans the width, groups share the height.
#include "teach/overlap_timeline.h"

#include <QWidget>

#include <vector>

namespace shardscope::views {

struct OverlapGeometry {
  QRectF plot;
  std::vector<QRectF> labels;                  // per timeline; empty when dropped
  std::vector<std::vector<QRectF>> blocks;     // per timeline, per block
  std::vector<QRectF> stepMarkers;             // per timeline: the step time's line
  QRectF axisRect;
  double timeScale = 0;
};

class OverlapTimelineView : public QWidget {
  Q_OBJECT

 public:
  explicit OverlapTimelineView(QWidget* parent = nullptr);

  void setTimelines(std::vector<teach::OverlapTimeline> timelines, int selected);
  const std::vector<teach::OverlapTimeline>& timelines() const { return timelines_; }
  int selected() const { return selected_; }
  OverlapGeometry geometry() const;

  QSize sizeHint() const override { return {720, 320}; }
  QSize minimumSizeHint() const override { return {160, 80}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QString label(const teach::OverlapTimeline& timeline) const;

  std::vector<teach::OverlapTimeline> timelines_;
  int selected_ = 0;
};

}  // namespace shardscope::views
