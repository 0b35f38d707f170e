// The window's long jobs: loading a pair, verification, propagation and the numeric
// check, each through the JobRunner, and how their results are shown.
#include "gui/main_window.h"

#include "gui/analysis_jobs.h"
#include "gui/frontier_model.h"
#include "gui/graph_pane.h"
#include "gui/module_index.h"
#include "gui/node_states.h"
#include "gui/recent_files.h"
#include "gui/verify_timeline_link.h"
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "ir/module.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/source/source_view.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>

#include <algorithm>

namespace shardscope::gui {
namespace {
// A relations file is small; the verifier's own reader refuses more (relations_file.cpp).
constexpr std::int64_t kMaxRelationsBytes = std::int64_t{16} << 20;
}  // namespace

void MainWindow::connectJobs() {
  connect(jobs_, &JobRunner::jobStarted, this, [this](quint64, JobKind, const QString& title) {
    statusText_->setText(title + QStringLiteral("…"));
    log(title + QStringLiteral("…"));
    progress_->setValue(0);
    progress_->setFormat(title);
  });
  connect(jobs_, &JobRunner::progressChanged, this, [this](quint64, double fraction, const QString& phase) {
    progress_->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000));
    if (!phase.isEmpty()) progress_->setFormat(phase + QStringLiteral(" %p%"));
  });
  connect(jobs_, &JobRunner::jobCancelled, this, [this](quint64, JobKind kind) {
    statusText_->setText(tr("%1 cancelled").arg(jobKindName(kind)));
    log(tr("%1 cancelled").arg(jobKindName(kind)));
  });
  connect(jobs_, &JobRunner::resultDropped, this, [this](quint64 id, JobKind kind) {
    log(tr("%1 #%2 superseded by a newer one: its result is dropped").arg(jobKindName(kind)).arg(id));
  });
  connect(jobs_, &JobRunner::jobFailed, this, [this](quint64, JobKind kind, const QString& message) {
    if (kind == JobKind::Load) {
      reportError(tr("Cannot open"), message);
      emit loadFailed(message);
    } else {
      reportError(tr("%1 failed").arg(jobKindName(kind)), message);
      emit analysisFailed(message);
    }
  });
  connect(jobs_, &JobRunner::busyChanged, this, [this](bool busy) {
    progress_->setVisible(busy);
    cancel_->setVisible(busy);
    updateActions();
    if (!busy) checkIdle();
  });
}

void MainWindow::cancelJobs() { jobs_->cancelAll(); }

void MainWindow::openPair(const QString& baseline, const QString& distributed) {
  if (!confirmUnsavedChanges(tr("opening another pair"))) return;  // Cancel keeps the open pair
  openPairFiles(baseline, distributed, QString());
}

bool MainWindow::openPairDirectory(const QString& directory, QString* error) {
  const auto failed = [&](const QString& message) {
    log(QStringLiteral("error: ") + message);
    if (error) *error = message;
    return false;
  };
  if (!confirmUnsavedChanges(tr("opening another pair"))) return true;  // Cancel keeps the open pair
  // A folder without a manifest that holds the two programs (what `zoo write` writes) is
  // those two files, with the folder's relations.json if it has one: as the CLI takes it.
  if (!QFileInfo::exists(directory + "/manifest.json") && QFileInfo(directory + "/baseline.hlo").isFile() &&
      QFileInfo(directory + "/distributed.hlo").isFile()) {
    QString relations;
    if (const QString path = directory + "/relations.json"; QFileInfo(path).isFile()) {
      std::string text, message;
      if (!io::readFileBounded(path.toStdString(), kMaxRelationsBytes, text, message)) return failed(path + QStringLiteral(": error: ") + QString::fromStdString(message));
      relations = QString::fromStdString(text);
    }
    setRelationsJson(relations);
    log(tr("folder %1: baseline.hlo and distributed.hlo (no manifest.json)%2").arg(directory, relations.isEmpty() ? QString() : tr(", relations from relations.json")));
    openPairFiles(directory + "/baseline.hlo", directory + "/distributed.hlo", QString());
    return true;
  }
  const io::PairDirectoryRead read = io::readPairDirectory(directory.toStdString());
  if (!read.ok()) return failed(QString::fromStdString(read.error->format()));
  // The directory's relations are the verifier's, as `shardscope-cli verify PAIR_DIR` reads them.
  QString relations;
  if (const QString path = QString::fromStdString(read.pair->relationsPath()); !path.isEmpty()) {
    std::string text, message;
    if (!io::readFileBounded(path.toStdString(), kMaxRelationsBytes, text, message)) return failed(path + QStringLiteral(": error: ") + QString::fromStdString(message));
    relations = QString::fromStdString(text);
  }
  setRelationsJson(relations);
  log(tr("pair directory %1: %2%3").arg(directory, QString::fromStdString(read.pair->name),
                                        relations.isEmpty() ? tr(" (no relations file)") : tr(", relations from relations.json")));
  openPairFiles(QString::fromStdString(read.pair->baselinePath()), QString::fromStdString(read.pair->distributedPath()), directory);
  return true;
}

