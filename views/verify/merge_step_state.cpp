#include "views/verify/merge_step_state.h"

#include <algorithm>
#include <utility>

namespace shardscope::views {

void MergeStepState::reset(const MergeTimeline* timeline, const QStringList& distributed, const QHash<QString, QString>& frontierCounterparts) {
  timeline_ = timeline;
  step_ = -1;
  distributedNames_ = timeline ? timeline->subjects() : QStringList();
  baselineNames_ = timeline ? timeline->baselines() : QStringList();
  extraDistributed_.clear();
  extraBaseline_.clear();
  for (const QString& name : distributed) {
    if ((timeline && timeline->subjectId(name) >= 0) || extraDistributed_.contains(name)) continue;
    extraDistributed_.insert(name, static_cast<int>(distributedNames_.size()));
    distributedNames_.push_back(name);
  }
  const auto distributedCount = distributedNames_.size();
  latestDerived_.fill(-1, distributedCount);
  frontierSteps_.fill(0, distributedCount);
  frontierCounterpart_.fill(-1, distributedCount);
  for (auto it = frontierCounterparts.constBegin(); it != frontierCounterparts.constEnd(); ++it) {
    const int subject = distributedIndex(it.key());
    if (subject < 0 || it.value().isEmpty()) continue;
    int counterpart = baselineIndex(it.value());
    if (counterpart < 0) {
      counterpart = static_cast<int>(baselineNames_.size());
      extraBaseline_.insert(it.value(), counterpart);
      baselineNames_.push_back(it.value());
    }
    frontierCounterpart_[subject] = counterpart;
  }
  baselineJoins_.fill(0, baselineNames_.size());
  baselineFrontiers_.fill(0, baselineNames_.size());
  distributedTouched_.fill(false, distributedCount);
  baselineTouched_.fill(false, baselineNames_.size());
  changes_ = {};
}

int MergeStepState::distributedIndex(const QString& name) const {
  const int id = timeline_ ? timeline_->subjectId(name) : -1;
  return id >= 0 ? id : extraDistributed_.value(name, -1);
}

int MergeStepState::baselineIndex(const QString& name) const {
  const int id = timeline_ ? timeline_->baselineId(name) : -1;
  return id >= 0 ? id : extraBaseline_.value(name, -1);
}

NodeState MergeStepState::distributedState(int index) const {
  if (index < 0 || index >= latestDerived_.size()) return NodeState::None;
  if (frontierSteps_[index] > 0) return NodeState::Frontier;
  return latestDerived_[index] >= 0 ? NodeState::Verified : NodeState::Unverified;
}

NodeState MergeStepState::baselineState(int index) const {
  if (index < 0 || index >= baselineJoins_.size()) return NodeState::None;
  if (baselineFrontiers_[index] > 0) return NodeState::Frontier;
  return baselineJoins_[index] > 0 ? NodeState::Verified : NodeState::None;
}

QString MergeStepState::badge(int distributedIndex) const {
  if (distributedIndex < 0 || distributedIndex >= latestDerived_.size() || latestDerived_[distributedIndex] < 0) return {};
  return timeline_->step(latestDerived_[distributedIndex]).shortRelation;
}

QHash<QString, NodeState> MergeStepState::distributedStates() const {
  QHash<QString, NodeState> states;
  states.reserve(distributedNames_.size());
  for (int i = 0; i < distributedNames_.size(); ++i) states.insert(distributedNames_[i], distributedState(i));
  return states;
}

QHash<QString, NodeState> MergeStepState::baselineStates() const {
  QHash<QString, NodeState> states;
  for (int i = 0; i < baselineNames_.size(); ++i)
    if (const NodeState state = baselineState(i); state != NodeState::None) states.insert(baselineNames_[i], state);
  return states;
}

QHash<QString, QString> MergeStepState::badges() const {
  QHash<QString, QString> badges;
  for (int i = 0; i < distributedNames_.size(); ++i)
    if (const QString text = badge(i); !text.isEmpty()) badges.insert(distributedNames_[i], text);
  return badges;
}

MergeStepState::Changes MergeStepState::takeChanges() {
  for (int index : changes_.distributed) distributedTouched_[index] = false;
  for (int index : changes_.baseline) baselineTouched_[index] = false;
  return std::exchange(changes_, {});
}

void MergeStepState::moveTo(int step) {
  if (!timeline_) return;
  step = std::clamp(step, -1, timeline_->size() - 1);
  while (step_ < step) apply(++step_);
  while (step_ > step) undo(step_--);
}

void MergeStepState::touchDistributed(int index) {
  if (distributedTouched_[index]) return;
  distributedTouched_[index] = true;
  changes_.distributed.push_back(index);
}

void MergeStepState::touchBaseline(int index) {
  if (baselineTouched_[index]) return;
  baselineTouched_[index] = true;
  changes_.baseline.push_back(index);
}

void MergeStepState::joinBaseline(int index, int delta) {
  baselineJoins_[index] += delta;
  touchBaseline(index);
}

void MergeStepState::apply(int index) {
  const MergeTimelineStep& step = timeline_->step(index);
  const int subject = step.subjectId;
  if (subject < 0) return;
  switch (step.kind) {
    case MergeTimelineStep::Kind::RelationDerived:
      touchDistributed(subject);
      latestDerived_[subject] = index;
      if (step.baselineId >= 0) joinBaseline(step.baselineId, +1);
      for (int other : step.otherBaselineIds) joinBaseline(other, +1);
      break;
    case MergeTimelineStep::Kind::Frontier:
      touchDistributed(subject);
      ++frontierSteps_[subject];
      if (const int counterpart = frontierCounterpart_[subject]; counterpart >= 0) {
        ++baselineFrontiers_[counterpart];
        touchBaseline(counterpart);
      }
      break;
    case MergeTimelineStep::Kind::Other:
      break;
  }
}

void MergeStepState::undo(int index) {
  const MergeTimelineStep& step = timeline_->step(index);
  const int subject = step.subjectId;
  if (subject < 0) return;
  switch (step.kind) {
    case MergeTimelineStep::Kind::RelationDerived:
      touchDistributed(subject);
      latestDerived_[subject] = step.previousDerivedStep;
      if (step.baselineId >= 0) joinBaseline(step.baselineId, -1);
      for (int other : step.otherBaselineIds) joinBaseline(other, -1);
      break;
    case MergeTimelineStep::Kind::Frontier:
      touchDistributed(subject);
      --frontierSteps_[subject];
      if (const int counterpart = frontierCounterpart_[subject]; counterpart >= 0) {
        --baselineFrontiers_[counterpart];
        touchBaseline(counterpart);
      }
      break;
    case MergeTimelineStep::Kind::Other:
      break;
  }
}

}  // namespace shardscope::views
