#include "gui/verify_timeline_link.h"

#include "gui/main_window.h"
#include "views/graph/graph_style.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"
#include "views/verify/eclass_view.h"
#include "views/verify/explanation_view.h"
#include "views/verify/merge_timeline_view.h"
#include "views/widgets/one_line_label.h"

#include <QDockWidget>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include <utility>

namespace shardscope::gui {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

QWidget* captioned(const QString& caption, QWidget* content, QWidget* parent) {
  auto* box = new QWidget(parent);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(caption.toHtmlEscaped()), box);
  layout->addWidget(label);
  layout->addWidget(content, 1);
  return box;
}

}  // namespace

VerifyTimelineLink::VerifyTimelineLink(MainWindow* window) : QObject(window), window_(window) {
  auto* content = new QWidget(window_);
  content->setObjectName(QStringLiteral("verificationSteps"));
  player_ = new views::TracePlayer(content);
  player_->setObjectName(QStringLiteral("verificationPlayer"));
  player_->setShortcutScope(content);  // the keys work wherever the focus is in the dock
  // Sized without laying its text out: the summary changes with every step (issue 23).
  summary_ = new views::OneLineLabel(content);
  summary_->setObjectName(QStringLiteral("stepSummary"));
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  timelineView_ = new views::MergeTimelineView(content);
  eclassView_ = new views::EClassView(content);
  explanationView_ = new views::ExplanationView(content);

  auto* splitter = new QSplitter(Qt::Horizontal, content);
  splitter->setChildrenCollapsible(false);
  splitter->addWidget(captioned(tr("E-class merge timeline"), timelineView_, splitter));
  splitter->addWidget(captioned(tr("E-class members"), eclassView_, splitter));
  splitter->addWidget(captioned(tr("Why are these equal?"), explanationView_, splitter));
  splitter->setSizes({620, 330, 650});
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addWidget(player_);
  layout->addWidget(summary_);
  layout->addWidget(splitter, 1);
  dock_ = window_->addAnalysisDock(content, tr("Verification steps"));
  dock_->setObjectName(QStringLiteral("verificationStepsDock"));

  connect(player_, &views::TracePlayer::currentStepChanged, this, &VerifyTimelineLink::onStep);
  connect(timelineView_, &views::MergeTimelineView::stepActivated, player_, &views::TracePlayer::setCurrentStep);
  connect(window_, &MainWindow::instructionSelected, this, &VerifyTimelineLink::onInstructionSelected);
  connect(explanationView_, &views::ExplanationView::stepActivated, this, [this](int step) {
    keepExplanation_ = true;
    player_->setCurrentStep(step);
    keepExplanation_ = false;
  });
  connect(explanationView_, &views::ExplanationView::instructionsActivated, this, &VerifyTimelineLink::explainFromClick);
  connect(eclassView_, &views::EClassView::memberActivated, this, [this](bool baseline, const QString& instruction, int step) {
    keepClass_ = true;
    if (step >= 0) player_->setCurrentStep(step);
    else window_->selectInstruction(baseline ? Side::Baseline : Side::Distributed, instruction);
    keepClass_ = false;
  });
  if (views::GraphView* distributed = window_->graphView(Side::Distributed))
    connect(distributed, &views::GraphView::layoutFinished, this, &VerifyTimelineLink::updateBadges);
  connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible) refreshDockViews();
  });
}

void VerifyTimelineLink::setVerification(const VerificationOutcome* outcome) {
  timelineView_->setTimeline(nullptr);
  // With no verification a new module is about to replace the views' badges anyway.
  if (!outcome) shownBadges_.clear();
  explanationView_->clear();
  eclassView_->clear();
  timeline_ = outcome ? views::MergeTimeline(outcome->trace) : views::MergeTimeline();
  QStringList distributed;
  QHash<QString, QString> frontierCounterparts;
  if (outcome) {
    distributed = outcome->instructions.keys();
    for (const FrontierItem& item : outcome->frontier)
      frontierCounterparts.insert(item.instruction, window_->counterparts().find(Side::Distributed, item.instruction).name);
  }
  state_.reset(&timeline_, distributed, frontierCounterparts);
  redrawAll_ = true;
  focusPending_ = false;
  reserveBadges();
  timelineView_->setTimeline(&timeline_);
  quiet_ = true;
  player_->setStepCount(timeline_.size(), timeline_.size() - 1);  // the final state, as the verdict says
  quiet_ = false;
  if (timeline_.isEmpty()) {
    refreshDockViews();
    summary_->setText(outcome ? tr("The verification recorded no steps.") : QString());
  }
}

