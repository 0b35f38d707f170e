#pragma once
// The model zoo's entry point: resolve a request (STRATEGY[:PRESET] plus options) into
// a case spec and generate the baseline/distributed pair with its sources, returning
// the case and a trace of what was done. docs/zoo.md describes names and cases.

#include "support/cancellation.h"
#include "trace/trace.h"
#include "zoo/zoo_case.h"

namespace shardscope::zoo {

struct ZooResult {
  ZooCase zooCase;
  trace::Trace trace;
};

// Throws ZooError for an unknown strategy, preset or bug, a bug the strategy has no site
// for, or options out of range.
CaseSpec resolveZooRequest(const ZooRequest& request);

// Throws ZooError as above (also when the shapes do not split over the devices) and
// OperationCancelled when `token` is cancelled.
ZooResult generateZooCase(const ZooRequest& request, const CancellationToken& token = {},
                          const ProgressCallback& progress = {});

}  // namespace shardscope::zoo
