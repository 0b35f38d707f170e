#include "views/verify/merge_timeline.h"

#include <algorithm>
#include <climits>

namespace shardscope::views {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

int intern(const QString& name, QStringList& names, QHash<QString, int>& ids) {
  if (const auto it = ids.constFind(name); it != ids.constEnd()) return it.value();
  const int id = static_cast<int>(names.size());
  ids.insert(name, id);
  names.push_back(name);
  return id;
}

}  // namespace

MergeTimeline::MergeTimeline(std::shared_ptr<const trace::Trace> trace) : trace_(std::move(trace)) {
  if (!trace_) return;
  const int count = static_cast<int>(std::min<std::size_t>(trace_->size(), static_cast<std::size_t>(INT_MAX / 2)));
  steps_.resize(count);
  derivedStep_.reserve(count);
  subjectIds_.reserve(count);
  for (int k = 0; k < count; ++k) {
    const trace::TraceEvent& event = trace_->at(static_cast<std::size_t>(k));
    MergeTimelineStep& step = steps_[k];
    step.subject = qs(event.subject);
    if (!step.subject.isEmpty()) step.subjectId = intern(step.subject, subjects_, subjectIds_);
    if (event.kind == verify::kRelationDerivedEvent) {
      step.kind = MergeTimelineStep::Kind::RelationDerived;
      const verify::MergeStep details = verify::readMergeStep(event);
      step.baseline = qs(details.baseline);
      if (!step.baseline.isEmpty()) step.baselineId = intern(step.baseline, baselines_, baselineIds_);
      for (const verify::MergeDeviceValue& value : details.deviceValues) {
        if (value.baseline.empty()) continue;
        const int id = intern(qs(value.baseline), baselines_, baselineIds_);
        if (id != step.baselineId && !step.otherBaselineIds.contains(id)) step.otherBaselineIds.push_back(id);
      }
      step.shortRelation = qs(details.shortRelation);
      step.relation = qs(details.relation);
      step.eclass = details.eclass;
      step.previousDerivedStep = derivedStep_.value(step.subject, -1);
      derivedStep_.insert(step.subject, k);
      if (step.eclass >= 0) {
        byClass_[step.eclass].push_back(k);
        for (const std::string& member : details.classMembers) classOfBaseline_.insert(qs(member), step.eclass);
      }
    } else if (event.kind == verify::kFrontierEvent) {
      step.kind = MergeTimelineStep::Kind::Frontier;
      frontierStep_.insert(step.subject, k);
      if (firstFrontier_ < 0) firstFrontier_ = k;
    }
  }
}

verify::MergeStep MergeTimeline::details(int index) const {
  if (!trace_ || index < 0 || index >= size()) return {};
  return verify::readMergeStep(event(index));
}

}  // namespace shardscope::views