void VerifyTimelineLink::reserveBadges() {
  // Widest as drawn, not by characters ("Σ{0,1}" vs "D1+0"): a badge wider than the room
  // kept for it lays the picture out again, and that re-layout lands with no step to
  // centre, leaving the pane on the picture's corner after a scrub (issue 23).
  const views::GraphStyle& style = views::GraphStyle::instance();
  QHash<QString, QString> widest;
  QHash<QString, double> widestPixels;
  for (int k = 0; k < timeline_.size(); ++k) {
    const views::MergeTimelineStep& step = timeline_.step(k);
    if (step.kind != views::MergeTimelineStep::Kind::RelationDerived || step.shortRelation.isEmpty()) continue;
    const double pixels = style.textWidth(style.detail, step.shortRelation);
    double& room = widestPixels[step.subject];
    if (pixels > room) {
      room = pixels;
      widest[step.subject] = step.shortRelation;
    }
  }
  window_->graphView(Side::Distributed)->reserveNodeBadges(widest);
}

void VerifyTimelineLink::mapStateToViews() {
  views::GraphView* distributed = window_->graphView(Side::Distributed);
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  distributedNodeOfState_.resize(state_.distributedNames().size());
  for (int i = 0; i < distributedNodeOfState_.size(); ++i) distributedNodeOfState_[i] = distributed->nodeIndex(state_.distributedNames()[i]);
  baselineNodeOfState_.resize(state_.baselineNames().size());
  for (int i = 0; i < baselineNodeOfState_.size(); ++i) baselineNodeOfState_[i] = baseline->nodeIndex(state_.baselineNames()[i]);
  divergenceNode_[static_cast<int>(Side::Baseline)] = divergenceNode_[static_cast<int>(Side::Distributed)] = -1;
  const std::optional<NumericOutcome>& numeric = window_->numeric();
  if (numeric && !numeric->firstDivergence.isEmpty()) {
    divergenceNode_[static_cast<int>(Side::Distributed)] = distributed->nodeIndex(numeric->firstDivergence);
    const QString counterpart = window_->counterparts().find(Side::Distributed, numeric->firstDivergence).name;
    divergenceNode_[static_cast<int>(Side::Baseline)] = counterpart.isEmpty() ? -1 : baseline->nodeIndex(counterpart);
  }
}

// The numeric check's first divergence stays drawn over whatever a step says (the same
// rule as overlayNumericDivergence, by node index).
views::NodeState VerifyTimelineLink::withDivergence(Side side, int node, views::NodeState state) const {
  if (node < 0 || node != divergenceNode_[static_cast<int>(side)]) return state;
  return views::nodeStateUrgency(views::NodeState::NumericDivergence) > views::nodeStateUrgency(state) ? views::NodeState::NumericDivergence : state;
}

void VerifyTimelineLink::applyStates() {
  state_.takeChanges();  // all of it is drawn now
  redrawAll_ = false;
  mapStateToViews();
  QVector<views::NodeStateUpdate> distributed, baseline;
  distributed.reserve(distributedNodeOfState_.size());
  for (int i = 0; i < distributedNodeOfState_.size(); ++i)
    if (const int node = distributedNodeOfState_[i]; node >= 0)
      distributed.push_back({node, withDivergence(Side::Distributed, node, state_.distributedState(i))});
  for (int i = 0; i < baselineNodeOfState_.size(); ++i)
    if (const int node = baselineNodeOfState_[i]; node >= 0)
      baseline.push_back({node, withDivergence(Side::Baseline, node, state_.baselineState(i))});
  // A divergence no step names is drawn too.
  for (Side side : {Side::Baseline, Side::Distributed})
    if (const int node = divergenceNode_[static_cast<int>(side)]; node >= 0)
      (side == Side::Baseline ? baseline : distributed).push_back({node, views::NodeState::NumericDivergence});
  window_->graphView(Side::Baseline)->setNodeStatesAt(baseline);
  window_->graphView(Side::Distributed)->setNodeStatesAt(distributed);
  updateBadges();
}

