#pragma once
// Runs propagation after each edit off the GUI thread, through the window's JobRunner
// pattern (gui/job_runner.h): a new request cancels the running one and a stale answer is
// dropped. Two results per request: the propagation (so the player can show the first
// step at once) and then the resharding plan with its cost.
#include "gui/annotate/annotation_propagation.h"
#include "propagation/topology.h"

#include <QObject>

#include <memory>

namespace shardscope::gui {
class JobRunner;
}

namespace shardscope::annotate {

// Which engine propagates: XLA's GSPMD pass (core/propagation) or Shardy's passes
// (core/propagation/shardy, on the module's MLIR text).
enum class Semantics { Gspmd, Shardy };

class AnnotationPropagator : public QObject {
  Q_OBJECT

 public:
  explicit AnnotationPropagator(QObject* parent = nullptr);
  ~AnnotationPropagator() override;

  // The module the annotations apply to; the worker only reads it.
  void setModule(std::shared_ptr<const ir::Module> module);
  void setInterconnect(const propagation::Interconnect& interconnect);
  const propagation::Interconnect& interconnect() const { return interconnect_; }
  void setOptions(const propagation::PropagationOptions& options) { options_ = options; }
  // Takes effect from the next submit().
  void setSemantics(Semantics semantics) { semantics_ = semantics; }
  Semantics semantics() const { return semantics_; }

  // Starts a propagation of `annotations`; returns the request id.
  quint64 submit(const std::vector<Annotation>& annotations);
  // The latest request is not answered yet (a cancelled older job may still be winding
  // down on the pool; that does not count).
  bool isBusy() const { return answered_ != latest_; }
  quint64 latestRequest() const { return latest_; }
  // Blocks until the worker is idle (tests, shutdown).
  void waitForIdle();

 signals:
  void propagated(quint64 request, std::shared_ptr<const shardscope::annotate::AnnotatedPropagation> outcome);
  void planned(quint64 request, std::shared_ptr<const shardscope::propagation::ReshardingPlan> plan);
  void failed(quint64 request, const QString& message);
  void busyChanged(bool busy);

 private:
  void startPlan(quint64 request, std::shared_ptr<const AnnotatedPropagation> outcome);
  void markAnswered(quint64 request);

  gui::JobRunner* runner_;
  std::shared_ptr<const ir::Module> module_;
  propagation::Interconnect interconnect_;
  propagation::PropagationOptions options_;
  Semantics semantics_ = Semantics::Gspmd;
  quint64 latest_ = 0;
  quint64 answered_ = 0;  // the newest request whose plan (or failure) has been announced
  quint64 planJob_ = 0;
};

}  // namespace shardscope::annotate
