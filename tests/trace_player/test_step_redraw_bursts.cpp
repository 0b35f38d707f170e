// The "Verification steps" dock redraws the graph views once per burst of steps, for the
// last one (offscreen, main window): the step state, the timeline row, the e-class view
// and the explanation follow each step at once, while the graphs are redrawn by one
// queued call; after it the colours, badges and selection are those of the last step,
// exactly as if the player had gone there directly.
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"
#include "views/verify/explanation_view.h"
#include "views/verify/merge_timeline_view.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace shardscope;
using namespace shardscope::gui;
using views::NodeState;

class TestStepRedrawBursts : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<MainWindow> window_;

  VerifyTimelineLink* link() const { return window_->verifyTimeline(); }
  views::TracePlayer* player() const { return link()->player(); }

  // What the graph views draw for the current step, checked against the step state.
  void checkGraphsShowTheCurrentStep() {
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);  // a landed layout re-badges
    const views::MergeStepState& state = link()->state();
    const int step = player()->currentStep();
    QCOMPARE(state.step(), step);
    views::GraphView* distributed = window_->graphView(Side::Distributed);
    views::GraphView* baseline = window_->graphView(Side::Baseline);
    const QString subject = link()->timeline().step(step).subject;
    QCOMPARE(distributed->selectedInstruction(), subject);
    QVERIFY(distributed->visibleInstructions().contains(subject));
    for (const QString& name : distributed->visibleInstructions()) {
      const int index = state.distributedIndex(name);
      QCOMPARE(distributed->instructionColor(name), views::nodeStateColor(state.distributedState(index)));
      QCOMPARE(distributed->shownNodeBadge(name), state.badge(index));
    }
    for (const QString& name : baseline->visibleInstructions()) {
      const int index = state.baselineIndex(name);
      QCOMPARE(baseline->instructionColor(name), views::nodeStateColor(index < 0 ? NodeState::None : state.baselineState(index)));
    }
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
    // Three layers of the toy Llama with a bug: a few hundred steps over several groups.
    zoo::ZooRequest request;
    request.name = "llama-layer-tp";
    request.layers = 3;
    request.bug = zoo::BugKind::WrongDtype;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    zoo::writeZooCase(generated.zooCase, dir_->filePath("case").toStdString());
    MainWindow::Options options;
    options.interactive = false;
    options.recoveryFolder = dir_->filePath("recovery");
    options.autosaveSeconds = 3600;
    window_ = std::make_unique<MainWindow>(engine_.get(), options);
    window_->resize(1600, 1000);
    window_->show();
    QSignalSpy loaded(window_.get(), &MainWindow::pairLoaded);
    window_->openPair(dir_->filePath("case/baseline.hlo"), dir_->filePath("case/distributed.hlo"));
    QVERIFY(loaded.wait(60000));
    QSignalSpy verified(window_.get(), &MainWindow::verificationFinished);
    window_->runVerification();
    QVERIFY(verified.wait(60000));
    QVERIFY(link()->timeline().size() > 100);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 60000);
  }

  void cleanupTestCase() { window_.reset(); }

  void aBurstRedrawsOnceAtItsLastStep() {
    const int size = link()->timeline().size();
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
    const int before = link()->graphRedraws();
    std::mt19937 random(3);
    std::uniform_int_distribution<int> pick(0, size - 1);
    int last = -1;
    for (int i = 0; i < 25; ++i) {
      last = pick(random);
      player()->setCurrentStep(last);
      player()->next();
      last = std::min(size - 1, last + 1);
      // Everything but the graphs follows each step at once.
      QCOMPARE(link()->state().step(), last);
      QCOMPARE(link()->timelineView()->currentRow(), last);
      QCOMPARE(link()->explanationView()->subject(), link()->timeline().step(last).subject);
    }
    QVERIFY(link()->isRedrawPending());
    QCOMPARE(link()->graphRedraws(), before);
    QCoreApplication::processEvents();
    QCOMPARE(link()->graphRedraws(), before + 1);
    QVERIFY(!link()->isRedrawPending());
    checkGraphsShowTheCurrentStep();
  }

  void aSliderDragAcrossTheTraceRedrawsOnce() {
    QSlider* slider = player()->findChild<QSlider*>("slider");
    QVERIFY(slider);
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
    const int before = link()->graphRedraws();
    for (int value = 0; value < link()->timeline().size(); value += 7) slider->setValue(value);
    slider->setValue(link()->timeline().size() / 3);
    QCOMPARE(player()->currentStep(), link()->timeline().size() / 3);
    QCoreApplication::processEvents();
    QCOMPARE(link()->graphRedraws(), before + 1);
    checkGraphsShowTheCurrentStep();
  }

  void stepsBetweenRedrawsEachShowTheirState() {
    // One step, one redraw: stepping forward and back with the events run in between.
    for (int step : {5, 6, 7, 6, link()->timeline().size() - 1, 0}) {
      const int before = link()->graphRedraws();
      player()->setCurrentStep(step);
      QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
      QCOMPARE(link()->graphRedraws(), before + 1);
      checkGraphsShowTheCurrentStep();
    }
  }
};

QTEST_MAIN(TestStepRedrawBursts)
#include "test_step_redraw_bursts.moc"
