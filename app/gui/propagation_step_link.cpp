#include "gui/propagation_step_link.h"

#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/annotation_propagation.h"
#include "gui/main_window.h"
#include "views/graph/graph_style.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"

#include <algorithm>

namespace shardscope::gui {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

}  // namespace

QColor PropagationStepLink::changedNowColor() { return QColor(0xff, 0xa7, 0x26); }
QColor PropagationStepLink::changedEarlierColor() { return QColor(0xc8, 0xe6, 0xc9); }

PropagationStepLink::PropagationStepLink(MainWindow* window, annotate::AnnotateWorkbench* workbench)
    : QObject(window), window_(window), workbench_(workbench) {
  connect(workbench_->tracePlayer(), &views::TracePlayer::currentStepChanged, this, &PropagationStepLink::onStep);
  connect(workbench_, &annotate::AnnotateWorkbench::annotationsChanged, this, &PropagationStepLink::onAnnotationsChanged);
  if (views::GraphView* baseline = window_->graphView(Side::Baseline))
    connect(baseline, &views::GraphView::layoutFinished, this, [this] {
      if (shownStep_ >= 0) paintStep(false);  // newly drawn nodes get their tints and badges
    });
}

void PropagationStepLink::setBaseTints(const QHash<QString, QColor>& tints, const QList<QPair<QString, QColor>>& legend) {
  baseTints_ = tints;
  baseLegend_ = legend;
  if (shownStep_ >= 0) paintStep(false);
  else if (views::GraphView* baseline = window_->graphView(Side::Baseline)) baseline->setNodeTints(baseTints_, baseLegend_);
}

void PropagationStepLink::index(std::shared_ptr<const annotate::AnnotatedPropagation> propagation) {
  indexed_ = std::move(propagation);
  changes_.clear();
  reserved_ = false;
  if (!indexed_ || !indexed_->result) return;
  const auto& events = indexed_->result->trace.events();
  for (std::size_t k = 0; k < events.size(); ++k) {
    const trace::TraceEvent& event = events[k];
    if (event.kind != "sharding-changed") continue;
    const std::string* text = event.detail("new");
    changes_[qs(event.subject)].push_back({static_cast<int>(k), text ? qs(*text) : QString()});
  }
}

void PropagationStepLink::onAnnotationsChanged() {
  // The workbench propagates again in its worker; until that lands, the step on the graph
  // would show shardings of annotations that are gone (an undone one, say).
  outdated_ = true;
  wantedStep_ = -1;
  if (shownStep_ >= 0) clearStep();
}

void PropagationStepLink::onStep(int step) {
  // A new propagation announces its first step itself: it is indexed, and the graph goes
  // back to the end of propagation until the user steps.
  if (workbench_->propagation() != indexed_) {
    index(workbench_->propagation());
    outdated_ = false;
    wantedStep_ = -1;
    if (shownStep_ >= 0) clearStep();
    return;
  }
  if (outdated_) return;  // a step of the run the annotations no longer match
  wantedStep_ = step;
  scheduleRedraw();
}

void PropagationStepLink::scheduleRedraw() {
  if (redrawPending_) return;
  redrawPending_ = true;
  QMetaObject::invokeMethod(this, &PropagationStepLink::redraw, Qt::QueuedConnection);
}

void PropagationStepLink::redraw() {
  if (!redrawPending_) return;
  redrawPending_ = false;
  if (!indexed_ || !indexed_->result || wantedStep_ < 0 || static_cast<std::size_t>(wantedStep_) >= indexed_->result->trace.size()) {
    if (shownStep_ >= 0) clearStep();
    return;
  }
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  if (!reserved_) {
    // Room for each changed node's widest sharding, so badges change in place step by step.
    const views::GraphStyle& style = views::GraphStyle::instance();
    QHash<QString, QString> widest;
    for (auto it = changes_.constBegin(); it != changes_.constEnd(); ++it) {
      double room = 0;
      for (const Change& change : it.value())
        if (const double pixels = style.textWidth(style.detail, change.sharding); pixels > room) {
          room = pixels;
          widest[it.key()] = change.sharding;
        }
    }
    baseline->reserveNodeBadges(widest);
    reserved_ = true;
  }
  shownStep_ = wantedStep_;
  shownSubject_ = qs(indexed_->result->trace.at(static_cast<std::size_t>(shownStep_)).subject);
  paintStep(true);
}

const PropagationStepLink::Change* PropagationStepLink::changeAt(const QString& name, int step) const {
  const auto it = changes_.constFind(name);
  if (it == changes_.constEnd()) return nullptr;
  const QVector<Change>& list = it.value();
  auto after = std::upper_bound(list.begin(), list.end(), step, [](int s, const Change& change) { return s < change.step; });
  return after == list.begin() ? nullptr : &*(after - 1);
}

void PropagationStepLink::paintStep(bool focus) {
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  if (!baseline || shownStep_ < 0) return;
  if (focus && !shownSubject_.isEmpty() && baseline->nodeIndex(shownSubject_) >= 0) {
    // Through the window: the distributed counterpart, Properties and the workbench's
    // tensor (the Annotate pane) follow.
    if (baseline->selectedInstruction() != shownSubject_) window_->selectInstruction(Side::Baseline, shownSubject_);
    else baseline->selectInstruction(shownSubject_, true);  // centred again
  }
  QHash<QString, QColor> tints = baseTints_;
  QHash<QString, QString> badges;
  QStringList names = baseline->visibleInstructions();
  if (!shownSubject_.isEmpty()) names << shownSubject_;
  for (const QString& name : names) {
    const Change* change = changeAt(name, shownStep_);
    if (!change) continue;
    tints.insert(name, change->step == shownStep_ ? changedNowColor() : changedEarlierColor());
    badges.insert(name, change->sharding);
  }
  QList<QPair<QString, QColor>> legend = baseLegend_;
  legend.push_back({tr("changed at step %1").arg(shownStep_ + 1), changedNowColor()});
  legend.push_back({tr("sharded by an earlier step"), changedEarlierColor()});
  baseline->setNodeTints(tints, legend);
  if (badges != shownBadges_) {
    shownBadges_ = badges;
    baseline->setNodeBadges(badges);
  }
}

void PropagationStepLink::clearStep() {
  shownStep_ = -1;
  shownSubject_.clear();
  shownBadges_.clear();
  views::GraphView* baseline = window_->graphView(Side::Baseline);
  if (!baseline) return;
  baseline->setNodeTints(baseTints_, baseLegend_);
  // The window's own badges: the whole-program propagation's shardings, if it ran.
  QHash<QString, QString> badges;
  if (const auto& propagation = window_->propagation())
    for (auto it = propagation->shardings.begin(); it != propagation->shardings.end(); ++it)
      badges.insert(it.key(), propagation->userAnnotated.contains(it.key()) ? QStringLiteral("✎ ") + *it : *it);
  baseline->setNodeBadges(badges);
}

}  // namespace shardscope::gui
