// The verification step player on the zoo's llama3.1-405b TP=32 verification trace
// (issue 9: stepping and scrubbing redraw in <= 50 ms on a trace of >= 10^5 events).
//
// llama-layer-tp:llama3.1-405b at its own 126 layers gives a trace of ~13k events (one
// per related distributed instruction, memoization or not), and the zoo's --layers cap
// (512) ~53k, so the case is built with SHARDSCOPE_BENCH_LAYERS layers (default 1000,
// ~104k events) straight from the strategy, past the cap that guards untrusted requests.
// The pair is written to a temporary folder and opened and verified through the main
// window, as a user would; each measured step includes the player, the step state, the
// node states of both graph views, the timeline, the e-class view, the explanation and
// the processing of the events the step posts (the queued graph redraw and the repaint).
// Graphviz layouts run on the layout thread and are not waited for; what applying one
// costs on the GUI thread when it lands is BM_LayoutApply.
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/trace/trace_player.h"
#include "views/verify/merge_step_state.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif

using namespace shardscope;

namespace {

// Times the GUI thread's events: those delivered to one watched object (the layout
// engine's queued deliveries, where a finished layout is applied to a view: its scene,
// colours, badges, selection and whatever the window does on layoutFinished), and the
// longest event of any kind (what else the landing layout causes: the minimap's
// rendering, the repaint). Nested events count in the event that sent them. Set
// SHARDSCOPE_BENCH_LONG_EVENTS to have every GUI-thread event over 50 ms named on stderr.
class TimingApplication : public QApplication {
 public:
  using QApplication::QApplication;
  void watch(const QObject* receiver) { watched_ = receiver; }
  bool notify(QObject* receiver, QEvent* event) override {
    // Only the GUI thread's own events (notify also runs on the layout thread).
    if (depth_ > 0 || !watched_ || QThread::currentThread() != thread()) return QApplication::notify(receiver, event);
    QElapsedTimer clock;
    clock.start();
    ++depth_;
    const bool handled = QApplication::notify(receiver, event);
    --depth_;
    const double ms = clock.nsecsElapsed() / 1e6;
    if (ms > 50 && qEnvironmentVariableIsSet("SHARDSCOPE_BENCH_LONG_EVENTS"))
      std::fprintf(stderr, "long event: %.1f ms, type %d, receiver %s %s\n", ms, static_cast<int>(event->type()),
                   receiver->metaObject()->className(), qPrintable(receiver->objectName()));
    longestEventMs_ = std::max(longestEventMs_, ms);
    if (receiver == watched_) {
      longestDeliveryMs_ = std::max(longestDeliveryMs_, ms);
      ++deliveries_;
    }
    return handled;
  }
  struct Taken {
    double longestDeliveryMs = 0;
    int deliveries = 0;
    double longestEventMs = 0;
  };
  // What was seen since the last call.
  Taken take() {
    const Taken taken{longestDeliveryMs_, deliveries_, longestEventMs_};
    longestDeliveryMs_ = longestEventMs_ = 0;
    deliveries_ = 0;
    return taken;
  }

