#pragma once
// What the graphs show at step k of a verification: distributed instructions related at
// or before k are verified (with their relation as a badge), the others unverified, the
// frontier's once its events are reached; baseline instructions some related value
// joined are verified. Moving between steps applies or undoes only the steps in between,
// on arrays indexed by the timeline's dense ids (no name is hashed while stepping), so a
// step costs what changed, not the program's size: a jump across the whole 10^5-event
// trace of llama3.1-405b replays it in about a millisecond, which is why there are no
// checkpoints (bench_trace_player's BM_StepStateScrub).
#include "views/graph/node_state.h"
#include "views/verify/merge_timeline.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace shardscope::views {

class MergeStepState {
 public:
  // `distributed`: every distributed instruction (they start unverified);
  // `frontierCounterparts`: a frontier instruction's baseline counterpart, if any.
  void reset(const MergeTimeline* timeline, const QStringList& distributed, const QHash<QString, QString>& frontierCounterparts);
  // -1: before the first step.
  void moveTo(int step);
  int step() const { return step_; }

  // Dense indices. Distributed: the timeline's subjects() first (so a step's subjectId is
  // its index here), then the other instructions given to reset(). Baseline: the
  // timeline's baselines() first, then frontier counterparts no step related.
  const QStringList& distributedNames() const { return distributedNames_; }
  const QStringList& baselineNames() const { return baselineNames_; }
  int distributedIndex(const QString& name) const;
  int baselineIndex(const QString& name) const;
  NodeState distributedState(int index) const;
  NodeState baselineState(int index) const;  // None: no related value joined it yet
  QString badge(int distributedIndex) const;  // the relation's short form; empty when unrelated

  // The whole state as maps by name, built on each call (O(program)): for tests and
  // whole redraws, never for a step. Baseline states and badges hold only the
  // instructions that have one.
  QHash<QString, NodeState> distributedStates() const;
  QHash<QString, NodeState> baselineStates() const;
  QHash<QString, QString> badges() const;

  // The indices whose state may have changed since reset() or the last call, each once,
  // so a view redraws only those; the call forgets them.
  struct Changes {
    QVector<int> distributed;
    QVector<int> baseline;
  };
  Changes takeChanges();

 private:
  void apply(int step);
  void undo(int step);
  void touchDistributed(int index);
  void touchBaseline(int index);
  void joinBaseline(int index, int delta);  // a related value joins (+1) or leaves (-1) it

  const MergeTimeline* timeline_ = nullptr;
  int step_ = -1;
  QStringList distributedNames_;
  QStringList baselineNames_;
  QHash<QString, int> extraDistributed_;  // names after the timeline's subjects
  QHash<QString, int> extraBaseline_;
  // By distributed index.
  QVector<int> latestDerived_;           // the latest applied relation-derived step, -1 none
  QVector<int> frontierSteps_;           // applied frontier steps naming it
  QVector<int> frontierCounterpart_;     // baseline index of its counterpart, -1 none
  // By baseline index.
  QVector<int> baselineJoins_;           // applied related values that joined it
  QVector<int> baselineFrontiers_;       // applied frontier steps naming it as counterpart
  // Changes since the last takeChanges(): a flag per index and the flagged indices.
  QVector<bool> distributedTouched_, baselineTouched_;
  Changes changes_;
};

}  // namespace shardscope::views
