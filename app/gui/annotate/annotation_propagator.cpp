#include "gui/annotate/annotation_propagator.h"

#include "gui/annotate/shardy_annotation_propagation.h"
#include "gui/job_runner.h"

namespace shardscope::annotate {

AnnotationPropagator::AnnotationPropagator(QObject* parent)
    : QObject(parent), runner_(new gui::JobRunner(this)) {
  const propagation::TopologyTable table = propagation::defaultTopologyTable();
  interconnect_ = *table.find(propagation::kDefaultInterconnect);
  options_.isSpmd = true;  // GSPMD semantics: partial shardings merge, as the seed describes
  // JobRunner reports failures of current jobs only (stale ones are dropped), so a
  // failure is the latest request's.
  connect(runner_, &gui::JobRunner::jobFailed, this, [this](quint64, gui::JobKind, const QString& message) {
    emit failed(latest_, message);
    markAnswered(latest_);
  });
}

AnnotationPropagator::~AnnotationPropagator() {
  runner_->cancelAll();
  runner_->waitForIdle();
}

void AnnotationPropagator::setModule(std::shared_ptr<const ir::Module> module) {
  runner_->cancelAll();
  module_ = std::move(module);
  markAnswered(latest_);  // the cancelled jobs will not answer
}

void AnnotationPropagator::setInterconnect(const propagation::Interconnect& interconnect) { interconnect_ = interconnect; }

void AnnotationPropagator::markAnswered(quint64 request) {
  if (request != latest_ || answered_ == latest_) return;
  answered_ = request;
  emit busyChanged(false);
}

void AnnotationPropagator::waitForIdle() { runner_->waitForIdle(); }

quint64 AnnotationPropagator::submit(const std::vector<Annotation>& annotations) {
  const bool wasBusy = isBusy();
  const quint64 request = ++latest_;
  if (planJob_) runner_->cancel(planJob_);
  if (!wasBusy) emit busyChanged(true);
  if (!module_) {
    markAnswered(request);  // nothing to propagate
    return request;
  }
  std::shared_ptr<const ir::Module> module = module_;  // the job keeps it alive
  const propagation::PropagationOptions options = options_;
  const Semantics semantics = semantics_;
  gui::JobRunner::Work<std::shared_ptr<const AnnotatedPropagation>> work =
      [module, annotations, options, semantics](const CancellationToken& cancel, const ProgressCallback& progress) {
        return std::shared_ptr<const AnnotatedPropagation>(std::make_shared<AnnotatedPropagation>(
            semantics == Semantics::Shardy ? propagateWithShardy(*module, annotations, cancel, progress)
                                           : propagateAnnotations(*module, annotations, options, cancel, progress)));
      };
  runner_->start<std::shared_ptr<const AnnotatedPropagation>>(
      gui::JobKind::Propagate, tr("Propagating annotations"), std::move(work), this,
      [this, request](std::shared_ptr<const AnnotatedPropagation> outcome) {
        if (request != latest_) return;  // a newer edit is on its way
        emit propagated(request, outcome);
        startPlan(request, std::move(outcome));
      });
  return request;
}

void AnnotationPropagator::startPlan(quint64 request, std::shared_ptr<const AnnotatedPropagation> outcome) {
  std::shared_ptr<const ir::Module> module = module_;
  const propagation::Interconnect interconnect = interconnect_;
  gui::JobRunner::Work<std::shared_ptr<const propagation::ReshardingPlan>> work =
      [module, outcome, interconnect](const CancellationToken& cancel, const ProgressCallback&) {
        return std::shared_ptr<const propagation::ReshardingPlan>(std::make_shared<propagation::ReshardingPlan>(
            propagation::planResharding(*module, *outcome->result, interconnect, cancel)));
      };
  planJob_ = runner_->start<std::shared_ptr<const propagation::ReshardingPlan>>(
      gui::JobKind::Other, tr("Planning collectives"), std::move(work), this,
      [this, request](std::shared_ptr<const propagation::ReshardingPlan> plan) {
        if (request != latest_) return;
        emit planned(request, std::move(plan));
        markAnswered(request);
      });
}

}  // namespace shardscope::annotate
