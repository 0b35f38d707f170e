// The window's construction: actions, menus, toolbar, docks, status bar, window state,
// drag and drop. Loading and analyses are in main_window_analysis.cpp, selection, search
// and source linking in main_window_navigation.cpp, sessions in main_window_session.cpp.
#include "gui/main_window.h"

#include "gui/display_text.h"
#include "gui/frontier_model.h"
#include "gui/graph_pane.h"
#include "gui/recent_files.h"
#include "gui/report_export.h"
#include "gui/shortcut_map.h"
#include "gui/shortcuts_dialog.h"
#include "gui/step_keys.h"
#include "gui/verify_inspection_link.h"
#include "gui/verify_timeline_link.h"
#include "gui/window_title.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/source/source_view.h"
#include "views/widgets/one_line_label.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace shardscope::gui {

MainWindow::MainWindow(views::GraphLayoutEngine* engine, Options options, QWidget* parent)
    : QMainWindow(parent),
      engine_(engine),
      options_(options),
      recovery_(options.recoveryFolder),
      jobs_(new JobRunner(this)),
      undoGroup_(new QUndoGroup(this)) {
  setObjectName(QStringLiteral("ShardScopeMainWindow"));
  updateWindowTitle();
  setAcceptDrops(true);
  setDockNestingEnabled(true);

  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->setObjectName(QStringLiteral("graphSplitter"));
  splitter->setChildrenCollapsible(false);
  baselinePane_ = new GraphPane(tr("Baseline"), engine_, splitter);
  distributedPane_ = new GraphPane(tr("Distributed"), engine_, splitter);
  splitter->addWidget(baselinePane_);
  splitter->addWidget(distributedPane_);
  splitter->setSizes({1, 1});
  setCentralWidget(splitter);

  createActions();
  createDocks();
  timeline_ = new VerifyTimelineLink(this);  // before the menus, which list every dock
  inspection_ = new VerifyInspectionLink(this);  // issue 9's relation inspector and frontier view
  createMenus();
  createToolBars();
  createStatusBar();
  connectJobs();

  for (Side side : {Side::Baseline, Side::Distributed}) {
    views::GraphView* view = graphView(side);
    connect(view, &views::GraphView::instructionSelected, this, [this, side](const QString& name) { onInstructionSelected(side, name); });
    connect(view, &views::GraphView::instructionActivated, this, [this, side](const QString& name) {
      onInstructionSelected(side, name);
      if (source_->hasSource()) source_->setFocus();
    });
    connect(view, &views::GraphView::layoutStarted, this, &MainWindow::updateActions);
    connect(view, &views::GraphView::layoutFinished, this, [this, side, view]() {
      if (auto& zoom = pendingZoom_[side == Side::Baseline ? 0 : 1]) {
        view->setZoom(*zoom);
        zoom.reset();
      }
      updateActions();
      checkIdle();
    });
  }

  autosaveTimer_ = new QTimer(this);
  autosaveTimer_->setInterval(std::max(1, options_.autosaveSeconds) * 1000);
  connect(autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosave);
  autosaveTimer_->start();
  changeTimer_ = new QTimer(this);
  changeTimer_->setSingleShot(true);
  changeTimer_->setInterval(options_.changeSaveDelayMs);
  connect(changeTimer_, &QTimer::timeout, this, &MainWindow::autosave);

  applyShortcutMap(this);
  restoreWindowSettings();
  updateRecentMenu();
  updateActions();
  log(tr("ShardScope %1 ready. Open a baseline and a distributed program (Ctrl+O) or drop them here.").arg(QStringLiteral(SHARDSCOPE_VERSION)));
}

MainWindow::~MainWindow() {
  // Jobs hold the modules by shared_ptr; cancelling lets the pool drain quickly.
  jobs_->cancelAll();
  // A stack deleted with the docks says it is clean again; the window is gone by then.
  for (QUndoStack* stack : undoGroup_->stacks()) disconnect(stack, nullptr, this, nullptr);
}

