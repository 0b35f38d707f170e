#pragma once
// Runs the workbench's partitioning actions off the GUI thread with the JobRunner
// pattern (gui/job_runner.h): EinDecomp on the module, or the pipeline stage DP. A new
// request cancels the one running; answers to older requests are dropped.
#include "gui/annotate/partition_annotations.h"

#include <QObject>

#include <memory>

namespace shardscope::gui {
class JobRunner;
}

namespace shardscope::annotate {

class AnnotationPartitioner : public QObject {
  Q_OBJECT

 public:
  explicit AnnotationPartitioner(QObject* parent = nullptr);
  ~AnnotationPartitioner() override;

  void setModule(std::shared_ptr<const ir::Module> module);
  void runEinDecomp(int devices, partition::CostModel model = partition::CostModel::Seed,
                    partition::SearchSpace space = partition::SearchSpace::Exact);
  void runStages(int stages, int microbatches);
  bool isBusy() const { return busy_; }
  void waitForIdle();

 signals:
  void einDecompReady(std::shared_ptr<const shardscope::annotate::EinDecompAnnotations> result);
  void stagesReady(std::shared_ptr<const shardscope::annotate::PipelineStages> result);
  void failed(const QString& message);

 private:
  template <class Result>
  void start(const QString& title, std::function<Result(const ir::Module&, const CancellationToken&, const ProgressCallback&)> work,
             std::function<void(Result)> done);

  gui::JobRunner* runner_;
  std::shared_ptr<const ir::Module> module_;
  quint64 latest_ = 0;
  bool busy_ = false;
};

}  // namespace shardscope::annotate
