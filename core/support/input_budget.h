#pragma once
// Whole-input memory budgets (issue 21 finding 3). Every per-item cap (2^20 devices per
// replica group list, per sharding, ...) still lets a small file multiply items into
// gigabytes, so one load, and one analysis, also has a budget for the whole input: each
// place that allocates by a size taken from the input charges that size here first, and
// refuses with a message (the caller positions it) once the total would pass the limit.
//
// The budget of the running load or analysis is installed per thread by a scope, so
// parsers deep in the call tree charge it without a parameter on every function.
#include <cstdint>
#include <stdexcept>
#include <string>

namespace shardscope {

enum class BudgetItem {
  DeviceIds,       // device ids expanded from compact forms: iota replica groups, meshes, tile assignments
  RelationCells,   // verify: per-device relation entries (devices x (rank + 1) per value)
  TraceEvents,     // propagate: trace steps kept for the GUI and --trace
};

struct BudgetLimits {
  // 2^24 ids: 128 MiB as int64 (a real module's thousand distinct tile assignments of
  // 16k devices fit), 16 distinct 2^20-device forms: refused in a fraction of a second,
  // where 2^26 took 1.4 s in Release and a minute in the fuzz build to expand first.
  std::int64_t deviceIds = std::int64_t{1} << 24;
  // 2^28 cells: 2 GiB of relation entries (2048 devices x rank 3 x 32,000 values).
  std::int64_t relationCells = std::int64_t{1} << 28;
  // 2^22 events: about 1 GiB of trace (an event holds four strings and its details).
  std::int64_t traceEvents = std::int64_t{1} << 22;
};

class InputBudget {
 public:
  explicit InputBudget(BudgetLimits limits = {}) : limits_(limits) {}

  // Adds `amount` of `item`; false (nothing added, `error` says what and how much) when
  // the total would pass the limit. Negative amounts are refused too.
  bool charge(BudgetItem item, std::int64_t amount, std::string* error);
  std::int64_t used(BudgetItem item) const { return used_[index(item)]; }
  std::int64_t limit(BudgetItem item) const;

 private:
  static int index(BudgetItem item) { return static_cast<int>(item); }
  BudgetLimits limits_;
  std::int64_t used_[3] = {0, 0, 0};
};

// The budget of the current thread's load or analysis (nullptr outside one).
InputBudget* currentInputBudget();
// Charges the current budget, if any (true when there is none).
bool chargeInputBudget(BudgetItem item, std::int64_t amount, std::string* error);

// Thrown where a refusal cannot be returned (a trace event being added): its message is
// the budget's.
struct BudgetExceeded : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Installs `budget` (or a fresh one) for this thread until destroyed; nested scopes
// keep the outer budget, so a load inside an analysis counts against the analysis.
class InputBudgetScope {
 public:
  explicit InputBudgetScope(BudgetLimits limits = {});
  ~InputBudgetScope();
  InputBudgetScope(const InputBudgetScope&) = delete;
  InputBudgetScope& operator=(const InputBudgetScope&) = delete;
  InputBudget& budget() { return *active_; }

 private:
  InputBudget own_;
  InputBudget* active_ = nullptr;
  bool installed_ = false;
};

}  // namespace shardscope