 private:
  const QObject* watched_ = nullptr;
  int depth_ = 0;
  double longestDeliveryMs_ = 0;
  int deliveries_ = 0;
  double longestEventMs_ = 0;
};

TimingApplication* timingApp() { return static_cast<TimingApplication*>(QCoreApplication::instance()); }

// Runs the events a step posted, including the queued graph redraw of the position asked
// for: a measured step is the whole redraw, nothing left for later.
void finishStep(const gui::VerifyTimelineLink* link) {
  do QCoreApplication::processEvents();
  while (link->isRedrawPending());
}

// Runs the event loop until `signal` fires or `ms` pass; true when it fired.
template <typename Signal>
bool waitFor(const gui::MainWindow* sender, Signal signal, int ms) {
  QEventLoop loop;
  bool fired = false;
  const auto connection = QObject::connect(sender, signal, &loop, [&] {
    fired = true;
    loop.quit();
  });
  QTimer::singleShot(ms, &loop, &QEventLoop::quit);
  if (!fired) loop.exec();
  QObject::disconnect(connection);
  return fired;
}

void pause(int ms) {
  QEventLoop loop;
  QTimer::singleShot(ms, &loop, &QEventLoop::quit);
  loop.exec();
}

struct Fixture {
  std::unique_ptr<QTemporaryDir> folder;
  std::unique_ptr<views::GraphLayoutEngine> engine;
  std::unique_ptr<gui::MainWindow> window;
  double openSeconds = 0, verifySeconds = 0;
  qint64 instructions = 0;
};

Fixture& fixture() {
  static Fixture f = [] {
    Fixture made;
    const int layers = qEnvironmentVariableIntValue("SHARDSCOPE_BENCH_LAYERS") > 0 ? qEnvironmentVariableIntValue("SHARDSCOPE_BENCH_LAYERS") : 1000;
    zoo::ZooRequest request;
    request.name = "llama-layer-tp:llama3.1-405b";
    request.devices = 32;
    zoo::CaseSpec spec = zoo::resolveZooRequest(request);
    spec.model.layers = layers;
    const zoo::ZooCase generated = zoo::findStrategy(spec.strategy)->build(spec);
    made.instructions = static_cast<qint64>(generated.distributed.instructionCount());
    made.folder = std::make_unique<QTemporaryDir>();
    zoo::writeZooCase(generated, made.folder->path().toStdString());

    made.engine = std::make_unique<views::GraphLayoutEngine>();
    gui::MainWindow::Options options;
    options.interactive = false;
    options.recoveryFolder = made.folder->filePath("recovery");
    options.autosaveSeconds = 3600;
    made.window = std::make_unique<gui::MainWindow>(made.engine.get(), options);
    made.window->resize(1600, 1000);
    made.window->show();
    QElapsedTimer clock;
    clock.start();
    made.window->openPair(made.folder->filePath("baseline.hlo"), made.folder->filePath("distributed.hlo"));
    if (!waitFor(made.window.get(), &gui::MainWindow::pairLoaded, 600000)) std::fputs("the pair did not load\n", stderr);
    made.openSeconds = clock.elapsed() / 1000.0;
    clock.restart();
    made.window->runVerification();
    if (!waitFor(made.window.get(), &gui::MainWindow::verificationFinished, 600000)) std::fputs("the verification did not finish\n", stderr);
    made.verifySeconds = clock.elapsed() / 1000.0;
    // Let the first layouts land so they do not fall into the measured steps.
    for (int i = 0; i < 600 && made.window->isBusy(); ++i) pause(100);
    // On stderr, so a profiler can be attached (or its collection switched on) from here.
    std::fprintf(stderr, "fixture ready: %lld distributed instructions, open %.1f s, verify %.1f s\n",
                 static_cast<long long>(made.instructions), made.openSeconds, made.verifySeconds);
    return made;
  }();
  return f;
}

// With SHARDSCOPE_BENCH_CALLGRIND set, under `valgrind --tool=callgrind
// --collect-atstart=no`, callgrind counts only the benchmark that holds one of these and
// dumps it under its name (the fixture's open and verification are not counted; the
// --toggle-collect option counted nothing here).
class CallgrindSection {
 public:
  explicit CallgrindSection(const char* name) : name_(name) {
#ifdef CALLGRIND_TOGGLE_COLLECT
    on_ = RUNNING_ON_VALGRIND && qEnvironmentVariableIsSet("SHARDSCOPE_BENCH_CALLGRIND");
    if (on_) CALLGRIND_TOGGLE_COLLECT;
#endif
  }
  ~CallgrindSection() {
#ifdef CALLGRIND_TOGGLE_COLLECT
    if (!on_) return;
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(name_);
#endif
  }
  CallgrindSection(const CallgrindSection&) = delete;
  CallgrindSection& operator=(const CallgrindSection&) = delete;

