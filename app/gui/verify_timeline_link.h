#pragma once
// Docks issue 9's "Verification steps" into the main window and plays the verifier's
// merge log: the one trace player, the e-class merge timeline, the e-class view and
// "why are these equal?". At step k the graph views draw the state at step k
// (views::MergeStepState: verified with the relation as a badge, unverified, frontier),
// the step's subject is selected and centred in the distributed view and its baseline
// counterpart in the baseline view, and the matched nodes are highlighted in both.
#include "gui/counterpart_finder.h"
#include "views/verify/merge_step_state.h"
#include "views/verify/merge_timeline.h"

#include <QHash>
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
  views::MergeTimelineView* timelineView() const { return timelineView_; }
  views::EClassView* eclassView() const { return eclassView_; }
  views::ExplanationView* explanationView() const { return explanationView_; }
  const views::MergeTimeline& timeline() const { return timeline_; }
  const views::MergeStepState& state() const { return state_; }
  // One line on the current step: what merged, or the frontier's reason and source line.
  QString stepSummary() const;
  // What the graph views were last given: the distributed view's badges (nodes on screen
  // only) and the nodes highlighted in each view for the current step.
  const QHash<QString, QString>& shownBadges() const { return shownBadges_; }
  QStringList highlighted(Side side) const { return side == Side::Baseline ? baselineHighlight_ : distributedHighlight_; }

 private:
  void onStep(int step);
  void onInstructionSelected(Side side, const QString& name);
  void showClassOf(Side side, const QString& name);
  void updateBadges();
  // Draws only what changed since the last drawing (a step or a scrub).
  void applyStepChanges();
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
  bool quiet_ = false;                   // a new trace: draw its state, move no selection
  bool redrawAll_ = true;                // a new trace: the views hold another state
  bool keepExplanation_ = false;         // the step was asked for from the explanation itself
  bool keepClass_ = false;               // ... or from the e-class view
};

}  // namespace shardscope::gui
