// Issue 10's figure: on a 20,000-instruction module (the zoo's llama-layer-tp, 200 toy
// layers), how long after an edit the workbench shows the first propagation step (and
// then the cost plan). Timed through the real workbench: the undo command, the worker
// thread, the queued result and the player; wall time, since that is what a user waits.
#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/annotation_propagation.h"
#include "zoo/zoo.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>

#include <benchmark/benchmark.h>

#include <memory>

using namespace shardscope;

namespace {

struct Fixture {
  std::shared_ptr<const ir::Module> module;
  QString weight;  // the first dot's weight, annotated back and forth
  std::vector<int64_t> weightDims;
};

const Fixture& fixture() {
  static const Fixture built = [] {
    zoo::ZooRequest request;
    request.name = "llama-layer-tp";
    request.devices = 2;
    request.layers = 200;
    zoo::ZooResult result = zoo::generateZooCase(request);
    Fixture f;
    f.module = std::make_shared<const ir::Module>(std::move(result.zooCase.baseline));
    const ir::Computation& entry = f.module->entryComputation();
    for (const ir::Instruction& instruction : entry.instructions) {
      if (instruction.opcode != ir::Opcode::Dot) continue;
      const ir::Instruction& rhs = entry.instructions[static_cast<std::size_t>(instruction.operands[1])];
      if (rhs.opcode != ir::Opcode::Parameter || rhs.shape.rank() != 2) continue;
      f.weight = QString::fromUtf8(rhs.name.data(), static_cast<qsizetype>(rhs.name.size()));
      f.weightDims = rhs.shape.dims;
      break;
    }
    return f;
  }();
  return built;
}

QString alternating(int64_t iteration) {
  return iteration % 2 ? QStringLiteral("{devices=[2,1]<=[2]}") : QStringLiteral("{devices=[1,2]<=[2]}");
}

bool waitFor(QSignalSpy& spy) { return spy.wait(60000); }

// Edit -> the player shows step 1 of the new propagation (or -> the cost plan is shown).
void editToSignal(benchmark::State& state, bool untilPlan) {
  const Fixture& f = fixture();
  annotate::AnnotateWorkbench workbench;
  {
    QSignalSpy ready(&workbench, &annotate::AnnotateWorkbench::planReady);
    workbench.setModule(f.module);
    if (!waitFor(ready)) state.SkipWithError("no initial plan");
  }
  int64_t iteration = 0;
  for (auto _ : state) {
    QSignalSpy shown(&workbench, &annotate::AnnotateWorkbench::propagationShown);
    QSignalSpy planned(&workbench, &annotate::AnnotateWorkbench::planReady);
    QElapsedTimer timer;
    timer.start();
    workbench.annotate(f.weight, alternating(iteration++));
    if (!waitFor(untilPlan ? planned : shown)) {
      state.SkipWithError("no answer");
      break;
    }
    state.SetIterationTime(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
    if (!untilPlan && planned.isEmpty() && !waitFor(planned)) {  // let the worker go idle, untimed
      state.SkipWithError("no plan");
      break;
    }
  }
  state.counters["instructions"] = static_cast<double>(f.module->entryComputation().instructions.size());
  if (workbench.propagation()) state.counters["trace_events"] = static_cast<double>(workbench.propagation()->result->trace.size());
  if (workbench.plan()) state.counters["collectives"] = static_cast<double>(workbench.plan()->collectives.size());
}

void BM_EditToFirstStep(benchmark::State& state) { editToSignal(state, false); }
void BM_EditToCostPlan(benchmark::State& state) { editToSignal(state, true); }

// The worker's part alone: the annotations checked and propagated (no Qt, no thread).
void BM_PropagateAnnotations(benchmark::State& state) {
  const Fixture& f = fixture();
  propagation::PropagationOptions options;
  options.isSpmd = true;
  int64_t iteration = 0;
  for (auto _ : state) {
    const std::vector<annotate::Annotation> annotations{{f.weight.toStdString(), alternating(iteration++).toStdString(), 0}};
    benchmark::DoNotOptimize(annotate::propagateAnnotations(*f.module, annotations, options));
  }
}

BENCHMARK(BM_EditToFirstStep)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(8);
BENCHMARK(BM_EditToCostPlan)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(8);
BENCHMARK(BM_PropagateAnnotations)->Unit(benchmark::kMillisecond)->Iterations(8);

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
