#pragma once
// The relations file (`verify --relations FILE`, and what the GUI edits): overrides of
// the parameter and output relations, as GSPMD sharding text.
//
//   {
//     "parameters": { "0": "{devices=[1,2]0,1}", "layers.0.mlp.up_proj.weight": "{replicated}" },
//     "output": "{devices=[1,2]0,1}",           // or a list, one per tuple element
//     "inputs": { "p1.6": {"role": "token"}, "p5.15": {"role": "world-size"},
//                 "p3": {"baseline": "p2.7"}, "lr": {"value": 0.01} },
//     "devices": 2,                              // when no header or replica group says
//     "stage": { "inputs": { "act": "add.17" },  // a pipeline stage's program (stage_program.h):
//                "output": "add.42" }           // the baseline values its inputs hold and its ROOT
//   }                                            // computes (a list for a tuple ROOT)
//
// Parameters are named by number or by name. "inputs" pairs a distributed parameter with
// a baseline one by hand, or names a distributed-only input by role or known value
// (parameter_pairing.h). Anything else is an error with a position.

#include "sharding/hlo_sharding.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::verify {

// What a distributed parameter is, given by hand.
struct InputRole {
  enum class Kind { Baseline, WorldSize, Rank, Token, Value };
  Kind kind = Kind::Baseline;
  std::string baseline;  // Kind::Baseline: a baseline parameter's name or number
  double value = 0;      // Kind::Value
  std::pair<int, int> position{1, 1};
};
const char* inputRoleName(InputRole::Kind kind);  // "baseline", "world-size", "rank", "token", "value"

// Where a stage program begins and ends in the baseline: each named distributed
// parameter holds the named baseline instruction's value, and the ROOT (or each tuple
// element) must be the named baseline instruction's.
struct StageSpec {
  struct Name {
    std::string name;
    std::pair<int, int> position{1, 1};
  };
  bool given = false;
  std::map<std::string, Name> inputs;  // key: a distributed parameter's number or name
  std::vector<Name> outputs;           // empty: found from the ROOT's metadata
};

struct RelationsFile {
  std::map<std::string, sharding::HloSharding> parameters;  // key: number or name
  std::vector<sharding::HloSharding> output;                // empty: none given
  // 1-based line and column of each parameter's sharding, for errors found on pairing.
  std::map<std::string, std::pair<int, int>> parameterPositions;
  std::map<std::string, InputRole> inputs;  // key: a distributed parameter's number or name
  int64_t devices = 0;                      // 0: none given
  StageSpec stage;
};

// Throws VerifyInputError ("relations:LINE:COL: error: ...") for malformed input.
RelationsFile parseRelationsFile(const std::string& json);

}  // namespace shardscope::verify