void MainWindow::openPairFiles(const QString& baseline, const QString& distributed, const QString& pairDirectory) {
  if (baseline.isEmpty()) return;
  // Analyses of the pair being replaced would answer an old question.
  ++generation_;
  jobs_->cancelAll();
  const QString title = distributed.isEmpty() ? tr("Loading %1").arg(QFileInfo(baseline).fileName())
                                              : tr("Loading %1 and %2").arg(QFileInfo(baseline).fileName(), QFileInfo(distributed).fileName());
  jobs_->start<LoadedPair>(
      JobKind::Load, title,
      [baseline, distributed, pairDirectory](const CancellationToken& cancel, const ProgressCallback& progress) {
        return loadPair(baseline, distributed, cancel, progress, pairDirectory);
      },
      this, [this](LoadedPair pair) { showPair(std::move(pair)); });
}

void MainWindow::clearAnalyses() {
  verification_.reset();
  propagation_.reset();
  numeric_.reset();
  counterparts_.setVerification({});
  timeline_->setVerification(nullptr);
  frontier_->clear();
  frontierDock_->setWindowTitle(tr("Frontier"));  // not the previous pair's count
  updateActions();
  verdictText_->clear();
  baselinePane_->setVerdict(QString(), QColor());
  distributedPane_->setVerdict(QString(), QColor());
}

void MainWindow::showPair(LoadedPair pair) {
  pair_ = std::move(pair);
  clearAnalyses();
  search_.clear();
  baselineHighlight_.clear();
  distributedHighlight_.clear();
  pinnedSourceLine_ = 0;
  sourceRecordedFile_.clear();
  pendingZoom_[0].reset();
  pendingZoom_[1].reset();
  for (const QString& warning : pair_->warnings) log(warning);
  counterparts_.setIndices(pair_->baselineIndex, pair_->distributedIndex);

  baselinePane_->view()->setModule(pair_->baseline, QFileInfo(pair_->baselinePath).fileName());
  baselinePane_->setProgram(pair_->baselinePath, static_cast<qsizetype>(pair_->baseline->instructionCount()), pair_->baseline->numPartitions());
  if (pair_->distributed) {
    distributedPane_->view()->setModule(pair_->distributed, QFileInfo(pair_->distributedPath).fileName());
    distributedPane_->setProgram(pair_->distributedPath, static_cast<qsizetype>(pair_->distributed->instructionCount()),
                                 pair_->distributed->numPartitions());
  } else {
    distributedPane_->view()->clear();
    distributedPane_->setProgram(QString(), 0, 0);
  }
  activeSide_ = pair_->distributed ? Side::Distributed : Side::Baseline;
  properties_->clear();
  source_->clear();

  updateWindowTitle();
  statusText_->setText(tr("Opened %1").arg(pair_->distributed ? tr("the pair") : QFileInfo(pair_->baselinePath).fileName()));
  log(tr("opened baseline %1 (%2 instructions)").arg(pair_->baselinePath).arg(pair_->baseline->instructionCount()));
  if (!pair_->pairDirectory.isEmpty())
    log(tr("pair directory %1: %n source file(s) copied there", nullptr, static_cast<int>(pair_->sourceCopies.size())).arg(pair_->pairDirectory));
  if (pair_->distributed)
    log(tr("opened distributed %1 (%2 instructions, %3 devices)")
            .arg(pair_->distributedPath)
            .arg(pair_->distributed->instructionCount())
            .arg(pair_->distributed->numPartitions()));
  // A pair directory is remembered as the directory, so reopening it brings its relations.
  RecentFiles(settings_).add(pair_->openedAsDirectory ? RecentEntry{pair_->pairDirectory, QString()}
                                                      : RecentEntry{pair_->baselinePath, pair_->distributedPath});
  updateRecentMenu();
  applyPendingViewState();
  updateActions();
  markChanged();
  emit pairLoaded();
}

