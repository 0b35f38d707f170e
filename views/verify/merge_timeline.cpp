#include "views/verify/merge_timeline.h"

#include <algorithm>
#include <climits>

namespace shardscope::views {

namespace {
QString qs(const std::string& text) { return QString::fromStdString(text); }
}  // namespace

MergeTimeline::MergeTimeline(std::shared_ptr<const trace::Trace> trace) : trace_(std::move(trace)) {
  if (!trace_) return;
  const int count = static_cast<int>(std::min<std::size_t>(trace_->size(), static_cast<std::size_t>(INT_MAX / 2)));
  steps_.resize(count);
  derivedStep_.reserve(count);
  for (int k = 0; k < count; ++k) {
    const trace::TraceEvent& event = trace_->at(static_cast<std::size_t>(k));
    MergeTimelineStep& step = steps_[k];
    step.subject = qs(event.subject);
    if (event.kind == verify::kRelationDerivedEvent) {
      step.kind = MergeTimelineStep::Kind::RelationDerived;
      const verify::MergeStep details = verify::readMergeStep(event);
      step.baseline = qs(details.baseline);
      step.shortRelation = qs(details.shortRelation);
      step.eclass = details.eclass;
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
