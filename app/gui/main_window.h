#pragma once
// The ShardScope main window: the baseline and distributed graphs side by side, docks for
// properties, source, the frontier list and the log, menus and a toolbar, a status bar
// with progress and Cancel. Every long job goes through one JobRunner; the window only
// starts jobs, draws their results and keeps the session (autosaved for crash recovery).
#include "gui/analysis_results.h"
#include "gui/counterpart_finder.h"
#include "gui/job_runner.h"
#include "gui/recovery_store.h"
#include "gui/search_cursor.h"
#include "gui/session_prompts.h"
#include "gui/source_locator.h"
#include "session/session.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>
#include <QSettings>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QTableView;
class QTimer;
class QToolButton;
class QUndoGroup;
class QUndoStack;

namespace shardscope::views {
class GraphLayoutEngine;
class GraphView;
class PropertiesView;
class SourceView;
}  // namespace shardscope::views

namespace shardscope::gui {

class FrontierModel;
class GraphPane;
class VerifyInspectionLink;
class VerifyTimelineLink;

struct MainWindowOptions {
  bool interactive = true;      // false: never open a modal dialog (tests, --screenshot)
  QString recoveryFolder;       // empty: QStandardPaths::AppDataLocation
  int autosaveSeconds = 30;
  int changeSaveDelayMs = 400;  // a burst of changes is saved once
  // Answers Save / Discard / Cancel before unsaved changes would be lost (tests). Empty:
  // the message box when interactive; otherwise nobody is asked, the window goes on and
  // the recovery file keeps the changes.
  std::function<UnsavedChoice(const QString& action)> unsavedPrompt;
};

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  using Options = MainWindowOptions;

  // `engine` is the process's one Graphviz owner; it must outlive the window.
  explicit MainWindow(views::GraphLayoutEngine* engine, Options options = {}, QWidget* parent = nullptr);
  ~MainWindow() override;

  // Opening. Loading runs in a worker: pairLoaded() or loadFailed() follows.
  void openPair(const QString& baseline, const QString& distributed);
  // A pair directory (io/pair_directory.h): its baseline and distributed programs, its
  // relations.json as the verifier's relations, its source copies for the source pane.
  // The manifest is read at once: false (and *error, also logged) when it is malformed;
  // otherwise loading runs as for openPair.
  bool openPairDirectory(const QString& directory, QString* error = nullptr);
  // Reads a session file and opens its pair; the view state is applied once loaded.
  bool openSession(const QString& path, QString* error = nullptr);
  bool saveSession(const QString& path, QString* error = nullptr);
  // Where an export dialog starts: beside the program, its base name with `suffix`.
  static QString suggestedExportPath(const QString& programPath, const QString& suffix);
  // `sessionFile`: the file the session was read from; errors about the files it names
  // (missing, not a regular file, changed) then point at where it names them.
  void applySession(const session::Session& session, const QString& sessionFile = QString());
  session::Session currentSession() const;
  QString sessionPath() const { return sessionPath_; }

  // Crash recovery.
  RecoveryStore& recovery() { return recovery_; }
  bool restoreRecovery(QString* error = nullptr);
  bool writeRecoveryNow(QString* error = nullptr);

  // What a user annotated (issue 10's workbench edits these through the window).
  void setUserShardings(std::vector<session::UserSharding> shardings);
  const std::vector<session::UserSharding>& userShardings() const { return userShardings_; }
  void setRelationsJson(const QString& json);
  QString relationsJson() const { return QString::fromStdString(relationsJson_); }
  void setMesh(const session::Mesh& mesh);
  void setSourceRoot(const QString& mapping);
  QString sourceRoot() const { return sourceRoot_.toString(); }

  // Analyses on the open pair.
  void runVerification();
  void runPropagation();
  void runNumericCheck();
  void cancelJobs();

  // Selection: selects in that side's view and its counterpart in the other.
  void selectInstruction(Side side, const QString& name);
  // The same for a verification step: the other view, Properties, source and status
  // follow, but instructionSelected is not emitted (the step's dock already shows the
  // step, and the other listeners would redo work per step of a scrub).
  void followStepSubject(Side side, const QString& name);
  QString selectedInstruction(Side side) const;
  Side activeSide() const { return activeSide_; }