void MainWindow::runVerification() {
  if (!pair_ || !pair_->distributed) return;
  const quint64 generation = generation_;
  auto baseline = pair_->baseline;
  auto distributed = pair_->distributed;
  const std::string relations = relationsJson_;
  jobs_->start<VerificationOutcome>(
      JobKind::Verify, tr("Verifying"),
      [baseline, distributed, relations](const CancellationToken& cancel, const ProgressCallback& progress) {
        return gui::runVerification(*baseline, *distributed, relations, cancel, progress);
      },
      this, [this, generation](VerificationOutcome outcome) {
        if (generation == generation_) showVerification(std::move(outcome));
      });
}

void MainWindow::runPropagation() {
  if (!pair_) return;
  const quint64 generation = generation_;
  auto baseline = pair_->baseline;
  jobs_->start<PropagationOutcome>(
      JobKind::Propagate, tr("Propagating shardings"),
      [baseline](const CancellationToken& cancel, const ProgressCallback& progress) { return gui::runPropagation(*baseline, cancel, progress); },
      this, [this, generation](PropagationOutcome outcome) {
        if (generation == generation_) showPropagation(std::move(outcome));
      });
}

void MainWindow::runNumericCheck() {
  if (!pair_ || !pair_->distributed) return;
  const quint64 generation = generation_;
  auto baseline = pair_->baseline;
  auto distributed = pair_->distributed;
  // A pair directory's recorded inputs and XLA's outputs, when it was opened as one.
  const QString directory = pair_->openedAsDirectory ? pair_->pairDirectory : QString();
  const std::string relations = relationsJson_;
  jobs_->start<NumericOutcome>(
      JobKind::Numeric, tr("Numeric check"),
      [baseline, distributed, directory, relations](const CancellationToken& cancel, const ProgressCallback& progress) {
        return gui::runNumeric(*baseline, *distributed, 0, cancel, progress, directory, relations);
      },
      this, [this, generation](NumericOutcome outcome) {
        if (generation == generation_) showNumeric(std::move(outcome));
      });
}

