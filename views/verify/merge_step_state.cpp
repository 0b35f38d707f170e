#include "views/verify/merge_step_state.h"

#include <algorithm>
#include <utility>

namespace shardscope::views {

void MergeStepState::reset(const MergeTimeline* timeline, const QStringList& distributed, const QHash<QString, QString>& frontierCounterparts) {
  timeline_ = timeline;
  frontierCounterparts_ = frontierCounterparts;
  step_ = -1;
  distributed_.clear();
  distributed_.reserve(distributed.size());
  for (const QString& name : distributed) distributed_.insert(name, NodeState::Unverified);
  baseline_.clear();
  badges_.clear();
  baselineJoins_.clear();
  baselineFrontiers_.clear();
  changes_ = {};
}

MergeStepState::Changes MergeStepState::takeChanges() { return std::exchange(changes_, {}); }

void MergeStepState::moveTo(int step) {
  if (!timeline_) return;
  step = std::clamp(step, -1, timeline_->size() - 1);
  while (step_ < step) apply(++step_);
  while (step_ > step) undo(step_--);
}

void MergeStepState::settleBaseline(const QString& name) {
  changes_.baseline.insert(name);
  if (baselineFrontiers_.value(name) > 0) baseline_.insert(name, NodeState::Frontier);
  else if (baselineJoins_.value(name) > 0) baseline_.insert(name, NodeState::Verified);
  else baseline_.remove(name);
}

void MergeStepState::apply(int index) {
  const MergeTimelineStep& step = timeline_->step(index);
  if (step.kind != MergeTimelineStep::Kind::Other) changes_.distributed.insert(step.subject);
  switch (step.kind) {
    case MergeTimelineStep::Kind::RelationDerived:
      distributed_.insert(step.subject, NodeState::Verified);
      badges_.insert(step.subject, step.shortRelation);
      if (!step.baseline.isEmpty()) {
        ++baselineJoins_[step.baseline];
        settleBaseline(step.baseline);
      }
      break;
    case MergeTimelineStep::Kind::Frontier:
      distributed_.insert(step.subject, NodeState::Frontier);
      if (const QString counterpart = frontierCounterparts_.value(step.subject); !counterpart.isEmpty()) {
        ++baselineFrontiers_[counterpart];
        settleBaseline(counterpart);
      }
      break;
    case MergeTimelineStep::Kind::Other:
      break;
  }
}

void MergeStepState::undo(int index) {
  const MergeTimelineStep& step = timeline_->step(index);
  if (step.kind != MergeTimelineStep::Kind::Other) changes_.distributed.insert(step.subject);
  switch (step.kind) {
    case MergeTimelineStep::Kind::RelationDerived:
      distributed_.insert(step.subject, NodeState::Unverified);
      badges_.remove(step.subject);
      if (!step.baseline.isEmpty()) {
        --baselineJoins_[step.baseline];
        settleBaseline(step.baseline);
      }
      break;
    case MergeTimelineStep::Kind::Frontier:
      {
        // Usually never related; a ROOT related the wrong way was, by an earlier step.
        const int derived = timeline_->derivedStep(step.subject);
        distributed_.insert(step.subject, derived >= 0 && derived < index ? NodeState::Verified : NodeState::Unverified);
      }
      if (const QString counterpart = frontierCounterparts_.value(step.subject); !counterpart.isEmpty()) {
        --baselineFrontiers_[counterpart];
        settleBaseline(counterpart);
      }
      break;
    case MergeTimelineStep::Kind::Other:
      break;
  }
}

}  // namespace shardscope::views
