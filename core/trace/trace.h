#pragma once
// The trace is the common currency between engines and the GUI (DESIGN.md): every
// engine returns its result and an ordered list of events that the GUI's one trace
// player steps through. An event names what happened to which subject and by which
// rule; engine-specific data travels as ordered key/value details (text.h: a detail an
// engine repeats in every event is shared, not copied).

#include "trace/text.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::trace {

struct TraceEvent {
  std::string kind;     // e.g. "sharding-changed", "eclass-merged", "conflict", "frontier"
  std::string subject;  // what changed: an instruction name, an e-class id, a node
  std::string rule;     // the rule that fired, as named in the engine's rule table
  std::string message;  // one line a user can read
  std::vector<std::pair<Text, Text>> details;

  const std::string* detail(const std::string& key) const;
};

class Trace {
 public:
  TraceEvent& add(TraceEvent event);
  const std::vector<TraceEvent>& events() const { return events_; }
  std::size_t size() const { return events_.size(); }
  bool empty() const { return events_.empty(); }
  const TraceEvent& at(std::size_t index) const { return events_.at(index); }

 private:
  std::vector<TraceEvent> events_;
};

}  // namespace shardscope::trace
