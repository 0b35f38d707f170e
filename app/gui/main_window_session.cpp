// The session: what is saved (files by path and hash, mesh, user shardings, relation
// overrides, source root, view state), opening one, and the autosave that feeds crash
// recovery.
#include "gui/main_window.h"

#include "gui/analysis_jobs.h"
#include "gui/graph_pane.h"
#include "gui/recent_files.h"
#include "session/session_file.h"
#include "views/graph/graph_view.h"

#include <QFileInfo>
#include <QLabel>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace shardscope::gui {

session::Session MainWindow::currentSession() const {
  session::Session s;
  if (pair_) {
    s.baseline = {QFileInfo(pair_->baselinePath).absoluteFilePath().toStdString(), pair_->baselineSha256.toStdString()};
    if (pair_->distributed)
      s.distributed = {QFileInfo(pair_->distributedPath).absoluteFilePath().toStdString(), pair_->distributedSha256.toStdString()};
  }
  s.mesh = mesh_;
  s.userShardings = userShardings_;
  s.relationsJson = relationsJson_;
  s.sourceRoot = sourceRoot_.toString().toStdString();
  const views::GraphView* focused = graphView(pair_ && pair_->distributed ? Side::Distributed : Side::Baseline);
  QString selected = graphView(activeSide_)->selectedInstruction();
  if (selected.isEmpty()) selected = focused->selectedInstruction();
  s.view.selectedInstruction = selected.toStdString();
  // Both graphs group by the same op_name scopes; the union restores either.
  QStringList expanded = baselinePane_->view()->expandedGroups() + distributedPane_->view()->expandedGroups();
  expanded.removeDuplicates();
  for (const QString& group : expanded) s.view.expandedGroups.push_back(group.toStdString());
  s.view.zoom = focused->zoom() > 0 ? focused->zoom() : 1.0;
  s.view.windowGeometry = saveGeometry().toStdString();
  s.view.windowState = saveState().toStdString();
  // Results are not stored (they are large and tied to this build): opening runs them again.
  if (verification_) s.analyses.push_back("verify");
  if (propagation_) s.analyses.push_back("propagate");
  if (numeric_) s.analyses.push_back("numeric");
  return s;
}

bool MainWindow::saveSession(const QString& path, QString* error) {
  std::string message;
  if (!session::saveSessionFile(currentSession(), path.toStdString(), message)) {
    if (error) *error = QString::fromStdString(message);
    return false;
  }
  sessionPath_ = path;
  sessionDirty_ = false;
  // Saved: nothing to ask about, and nothing the recovery file must keep.
  for (QUndoStack* stack : undoGroup_->stacks()) stack->setClean();
  recoveredUnsaved_ = false;
  recovery_.discard();
  updateModified();
  RecentFiles(settings_).add(RecentEntry{QFileInfo(path).absoluteFilePath(), QString()});
  updateRecentMenu();
  log(tr("saved session %1").arg(path));
  statusText_->setText(tr("Session saved"));
  return true;
}

bool MainWindow::openSession(const QString& path, QString* error) {
  if (!confirmUnsavedChanges(tr("opening another session"))) return true;  // Cancel keeps what is open
  const session::SessionLoadResult loaded = session::loadSessionFile(path.toStdString());
  if (!loaded.ok()) {
    const QString message = QString::fromStdString(loaded.error.format());
    log(QStringLiteral("error: ") + message);
    if (error) *error = message;
    return false;
  }
  sessionPath_ = path;
  RecentFiles(settings_).add(RecentEntry{QFileInfo(path).absoluteFilePath(), QString()});
  updateRecentMenu();
  log(tr("opened session %1").arg(path));
  applySession(*loaded.session, path);
  return true;
}