  // Search in the active side's graph (by name, opcode, op_name, file:line).
  int find(const QString& query);
  void findNext();
  void findPrevious();
  const SearchCursor& search() const { return search_; }

  // What a click on a source line does: highlights its instructions in both views and
  // selects the first in the active side. Returns the distributed side's instructions.
  void activateSourceLine(int line);
  void hoverSourceLine(int line);
  QStringList highlightedInstructions(Side side) const { return side == Side::Baseline ? baselineHighlight_ : distributedHighlight_; }

  bool exportView(Side side, const QString& path, QString* error = nullptr);

  // Undo: Edit > Undo / Redo and their keys act on the registered stacks (the active one);
  // a stack that is not clean is an unsaved change (hasUnsavedChanges), which quitting,
  // closing or opening another pair asks about. Loading a pair never dirties a stack.
  void addUndoStack(QUndoStack* stack);
  // A stack is not clean, or a recovered session has not been saved since.
  bool hasUnsavedChanges() const;
  // Before `action` ("quitting", "opening another pair") would lose unsaved changes: asks
  // Save / Discard / Cancel. True when the action may go on (saved, discarded, or nothing
  // to lose); the recovery file is deleted only after a successful save or a discard.
  bool confirmUnsavedChanges(const QString& action);
  QUndoGroup* undoGroup() const { return undoGroup_; }

  // Layout (main_window_layout.cpp). The default: graphs side by side, Properties to
  // their right, the source and the analyses' tabs below across the whole width.
  void resetLayout();  // View > Reset Layout
  // Shrinks and moves the window so that it lies within its screen's available area.
  void fitToScreen();
  // Visible docks (and the graphs) too small to show their content; empty when all fit.
  QStringList illegibleDocks() const;
  // The layout is arranged (a moment after the window is built or the layout reset).
  bool isLayoutSettled() const { return layoutSettled_; }
  static constexpr int kLayoutVersion = 2;  // saveState's version: older saved layouts are dropped

  // A dock for another analysis (issue 10's sharding workbench); tabbed with the frontier.
  QDockWidget* addAnalysisDock(QWidget* widget, const QString& title, Qt::DockWidgetArea area = Qt::BottomDockWidgetArea);

  // State, for the launch sequence and tests.
  bool hasPair() const { return pair_.has_value(); }
  const std::optional<LoadedPair>& pair() const { return pair_; }
  const std::optional<VerificationOutcome>& verification() const { return verification_; }
  const std::optional<PropagationOutcome>& propagation() const { return propagation_; }
  const std::optional<NumericOutcome>& numeric() const { return numeric_; }
  const CounterpartFinder& counterparts() const { return counterparts_; }
  bool isBusy() const;  // a job runs or a layout is pending
  JobRunner* jobs() const { return jobs_; }
  views::GraphView* graphView(Side side) const;
  GraphPane* graphPane(Side side) const { return side == Side::Baseline ? baselinePane_ : distributedPane_; }
  views::PropertiesView* propertiesView() const { return properties_; }
  views::SourceView* sourceView() const { return source_; }
  FrontierModel* frontierModel() const { return frontier_; }
  QTableView* frontierView() const { return frontierView_; }
  QMenu* editMenu() const { return editMenu_; }  // the workbench puts its Undo/Redo first
  QString logText() const;  // every message in full, as logged (the pane elides long lines)
  QString logPaneText() const;  // what the log pane shows
  QProgressBar* progressBar() const { return progress_; }
  QToolButton* cancelButton() const { return cancel_; }
  QAction* action(const QString& objectName) const;
  // The "Verification steps" dock: the verifier's trace player, merge timeline, e-class
  // view and explanation chain (issue 9).
  VerifyTimelineLink* verifyTimeline() const { return timeline_; }
  VerifyInspectionLink* verifyInspection() const { return inspection_; }

 signals:
  void pairLoaded();
  // A node was selected in either view (by a click, a search, the frontier or a test).
  void instructionSelected(gui::Side side, const QString& name);
  void loadFailed(const QString& message);
  void verificationFinished();
  void propagationFinished();
  void numericFinished();
  void analysisFailed(const QString& message);
  void sessionChanged();
  // The recovery file now holds the session as it was when written (crash safety tests).
  void recoveryWritten();
  void idle();  // no job running and no layout pending

