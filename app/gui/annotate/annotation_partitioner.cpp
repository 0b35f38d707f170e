#include "gui/annotate/annotation_partitioner.h"

#include "gui/job_runner.h"

namespace shardscope::annotate {

AnnotationPartitioner::AnnotationPartitioner(QObject* parent) : QObject(parent), runner_(new gui::JobRunner(this)) {
  // JobRunner reports failures of current jobs only, so a failure is the latest request's.
  connect(runner_, &gui::JobRunner::jobFailed, this, [this](quint64, gui::JobKind, const QString& message) {
    busy_ = false;
    emit failed(message);
  });
}

AnnotationPartitioner::~AnnotationPartitioner() {
  runner_->cancelAll();
  runner_->waitForIdle();
}

void AnnotationPartitioner::setModule(std::shared_ptr<const ir::Module> module) {
  runner_->cancelAll();
  busy_ = false;
  module_ = std::move(module);
}

void AnnotationPartitioner::waitForIdle() { runner_->waitForIdle(); }

template <class Result>
void AnnotationPartitioner::start(const QString& title,
                                  std::function<Result(const ir::Module&, const CancellationToken&, const ProgressCallback&)> work,
                                  std::function<void(Result)> done) {
  if (!module_) {
    emit failed(tr("No module to partition."));
    return;
  }
  runner_->cancelAll();  // one partitioning at a time: the newest question wins
  const quint64 request = ++latest_;
  busy_ = true;
  std::shared_ptr<const ir::Module> module = module_;  // the job keeps it alive
  gui::JobRunner::Work<Result> job = [module, work](const CancellationToken& cancel, const ProgressCallback& progress) {
    return work(*module, cancel, progress);
  };
  runner_->start<Result>(gui::JobKind::Other, title, std::move(job), this, [this, request, done](Result result) {
    if (request != latest_) return;
    busy_ = false;
    done(std::move(result));
  });
}

void AnnotationPartitioner::runEinDecomp(int devices, partition::CostModel model, partition::SearchSpace space) {
  using Result = std::shared_ptr<const EinDecompAnnotations>;
  start<Result>(
      tr("Partitioning with EinDecomp"),
      [devices, model, space](const ir::Module& module, const CancellationToken& cancel, const ProgressCallback& progress) {
        return Result(std::make_shared<EinDecompAnnotations>(
            einDecompAnnotations(module, devices, cancel, progress, model, space)));
      },
      [this](Result result) { emit einDecompReady(std::move(result)); });
}

void AnnotationPartitioner::runStages(int stages, int microbatches) {
  using Result = std::shared_ptr<const PipelineStages>;
  start<Result>(
      tr("Partitioning into pipeline stages"),
      [stages, microbatches](const ir::Module& module, const CancellationToken& cancel, const ProgressCallback& progress) {
        return Result(std::make_shared<PipelineStages>(pipelineStages(module, stages, microbatches, cancel, progress)));
      },
      [this](Result result) { emit stagesReady(std::move(result)); });
}

}  // namespace shardscope::annotate