void MainWindow::createActions() {
  struct Spec {
    const char* name;
    QString text;
    QString tip;
    std::function<void()> handler;
  };
  const std::vector<Spec> specs = {
      {"open", tr("&Open Pair..."), tr("Open a baseline and a distributed program (select one or two files)"),
       [this] { chooseAndOpenFiles(); }},
      {"openPairDirectory", tr("Open Pair &Directory..."),
       tr("Open a pair directory written by shardscope_capture (baseline, distributed, relations, sources)"),
       [this] { chooseAndOpenPairDirectory(); }},
      {"openSession", tr("Open &Session..."), tr("Open a saved .shardscope session"),
       [this] { chooseAndOpenSession(); }},
      {"saveSession", tr("&Save Session"), tr("Save the session (files, shardings, relations, view)"),
       [this] { saveSessionInteractive(false); }},
      {"saveSessionAs", tr("Save Session &As..."), tr("Save the session under a new name"),
       [this] { saveSessionInteractive(true); }},
      {"exportPng", tr("Export View as &PNG..."), tr("Export the active graph as a PNG image"),
       [this] { chooseAndExportView(QStringLiteral("png")); }},
      {"exportSvg", tr("Export View as S&VG..."), tr("Export the active graph as an SVG drawing"),
       [this] { chooseAndExportView(QStringLiteral("svg")); }},
      {"exportReport", tr("Export &Verification Report..."),
       tr("Write the verification's verdict, frontier, source snippets and statistics as one HTML file"),
       [this] { chooseAndExportReport(); }},
      {"quit", tr("&Quit"), tr("Quit ShardScope"), [this] { close(); }},
      {"find", tr("&Find..."), tr("Find by name, opcode, op_name or source line"), [this] { focusFind(); }},
      {"findNext", tr("Find &Next"), tr("Next match"), [this] { findNext(); }},
      {"findPrevious", tr("Find &Previous"), tr("Previous match"), [this] { findPrevious(); }},
      {"sourceRoot", tr("Source &Root..."), tr("Map source paths recorded on another machine to a local folder"),
       [this] { editSourceRoot(); }},
      {"zoomIn", tr("Zoom &In"), tr("Zoom in the active graph"), [this] { graphView(activeSide_)->zoomIn(); }},
      {"zoomOut", tr("Zoom &Out"), tr("Zoom out the active graph"), [this] { graphView(activeSide_)->zoomOut(); }},
      {"fit", tr("&Fit"), tr("Fit both graphs to their views"),
       [this] {
         baselinePane_->view()->zoomToFit();
         distributedPane_->view()->zoomToFit();
       }},
      {"expandAll", tr("E&xpand All Groups"), tr("Expand every group in both graphs"),
       [this] {
         baselinePane_->view()->expandAll();
         distributedPane_->view()->expandAll();
         markChanged();
       }},
      {"collapseAll", tr("&Collapse All Groups"), tr("Collapse every group in both graphs"),
       [this] {
         baselinePane_->view()->collapseAll();
         distributedPane_->view()->collapseAll();
         markChanged();
       }},
      {"resetLayout", tr("&Reset Layout"), tr("Put every pane back where it starts, at a size that fits the window"),
       [this] { resetLayout(); }},
      {"verify", tr("&Verify"), tr("Prove the distributed program equivalent to the baseline, or show the frontier"),
       [this] { runVerification(); }},
      {"propagate", tr("&Propagate Shardings"), tr("Infer every baseline instruction's sharding (XLA semantics)"),
       [this] { runPropagation(); }},
      {"numeric", tr("&Numeric Check"), tr("Run both programs on seeded inputs and find the first divergence"),
       [this] { runNumericCheck(); }},
      {"cancel", tr("&Cancel"), tr("Cancel the running jobs"), [this] { cancelJobs(); }},
      {"shortcuts", tr("&Keyboard Shortcuts"), tr("Every key ShardScope binds, and where it works"), [this] { showShortcuts(); }},
      {"about", tr("&About ShardScope"), QString(),
       [this] {
         if (!options_.interactive) return;
         QMessageBox::about(this, tr("About ShardScope"),
                            tr("<b>ShardScope %1</b><p>An inspector for sharded computation graphs: verification, sharding "
                               "propagation and numeric checks of XLA HLO programs.</p>")
                                .arg(QStringLiteral(SHARDSCOPE_VERSION)));
       }},
  };
  // Shorter labels on the toolbar than in the menus.
  const std::map<std::string, QString> toolBarTexts = {
      {"open", tr("Open")},          {"saveSession", tr("Save")},  {"propagate", tr("Propagate")},
      {"numeric", tr("Numeric Check")}, {"fit", tr("Fit Both")},     {"collapseAll", tr("Collapse All")},
      {"exportPng", tr("PNG")},      {"exportSvg", tr("SVG")}};
  for (const Spec& spec : specs) {
    auto* action = new QAction(spec.text, this);
    action->setObjectName(QString::fromLatin1(spec.name));
    action->setStatusTip(spec.tip);
    action->setToolTip(spec.tip);  // applyShortcutMap adds the key
    connect(action, &QAction::triggered, this, spec.handler);
    if (const auto shortText = toolBarTexts.find(spec.name); shortText != toolBarTexts.end()) action->setIconText(shortText->second);
    addAction(action);  // shortcuts work even when the menu bar is hidden
  }
  // One Undo and one Redo for every undoable change: the group acts on the active stack
  // of those registered with addUndoStack (the workbench's annotations and mesh).
  QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
  undo->setObjectName(QStringLiteral("undo"));
  undo->setStatusTip(tr("Undo the last change"));
  QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
  redo->setObjectName(QStringLiteral("redo"));
  redo->setStatusTip(tr("Redo the change last undone"));
  addActions({undo, redo});
  new StepKeys(this);  // Alt+Left / Alt+Right and friends from every focus
}

