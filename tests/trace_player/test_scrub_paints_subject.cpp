// No blank pane after a scrub (issue 23 item 5): dragging the step slider over a large
// pair (the zoo's llama3.1-405b TP=32 with its 126 layers, so a drag jumps between
// groups that each need a layout) with the event loop running between moves, as a real drag
// does; once the loop settles (no layout pending, no redraw owed) the distributed pane
// shows the step's subject: its box is on the scene, inside the viewport near its
// centre, and painted (the viewport's pixels around it are not all background).
#include "gui/main_window.h"
#include "gui/verify_timeline_link.h"
#include "views/graph/graph_canvas.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include "test_support/test_window.h"

#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace shardscope;
using namespace shardscope::gui;

class TestScrubPaintsSubject : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<MainWindow> window_;

  VerifyTimelineLink* link() const { return window_->verifyTimeline(); }
  views::GraphView* distributed() const { return window_->graphView(Side::Distributed); }

  void settle() {
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->isBusy(), 120000);
    QTRY_VERIFY_WITH_TIMEOUT(!link()->isRedrawPending(), 10000);
    QTest::qWait(50);
  }

  // The subject of the current step is drawn where the user looks.
  void checkSubjectShown(const char* when) {
    const int step = link()->player()->currentStep();
    const QString subject = link()->timeline().step(step).subject;
    QVERIFY(!subject.isEmpty());
    QCOMPARE(distributed()->selectedInstruction(), subject);
    const QRectF box = distributed()->instructionRect(subject);
    QVERIFY2(!box.isNull(), qPrintable(QStringLiteral("%1: step %2's %3 is not on the scene").arg(when).arg(step).arg(subject)));
    auto* canvas = distributed()->findChild<views::GraphCanvas*>();
    QVERIFY(canvas);
    const QRectF shown = canvas->mapToScene(canvas->viewport()->rect()).boundingRect();
    QVERIFY2(shown.contains(box.center()), qPrintable(QStringLiteral("%1: step %2's %3 at (%4, %5) is outside the viewport (%6, %7, %8 x %9)")
                                                          .arg(when).arg(step).arg(subject)
                                                          .arg(box.center().x()).arg(box.center().y())
                                                          .arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height())));
    // Centred: within the middle half of the viewport, unless the picture's edge stops
    // the scroll bar first.
    const QPointF offset = box.center() - shown.center();
    const auto centredOrAtEdge = [](double off, double extent, const QScrollBar* bar) {
      return std::abs(off) <= extent / 4 + 1 || (off < 0 && bar->value() == bar->minimum()) || (off > 0 && bar->value() == bar->maximum());
    };
    QVERIFY2(centredOrAtEdge(offset.x(), shown.width(), canvas->horizontalScrollBar()) &&
                 centredOrAtEdge(offset.y(), shown.height(), canvas->verticalScrollBar()),
             qPrintable(QStringLiteral("%1: step %2's %3 is not centred (offset %4, %5)").arg(when).arg(step).arg(subject).arg(offset.x()).arg(offset.y())));
    // Painted: the box's pixels in the viewport are not one flat colour.
    const QImage picture = canvas->viewport()->grab().toImage();
    const QRect onScreen = canvas->mapFromScene(box).boundingRect().intersected(picture.rect());
    QVERIFY(!onScreen.isEmpty());
    const QRgb first = picture.pixel(onScreen.topLeft());
    bool varied = false;
    for (int y = onScreen.top(); y <= onScreen.bottom() && !varied; y += 2)
      for (int x = onScreen.left(); x <= onScreen.right() && !varied; x += 2) varied = picture.pixel(x, y) != first;
    QVERIFY2(varied, qPrintable(QStringLiteral("%1: step %2's %3 is not painted").arg(when).arg(step).arg(subject)));
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
    zoo::ZooRequest request;
    request.name = "llama-layer-tp:llama3.1-405b";
    request.devices = 32;
    request.layers = 126;  // the model's own: ~13k steps over groups that each need a layout
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    zoo::writeZooCase(generated.zooCase, dir_->filePath("case").toStdString());
    window_ = testing::shownTestWindow(engine_.get(), testing::testWindowOptions(dir_->filePath("recovery")));
    QSignalSpy loaded(window_.get(), &MainWindow::pairLoaded);
    window_->openPair(dir_->filePath("case/baseline.hlo"), dir_->filePath("case/distributed.hlo"));
    QVERIFY(loaded.wait(120000));
    QSignalSpy verified(window_.get(), &MainWindow::verificationFinished);
    window_->runVerification();
    QVERIFY(verified.wait(120000));
    QVERIFY(link()->timeline().size() > 200);
    settle();
  }

  void cleanupTestCase() { window_.reset(); }

  // A drag: the slider held down, moved in jumps with the events (layouts landing,
  // redraws) running in between, released.
  void aDragEndsWithTheSubjectShown_data() {
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("pauseMs");
    QTest::newRow("slow drag") << 1 << 40;
    QTest::newRow("fast drag") << 2 << 2;
    QTest::newRow("drag back") << 3 << 15;
    QTest::newRow("no pause") << 4 << 0;
    QTest::newRow("slower drag") << 5 << 120;
  }

  void aDragEndsWithTheSubjectShown() {
    QFETCH(int, seed);
    QFETCH(int, pauseMs);
    QSlider* slider = link()->player()->findChild<QSlider*>("slider");
    QVERIFY(slider);
    const int size = link()->timeline().size();
    std::mt19937 random(static_cast<unsigned>(seed));
    std::uniform_int_distribution<int> pick(0, size - 1);
    slider->setSliderDown(true);
    int value = pick(random);
    for (int move = 0; move < 30; ++move) {
      value = std::clamp(value + (seed == 3 ? -1 : 1) * (size / 100) + pick(random) % 7, 0, size - 1);
      slider->setValue(value);
      QTest::qWait(pauseMs);
    }
    slider->setSliderDown(false);
    // Land on a step with a subject.
    int step = link()->player()->currentStep();
    while (step > 0 && link()->timeline().step(step).subject.isEmpty()) --step;
    link()->player()->setCurrentStep(step);
    settle();
    checkSubjectShown("after the drag");
  }
};

QTEST_MAIN(TestScrubPaintsSubject)
#include "test_scrub_paints_subject.moc"