void VerifyTimelineLink::applyStepChanges() {
  const views::MergeStepState::Changes changes = state_.takeChanges();
  QVector<views::NodeStateUpdate> distributed, baseline;
  distributed.reserve(changes.distributed.size());
  baseline.reserve(changes.baseline.size());
  for (int index : changes.distributed)
    if (const int node = distributedNodeOfState_.value(index, -1); node >= 0)
      distributed.push_back({node, withDivergence(Side::Distributed, node, state_.distributedState(index))});
  for (int index : changes.baseline)
    if (const int node = baselineNodeOfState_.value(index, -1); node >= 0)
      baseline.push_back({node, withDivergence(Side::Baseline, node, state_.baselineState(index))});
  window_->graphView(Side::Baseline)->updateNodeStatesAt(baseline);
  window_->graphView(Side::Distributed)->updateNodeStatesAt(distributed);
  updateBadges();
}

void VerifyTimelineLink::updateBadges() {
  views::GraphView* view = window_->graphView(Side::Distributed);
  // Only the nodes on screen: the others' badges would only be measured for nothing
  // (their boxes have room for them anyway, reserveBadges).
  QHash<QString, QString> badges;
  if (hasTrace())
    for (const QString& name : view->visibleInstructions())
      if (const QString badge = state_.badge(state_.distributedIndex(name)); !badge.isEmpty()) badges.insert(name, badge);
  if (badges == shownBadges_) return;
  shownBadges_ = badges;
  view->setNodeBadges(badges);
}

QString VerifyTimelineLink::stepSummary() const {
  const int step = player_->currentStep();
  if (step < 0 || step >= timeline_.size()) return {};
  const views::MergeTimelineStep& s = timeline_.step(step);
  const verify::MergeStep details = timeline_.details(step);
  const QString prefix = tr("Step %1 of %2: ").arg(step + 1).arg(timeline_.size());
  switch (s.kind) {
    case views::MergeTimelineStep::Kind::RelationDerived:
      return prefix + tr("%%1 joined e-class e%2 (baseline %%3) as %4 by rule %5 — %6")
                          .arg(s.subject)
                          .arg(s.eclass)
                          .arg(s.baseline, qs(details.relation), qs(details.rule), qs(details.meaning));
    case views::MergeTimelineStep::Kind::Frontier:
      return prefix + tr("frontier: %%1 (%2): %3%4")
                          .arg(s.subject, qs(details.opcode), qs(details.reason),
                               details.sourceFile.empty() ? QString()
                                                          : tr(" — at %1:%2").arg(qs(details.sourceFile)).arg(details.sourceLine));
    case views::MergeTimelineStep::Kind::Other:
      break;
  }
  return prefix + qs(timeline_.event(step).message);
}

void VerifyTimelineLink::onStep(int step) {
  state_.moveTo(step);
  // A new trace (or none) is drawn whole at once: the window draws other states over it.
  if (redrawAll_) applyStates();
  else scheduleRedraw();
  dockViewsPending_ = true;
  classPending_ = !keepClass_;
  explanationPending_ = !keepExplanation_;
  // The dock's own views only when on screen (the e-class members alone were ~5% of a
  // step on the 10^5-event trace); refreshDockViews catches up when it shows.
  if (dock_->isVisible()) refreshDockViews();
  if (step < 0 || step >= timeline_.size()) return;
  if (!quiet_) {
    collectHighlights(step);
    focusPending_ = true;
    scheduleRedraw();
  }
}

void VerifyTimelineLink::refreshDockViews() const {
  if (!dockViewsPending_) return;
  dockViewsPending_ = false;
  const int step = player_->currentStep();
  timelineView_->setCurrentStep(step);
  summary_->setText(stepSummary());
  const bool inTrace = step >= 0 && step < timeline_.size();
  if (inTrace && std::exchange(classPending_, false)) eclassView_->showClassOfStep(timeline_, step);
  if (inTrace && std::exchange(explanationPending_, false) && !timeline_.step(step).subject.isEmpty())
    explanationView_->explain(&timeline_, timeline_.step(step).subject);
  classPending_ = explanationPending_ = false;
}