QAction* MainWindow::action(const QString& objectName) const { return findChild<QAction*>(objectName, Qt::FindDirectChildrenOnly); }

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(action(QStringLiteral("open")));
  file->addAction(action(QStringLiteral("openPairDirectory")));
  file->addAction(action(QStringLiteral("openSession")));
  recentMenu_ = file->addMenu(tr("Open &Recent"));
  file->addSeparator();
  file->addAction(action(QStringLiteral("saveSession")));
  file->addAction(action(QStringLiteral("saveSessionAs")));
  file->addSeparator();
  file->addAction(action(QStringLiteral("exportPng")));
  file->addAction(action(QStringLiteral("exportSvg")));
  file->addAction(action(QStringLiteral("exportReport")));
  file->addSeparator();
  file->addAction(action(QStringLiteral("quit")));

  QMenu* edit = editMenu_ = menuBar()->addMenu(tr("&Edit"));
  edit->addAction(action(QStringLiteral("undo")));
  edit->addAction(action(QStringLiteral("redo")));
  edit->addSeparator();
  edit->addAction(action(QStringLiteral("find")));
  edit->addAction(action(QStringLiteral("findNext")));
  edit->addAction(action(QStringLiteral("findPrevious")));
  edit->addSeparator();
  edit->addAction(action(QStringLiteral("sourceRoot")));

  viewMenu_ = menuBar()->addMenu(tr("&View"));
  viewMenu_->addAction(action(QStringLiteral("zoomIn")));
  viewMenu_->addAction(action(QStringLiteral("zoomOut")));
  viewMenu_->addAction(action(QStringLiteral("fit")));
  viewMenu_->addSeparator();
  viewMenu_->addAction(action(QStringLiteral("expandAll")));
  viewMenu_->addAction(action(QStringLiteral("collapseAll")));
  viewMenu_->addSeparator();
  viewMenu_->addAction(action(QStringLiteral("resetLayout")));
  viewMenu_->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) viewMenu_->addAction(dock->toggleViewAction());

  QMenu* analysis = menuBar()->addMenu(tr("&Analysis"));
  analysis->addAction(action(QStringLiteral("verify")));
  analysis->addAction(action(QStringLiteral("propagate")));
  analysis->addAction(action(QStringLiteral("numeric")));
  analysis->addSeparator();
  for (const char* name : {"stepPrevious", "stepNext", "stepFirst", "stepLast"}) analysis->addAction(action(QString::fromLatin1(name)));
  analysis->addSeparator();
  analysis->addAction(action(QStringLiteral("cancel")));

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(action(QStringLiteral("shortcuts")));
  help->addAction(action(QStringLiteral("about")));
}

