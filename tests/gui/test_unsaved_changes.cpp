// Issue 23's "nothing lost": quitting, closing or opening another pair with unsaved
// changes asks Save / Discard / Cancel; the recovery file goes only after a save or a
// discard; loading a pair (which sets the mesh, shardings and relations) is no change; a
// recovered session is unsaved until saved; Escape in "Restore session?" declines; and a
// session's analyses run again when it is opened.
#include "gui/annotate/annotate_workbench.h"
#include "gui/main_window.h"
#include "gui/session_prompts.h"
#include "gui/workbench_link.h"
#include "session/session_file.h"
#include "views/graph/graph_layout_engine.h"

#include "test_support/test_window.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const QString kExamples = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/");
const QString kBaseline = kExamples + "mlp-tp2/baseline.hlo";
const QString kDistributed = kExamples + "mlp-tp2/distributed.hlo";
const QString kBuggyBaseline = kExamples + "mlp-tp2-missing-allreduce/baseline.hlo";
const QString kBuggyDistributed = kExamples + "mlp-tp2-missing-allreduce/distributed.hlo";
const QString kSharding = QStringLiteral("{devices=[1,2]0,1}");

bool annotated(const std::vector<session::UserSharding>& shardings) {
  for (const auto& sharding : shardings)
    if (sharding.instruction == "w1") return true;
  return false;
}

// Once the next modal message box is up, presses `key` in it (or clicks the button with `text`).
void answerNextMessageBox(int key, const QString& text = QString()) {
  auto* poll = new QTimer(qApp);
  poll->setInterval(20);
  QObject::connect(poll, &QTimer::timeout, [poll, key, text] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (!box || !box->isVisible()) return;
    poll->stop();
    poll->deleteLater();
    if (!text.isEmpty()) {
      for (QAbstractButton* button : box->buttons())
        if (button->text().remove('&') == text) button->click();
      return;
    }
    QTest::keyClick(box, static_cast<Qt::Key>(key));
  });
  poll->start();
}

}  // namespace

