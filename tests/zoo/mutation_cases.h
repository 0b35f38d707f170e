#pragma once
// The correct zoo pairs the mutation tests mutate (test_zoo_mutation and
// tests/verify_soundness): for every strategy, the toy model (2 devices) and the
// llama3-8b --small twin on 4 devices. The pipeline's twin runs on 2: every rank of a
// pipeline runs 2N-1 ticks of whole layers, so the numeric oracle's cost grows with N^2
// and 4 stages would take the whole time budget of these tests.

#include "ir/module.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <string>
#include <vector>

namespace shardscope::zoo_testing {

struct PairCase {
  std::string name;  // the request, e.g. "mlp-tp:llama3-8b --small --tp 4"
  ir::Module baseline;
  ir::Module distributed;
};

inline std::vector<PairCase> mutationCases() {
  std::vector<PairCase> cases;
  for (const zoo::Strategy* strategy : zoo::allStrategies())
    for (bool small : {false, true}) {
      zoo::ZooRequest request;
      request.name = std::string(strategy->name) + (small ? ":llama3-8b" : "");
      request.small = small;
      if (small) request.devices = strategy->name == "pipeline" ? 2 : 4;
      zoo::ZooResult generated = zoo::generateZooCase(request);
      // The numeric oracle pairs inputs by number: a case that pairs them by role
      // (data-parallel-mean) is left to test_verify_zoo and test_verify_pairing.
      if (!generated.zooCase.relationsJson.empty()) continue;
      std::string name = request.name;
      if (small) name += " --small --tp " + std::to_string(request.devices);
      cases.push_back({std::move(name), std::move(generated.zooCase.baseline), std::move(generated.zooCase.distributed)});
    }
  return cases;
}

}  // namespace shardscope::zoo_testing