void MainWindow::createToolBars() {
  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName(QStringLiteral("mainToolBar"));
  bar->setMovable(false);
  bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  bar->addAction(action(QStringLiteral("open")));
  bar->addAction(action(QStringLiteral("saveSession")));
  bar->addSeparator();
  for (const char* name : {"verify", "propagate", "numeric"}) bar->addAction(action(QString::fromLatin1(name)));
  bar->addSeparator();
  // Zoom, fit and expand/collapse are on each graph's own bar; these act on both.
  bar->addAction(action(QStringLiteral("fit")));
  bar->addAction(action(QStringLiteral("collapseAll")));
  bar->addSeparator();
  bar->addAction(action(QStringLiteral("exportPng")));
  bar->addAction(action(QStringLiteral("exportSvg")));
  // The search field sits at the right end of the toolbar, where users look for it.
  auto* spacer = new QWidget(bar);
  spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  bar->addWidget(spacer);
  findEdit_ = new QLineEdit(bar);
  findEdit_->setObjectName(QStringLiteral("findEdit"));
  findEdit_->setPlaceholderText(tr("Find: name, opcode, op_name, file:line  (Ctrl+F)"));
  findEdit_->setClearButtonEnabled(true);
  findEdit_->setMinimumWidth(280);
  connect(findEdit_, &QLineEdit::returnPressed, this, [this]() {
    if (findEdit_->text() == search_.query() && !search_.matches().isEmpty()) findNext();
    else find(findEdit_->text());
  });
  bar->addWidget(findEdit_);
  findStatus_ = new QLabel(bar);
  findStatus_->setMinimumWidth(90);
  findStatus_->setContentsMargins(6, 0, 6, 0);
  bar->addWidget(findStatus_);
}

void MainWindow::createDocks() {
  auto makeDock = [this](const QString& title, const QString& name, QWidget* content, Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name);  // saveState() keys docks by object name
    dock->setWidget(content);
    addDockWidget(area, dock);
    return dock;
  };
  properties_ = new views::PropertiesView(this);
  makeDock(tr("Properties"), QStringLiteral("propertiesDock"), properties_, Qt::BottomDockWidgetArea);

  source_ = new views::SourceView(this);
  makeDock(tr("Source"), QStringLiteral("sourceDock"), source_, Qt::BottomDockWidgetArea);
  connect(source_, &views::SourceView::lineHovered, this, &MainWindow::hoverSourceLine);
  connect(source_, &views::SourceView::lineClicked, this, &MainWindow::activateSourceLine);

  frontier_ = new FrontierModel(this);
  frontierView_ = new QTableView(this);
  frontierView_->setObjectName(QStringLiteral("frontierView"));
  frontierView_->setModel(frontier_);
  frontierView_->setSelectionBehavior(QAbstractItemView::SelectRows);
  frontierView_->setSelectionMode(QAbstractItemView::SingleSelection);
  frontierView_->verticalHeader()->hide();
  frontierView_->horizontalHeader()->setStretchLastSection(false);
  frontierView_->horizontalHeader()->setSectionResizeMode(FrontierModel::ReasonColumn, QHeaderView::Stretch);
  frontierView_->setColumnWidth(FrontierModel::InstructionColumn, 130);
  frontierView_->setColumnWidth(FrontierModel::SourceColumn, 95);
  frontierView_->setWordWrap(false);
  frontierView_->setShowGrid(false);
  connect(frontierView_, &QTableView::clicked, this, &MainWindow::jumpToFrontierRow);
  connect(frontierView_, &QTableView::activated, this, &MainWindow::jumpToFrontierRow);
  frontierDock_ = makeDock(tr("Frontier"), QStringLiteral("frontierDock"), frontierView_, Qt::BottomDockWidgetArea);

  log_ = new QPlainTextEdit(this);
  log_->setObjectName(QStringLiteral("logView"));
  log_->setReadOnly(true);
  log_->setMaximumBlockCount(5000);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::TypeWriter);
  log_->setFont(mono);
  logDock_ = makeDock(tr("Log"), QStringLiteral("logDock"), log_, Qt::BottomDockWidgetArea);

  // Arranged once every dock exists (the links add theirs after the constructor):
  // main_window_layout.cpp.
  QTimer::singleShot(0, this, &MainWindow::settleLayout);
}

