#include "gui/workbench_link.h"

#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/collective_badges.h"
#include "gui/main_window.h"
#include "gui/propagation_step_link.h"
#include "views/graph/graph_view.h"
#include "views/graph/stage_palette.h"

#include <QDockWidget>
#include <QAction>
#include <QScrollArea>

namespace shardscope::gui {

WorkbenchLink::WorkbenchLink(MainWindow* window)
    : QObject(window), window_(window), workbench_(new annotate::AnnotateWorkbench(window)) {
  workbench_->setObjectName(QStringLiteral("annotateWorkbench"));
  // In a scroll area, so the workbench's editors never force the bottom docks taller
  // than the graphs can spare.
  auto* scroll = new QScrollArea(window_);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(workbench_);
  dock_ = window_->addAnalysisDock(scroll, tr("Sharding workbench"));
  // Edit > Undo / Redo and their keys are the window's (shortcut_map.h), acting on the
  // annotations from any focus; the workbench's own buttons keep no key, which would make
  // Ctrl+Z ambiguous inside it.
  window_->addUndoStack(workbench_->undoStack());
  for (QAction* local : {workbench_->undoAction(), workbench_->redoAction()}) local->setShortcuts({});
  connect(window_, &MainWindow::pairLoaded, this, &WorkbenchLink::onPairLoaded);
  connect(workbench_, &annotate::AnnotateWorkbench::annotationsChanged, this, &WorkbenchLink::onAnnotationsChanged);
  connect(workbench_, &annotate::AnnotateWorkbench::collectiveEdgesChanged, this, &WorkbenchLink::onCollectivesChanged);
  connect(workbench_, &annotate::AnnotateWorkbench::pipelineStagesChanged, this, &WorkbenchLink::onStagesChanged);
  steps_ = new PropagationStepLink(window_, workbench_);
  // The tensor list and the graphs select together, both ways: a selection in either view
  // (a click, a search, a step) becomes the workbench's tensor (the baseline instruction
  // the baseline view shows), and a tensor picked in the list is selected in the graphs.
  connect(window_, &MainWindow::instructionSelected, this, [this](Side side, const QString& name) {
    const QString tensor = side == Side::Baseline ? name : window_->graphView(Side::Baseline)->selectedInstruction();
    if (!tensor.isEmpty()) workbench_->selectInstruction(tensor);
  });
  connect(workbench_, &annotate::AnnotateWorkbench::instructionSelected, this, [this](const QString& name) {
    if (window_->graphView(Side::Baseline)->selectedInstruction() != name) window_->selectInstruction(Side::Baseline, name);
  });
}

void WorkbenchLink::onCollectivesChanged() {
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  if (!baseline) return;
  const auto plan = workbench_->plan();
  baseline->setEdgeBadges(plan ? annotate::collectiveBadges(*plan) : QList<views::EdgeBadge>{});
}

void WorkbenchLink::onStagesChanged(const QHash<QString, int>& stageOf, int stages) {
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  if (!baseline) return;
  QHash<QString, QColor> tints;
  for (auto it = stageOf.constBegin(); it != stageOf.constEnd(); ++it) tints.insert(it.key(), views::stageColor(it.value()));
  QList<QPair<QString, QColor>> legend;
  for (int s = 0; s < stages; ++s) legend.push_back({tr("stage %1").arg(s), views::stageColor(s)});
  steps_->setBaseTints(tints, legend);  // under a propagation step's tints, if one is shown
}

void WorkbenchLink::onPairLoaded() {
  const auto& pair = window_->pair();
  if (!pair || !pair->baseline) return;
  workbench_->setModule(pair->baseline);
  // A restored session's annotations live in the window until the pair is loaded.
  const session::Session current = window_->currentSession();
  // An empty mesh in the session means the user never set one: keep the workbench's.
  workbench_->restoreAnnotations(current.mesh.shape.empty() ? workbench_->mesh() : current.mesh, current.userShardings);
}

void WorkbenchLink::onAnnotationsChanged() {
  if (pushing_) return;
  pushing_ = true;
  window_->setMesh(workbench_->mesh());
  window_->setUserShardings(workbench_->userShardings());
  pushing_ = false;
}

}  // namespace shardscope::gui
