// The panes follow the selection, the frontier and the verification step (issue 23 item
// 5), offscreen in the main window on a small pair written here: %t is a transpose only
// the distributed program has (the frontier), %ar an all-reduce the verifier pairs with
// the baseline's %d, %lonely a constant nothing uses. Whatever is selected, the baseline
// view shows its counterpart, else the nearest related instruction's, else nothing (and
// says why): never the previous selection. The Properties pane shows the step's subject.
#include "gui/frontier_model.h"
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/properties/property_table_model.h"
#include "views/trace/trace_player.h"
#include "views/verify/explanation_view.h"
#include "views/verify/merge_timeline.h"

#include "test_support/test_window.h"

#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const char* kBaseline = R"(HloModule follow_baseline, entry_computation_layout={(f32[8,16]{1,0}, f32[16,8]{1,0})->f32[8,8]{1,0}}

ENTRY %main (x: f32[8,16], w: f32[16,8]) -> f32[8,8] {
  %x = f32[8,16]{1,0} parameter(0)
  %w = f32[16,8]{1,0} parameter(1)
  %d = f32[8,8]{1,0} dot(f32[8,16]{1,0} %x, f32[16,8]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT %y = f32[8,8]{1,0} negate(f32[8,8]{1,0} %d)
}
)";

const char* kDistributed = R"(HloModule follow_distributed, num_partitions=2, entry_computation_layout={(f32[8,8]{1,0}, f32[8,8]{1,0})->f32[8,8]{1,0}}

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(f32[] %a, f32[] %b)
}

ENTRY %main_spmd (x: f32[8,8], w: f32[8,8]) -> f32[8,8] {
  %x = f32[8,8]{1,0} parameter(0), sharding={devices=[1,2]0,1}
  %w = f32[8,8]{1,0} parameter(1), sharding={devices=[2,1]0,1}
  %d = f32[8,8]{1,0} dot(f32[8,8]{1,0} %x, f32[8,8]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %lonely = f32[4]{0} constant({1, 2, 3, 4})
  %ar = f32[8,8]{1,0} all-reduce(f32[8,8]{1,0} %d), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum
  %t = f32[8,8]{1,0} transpose(f32[8,8]{1,0} %ar), dimensions={1,0}
  ROOT %out = f32[8,8]{1,0} negate(f32[8,8]{1,0} %t)
}
)";

bool write(const QString& path, const char* text) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(text) == static_cast<qint64>(qstrlen(text));
}

}  // namespace