void MainWindow::addUndoStack(QUndoStack* stack) {
  undoGroup_->addStack(stack);
  if (!undoGroup_->activeStack()) undoGroup_->setActiveStack(stack);
  connect(stack, &QUndoStack::cleanChanged, this, &MainWindow::updateModified);
  updateModified();
}

bool MainWindow::hasUnsavedChanges() const {
  const QList<QUndoStack*> stacks = undoGroup_->stacks();
  return recoveredUnsaved_ || std::any_of(stacks.begin(), stacks.end(), [](const QUndoStack* stack) { return !stack->isClean(); });
}

bool MainWindow::confirmUnsavedChanges(const QString& action) {
  if (!hasUnsavedChanges()) return true;
  UnsavedChoice choice;
  if (options_.unsavedPrompt) choice = options_.unsavedPrompt(action);
  else if (options_.interactive) choice = askAboutUnsavedChanges(this, action);
  else {
    // Nobody to ask: go on, with the changes in the recovery file for next time.
    QString error;
    if (pair_ && !writeRecoveryNow(&error)) log(tr("warning: autosave failed: %1").arg(error));
    return true;
  }
  switch (choice) {
    case UnsavedChoice::Cancel:
      log(tr("%1 cancelled: the changes are kept").arg(action));
      return false;
    case UnsavedChoice::Save:
      if (!saveSessionInteractive(false)) return false;  // not saved: nothing is lost either
      break;
    case UnsavedChoice::Discard:
      log(tr("discarded the unsaved changes before %1").arg(action));
      for (QUndoStack* stack : undoGroup_->stacks()) stack->setClean();
      recoveredUnsaved_ = false;
      recovery_.discard();
      updateModified();
      break;
  }
  return true;
}

void MainWindow::updateModified() { setWindowModified(hasUnsavedChanges()); }

void MainWindow::updateWindowTitle() {
  QString baseline, distributed;
  if (pair_) {
    baseline = QFileInfo(pair_->baselinePath).fileName();
    if (pair_->distributed) distributed = QFileInfo(pair_->distributedPath).fileName();
  }
  // The title bar's room: the screen's width less the window manager's icon and buttons.
  const QScreen* screen = this->screen();
  const int room = (screen ? screen->availableGeometry().width() : 1366) - 200;
  setWindowTitle(composeWindowTitle(baseline, distributed, QFontMetrics(QApplication::font("QMdiSubWindowTitleBar")), room));
  updateModified();
}

void MainWindow::showShortcuts() {
  if (!options_.interactive) return;
  ShortcutsDialog dialog(this);
  dialog.exec();
}

void MainWindow::showEvent(QShowEvent* event) {
  // Parts of the window built after its constructor (the teaching windows' actions) take
  // their keys from the map too.
  applyShortcutMap(this);
  updateWindowTitle();  // on the screen it is shown on
  if (!event->spontaneous()) framedSince_.start();
  QMainWindow::showEvent(event);
}

void MainWindow::moveEvent(QMoveEvent* event) {
  QMainWindow::moveEvent(event);
  // The window manager's frame (title bar, borders) is known only once it has framed the
  // shown window, which moves it: fit again then, or the frame pushed the status bar off a
  // 768-line screen (issue 23's walk-through under openbox). Not for a user's later move.
  if (framedSince_.isValid() && framedSince_.elapsed() < 3000 && !isMaximized() && !isFullScreen()) fitToScreen();
}

QDockWidget* MainWindow::addAnalysisDock(QWidget* widget, const QString& title, Qt::DockWidgetArea area) {
  auto* dock = new QDockWidget(title, this);
  dock->setObjectName(QStringLiteral("analysisDock_") + title.simplified().replace(QLatin1Char(' '), QLatin1Char('_')));
  dock->setWidget(widget);
  addDockWidget(area, dock);
  if (area == Qt::BottomDockWidgetArea) tabifyDockWidget(frontierDock_, dock);
  if (viewMenu_) viewMenu_->addAction(dock->toggleViewAction());
  return dock;
}

