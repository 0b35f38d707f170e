#pragma once
// Shared by the strategy files: the two builders of a case, and the final checks
// (a requested bug must have found its site).

#include "zoo/bug_injector.h"
#include "zoo/graph_builder.h"
#include "zoo/zoo_case.h"

#include <string>

namespace shardscope::zoo {

// Module names: "<strategy>_baseline" (no num_partitions) and "<strategy>_spmd".
GraphBuilder baselineBuilder(const CaseSpec& spec);
GraphBuilder distributedBuilder(const CaseSpec& spec);
BugInjector injectorFor(const CaseSpec& spec);
// Moves the record into the case; throws ZooError when a requested bug found no site in
// its layer (the configuration has no such instruction, e.g. one head per device).
void recordBug(ZooCase& zooCase, const BugInjector& injector);

}  // namespace shardscope::zoo
