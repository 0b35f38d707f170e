#pragma once
// Iota tile assignments are kept symbolic at load (sharding/iota_devices.h): a 25 KB file
// can name 200 distinct 2^20-device assignments and load in a few MiB. An engine that
// reads every device list (propagation's tilings, the verifier's per-device relations,
// numeric's per-device values) would expand them all; this checks, before it runs, what
// that would cost against the budget of one analysis (support/input_budget.h), and says
// where the first assignment past it is, as the loader did when it expanded them itself.
#include "ir/module.h"
#include "support/diagnostic.h"
#include "support/input_budget.h"

#include <optional>
#include <string>

namespace shardscope::io {

// The first instruction (in computation order) whose symbolic tile assignments, added to
// those of the distinct shardings before it, pass `limits.deviceIds`: an error at its
// position (`file:line:col`, or `file` for a module without lines), else nullopt.
// Shardings already expanded and explicit lists are not counted (the load charged them).
std::optional<Diagnostic> checkTileAssignmentExpansion(const ir::Module& module, const std::string& fileName,
                                                       BudgetLimits limits = {});

}  // namespace shardscope::io
