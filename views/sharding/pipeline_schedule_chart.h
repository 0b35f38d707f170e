#pragma once
// The pipeline schedule chart: one row per stage, forward passes blue and backward
// passes green (twice as long) with their micro-batch number, idle time hatched (the
// bubble). With the stage DP's costs each stage's passes take its cost; without them
// the stages are equal. Drawn by views/teach/gantt_painter, fitted to the widget at any
// size. The caption gives the bubble fraction the owner computed with the cost model
// (core/partition: (N-1)/M) and the idle share of the drawn chart.
#include "teach/pipeline_gantt.h"
#include "views/sharding/pipeline_timeline.h"
#include "views/teach/gantt_painter.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace shardscope::views {

class PipelineScheduleChart : public QWidget {
  Q_OBJECT

 public:
  explicit PipelineScheduleChart(QWidget* parent = nullptr);

  // `bubbleFraction` is the seed's (N-1)/M from core/partition.
  void setSchedule(PipelineSchedule schedule, int stages, int microbatches, double bubbleFraction);
  // Per-stage costs from a stage partition (one per stage of the schedule) and Alpa's
  // iteration latency for them: each row is labelled with its cost and the stage's
  // colour on the graph (views/graph/stage_palette.h); an empty list removes them.
  void setStageCosts(std::vector<double> costs, double alpaObjective);
  const std::vector<double>& stageCosts() const { return costs_; }
  const std::optional<PipelineTimeline>& timeline() const { return timeline_; }
  // What is drawn: the schedule with each stage's cost (or 1) as its forward time.
  const std::optional<teach::GanttChart>& gantt() const { return gantt_; }
  QString caption() const { return fullCaption(); }

  GanttGeometry geometry() const;  // where everything is drawn at the current size

  QSize sizeHint() const override { return {640, 220}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QString fullCaption() const;
  GanttStyle ganttStyle() const;
  void relayout();

  std::optional<PipelineTimeline> timeline_;
  std::optional<teach::GanttChart> gantt_;
  PipelineSchedule schedule_ = PipelineSchedule::GPipe;
  QString caption_;
  std::vector<double> costs_;
  double alpaObjective_ = 0;
};

}  // namespace shardscope::views
