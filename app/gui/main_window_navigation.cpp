// Moving around the pair: selection sync between the two graphs, the properties pane,
// source linking both ways, search, and jumps from the frontier list.
#include "gui/main_window.h"

#include "gui/frontier_model.h"
#include "gui/graph_pane.h"
#include "gui/instruction_properties.h"
#include "gui/module_index.h"
#include "views/graph/graph_view.h"
#include "views/properties/properties_view.h"
#include "views/source/source_view.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>

namespace shardscope::gui {
namespace {

// Source files over this size are not shown (untrusted input; a source file is small).
constexpr qint64 kMaxSourceBytes = 8 << 20;

QString sideName(Side side) { return side == Side::Baseline ? QStringLiteral("baseline") : QStringLiteral("distributed"); }
Side otherSide(Side side) { return side == Side::Baseline ? Side::Distributed : Side::Baseline; }

QString matchName(CounterpartFinder::Match match) {
  switch (match) {
    case CounterpartFinder::Match::Verifier: return QStringLiteral("paired by the verifier");
    case CounterpartFinder::Match::SameName: return QStringLiteral("same name");
    case CounterpartFinder::Match::Metadata: return QStringLiteral("same op_name, opcode and source line");
    case CounterpartFinder::Match::Nearby: return QStringLiteral("none; the nearest related instruction's");
    case CounterpartFinder::Match::None: break;
  }
  return QStringLiteral("none found");
}

// What the other view shows for a selection without a counterpart of its own, in words.
QString nearbyText(Side side, const CounterpartFinder::Counterpart& nearby) {
  return QStringLiteral("%1, the counterpart of its %2 %3 (%4 edge(s) away in the %5 program)")
      .arg(nearby.name, nearby.relation, nearby.via)
      .arg(nearby.distance)
      .arg(sideName(side));
}

// Makes the other view follow a selection: its counterpart, else the nearest related
// instruction's counterpart, else nothing selected (never the previous selection).
// Returns what it shows, for the status line.
CounterpartFinder::Counterpart followInOtherView(const MainWindow& window, Side side, const QString& name) {
  CounterpartFinder::Counterpart shown = window.counterparts().find(side, name);
  if (shown.name.isEmpty()) shown = window.counterparts().nearestRelated(side, name);
  views::GraphView* other = window.graphView(otherSide(side));
  if (shown.name.isEmpty()) other->clearSelection();
  else if (other->selectedInstruction() != shown.name) other->selectInstruction(shown.name, true);
  return shown;
}

}  // namespace

void MainWindow::selectInstruction(Side side, const QString& name) {
  if (!pair_) return;
  // The view's echo of this selection is ignored; the panes follow once, here.
  syncingSelection_ = true;
  graphView(side)->selectInstruction(name, true);
  syncingSelection_ = false;
  onInstructionSelected(side, name);
}

void MainWindow::followStepSubject(Side side, const QString& name) {
  if (!pair_) return;
  syncingSelection_ = true;
  graphView(side)->selectInstruction(name, true);
  syncingSelection_ = false;
  onInstructionSelected(side, name, false);
}

QString MainWindow::selectedInstruction(Side side) const { return graphView(side)->selectedInstruction(); }

void MainWindow::onInstructionSelected(Side side, const QString& name, bool announce) {
  if (syncingSelection_ || !pair_) return;
  syncingSelection_ = true;
  activeSide_ = side;
  const CounterpartFinder::Counterpart counterpart = followInOtherView(*this, side, name);
  syncingSelection_ = false;
  showProperties(side, name);
  showSourceFor(side, name);
  if (announce) emit instructionSelected(side, name);
  if (counterpart.name.isEmpty())
    statusText_->setText(tr("%1: %2 has no counterpart in the %3 program, nor has anything within %4 edges of it: nothing is selected there")
                             .arg(sideName(side), name, sideName(otherSide(side)))
                             .arg(CounterpartFinder::kMaxRelatedDistance));
  else if (counterpart.match == CounterpartFinder::Match::Nearby)
    statusText_->setText(tr("%1: %2 has no counterpart; the %3 view shows %4")
                             .arg(sideName(side), name, sideName(otherSide(side)), nearbyText(side, counterpart)));
  else
    statusText_->setText(tr("%1: %2 ↔ %3 (%4)").arg(sideName(side), name, counterpart.name, matchName(counterpart.match)));
  markChanged();
}

void MainWindow::showProperties(Side side, const QString& name) {
  const auto& index = side == Side::Baseline ? pair_->baselineIndex : pair_->distributedIndex;
  if (!index || !index->contains(name)) {
    properties_->clear();
    return;
  }
  const ir::Computation* computation = index->computationOf(name);
  QVector<views::PropertyRow> rows = describeInstruction(*index, name, computation ? &counterparts_.usersOf(side, computation) : nullptr);
  const QString pairing = QStringLiteral("Pairing");
  const CounterpartFinder::Counterpart counterpart = counterparts_.find(side, name);
  rows.append({pairing, QStringLiteral("counterpart"), counterpart.name.isEmpty() ? QStringLiteral("—") : counterpart.name});
  rows.append({pairing, QStringLiteral("matched by"), matchName(counterpart.match)});
  if (counterpart.name.isEmpty()) {
    const CounterpartFinder::Counterpart nearby = counterparts_.nearestRelated(side, name);
    rows.append({pairing, QStringLiteral("%1 view shows").arg(sideName(otherSide(side))),
                 nearby.name.isEmpty() ? tr("nothing: no instruction within %1 edges has a counterpart").arg(CounterpartFinder::kMaxRelatedDistance)
                                       : nearbyText(side, nearby)});
  }
  if (verification_) {
    const QString distributedName = side == Side::Distributed ? name : counterpart.name;
    const auto status = verification_->instructions.find(distributedName);
    if (status != verification_->instructions.end()) {
      rows.append({pairing, QStringLiteral("verified"), status->verified ? QStringLiteral("yes") : QStringLiteral("no")});
      if (!status->relation.isEmpty()) rows.append({pairing, QStringLiteral("relation"), status->relation});
    }
    for (const FrontierItem& item : verification_->frontier)
      if (item.instruction == distributedName) rows.append({pairing, QStringLiteral("frontier"), item.reason});
  }
  if (propagation_ && side == Side::Baseline && propagation_->shardings.contains(name))
    rows.append({pairing, QStringLiteral("propagated sharding"), propagation_->shardings.value(name)});
  properties_->showProperties(QStringLiteral("%1 · %2").arg(sideName(side), name), std::move(rows));
}

void MainWindow::showSourceFor(Side side, const QString& name) {
  const auto& index = side == Side::Baseline ? pair_->baselineIndex : pair_->distributedIndex;
  const SourceLocation location = index ? index->sourceOf(name) : SourceLocation{};
  if (!location.isValid()) {
    source_->showMessage(tr("%1 has no source location in its metadata.").arg(name));
    sourceRecordedFile_.clear();
    return;
  }
  if (location.file != sourceRecordedFile_ || !source_->hasSource()) {
    const QString modulePath = side == Side::Baseline ? pair_->baselinePath : pair_->distributedPath;
    const SourceLookup lookup = locateSourceFile(location.file, QFileInfo(modulePath).absolutePath(), sourceRoot_, pair_->sourceCopies);
    QFile file(lookup.path);
    if (lookup.path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
      source_->showMessage(tr("%1:%2 was not found here. Looked in: %3. Set a source root (Edit ▸ Source Root) to map recorded paths.")
                               .arg(location.file)
                               .arg(location.line)
                               .arg(lookup.tried.join(QStringLiteral(", "))));
      sourceRecordedFile_.clear();
      return;
    }
    if (file.size() > kMaxSourceBytes) {
      source_->showMessage(tr("%1 is %2 bytes, over the %3-byte limit of the source pane.").arg(lookup.path).arg(file.size()).arg(kMaxSourceBytes));
      sourceRecordedFile_.clear();
      return;
    }
    source_->setSource(lookup.path, QString::fromUtf8(file.readAll()));
    sourceRecordedFile_ = location.file;
    QList<int> lines = pair_->baselineIndex->linesOf(location.file);
    if (pair_->distributedIndex) lines += pair_->distributedIndex->linesOf(location.file);
    source_->setMarkedLines(lines);
  }
  // The same line again (a step to the next instruction of one source line) moves nothing.
  if (source_->currentLine() != location.line) source_->setCurrentLine(location.line);
}

void MainWindow::highlightSourceLine(int line) {
  baselineHighlight_.clear();
  distributedHighlight_.clear();
  if (pair_ && line > 0 && !sourceRecordedFile_.isEmpty()) {
    baselineHighlight_ = pair_->baselineIndex->instructionsAt(sourceRecordedFile_, line);
    if (pair_->distributedIndex) distributedHighlight_ = pair_->distributedIndex->instructionsAt(sourceRecordedFile_, line);
  }
  baselinePane_->view()->highlightInstructions(baselineHighlight_);
  distributedPane_->view()->highlightInstructions(distributedHighlight_);
}

void MainWindow::hoverSourceLine(int line) {
  // Leaving the text returns to the clicked line's instructions, if any.
  highlightSourceLine(line > 0 ? line : pinnedSourceLine_);
  if (line > 0)
    statusText_->setText(tr("line %1 produced %2 baseline and %3 distributed instruction(s)")
                             .arg(line)
                             .arg(baselineHighlight_.size())
                             .arg(distributedHighlight_.size()));
}

void MainWindow::activateSourceLine(int line) {
  pinnedSourceLine_ = line;
  highlightSourceLine(line);
  const QStringList& onActiveSide = activeSide_ == Side::Baseline ? baselineHighlight_ : distributedHighlight_;
  const QStringList& onOtherSide = activeSide_ == Side::Baseline ? distributedHighlight_ : baselineHighlight_;
  statusText_->setText(tr("line %1 produced %2 baseline and %3 distributed instruction(s)")
                           .arg(line)
                           .arg(baselineHighlight_.size())
                           .arg(distributedHighlight_.size()));
  // Bring the line's first instruction into view (its group expands), keeping the line.
  const QString target = !onActiveSide.isEmpty() ? onActiveSide.front() : (!onOtherSide.isEmpty() ? onOtherSide.front() : QString());
  if (target.isEmpty()) return;
  const Side side = !onActiveSide.isEmpty() ? activeSide_ : otherSide(activeSide_);
  selectInstruction(side, target);
  source_->setCurrentLine(line);
  highlightSourceLine(line);
}

int MainWindow::find(const QString& query) {
  if (findEdit_->text() != query) findEdit_->setText(query);
  const QString trimmed = query.trimmed();
  if (!pair_ || trimmed.isEmpty()) {
    search_.clear();
    findStatus_->clear();
    return 0;
  }
  const QString first = search_.reset(trimmed, graphView(activeSide_)->findInstructions(trimmed));
  findStatus_->setText(search_.describe());
  if (!first.isEmpty()) selectInstruction(activeSide_, first);
  else statusText_->setText(tr("no instruction matches “%1” in the %2 program").arg(trimmed, sideName(activeSide_)));
  return static_cast<int>(search_.matches().size());
}

void MainWindow::findNext() {
  if (search_.matches().isEmpty()) {
    if (!findEdit_->text().trimmed().isEmpty()) find(findEdit_->text());
    return;
  }
  const Side side = activeSide_;
  selectInstruction(side, search_.next());
  activeSide_ = side;
  findStatus_->setText(search_.describe());
}

void MainWindow::findPrevious() {
  if (search_.matches().isEmpty()) return;
  const Side side = activeSide_;
  selectInstruction(side, search_.previous());
  activeSide_ = side;
  findStatus_->setText(search_.describe());
}

void MainWindow::jumpToFrontierRow(const QModelIndex& index) {
  if (!index.isValid() || !pair_) return;
  const QString name = index.data(FrontierModel::InstructionRole).toString();
  if (name.isEmpty()) return;
  selectInstruction(Side::Distributed, name);
}

}  // namespace shardscope::gui