void MainWindow::showVerification(VerificationOutcome outcome) {
  verification_ = std::move(outcome);
  counterparts_.setVerification(verification_->instructions);
  int verified = 0;
  for (const InstructionVerification& status : verification_->instructions) verified += status.verified ? 1 : 0;
  const int total = static_cast<int>(verification_->instructions.size());
  const QString verdict = verification_->equivalent ? tr("equivalent")
                                                    : tr("not verified — %n frontier node(s)", nullptr, static_cast<int>(verification_->frontier.size()));
  const QColor colour = verification_->equivalent ? QColor(0x18, 0x80, 0x38) : QColor(0xc5, 0x22, 0x1f);
  verdictText_->setText(QStringLiteral("<span style='color:%1; font-weight:600'>%2</span>").arg(colour.name(), verdict.toHtmlEscaped()));
  distributedPane_->setVerdict(verdict + tr(" · %1/%2 related").arg(verified).arg(total), colour);
  statusText_->setText(tr("Verification: %1").arg(verdict));
  log(tr("verification: %1 (%2 of %3 instructions verified)").arg(verification_->verdict).arg(verified).arg(total));
  for (const FrontierItem& item : verification_->frontier)
    log(tr("  frontier: %1 (%2) %3%4")
            .arg(item.instruction, item.opcode, item.reason,
                 item.sourceFile.isEmpty() ? QString() : QStringLiteral(" at %1:%2").arg(item.sourceFile).arg(item.sourceLine)));
  for (const QString& line : verification_->inferredRelations) log(tr("  inferred: ") + line);
  log(QStringLiteral("  ") + verification_->statistics.join(QStringLiteral(", ")));
  timeline_->setVerification(&*verification_);
  refreshNodeStates();
  updateActions();
  refreshFrontier();
  // Lead the user to the first place to look.
  if (!verification_->frontier.isEmpty()) {
    frontierView_->selectRow(0);
    jumpToFrontierRow(frontier_->index(0, 0));
  }
  markChanged();
  emit verificationFinished();
}

void MainWindow::showPropagation(PropagationOutcome outcome) {
  propagation_ = std::move(outcome);
  QHash<QString, QString> badges;
  for (auto it = propagation_->shardings.begin(); it != propagation_->shardings.end(); ++it)
    badges.insert(it.key(), propagation_->userAnnotated.contains(it.key()) ? QStringLiteral("✎ ") + *it : *it);
  baselinePane_->view()->setNodeBadges(badges);
  const QString summary = tr("propagation: %1 of %2 baseline instructions sharded, %3 changes, %4 conflicts")
                              .arg(propagation_->shardings.size())
                              .arg(pair_ ? pair_->baseline->entryComputation().instructions.size() : 0)
                              .arg(propagation_->changes)
                              .arg(propagation_->conflicts);
  statusText_->setText(summary);
  log(summary);
  if (propagation_->shardings.isEmpty()) log(tr("  the baseline has no sharding annotations to propagate from"));
  emit propagationFinished();
}

void MainWindow::showNumeric(NumericOutcome outcome) {
  numeric_ = std::move(outcome);
  statusText_->setText(numeric_->summary);
  log(numeric_->summary);
  for (const QString& line : numeric_->details) log(QStringLiteral("  ") + line);
  refreshNodeStates();
  refreshFrontier();
  emit numericFinished();
}

void MainWindow::refreshNodeStates() {
  // A verification with a trace is drawn at the player's step (the last one unless the
  // user stepped back).
  if (verification_ && timeline_->hasTrace()) {
    timeline_->applyStates();
    return;
  }
  const NodeStates states = composeNodeStates(verification_, numeric_, counterparts_);
  baselinePane_->view()->setNodeStates(states.baseline);
  distributedPane_->view()->setNodeStates(states.distributed);
}

void MainWindow::refreshFrontier() {
  QList<FrontierItem> items;
  if (numeric_ && !numeric_->firstDivergence.isEmpty()) {
    FrontierItem divergence;
    divergence.instruction = numeric_->firstDivergence;
    if (pair_ && pair_->distributedIndex)
      if (const ir::Instruction* instruction = pair_->distributedIndex->instruction(divergence.instruction))
        divergence.opcode = QString::fromUtf8(instruction->opcodeText.data(), static_cast<qsizetype>(instruction->opcodeText.size()));
    divergence.sourceFile = numeric_->divergenceSourceFile;
    divergence.sourceLine = numeric_->divergenceSourceLine;
    divergence.reason = tr("numeric: first divergence") + (numeric_->divergenceNote.isEmpty() ? QString() : QStringLiteral(" — ") + numeric_->divergenceNote);
    items << divergence;
  }
  if (verification_) items << verification_->frontier;
  frontier_->setItems(items);
  frontierDock_->setWindowTitle(items.isEmpty() ? tr("Frontier") : tr("Frontier (%1)").arg(items.size()));
  if (!items.isEmpty()) frontierDock_->raise();
}

}  // namespace shardscope::gui
