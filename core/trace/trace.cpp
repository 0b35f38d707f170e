#include "trace/trace.h"

#include "support/input_budget.h"

namespace shardscope::trace {

const std::string* TraceEvent::detail(const std::string& key) const {
  for (const auto& [k, v] : details)
    if (k == key) return &v.str();
  return nullptr;
}

TraceEvent& Trace::add(TraceEvent event) {
  // An engine's trace grows with the input; the analysis's budget bounds it.
  std::string error;
  if (!chargeInputBudget(BudgetItem::TraceEvents, 1, &error)) throw BudgetExceeded("trace: " + error);
  events_.push_back(std::move(event));
  return events_.back();
}

}  // namespace shardscope::trace