 private:
  const char* name_;
  bool on_ = false;
};

void addCounters(benchmark::State& state) {
  Fixture& f = fixture();
  state.counters["events"] = static_cast<double>(f.window->verifyTimeline()->timeline().size());
  state.counters["distributed_instructions"] = static_cast<double>(f.instructions);
  state.counters["open_s"] = f.openSeconds;
  state.counters["verify_s"] = f.verifySeconds;
}

// One step forward (from the middle of the trace), with the redraw it causes.
void BM_PlayerNextStep(benchmark::State& state) {
  const gui::VerifyTimelineLink* link = fixture().window->verifyTimeline();
  views::TracePlayer* player = link->player();
  if (player->stepCount() < 2) return state.SkipWithError("no trace");
  const CallgrindSection counted("BM_PlayerNextStep");
  const int middle = player->stepCount() / 2;
  player->setCurrentStep(middle);
  finishStep(link);
  for (auto _ : state) {
    if (player->currentStep() + 1 >= player->stepCount()) {
      state.PauseTiming();
      player->setCurrentStep(middle);
      finishStep(link);
      state.ResumeTiming();
    }
    player->next();
    finishStep(link);
  }
  addCounters(state);
}

// A jump to a random step (fixed seed), as dragging the slider does.
void BM_PlayerScrubRandomStep(benchmark::State& state) {
  const gui::VerifyTimelineLink* link = fixture().window->verifyTimeline();
  views::TracePlayer* player = link->player();
  if (player->stepCount() < 2) return state.SkipWithError("no trace");
  std::mt19937 random(42);
  std::uniform_int_distribution<int> pick(0, player->stepCount() - 1);
  {
    const CallgrindSection counted("BM_PlayerScrubRandomStep");
    for (auto _ : state) {
      player->setCurrentStep(pick(random));
      finishStep(link);
    }
  }
  addCounters(state);
}

// A finished layout applied on the GUI thread: jump to a random step and run its redraw
// (not timed: that is BM_PlayerScrubRandomStep), let both views' layouts of the new
// neighbourhood land, and time each delivery (the view builds its scene, recolours,
// re-badges, selects and centres). The iteration's time is its longest delivery; a jump
// whose layouts were cached delivers nothing (they were applied inside the step) and is
// replaced by another. longest_event_ms: the longest GUI-thread event of any kind while
// the layouts landed (the minimap's rendering, repaints), the most the GUI stalled.
void BM_LayoutApply(benchmark::State& state) {
  Fixture& f = fixture();
  const gui::VerifyTimelineLink* link = f.window->verifyTimeline();
  views::TracePlayer* player = link->player();
  if (player->stepCount() < 2) return state.SkipWithError("no trace");
  std::mt19937 random(99);
  std::uniform_int_distribution<int> pick(0, player->stepCount() - 1);
  int applied = 0;
  double longestEvent = 0;
  timingApp()->watch(f.engine.get());
  for (auto _ : state) {
    double longest = 0;
    for (int attempt = 0; attempt < 20 && longest == 0; ++attempt) {
      player->setCurrentStep(pick(random));
      finishStep(link);
      timingApp()->take();
      for (int i = 0; i < 2400 && f.window->isBusy(); ++i) pause(50);
      pause(100);  // what the landing posted (the minimap, the repaint)
      const TimingApplication::Taken taken = timingApp()->take();
      longest = taken.longestDeliveryMs;
      applied += taken.deliveries;
      if (taken.deliveries > 0) longestEvent = std::max(longestEvent, taken.longestEventMs);
    }
    state.SetIterationTime(longest / 1000.0);
  }
  timingApp()->watch(nullptr);
  state.counters["layouts_applied"] = applied;
  state.counters["longest_event_ms"] = longestEvent;
  addCounters(state);
}

// The step state alone (what changes between two random steps), without any view.
void BM_StepStateScrub(benchmark::State& state) {
  const gui::VerifyTimelineLink* link = fixture().window->verifyTimeline();
  const auto& outcome = *fixture().window->verification();
  views::MergeStepState stepState;
  stepState.reset(&link->timeline(), outcome.instructions.keys(), {});
  std::mt19937 random(7);
  std::uniform_int_distribution<int> pick(0, link->timeline().size() - 1);
  for (auto _ : state) {
    stepState.moveTo(pick(random));
    benchmark::DoNotOptimize(stepState.takeChanges().distributed.size());
  }
  addCounters(state);
}

}  // namespace

BENCHMARK(BM_PlayerNextStep)->Unit(benchmark::kMillisecond)->Iterations(50);
BENCHMARK(BM_PlayerScrubRandomStep)->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_StepStateScrub)->Unit(benchmark::kMillisecond)->Iterations(30);
BENCHMARK(BM_LayoutApply)->Unit(benchmark::kMillisecond)->UseManualTime()->Iterations(8);

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  TimingApplication app(argc, argv);
  QStandardPaths::setTestModeEnabled(true);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  fixture().window.reset();  // before the layout engine and the application
  return 0;
}