void VerifyTimelineLink::scheduleRedraw() {
  if (redrawPending_) return;
  redrawPending_ = true;
  QMetaObject::invokeMethod(this, &VerifyTimelineLink::redrawGraphs, Qt::QueuedConnection);
}

void VerifyTimelineLink::redrawGraphs() {
  if (!redrawPending_) return;
  redrawPending_ = false;
  ++graphRedraws_;
  if (redrawAll_) applyStates();
  else applyStepChanges();
  const int step = player_->currentStep();
  if (std::exchange(focusPending_, false) && step >= 0 && step < timeline_.size()) focusStep(step);
}

void VerifyTimelineLink::collectHighlights(int step) {
  const views::MergeTimelineStep& s = timeline_.step(step);
  const verify::MergeStep details = timeline_.details(step);
  QString baseline = s.baseline;
  if (baseline.isEmpty() && s.kind == views::MergeTimelineStep::Kind::Frontier)
    baseline = window_->counterparts().find(Side::Distributed, s.subject).name;
  QStringList distributedNodes{s.subject}, baselineNodes;
  if (!baseline.isEmpty()) baselineNodes << baseline;
  for (const std::string& member : details.classMembers) baselineNodes << qs(member);
  for (const verify::MergeOperand& operand : details.operands) {
    distributedNodes << qs(operand.name);
    if (!operand.baseline.empty()) baselineNodes << qs(operand.baseline);
  }
  baselineNodes.removeDuplicates();
  distributedHighlight_ = distributedNodes;
  baselineHighlight_ = baselineNodes;
  focusBaseline_ = baseline;
}

void VerifyTimelineLink::focusStep(int step) {
  views::GraphView* distributedView = window_->graphView(Side::Distributed);
  views::GraphView* baselineView = window_->graphView(Side::Baseline);
  distributedView->highlightInstructions(distributedHighlight_);
  baselineView->highlightInstructions(baselineHighlight_);
  // Through the window, so the properties, the source pane and the baseline follow the
  // step (the baseline view shows the nearest related instruction, or nothing, when the
  // subject has no counterpart: never the previous step's). Not announced as a
  // selection: the relation inspector's rich text per step was most of a step's cost.
  if (const QString& subject = timeline_.step(step).subject; !subject.isEmpty()) window_->followStepSubject(Side::Distributed, subject);
  if (!focusBaseline_.isEmpty() && baselineView->selectedInstruction() != focusBaseline_) baselineView->selectInstruction(focusBaseline_, true);
}

void VerifyTimelineLink::explainFromClick(const QString& distributed, const QString& baseline) {
  // Nodes without a step of their own (uniform values) are still selected in both views.
  if (!distributed.isEmpty() && timeline_.derivedStep(distributed) < 0 && timeline_.frontierStep(distributed) < 0) {
    keepExplanation_ = true;
    window_->selectInstruction(Side::Distributed, distributed);
    keepExplanation_ = false;
    if (!baseline.isEmpty()) window_->graphView(Side::Baseline)->selectInstruction(baseline, true);
  }
}

void VerifyTimelineLink::onInstructionSelected(Side side, const QString& name) {
  if (!hasTrace() || name.isEmpty()) return;
  refreshDockViews();  // the step's views first; this selection's class and chain go over them
  const QString distributed = side == Side::Distributed ? name : window_->counterparts().find(Side::Baseline, name).name;
  if (!distributed.isEmpty() && !keepExplanation_) explanationView_->explain(&timeline_, distributed);
  if (!keepClass_) showClassOf(side, name);
}

void VerifyTimelineLink::showClassOf(Side side, const QString& name) {
  if (side == Side::Distributed) {
    const int step = timeline_.derivedStep(name);
    if (step >= 0) eclassView_->showClassOfStep(timeline_, step);
    else eclassView_->clear();
    return;
  }
  const qint64 eclass = timeline_.classOfBaseline(name);
  const QList<int> steps = timeline_.stepsInClass(eclass);
  if (eclass < 0 || steps.isEmpty()) {
    eclassView_->clear();
    return;
  }
  eclassView_->showClassOfStep(timeline_, steps.front());
}

}  // namespace shardscope::gui
