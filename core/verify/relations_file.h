#pragma once
// The relations file (`verify --relations FILE`, and what the GUI edits): overrides of
// the parameter and output relations, as GSPMD sharding text.
//
//   {
//     "parameters": { "0": "{devices=[1,2]0,1}", "layers.0.mlp.up_proj.weight": "{replicated}" },
//     "output": "{devices=[1,2]0,1}"            // or a list, one per tuple element
//   }
//
// Parameters are named by number or by name. Anything else is an error with a position.

#include "sharding/hlo_sharding.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::verify {

struct RelationsFile {
  std::map<std::string, sharding::HloSharding> parameters;  // key: number or name
  std::vector<sharding::HloSharding> output;                // empty: none given
  // 1-based line and column of each parameter's sharding, for errors found on pairing.
  std::map<std::string, std::pair<int, int>> parameterPositions;
};

// Throws VerifyInputError ("relations:LINE:COL: error: ...") for malformed input.
RelationsFile parseRelationsFile(const std::string& json);

}  // namespace shardscope::verify
