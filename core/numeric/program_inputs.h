#pragma once
// The inputs of one check: the baseline's entry parameters drawn from the seed (or given:
// a pair directory's recorded inputs), and each device's distributed parameters cut from
// them by the distributed parameter's sharding (DESIGN.md: parameters pair by index, no
// sharding means replicated), or by the given shardings (parameter_shardings.h: a
// relations file's, one per distributed parameter).

#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/value.h"
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <vector>

namespace shardscope::numeric {

struct ProgramInputs {
  std::vector<Value> baseline;                 // by parameter number
  std::vector<std::vector<Value>> perDevice;   // [device][parameter number]
};

// Throws InterpretError (positioned at the distributed parameter) when the parameter
// lists differ or a sharding does not turn the baseline shape into the declared
// per-device shape.
// `shardings` empty: each distributed parameter's sharding=.
ProgramInputs makeProgramInputs(const ir::Module& baseline, const ir::Module& distributed, int64_t numDevices, uint64_t seed,
                                ElementBudget& budget, const std::vector<sharding::HloSharding>& shardings = {});
// The same on given baseline parameters (global shapes, by parameter number) instead of
// seeded ones: each must be an array of its parameter's element type and dims (values
// are taken as they are, already in that type), else InterpretError positioned at the
// baseline parameter. The per-device tiles are admitted to `budget`.
ProgramInputs makeProgramInputs(const ir::Module& baseline, const ir::Module& distributed, int64_t numDevices,
                                std::vector<Value> baselineInputs, ElementBudget& budget,
                                const std::vector<sharding::HloSharding>& shardings = {});

// The number of devices the distributed program runs on (num_partitions x replicas).
int64_t deviceCount(const ir::Module& distributed);

}  // namespace shardscope::numeric