void MainWindow::applySession(const session::Session& s, const QString& sessionFile) {
  if (!confirmUnsavedChanges(tr("opening another session"))) return;
  mesh_ = s.mesh;
  userShardings_ = s.userShardings;
  relationsJson_ = s.relationsJson;
  sourceRoot_ = SourceRootMapping::parse(QString::fromStdString(s.sourceRoot));
  if (!s.view.windowGeometry.empty()) restoreGeometry(QByteArray::fromStdString(s.view.windowGeometry));
  if (!s.view.windowState.empty()) restoreState(QByteArray::fromStdString(s.view.windowState));
  pendingViewState_ = s.view;
  pendingAnalyses_ = s.analyses;
  const QString baseline = QString::fromStdString(s.baseline.path);
  const QString distributed = QString::fromStdString(s.distributed.path);
  // Where the session names a file: `session:line:col: ` when it was read from one.
  auto at = [&](const session::FileRef& ref) {
    if (sessionFile.isEmpty()) return QString();
    return QStringLiteral("%1:%2:%3: ").arg(sessionFile).arg(std::max(ref.line, 1)).arg(std::max(ref.column, 1));
  };
  // A file the session names must be there, and be a regular file, before loading starts.
  for (const session::FileRef* ref : {&s.baseline, &s.distributed}) {
    if (ref->path.empty()) continue;
    const QString path = QString::fromStdString(ref->path);
    const QFileInfo info(path);
    QString problem;
    if (!info.exists()) problem = tr("the session names %1, which does not exist").arg(path);
    else if (!info.isFile()) problem = tr("the session names %1, which is not a regular file").arg(path);
    if (problem.isEmpty()) continue;
    log(at(*ref) + QStringLiteral("error: ") + problem);
    markChanged();
    return;
  }
  // Files by content: a file changed since the session was saved is opened, with a warning.
  for (const session::FileRef* ref : {&s.baseline, &s.distributed}) {
    if (ref->path.empty() || ref->sha256.empty()) continue;
    const QString path = QString::fromStdString(ref->path);
    const QString now = sha256OfFile(path);
    if (!now.isEmpty() && now != QString::fromStdString(ref->sha256))
      log(at(*ref) + tr("warning: %1 changed since the session was saved (its SHA-256 differs); shardings and relations may not match").arg(path));
  }
  if (!baseline.isEmpty()) openPair(baseline, distributed);
  markChanged();
}

void MainWindow::applyPendingViewState() {
  if (!pendingViewState_) return;
  const session::ViewState view = *pendingViewState_;
  pendingViewState_.reset();
  // The session's analyses run again, with progress and Cancel in the status bar.
  for (const std::string& analysis : std::exchange(pendingAnalyses_, {})) {
    if (analysis == "verify") runVerification();
    else if (analysis == "propagate") runPropagation();
    else if (analysis == "numeric") runNumericCheck();
  }
  for (const std::string& group : view.expandedGroups) {
    const QString name = QString::fromStdString(group);
    for (Side side : {Side::Baseline, Side::Distributed})
      if (graphView(side)->groups().contains(name)) graphView(side)->setGroupExpanded(name, true);
  }
  for (Side side : {Side::Baseline, Side::Distributed}) {
    if (graphView(side)->isLayoutPending()) pendingZoom_[side == Side::Baseline ? 0 : 1] = view.zoom;
    else graphView(side)->setZoom(view.zoom);
  }
  const QString selected = QString::fromStdString(view.selectedInstruction);
  if (selected.isEmpty()) return;
  for (Side side : {Side::Distributed, Side::Baseline}) {
    const auto& index = side == Side::Baseline ? pair_->baselineIndex : pair_->distributedIndex;
    if (index && index->contains(selected)) {
      selectInstruction(side, selected);
      return;
    }
  }
}

void MainWindow::setUserShardings(std::vector<session::UserSharding> shardings) {
  userShardings_ = std::move(shardings);
  markChanged();
}

void MainWindow::setRelationsJson(const QString& json) {
  relationsJson_ = json.toStdString();
  markChanged();
}

void MainWindow::setMesh(const session::Mesh& mesh) {
  mesh_ = mesh;
  markChanged();
}

void MainWindow::setSourceRoot(const QString& mapping) {
  sourceRoot_ = SourceRootMapping::parse(mapping);
  settings_.setValue(QStringLiteral("source/root"), sourceRoot_.toString());
  log(tr("source root: %1").arg(sourceRoot_.isEmpty() ? tr("none") : sourceRoot_.toString()));
  // Re-resolve the shown file under the new mapping.
  sourceRecordedFile_.clear();
  const QString selected = graphView(activeSide_)->selectedInstruction();
  if (pair_ && !selected.isEmpty()) showSourceFor(activeSide_, selected);
  markChanged();
}

void MainWindow::markChanged() {
  sessionDirty_ = true;
  changeTimer_->start();
  emit sessionChanged();
}

void MainWindow::autosave() {
  if (!sessionDirty_ || !pair_) return;
  QString error;
  if (writeRecoveryNow(&error)) return;
  log(tr("warning: autosave failed: %1").arg(error));
}

bool MainWindow::writeRecoveryNow(QString* error) {
  QString message;
  if (!recovery_.write(currentSession(), message)) {
    if (error) *error = message;
    return false;
  }
  sessionDirty_ = false;
  emit recoveryWritten();
  return true;
}

bool MainWindow::restoreRecovery(QString* error) {
  const session::SessionLoadResult loaded = recovery_.read();
  if (!loaded.ok()) {
    const QString message = QString::fromStdString(loaded.error.format());
    log(tr("error: the recovery file could not be read: %1").arg(message));
    if (error) *error = message;
    return false;
  }
  log(tr("restored the session of a run that did not exit cleanly (%1)").arg(recovery_.path()));
  applySession(*loaded.session, recovery_.path());
  // Recovered work is unsaved until the user saves or discards it: quitting asks, and the
  // recovery file stays until then.
  recoveredUnsaved_ = true;
  updateModified();
  return true;
}

}  // namespace shardscope::gui
