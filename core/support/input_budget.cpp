#include "support/input_budget.h"

namespace shardscope {
namespace {

thread_local InputBudget* current = nullptr;

const char* itemName(BudgetItem item) {
  switch (item) {
    case BudgetItem::DeviceIds: return "device ids of replica groups and tile assignments";
    case BudgetItem::RelationCells: return "per-device relation entries";
    case BudgetItem::TraceEvents: return "trace events";
  }
  return "items";
}

}  // namespace

std::int64_t InputBudget::limit(BudgetItem item) const {
  switch (item) {
    case BudgetItem::DeviceIds: return limits_.deviceIds;
    case BudgetItem::RelationCells: return limits_.relationCells;
    case BudgetItem::TraceEvents: return limits_.traceEvents;
  }
  return 0;
}

bool InputBudget::charge(BudgetItem item, std::int64_t amount, std::string* error) {
  std::int64_t& used = used_[index(item)];
  std::int64_t total = 0;
  if (amount < 0 || __builtin_add_overflow(used, amount, &total) || total > limit(item)) {
    if (error)
      *error = "the input needs more than " + std::to_string(limit(item)) + " " + itemName(item) + " in all (" +
               std::to_string(used) + " so far, " + std::to_string(amount) + " more here): over the memory budget of one load or analysis";
    return false;
  }
  used = total;
  return true;
}

InputBudget* currentInputBudget() { return current; }

bool chargeInputBudget(BudgetItem item, std::int64_t amount, std::string* error) {
  return current ? current->charge(item, amount, error) : true;
}

InputBudgetScope::InputBudgetScope(BudgetLimits limits) : own_(limits) {
  if (current) {
    active_ = current;
  } else {
    active_ = &own_;
    current = &own_;
    installed_ = true;
  }
}

InputBudgetScope::~InputBudgetScope() {
  if (installed_) current = nullptr;
}

}  // namespace shardscope
