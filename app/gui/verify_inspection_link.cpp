#include "gui/verify_inspection_link.h"

#include "gui/main_window.h"
#include "gui/source_locator.h"
#include "numeric/numeric_report.h"
#include "verify/frontier_explanation.h"
#include "verify/layout_explanation.h"
#include "verify/verifier.h"
#include "views/verify/frontier_explainer.h"
#include "views/verify/rank_heatmap.h"
#include "views/verify/rank_heatmap_model.h"
#include "views/verify/relation_inspector.h"

#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QScrollArea>

#include <algorithm>

namespace shardscope::gui {

namespace {

// Source files are untrusted too: a line past these limits is not shown.
constexpr qint64 kMaxSourceBytes = qint64{64} << 20;
constexpr int kMaxSourceLine = 10'000'000;

QDockWidget* dockInScrollArea(MainWindow* window, QWidget* widget, const QString& title) {
  // In a scroll area, so the views never force the bottom docks taller than the graphs can spare.
  auto* scroll = new QScrollArea(window);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(widget);
  return window->addAnalysisDock(scroll, title);
}

const ir::Instruction* findInstruction(const ir::Module* module, const QString& name) {
  if (!module || module->entry < 0) return nullptr;
  const ir::Computation& entry = module->entryComputation();
  const ir::InstructionId id = entry.find(name.toStdString());
  return id < 0 ? nullptr : &entry.instructions[id];
}

}  // namespace

VerifyInspectionLink::VerifyInspectionLink(MainWindow* window)
    : QObject(window), window_(window), inspector_(new views::RelationInspector), explainer_(new views::FrontierExplainer) {
  inspectorDock_ = dockInScrollArea(window_, inspector_, tr("Relation inspector"));
  inspectorDock_->setObjectName(QStringLiteral("relationInspectorDock"));
  frontierDock_ = dockInScrollArea(window_, explainer_, tr("Frontier explained"));
  frontierDock_->setObjectName(QStringLiteral("frontierExplainedDock"));
  connect(window_, &MainWindow::pairLoaded, this, &VerifyInspectionLink::onPairLoaded);
  connect(window_, &MainWindow::instructionSelected, this, &VerifyInspectionLink::onInstructionSelected);
  connect(window_, &MainWindow::verificationFinished, this, &VerifyInspectionLink::onVerificationFinished);
  connect(window_, &MainWindow::numericFinished, this, &VerifyInspectionLink::onNumericFinished);
  connect(explainer_, &views::FrontierExplainer::entryChosen, this,
          [this](const QString& name) { window_->selectInstruction(Side::Distributed, name); });
}

void VerifyInspectionLink::onPairLoaded() {
  inspector_->showMessage(tr("Verify the pair (F5), then select a distributed instruction to see how it relates to the baseline."));
  explainer_->setEntries({}, tr("Verify the pair (F5): a failed verification's frontier is explained here."));
  explainer_->heatmap()->showMessage(tr("Run the numeric check (F7) to see the errors per rank."));
}

void VerifyInspectionLink::onInstructionSelected(Side side, const QString& name) {
  if (side == Side::Distributed) {
    inspect(name);
    explainer_->showEntry(name);
    return;
  }
  const QString counterpart = window_->counterparts().find(Side::Baseline, name).name;
  if (counterpart.isEmpty()) {
    inspector_->showMessage(tr("baseline %%1 has no counterpart in the distributed program").arg(name));
    return;
  }
  inspect(counterpart);
}

void VerifyInspectionLink::inspect(const QString& name) {
  const auto& pair = window_->pair();
  const auto& verification = window_->verification();
  if (!pair || !pair->baseline || !pair->distributed) {
    inspector_->showMessage(tr("Open a baseline and a distributed program to relate them."));
    return;
  }
  if (!verification || !verification->result) {
    inspector_->showMessage(tr("Verify the pair (F5) to see how %%1 relates to the baseline.").arg(name));
    return;
  }
  const verify::VerifyResult& result = *verification->result;
  const auto status = result.instructions.find(name.toStdString());
  const ir::Instruction* in = findInstruction(pair->distributed.get(), name);
  if (status == result.instructions.end() || !in) {
    inspector_->showMessage(tr("%%1 is not an instruction of the distributed entry computation").arg(name));
    return;
  }
  const ir::Instruction* counterpart = findInstruction(pair->baseline.get(), QString::fromStdString(status->second.baselineCounterpart));
  std::optional<verify::LayoutExplanation> layout;
  if (status->second.rule == "layout-bijection") layout = verify::explainLayout(*pair->baseline, *pair->distributed, result, in->name);
  inspector_->setSummary(views::summarizeRelation(
      name, QString::fromStdString(in->shape.toString(false)), status->second,
      counterpart ? QString::fromStdString(counterpart->shape.toString(false)) : QString(),
      counterpart && counterpart->shape.isArray() ? counterpart->shape.dims : std::vector<int64_t>{}, layout,
      QString::fromStdString(verify::ruleMeaning(status->second.rule))));
}

void VerifyInspectionLink::onVerificationFinished() {
  const auto& pair = window_->pair();
  const auto& verification = window_->verification();
  if (!pair || !pair->baseline || !pair->distributed || !verification || !verification->result) return;
  const verify::VerifyResult& result = *verification->result;
  QList<views::FrontierDetails> entries;
  for (const verify::FrontierEntry& entry : result.frontier) {
    views::FrontierDetails details =
        views::frontierDetailsFrom(verify::explainFrontierEntry(*pair->baseline, *pair->distributed, result, entry));
    if (details.sourceLine > 0) details.sourceText = sourceLineText(details.sourceFile, details.sourceLine, &details.sourceNote);
    entries.append(std::move(details));
  }
  explainer_->setEntries(entries, verification->equivalent ? tr("Equivalent: every value relates to the baseline, so there is no frontier.")
                                                           : tr("Not verified, but the verifier reported no frontier entry."));
  const QString selected = window_->selectedInstruction(Side::Distributed);
  if (!selected.isEmpty()) inspect(selected);
  else inspector_->showMessage(tr("Select a distributed instruction to see how it relates to the baseline."));
}

void VerifyInspectionLink::onNumericFinished() {
  const auto& numeric = window_->numeric();
  if (!numeric || !numeric->result) return;
  const QString title = numeric->summary + (numeric->firstDivergence.isEmpty() ? QString() : tr("; first divergence %%1").arg(numeric->firstDivergence));
  explainer_->heatmap()->setEvidence(title, rankErrorRows(*numeric->result));
}

QList<views::RankErrorRow> VerifyInspectionLink::rankErrorRows(const numeric::NumericCheckResult& result) {
  // The first divergence keeps its own errors rank by rank (core/numeric), so its row
  // shows true figures, not only pass/fail marks.
  return views::numericEvidenceRows(result);
}

QString VerifyInspectionLink::sourceLineText(const QString& recordedFile, int line, QString* note) const {
  const auto& pair = window_->pair();
  const QString moduleFolder = pair ? QFileInfo(pair->distributedPath).absolutePath() : QString();
  const SourceLookup lookup =
      locateSourceFile(recordedFile, moduleFolder, SourceRootMapping::parse(window_->sourceRoot()), pair ? pair->sourceCopies : QHash<QString, QString>());
  if (lookup.path.isEmpty()) {
    *note = tr("%1 not found; tried %2").arg(recordedFile, lookup.tried.join(QStringLiteral(", ")));
    return {};
  }
  QFile file(lookup.path);
  if (line > kMaxSourceLine || !file.open(QIODevice::ReadOnly)) {
    *note = tr("cannot read line %1 of %2").arg(line).arg(lookup.path);
    return {};
  }
  // Long lines arrive in chunks; a line counts once its newline (or the end) is read.
  qint64 read = 0;
  int current = 1;
  QByteArray text;
  while (!file.atEnd() && read <= kMaxSourceBytes) {
    const QByteArray chunk = file.readLine(1 << 16);
    if (chunk.isEmpty()) break;
    read += chunk.size();
    if (current == line && text.size() < (1 << 16)) text += chunk;
    if (!chunk.endsWith('\n')) continue;
    if (current == line) break;
    ++current;
  }
  if (current == line && !text.isEmpty()) return QString::fromUtf8(text).trimmed();
  *note = tr("%1 has fewer than %2 lines").arg(lookup.path).arg(line);
  return {};
}

}  // namespace shardscope::gui