class TestUnsavedChanges : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;
  QStringList asked_;  // the actions the prompt was asked about
  UnsavedChoice answer_ = UnsavedChoice::Cancel;

  struct Window {
    std::unique_ptr<MainWindow> window;
    annotate::AnnotateWorkbench* workbench = nullptr;
  };

  Window makeWindow(bool withPrompt = true) {
    MainWindow::Options options = testing::testWindowOptions(dir_->filePath("recovery"));
    if (withPrompt)
      options.unsavedPrompt = [this](const QString& action) {
        asked_ << action;
        return answer_;
      };
    Window made;
    made.window = std::make_unique<MainWindow>(engine_.get(), options);
    made.workbench = (new WorkbenchLink(made.window.get()))->workbench();
    made.window->resize(1600, 1000);
    made.window->show();
    return made;
  }

  static bool waitIdle(MainWindow& window) {
    QElapsedTimer timer;
    timer.start();
    while (window.isBusy() && timer.elapsed() < 20000) QTest::qWait(20);
    return !window.isBusy();
  }

  static bool openAndWait(MainWindow& window, const QString& baseline = kBaseline, const QString& distributed = kDistributed) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(baseline, distributed);
    return loaded.wait(15000) && waitIdle(window);
  }

  // A window with the pair open and one annotation not saved.
  Window editedWindow(bool withPrompt = true) {
    Window made = makeWindow(withPrompt);
    if (!openAndWait(*made.window)) return {};
    made.workbench->annotate("w1", kSharding);
    return made;
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
  }

  void init() {
    dir_ = std::make_unique<QTemporaryDir>();
    asked_.clear();
  }

  // setMesh / setUserShardings / setRelationsJson run while a pair loads: none is an edit.
  void loadingIsNotAnEdit() {
    Window made = makeWindow();
    QVERIFY(openAndWait(*made.window));
    QVERIFY(!made.window->hasUnsavedChanges());
    session::Session saved = made.window->currentSession();
    saved.userShardings.push_back({session::Program::Baseline, "w1", kSharding.toStdString(), 0});
    saved.mesh.shape = {2};
    saved.mesh.axisNames = {"x"};
    QSignalSpy loaded(made.window.get(), &MainWindow::pairLoaded);
    made.window->applySession(saved);
    QVERIFY(loaded.wait(15000));
    QVERIFY(annotated(made.workbench->userShardings()));
    QVERIFY(!made.window->hasUnsavedChanges());
    QVERIFY(made.window->close());
    QVERIFY(asked_.isEmpty());
    QVERIFY(!made.window->recovery().hasRecovery());  // a clean exit with nothing unsaved
  }

  void quittingAsksAndCancelKeepsTheWindowAndTheRecovery() {
    Window made = editedWindow();
    QVERIFY(made.window);
    QVERIFY(made.window->hasUnsavedChanges());
    QVERIFY(made.window->writeRecoveryNow());
    answer_ = UnsavedChoice::Cancel;
    QVERIFY(!made.window->close());
    QCOMPARE(asked_, QStringList{"quitting"});
    QVERIFY(made.window->isVisible());
    QVERIFY(made.window->recovery().hasRecovery());
    QVERIFY(made.window->hasUnsavedChanges());
    // Discard: the window closes and the recovery file goes.
    answer_ = UnsavedChoice::Discard;
    QVERIFY(made.window->close());
    QVERIFY(!made.window->recovery().hasRecovery());
  }

  void saveSavesThenTheRecoveryGoes() {
    Window made = makeWindow();
    QVERIFY(openAndWait(*made.window));
    const QString path = dir_->filePath("work.shardscope");
    QVERIFY(made.window->saveSession(path));
    made.workbench->annotate("w1", kSharding);
    QVERIFY(made.window->writeRecoveryNow());
    answer_ = UnsavedChoice::Save;
    QVERIFY(made.window->close());
    QCOMPARE(asked_.size(), 1);
    const session::SessionLoadResult read = session::loadSessionFile(path.toStdString());
    QVERIFY(read.ok());
    QVERIFY(annotated(read.session->userShardings));
    QVERIFY(!made.window->recovery().hasRecovery());
  }

  // Save without a session file needs a file dialog; with none (non-interactive) nothing is
  // saved, so the close is cancelled rather than the work lost.
  void saveThatCannotSaveCancels() {
    Window made = editedWindow();
    QVERIFY(made.window);
    QVERIFY(made.window->writeRecoveryNow());
    answer_ = UnsavedChoice::Save;
    QVERIFY(!made.window->close());
    QVERIFY(made.window->recovery().hasRecovery());
  }

  void openingAnotherPairAsks() {
    Window made = editedWindow();
    QVERIFY(made.window);
    answer_ = UnsavedChoice::Cancel;
    QSignalSpy loaded(made.window.get(), &MainWindow::pairLoaded);
    made.window->openPair(kBuggyBaseline, kBuggyDistributed);
    QString error;
    QVERIFY(made.window->openPairDirectory(dir_->path(), &error));  // cancelled before reading it
    QCOMPARE(asked_, (QStringList{"opening another pair", "opening another pair"}));
    QVERIFY(!loaded.wait(500));
    QCOMPARE(made.window->pair()->baselinePath, kBaseline);
    QVERIFY(annotated(made.workbench->userShardings()));
    // Discard: the other pair opens and the annotation is gone with the old one.
    answer_ = UnsavedChoice::Discard;
    made.window->openPair(kBuggyBaseline, kBuggyDistributed);
    QVERIFY(loaded.wait(15000));
    QCOMPARE(made.window->pair()->baselinePath, kBuggyBaseline);
    QVERIFY(!made.window->hasUnsavedChanges());
  }

  // Nobody to ask (a headless run): the window closes and the recovery file keeps the work.
  void closingWithoutAPromptKeepsTheRecovery() {
    Window made = editedWindow(/*withPrompt=*/false);
    QVERIFY(made.window);
    QVERIFY(made.window->close());
    QVERIFY(made.window->recovery().hasRecovery());
    const session::SessionLoadResult read = made.window->recovery().read();
    QVERIFY(read.ok());
    QVERIFY(annotated(read.session->userShardings));
  }

  // Restored work counts as unsaved until it is saved: quitting asks again.
  void recoveredSessionIsUnsaved() {
    {
      Window crashed = editedWindow(false);
      QVERIFY(crashed.window);
      QVERIFY(crashed.window->writeRecoveryNow());
    }  // destroyed without close(): as a crash leaves it
    Window made = makeWindow();
    QVERIFY(made.window->recovery().hasRecovery());
    QSignalSpy loaded(made.window.get(), &MainWindow::pairLoaded);
    QVERIFY(made.window->restoreRecovery());
    QVERIFY(loaded.wait(15000));
    QVERIFY(annotated(made.workbench->userShardings()));
    QVERIFY(made.window->hasUnsavedChanges());
    answer_ = UnsavedChoice::Cancel;
    QVERIFY(!made.window->close());
    QVERIFY(made.window->recovery().hasRecovery());
    answer_ = UnsavedChoice::Discard;
    QVERIFY(made.window->close());
    QVERIFY(!made.window->recovery().hasRecovery());
  }

  // The dialogs themselves: Escape takes the answer that loses nothing.
  void escapeDeclinesTheRestoreAndCancelsTheQuestion() {
    answerNextMessageBox(Qt::Key_Escape);
    QVERIFY(!askToRestoreRecovery(nullptr));
    answerNextMessageBox(Qt::Key_Return);
    QVERIFY(askToRestoreRecovery(nullptr));  // Enter takes the default, Restore
    answerNextMessageBox(Qt::Key_Escape);
    QCOMPARE(askAboutUnsavedChanges(nullptr, "quitting"), UnsavedChoice::Cancel);
    answerNextMessageBox(0, QMessageBox::tr("Discard"));
    QCOMPARE(askAboutUnsavedChanges(nullptr, "quitting"), UnsavedChoice::Discard);
    answerNextMessageBox(0, QMessageBox::tr("Save"));
    QCOMPARE(askAboutUnsavedChanges(nullptr, "quitting"), UnsavedChoice::Save);
  }

  // A session remembers which analyses had results and runs them again when opened.
  void sessionRunsItsAnalysesAgain() {
    Window made = makeWindow();
    QVERIFY(openAndWait(*made.window, kBuggyBaseline, kBuggyDistributed));
    QSignalSpy verified(made.window.get(), &MainWindow::verificationFinished);
    made.window->runVerification();
    QVERIFY(verified.wait(30000));
    const QString path = dir_->filePath("verified.shardscope");
    QVERIFY(made.window->saveSession(path));
    const session::SessionLoadResult read = session::loadSessionFile(path.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read.session->analyses, std::vector<std::string>{"verify"});

    Window reopened = makeWindow();
    QSignalSpy reverified(reopened.window.get(), &MainWindow::verificationFinished);
    QVERIFY(reopened.window->openSession(path));
    QVERIFY(reverified.wait(30000));
    QVERIFY(reopened.window->verification().has_value());
    QCOMPARE(reopened.window->verification()->frontier.size(), made.window->verification()->frontier.size());
    QVERIFY(!reopened.window->hasUnsavedChanges());
  }
};

QTEST_MAIN(TestUnsavedChanges)
#include "test_unsaved_changes.moc"
