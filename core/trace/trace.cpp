#include "trace/trace.h"

namespace shardscope::trace {

const std::string* TraceEvent::detail(const std::string& key) const {
  for (const auto& [k, v] : details)
    if (k == key) return &v;
  return nullptr;
}

TraceEvent& Trace::add(TraceEvent event) {
  events_.push_back(std::move(event));
  return events_.back();
}

}  // namespace shardscope::trace