void MainWindow::createStatusBar() {
  // Sized without laying its text out, and never widening the window: it changes with
  // every verification step (issue 23).
  statusText_ = new views::OneLineLabel(this);
  statusBar()->addWidget(statusText_, 1);
  verdictText_ = new QLabel(this);
  verdictText_->setTextFormat(Qt::RichText);
  statusBar()->addPermanentWidget(verdictText_);
  progress_ = new QProgressBar(this);
  progress_->setObjectName(QStringLiteral("jobProgress"));
  progress_->setRange(0, 1000);
  progress_->setMaximumWidth(220);
  progress_->setTextVisible(true);
  progress_->hide();
  statusBar()->addPermanentWidget(progress_);
  cancel_ = new QToolButton(this);
  cancel_->setObjectName(QStringLiteral("cancelButton"));
  cancel_->setText(tr("Cancel"));
  cancel_->setToolTip(tr("Cancel the running jobs (Esc)"));
  cancel_->hide();
  connect(cancel_, &QToolButton::clicked, this, &MainWindow::cancelJobs);
  statusBar()->addPermanentWidget(cancel_);
}

void MainWindow::restoreWindowSettings() {
  resize(1600, 1000);
  // Screenshots and tests must not depend on how a user last arranged the window.
  if (!options_.interactive) return;
  restoreGeometry(settings_.value(QStringLiteral("window/geometry")).toByteArray());
  fitToScreen();  // a geometry saved on a larger display
  // A state saved by an older layout (or none) gives the default; settleLayout checks the rest.
  restoredDockState_ = restoreState(settings_.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
  if (const QString root = settings_.value(QStringLiteral("source/root")).toString(); !root.isEmpty())
    sourceRoot_ = SourceRootMapping::parse(root);
}

void MainWindow::saveWindowSettings() {
  settings_.setValue(QStringLiteral("window/geometry"), saveGeometry());
  settings_.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!confirmUnsavedChanges(tr("quitting"))) {
    event->ignore();
    return;
  }
  if (options_.interactive) saveWindowSettings();
  jobs_->cancelAll();
  // Nothing unsaved (saved, discarded, or never changed): nothing to recover next time.
  // Otherwise nobody could be asked, and the recovery file keeps the work.
  if (!hasUnsavedChanges()) recovery_.discard();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  QStringList files;
  for (const QUrl& url : event->mimeData()->urls())
    if (url.isLocalFile()) files << url.toLocalFile();
  if (files.isEmpty()) return;
  event->acceptProposedAction();
  openFilesDropped(files);
}

void MainWindow::openFilesDropped(const QStringList& files) {
  if (!confirmUnsavedChanges(tr("opening another pair"))) return;
  if (files.size() == 1 && QFileInfo(files.front()).isDir()) {
    QString error;
    if (!openPairDirectory(files.front(), &error)) reportError(tr("Cannot open the pair directory"), error);
    return;
  }
  if (files.size() == 1 && files.front().endsWith(QStringLiteral(".shardscope"))) {
    QString error;
    if (!openSession(files.front(), &error)) reportError(tr("Cannot open session"), error);
    return;
  }
  QStringList programs = files.mid(0, 2);
  if (programs.size() == 2) {
    // Put the distributed program second: its name usually says so.
    static const QRegularExpression distributedName(QStringLiteral("dist|spmd|shard|partition|tp\\d|dp\\d"), QRegularExpression::CaseInsensitiveOption);
    if (QFileInfo(programs[0]).fileName().contains(distributedName) && !QFileInfo(programs[1]).fileName().contains(distributedName))
      programs.swapItemsAt(0, 1);
    openPair(programs[0], programs[1]);
  } else if (pair_ && !pair_->distributed && pair_->baselinePath != programs[0]) {
    openPair(pair_->baselinePath, programs[0]);  // a second file completes the pair
  } else {
    openPair(programs[0], QString());
  }
}

