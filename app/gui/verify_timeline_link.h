#pragma once
// Docks issue 9's "Verification steps" into the main window and plays the verifier's
// merge log: the one trace player, the e-class merge timeline, the e-class view and
// "why are these equal?". At step k the graph views draw the state at step k
// (views::MergeStepState: verified with the relation as a badge, unverified, frontier),
// the step's subject is selected and centred in the distributed view (through the
// window, so the properties and source panes follow) and its baseline counterpart in the
// baseline view, and the matched nodes are highlighted in both.
//
// A step updates the step state, the timeline row, the step line, the e-class view and
// the explanation at once; the graph views are redrawn by one queued call, so a burst
// of steps (a slider drag, a held key) redraws them once, for the last position. The
// graphs are told only what changed, by node index (mapped from the step state's
// indices once per whole redraw). While the dock is not on screen (a tab behind another)
// its own views (timeline row, step line, e-class members, explanation) are brought to
// the current step when it shows, or when a caller asks for one of them, not per step.
#include "gui/counterpart_finder.h"
#include "views/verify/merge_step_state.h"
#include "views/verify/merge_timeline.h"

#include <QHash>
#include <QVector>
#include <QObject>
#include <QString>
#include <QStringList>

class QDockWidget;
class QLabel;

namespace shardscope::views {
class EClassView;
class ExplanationView;
class MergeTimelineView;
class TracePlayer;
}  // namespace shardscope::views

namespace shardscope::gui {

class MainWindow;
struct VerificationOutcome;

class VerifyTimelineLink : public QObject {
  Q_OBJECT

 public:
  // Creates the dock in `window`; both are owned by the window.
  explicit VerifyTimelineLink(MainWindow* window);

  // A new verification result (the player goes to its last step: the final state), or none.
  void setVerification(const VerificationOutcome* outcome);
  bool hasTrace() const { return !timeline_.isEmpty(); }
  // Draws the current step's node states (with the numeric divergence over them) and the
  // badges of the nodes on screen in the graph views.
  void applyStates();

  QDockWidget* dock() const { return dock_; }
  views::TracePlayer* player() const { return player_; }
  // Each brought to the current step first, if the dock was hidden while stepping.
  views::MergeTimelineView* timelineView() const { refreshDockViews(); return timelineView_; }
  views::EClassView* eclassView() const { refreshDockViews(); return eclassView_; }
  views::ExplanationView* explanationView() const { refreshDockViews(); return explanationView_; }
  // Whether the dock's own views still owe the current step an update (the dock is hidden).
  bool areDockViewsPending() const { return dockViewsPending_; }
  const views::MergeTimeline& timeline() const { return timeline_; }
  const views::MergeStepState& state() const { return state_; }
  // One line on the current step: what merged, or the frontier's reason and source line.
  QString stepSummary() const;
  // What the graph views were last given: the distributed view's badges (nodes on screen
  // only) and the nodes highlighted in each view for the current step.
  const QHash<QString, QString>& shownBadges() const { return shownBadges_; }
  QStringList highlighted(Side side) const { return side == Side::Baseline ? baselineHighlight_ : distributedHighlight_; }
  // Whether the graphs still owe the current step a redraw (it runs when the event loop
  // next turns), and how many graph redraws ran so far (a burst of steps costs one).
  bool isRedrawPending() const { return redrawPending_; }
  int graphRedraws() const { return graphRedraws_; }

 private:
  void onStep(int step);
  // The timeline row, step line, e-class members and explanation of the current step,
  // if a step was taken since they were drawn.
  void refreshDockViews() const;
  void onInstructionSelected(Side side, const QString& name);
  void showClassOf(Side side, const QString& name);
  void updateBadges();
  // Gives the distributed view room for each value's widest relation badge, so badges
  // appear step by step without changing a box's size (no layout per step).
  void reserveBadges();
  // Which graph node draws each step-state index, and the numeric divergence's nodes.
  void mapStateToViews();
  views::NodeState withDivergence(Side side, int node, views::NodeState state) const;
  void scheduleRedraw();
  void redrawGraphs();
  // Draws only what changed since the last drawing (a step or a scrub).
  void applyStepChanges();
  // The matched nodes of a step (the subject and the operands the rule used; on the
  // baseline side the class's members and the operands' baseline values).
  void collectHighlights(int step);
  void focusStep(int step);
  void explainFromClick(const QString& distributed, const QString& baseline);

  MainWindow* window_;
  QDockWidget* dock_ = nullptr;
  views::TracePlayer* player_ = nullptr;
  QLabel* summary_ = nullptr;
  views::MergeTimelineView* timelineView_ = nullptr;
  views::EClassView* eclassView_ = nullptr;
  views::ExplanationView* explanationView_ = nullptr;
  views::MergeTimeline timeline_;
  views::MergeStepState state_;
  QHash<QString, QString> shownBadges_;  // what the distributed view was last given
  QStringList baselineHighlight_, distributedHighlight_;
  QString focusBaseline_;                // the baseline node the current step selects
  QVector<int> distributedNodeOfState_;  // step-state index -> distributed view node (-1: none)
  QVector<int> baselineNodeOfState_;
  int divergenceNode_[2] = {-1, -1};     // by Side: the numeric divergence's node
  bool redrawPending_ = false;
  bool focusPending_ = false;            // the queued redraw also selects the step's nodes
  int graphRedraws_ = 0;
  bool quiet_ = false;                   // a new trace: draw its state, move no selection
  bool redrawAll_ = true;                // a new trace: the views hold another state
  bool keepExplanation_ = false;         // the step was asked for from the explanation itself
  bool keepClass_ = false;               // ... or from the e-class view
  // The dock's own views owe the current step an update; the class and explanation too
  // unless the step came from them (keepClass_, keepExplanation_).
  mutable bool dockViewsPending_ = false;
  mutable bool classPending_ = false;
  mutable bool explanationPending_ = false;
};

}  // namespace shardscope::gui
