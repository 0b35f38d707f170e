#pragma once
// What the graphs show at step k of a verification: distributed instructions related at
// or before k are verified (with their relation as a badge), the others unverified, the
// frontier's once its events are reached; baseline instructions some related value
// joined are verified. Moving between steps applies or undoes only the steps in between,
// so stepping costs what changed, not the program's size.
#include "views/graph/node_state.h"
#include "views/verify/merge_timeline.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace shardscope::views {

class MergeStepState {
 public:
  // `distributed`: every distributed instruction (they start unverified);
  // `frontierCounterparts`: a frontier instruction's baseline counterpart, if any.
  void reset(const MergeTimeline* timeline, const QStringList& distributed, const QHash<QString, QString>& frontierCounterparts);
  // -1: before the first step.
  void moveTo(int step);
  int step() const { return step_; }

  const QHash<QString, NodeState>& distributedStates() const { return distributed_; }
  const QHash<QString, NodeState>& baselineStates() const { return baseline_; }
  const QHash<QString, QString>& badges() const { return badges_; }  // distributed instruction -> short relation

  // The instructions whose state may have changed since reset() or the last call, so a
  // view redraws only those; the call forgets them.
  struct Changes {
    QSet<QString> distributed;
    QSet<QString> baseline;
  };
  Changes takeChanges();

 private:
  void apply(int step);
  void undo(int step);
  void settleBaseline(const QString& name);

  const MergeTimeline* timeline_ = nullptr;
  int step_ = -1;
  QHash<QString, NodeState> distributed_;
  QHash<QString, NodeState> baseline_;
  QHash<QString, QString> badges_;
  QHash<QString, int> baselineJoins_;       // how many related values joined each baseline instruction so far
  QHash<QString, int> baselineFrontiers_;   // how many frontier steps so far name it as counterpart
  QHash<QString, QString> frontierCounterparts_;
  Changes changes_;
};

}  // namespace shardscope::views