void MainWindow::updateActions() {
  const bool pairOpen = pair_ && pair_->distributed;
  const bool anyOpen = pair_.has_value();
  for (const char* name : {"verify", "numeric"}) action(QString::fromLatin1(name))->setEnabled(pairOpen);
  action(QStringLiteral("propagate"))->setEnabled(anyOpen);
  for (const char* name : {"exportPng", "exportSvg", "fit", "zoomIn", "zoomOut", "expandAll", "collapseAll", "find", "findNext", "findPrevious"})
    action(QString::fromLatin1(name))->setEnabled(anyOpen);
  action(QStringLiteral("cancel"))->setEnabled(jobs_->isBusy());
  action(QStringLiteral("exportReport"))->setEnabled(verification_.has_value());
}

void MainWindow::updateRecentMenu() {
  recentMenu_->clear();
  RecentFiles recent(settings_);
  const QList<RecentEntry> entries = recent.entries();
  for (const RecentEntry& entry : entries) {
    QAction* item = recentMenu_->addAction(entry.label());
    connect(item, &QAction::triggered, this, [this, entry]() {
      if (!confirmUnsavedChanges(tr("opening another pair"))) return;
      if (entry.distributed.isEmpty() && entry.baseline.endsWith(QStringLiteral(".shardscope"))) {
        QString error;
        if (!openSession(entry.baseline, &error)) reportError(tr("Cannot open session"), error);
      } else if (entry.distributed.isEmpty() && QFileInfo(entry.baseline).isDir()) {
        QString error;
        if (!openPairDirectory(entry.baseline, &error)) reportError(tr("Cannot open the pair directory"), error);
      } else {
        openPair(entry.baseline, entry.distributed);
      }
    });
  }
  if (entries.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
  else {
    recentMenu_->addSeparator();
    connect(recentMenu_->addAction(tr("Clear List")), &QAction::triggered, this, [this]() {
      RecentFiles(settings_).clear();
      updateRecentMenu();
    });
  }
}

void MainWindow::chooseAndOpenFiles() {
  if (!options_.interactive) return;
  const QStringList files = QFileDialog::getOpenFileNames(
      this, tr("Open baseline and distributed programs"), settings_.value(QStringLiteral("dialogs/folder")).toString(),
      tr("HLO programs (*.hlo *.txt *.mlir *.pb);;Sessions (*.shardscope);;All files (*)"));
  if (files.isEmpty()) return;
  settings_.setValue(QStringLiteral("dialogs/folder"), QFileInfo(files.front()).absolutePath());
  openFilesDropped(files);
}

void MainWindow::chooseAndOpenPairDirectory() {
  if (!options_.interactive || !confirmUnsavedChanges(tr("opening another pair"))) return;
  const QString directory = QFileDialog::getExistingDirectory(this, tr("Open pair directory"), settings_.value(QStringLiteral("dialogs/folder")).toString());
  if (directory.isEmpty()) return;
  settings_.setValue(QStringLiteral("dialogs/folder"), QFileInfo(directory).absolutePath());
  QString error;
  if (!openPairDirectory(directory, &error)) reportError(tr("Cannot open the pair directory"), error);
}

void MainWindow::chooseAndOpenSession() {
  if (!options_.interactive || !confirmUnsavedChanges(tr("opening another session"))) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), settings_.value(QStringLiteral("dialogs/folder")).toString(),
                                                    tr("ShardScope sessions (*.shardscope);;All files (*)"));
  if (path.isEmpty()) return;
  QString error;
  if (!openSession(path, &error)) reportError(tr("Cannot open session"), error);
}