 protected:
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void moveEvent(QMoveEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void createActions();
  void createMenus();
  void createToolBars();
  void createDocks();
  void createStatusBar();
  void connectJobs();
  void restoreWindowSettings();
  void settleLayout();
  void fitDocksToWindow();
  void saveWindowSettings();
  void updateActions();
  void updateRecentMenu();
  void openFilesDropped(const QStringList& files);
  void openPairFiles(const QString& baseline, const QString& distributed, const QString& pairDirectory);

  void showPair(LoadedPair pair);
  void applyPendingViewState();
  void showVerification(VerificationOutcome outcome);
  void showPropagation(PropagationOutcome outcome);
  void showNumeric(NumericOutcome outcome);
  void refreshNodeStates();
  void refreshFrontier();
  void clearAnalyses();

  void onInstructionSelected(Side side, const QString& name, bool announce = true);
  void showProperties(Side side, const QString& name);
  void showSourceFor(Side side, const QString& name);
  void highlightSourceLine(int line);
  void jumpToFrontierRow(const QModelIndex& index);

  void reportError(const QString& title, const QString& message);
  void log(const QString& text);
  void markChanged();
  void autosave();
  void checkIdle();

  // Menu handlers.
  void chooseAndOpenFiles();
  void chooseAndOpenPairDirectory();
  void chooseAndOpenSession();
  bool saveSessionInteractive(bool askPath);  // false: not saved (cancelled or failed)
  void chooseAndExportView(const QString& format);
  void chooseAndExportReport();
  void editSourceRoot();
  void focusFind();
  void showShortcuts();
  void updateModified();
  void updateWindowTitle();  // the pair's names, elided to the screen, and "[*]"

  views::GraphLayoutEngine* engine_;
  Options options_;
  QSettings settings_;
  RecoveryStore recovery_;
  JobRunner* jobs_;
  QUndoGroup* undoGroup_;

  GraphPane* baselinePane_ = nullptr;
  GraphPane* distributedPane_ = nullptr;
  views::PropertiesView* properties_ = nullptr;
  views::SourceView* source_ = nullptr;
  FrontierModel* frontier_ = nullptr;
  QTableView* frontierView_ = nullptr;
  QPlainTextEdit* log_ = nullptr;
  QStringList fullLog_;  // the messages in full, as many as the pane keeps
  QDockWidget* frontierDock_ = nullptr;
  QDockWidget* logDock_ = nullptr;
  VerifyTimelineLink* timeline_ = nullptr;
  VerifyInspectionLink* inspection_ = nullptr;
  QLineEdit* findEdit_ = nullptr;
  QLabel* findStatus_ = nullptr;
  QLabel* statusText_ = nullptr;
  QLabel* verdictText_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QToolButton* cancel_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QMenu* editMenu_ = nullptr;
  QTimer* autosaveTimer_ = nullptr;
  QTimer* changeTimer_ = nullptr;

  std::optional<LoadedPair> pair_;
  quint64 generation_ = 0;  // bumped per opened pair: analyses of an older pair are dropped
  std::optional<VerificationOutcome> verification_;
  std::optional<PropagationOutcome> propagation_;
  std::optional<NumericOutcome> numeric_;
  CounterpartFinder counterparts_;
  Side activeSide_ = Side::Distributed;
  bool syncingSelection_ = false;
  SearchCursor search_;

  QString sessionPath_;
  std::optional<session::ViewState> pendingViewState_;  // applied once the pair is loaded
  std::vector<std::string> pendingAnalyses_;            // a session's analyses, run once it is loaded
  // A restored zoom waits for each view's first layout, which otherwise fits the picture.
  std::optional<double> pendingZoom_[2];
  session::Mesh mesh_;
  std::vector<session::UserSharding> userShardings_;
  std::string relationsJson_;
  SourceRootMapping sourceRoot_;
  bool sessionDirty_ = false;     // the view or the session changed since the last autosave
  bool recoveredUnsaved_ = false;  // restored from the recovery file and not saved since
  bool restoredDockState_ = false;  // the user's dock layout came back from QSettings
  bool layoutSettled_ = false;
  QElapsedTimer framedSince_;  // since the window was shown: its frame may still change

  QString sourceRecordedFile_;  // the metadata path the source pane shows
  int pinnedSourceLine_ = 0;    // clicked line whose instructions stay highlighted
  QStringList baselineHighlight_, distributedHighlight_;
};

}  // namespace shardscope::gui
