#pragma once
// How each distributed entry parameter lies over the devices, as the verifier reads it
// (verify/verifier.cpp, parameter relations): the relations file's "parameters" entry
// (by number or by name) wins over the parameter's sharding=, which wins over
// replicated. The numeric check cuts its inputs by these, so a program written without
// sharding annotations runs with the relations file that describes it, and both engines
// start from the same premise.

#include "ir/module.h"
#include "sharding/hlo_sharding.h"
#include "support/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

struct ParameterShardings {
  std::vector<sharding::HloSharding> byNumber;  // one per distributed entry parameter
  // A malformed file, or a "parameters" key that names no parameter of the program:
  // positioned in the file, whose name the caller knows (`file` is "relations").
  std::optional<Diagnostic> error;
};

// `relationsJson` empty: the annotations alone.
ParameterShardings distributedParameterShardings(const ir::Module& distributed, const std::string& relationsJson);

}  // namespace shardscope::numeric