bool MainWindow::saveSessionInteractive(bool askPath) {
  QString path = sessionPath_;
  if (askPath || path.isEmpty()) {
    if (!options_.interactive) return false;
    // Beside the pair, where its files are, not the process's working directory.
    QString folder = settings_.value(QStringLiteral("dialogs/folder")).toString();
    if (pair_) folder = QFileInfo(pair_->distributed ? pair_->distributedPath : pair_->baselinePath).absolutePath();
    path = QFileDialog::getSaveFileName(this, tr("Save session"), folder, tr("ShardScope sessions (*.shardscope)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".shardscope"))) path += QStringLiteral(".shardscope");
  }
  QString error;
  if (saveSession(path, &error)) return true;
  reportError(tr("Cannot save session"), error);
  return false;
}

QString MainWindow::suggestedExportPath(const QString& programPath, const QString& suffix) {
  // In the program's folder, not the process's working directory (issue 23).
  const QFileInfo program(programPath);
  return program.absoluteDir().filePath(program.completeBaseName() + suffix);
}

void MainWindow::chooseAndExportView(const QString& format) {
  if (!options_.interactive || !pair_) return;
  const QString suggested = suggestedExportPath(activeSide_ == Side::Baseline ? pair_->baselinePath : pair_->distributedPath, QLatin1Char('.') + format);
  const QString path = QFileDialog::getSaveFileName(this, tr("Export view"), suggested,
                                                    format == QStringLiteral("svg") ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
  if (path.isEmpty()) return;
  QString error;
  if (!exportView(activeSide_, path, &error)) reportError(tr("Cannot export"), error);
}

bool MainWindow::exportView(Side side, const QString& path, QString* error) {
  views::GraphView* view = graphView(side);
  const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
  const bool ok = svg ? view->exportSvg(path) : view->exportPng(path);
  if (ok) log(tr("exported the %1 view to %2").arg(side == Side::Baseline ? tr("baseline") : tr("distributed"), path));
  else if (error) *error = tr("could not write %1").arg(path);
  return ok;
}

void MainWindow::chooseAndExportReport() {
  if (!options_.interactive || !verification_ || !pair_) return;
  const QString suggested = suggestedExportPath(pair_->distributedPath, QStringLiteral("-report.html"));
  const QString path = QFileDialog::getSaveFileName(this, tr("Export verification report"), suggested, tr("HTML reports (*.html)"));
  if (path.isEmpty()) return;
  QString error;
  if (exportVerificationReport(*this, path, &error)) log(tr("exported the verification report to %1").arg(path));
  else reportError(tr("Cannot export the report"), error);
}

void MainWindow::editSourceRoot() {
  if (!options_.interactive) return;
  bool ok = false;
  const QString text = QInputDialog::getText(
      this, tr("Source root"),
      tr("Where to find source files recorded on another machine.\nRECORDED_PREFIX=LOCAL_FOLDER, or LOCAL_FOLDER for relative paths:"),
      QLineEdit::Normal, sourceRoot_.toString(), &ok);
  if (ok) setSourceRoot(text);
}

void MainWindow::focusFind() {
  findEdit_->setFocus(Qt::ShortcutFocusReason);
  findEdit_->selectAll();
}

views::GraphView* MainWindow::graphView(Side side) const { return graphPane(side)->view(); }

bool MainWindow::isBusy() const {
  return jobs_->isBusy() || baselinePane_->view()->isLayoutPending() || distributedPane_->view()->isLayoutPending();
}

void MainWindow::checkIdle() {
  if (!isBusy()) emit idle();
}

void MainWindow::reportError(const QString& title, const QString& raw) {
  const QString message = displaySafe(raw);
  log(QStringLiteral("error: ") + message);
  statusText_->setText(message.section(QLatin1Char('\n'), 0, 0));
  if (options_.interactive) QMessageBox::warning(this, title, message);
}

void MainWindow::log(const QString& text) {
  // Laying out one very long line costs the text edit time quadratic in its length (a
  // 200,000-character name froze the window for 10 s, issue 21): the pane shows at most
  // kShownLineLength characters of each line; logText() keeps the message whole.
  constexpr qsizetype kShownLineLength = 2000;
  const QString line = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + displaySafe(text);
  fullLog_.append(line);
  while (fullLog_.size() > log_->maximumBlockCount()) fullLog_.removeFirst();
  QStringList shown;
  for (const QString& part : line.split(QLatin1Char('\n'))) {
    shown << (part.size() <= kShownLineLength
                  ? part
                  : part.left(kShownLineLength) + tr(" … [%1 more characters]").arg(part.size() - kShownLineLength));
  }
  log_->appendPlainText(shown.join(QLatin1Char('\n')));
}

QString MainWindow::logText() const { return fullLog_.join(QLatin1Char('\n')); }

QString MainWindow::logPaneText() const { return log_->toPlainText(); }

}  // namespace shardscope::gui