class TestPanesFollow : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<MainWindow> window_;

  views::GraphView* baselineView() const { return window_->graphView(Side::Baseline); }
  views::GraphView* distributedView() const { return window_->graphView(Side::Distributed); }
  QString property(const QString& name) const { return window_->propertiesView()->model()->value(QStringLiteral("Pairing"), name); }

  bool openPair() {
    QSignalSpy loaded(window_.get(), &MainWindow::pairLoaded);
    window_->openPair(dir_->filePath("baseline.hlo"), dir_->filePath("distributed.hlo"));
    return loaded.wait(30000);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(write(dir_->filePath("baseline.hlo"), kBaseline));
    QVERIFY(write(dir_->filePath("distributed.hlo"), kDistributed));
  }

  void init() {
    window_ = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(dir_->filePath("recovery")));
    QVERIFY(openPair());
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 20000);
  }

  void cleanup() { window_.reset(); }

  void theNearestRelatedInstructionIsFound() {
    const CounterpartFinder& finder = window_->counterparts();
    // Before a verification %ar has no counterpart: its operand %d has one of the same name.
    QVERIFY(finder.find(Side::Distributed, "ar").name.isEmpty());
    const CounterpartFinder::Counterpart nearby = finder.nearestRelated(Side::Distributed, "ar");
    QCOMPARE(nearby.name, QStringLiteral("d"));
    QCOMPARE(nearby.match, CounterpartFinder::Match::Nearby);
    QCOMPARE(nearby.via, QStringLiteral("d"));
    QCOMPARE(nearby.relation, QStringLiteral("operand"));
    QCOMPARE(nearby.distance, 1);
    // %t: two edges up to %d (operands first), one edge down to %out, which has no twin.
    QCOMPARE(finder.nearestRelated(Side::Distributed, "t").name, QStringLiteral("d"));
    QCOMPARE(finder.nearestRelated(Side::Distributed, "t").distance, 2);
    // Nothing is connected to %lonely.
    QVERIFY(finder.nearestRelated(Side::Distributed, "lonely").name.isEmpty());
    QVERIFY(finder.nearestRelated(Side::Distributed, "no-such-instruction").name.isEmpty());
  }

  void theBaselineNeverKeepsAStaleSelection() {
    window_->selectInstruction(Side::Distributed, "x");
    QCOMPARE(baselineView()->selectedInstruction(), QStringLiteral("x"));
    // No counterpart of its own: the nearest related one's, and the pane says so.
    window_->selectInstruction(Side::Distributed, "ar");
    QCOMPARE(distributedView()->selectedInstruction(), QStringLiteral("ar"));
    QCOMPARE(baselineView()->selectedInstruction(), QStringLiteral("d"));
    QCOMPARE(window_->propertiesView()->title(), QStringLiteral("distributed · ar"));
    QVERIFY2(property("baseline view shows").startsWith("d, the counterpart of its operand d"), qPrintable(property("baseline view shows")));
    // Nothing related has one: nothing is selected there, and the pane says why.
    window_->selectInstruction(Side::Distributed, "lonely");
    QCOMPARE(baselineView()->selectedInstruction(), QString());
    QVERIFY2(property("baseline view shows").startsWith("nothing"), qPrintable(property("baseline view shows")));
    // A click in the view goes the same way.
    window_->selectInstruction(Side::Distributed, "x");
    QCOMPARE(baselineView()->selectedInstruction(), QStringLiteral("x"));
    QSignalSpy selected(window_.get(), &MainWindow::instructionSelected);
    emit distributedView()->instructionSelected("lonely");
    QCOMPARE(selected.count(), 1);
    QCOMPARE(baselineView()->selectedInstruction(), QString());
    QCOMPARE(window_->propertiesView()->title(), QStringLiteral("distributed · lonely"));
    // The pane sizes its rows without measuring each (it follows every step): as measured.
    auto* table = window_->propertiesView()->findChild<QTableView*>();
    QVERIFY(table && table->model()->rowCount() > 5);
    QList<int> heights;
    for (int row = 0; row < table->model()->rowCount(); ++row) heights << table->rowHeight(row);
    table->resizeRowsToContents();
    for (int row = 0; row < table->model()->rowCount(); ++row) QCOMPARE(heights[row], table->rowHeight(row));
  }

  void theFrontierEntryIsFollowed() {
    QSignalSpy verified(window_.get(), &MainWindow::verificationFinished);
    window_->runVerification();
    QVERIFY(verified.wait(30000));
    QVERIFY(!window_->verification()->equivalent);
    QCOMPARE(window_->frontierModel()->rowCount(), 1);
    window_->selectInstruction(Side::Distributed, "x");
    QCOMPARE(baselineView()->selectedInstruction(), QStringLiteral("x"));
    // Clicking the frontier's %t: it has no counterpart; %d (the verifier's pair of its
    // operand %ar) is shown, not the baseline's %x of the previous selection.
    emit window_->frontierView()->clicked(window_->frontierModel()->index(0, 0));
    QCOMPARE(distributedView()->selectedInstruction(), QStringLiteral("t"));
    QCOMPARE(baselineView()->selectedInstruction(), QStringLiteral("d"));
    QCOMPARE(window_->propertiesView()->title(), QStringLiteral("distributed · t"));
    QCOMPARE(property("frontier").isEmpty(), false);
  }

  void thePanesFollowEveryStep() {
    QSignalSpy verified(window_.get(), &MainWindow::verificationFinished);
    window_->runVerification();
    QVERIFY(verified.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 20000);
    VerifyTimelineLink* link = window_->verifyTimeline();
    const views::MergeTimeline& timeline = link->timeline();
    QVERIFY(timeline.size() >= 5);
    bool sawNearby = false;
    // Forward and back through every step; each time the panes show that step's subject.
    QList<int> order;
    for (int k = 0; k < timeline.size(); ++k) order << k;
    for (int k = timeline.size() - 2; k >= 0; --k) order << k;  // each a move
    for (int step : order) {
      // Something else first, so a pane that does not follow would show it.
      window_->selectInstruction(Side::Distributed, "x");
      link->player()->setCurrentStep(step);
      QTRY_VERIFY_WITH_TIMEOUT(!link->isRedrawPending(), 10000);
      const QString subject = timeline.step(step).subject;
      if (subject.isEmpty()) continue;
      QCOMPARE(distributedView()->selectedInstruction(), subject);
      QCOMPARE(window_->propertiesView()->title(), QStringLiteral("distributed · %1").arg(subject));
      QString expected = timeline.step(step).baseline;
      if (expected.isEmpty()) expected = window_->counterparts().find(Side::Distributed, subject).name;
      if (expected.isEmpty()) {
        expected = window_->counterparts().nearestRelated(Side::Distributed, subject).name;
        sawNearby = sawNearby || !expected.isEmpty();
      }
      QCOMPARE(baselineView()->selectedInstruction(), expected);
      if (subject == "t") QCOMPARE(expected, QStringLiteral("d"));
    }
    QVERIFY(sawNearby);  // the frontier's %t was stepped to
    // The step's own class and explanation stay (the window's echo does not replace them).
    link->player()->setCurrentStep(timeline.firstFrontierStep());
    QTRY_VERIFY_WITH_TIMEOUT(!link->isRedrawPending(), 10000);
    QCOMPARE(link->explanationView()->subject(), timeline.step(timeline.firstFrontierStep()).subject);
  }

  // Not a check: with SHARDSCOPE_PANES_FOLLOW_SCREENSHOTS=FOLDER set, writes the picture of
  // docs/stepping.md: the frontier step on %t, whose nearest related baseline is shown.
  void writeScreenshots() {
    const QString out = qEnvironmentVariable("SHARDSCOPE_PANES_FOLLOW_SCREENSHOTS");
    if (out.isEmpty()) QSKIP("set SHARDSCOPE_PANES_FOLLOW_SCREENSHOTS=FOLDER to write the docs' screenshots");
    QSignalSpy verified(window_.get(), &MainWindow::verificationFinished);
    window_->runVerification();
    QVERIFY(verified.wait(30000));
    window_->resize(1366, 768);
    VerifyTimelineLink* link = window_->verifyTimeline();
    link->dock()->raise();
    link->player()->setCurrentStep(0);
    QTRY_VERIFY_WITH_TIMEOUT(!link->isRedrawPending(), 10000);
    link->player()->setCurrentStep(link->timeline().firstFrontierStep());
    QTRY_VERIFY_WITH_TIMEOUT(!link->isRedrawPending(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 20000);
    QTest::qWait(300);
    QVERIFY(window_->grab().save(out + "/panes-follow-frontier-step.png"));
  }
};

QTEST_MAIN(TestPanesFollow)
#include "test_panes_follow.moc"
