#pragma once
// Why an instruction got its sharding, and what would have given another one (issue 20
// item 6): where our answer differs from XLA's or Shardy's, the explanation names the
// rule that gave ours (with the chain of changes back to a user sharding) and every rule
// of ours that gives the expected sharding - refused during the run (a trace conflict),
// or proposed from the final shardings of the instruction's operands and users.
#include "ir/module.h"
#include "propagation/sharding_propagation.h"
#include "sharding/hlo_sharding.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::propagation {

struct ExplanationStep {
  std::string instruction;
  std::string computation;  // empty for the entry
  std::string rule;         // the rule table's name; "user" for a sharding the user wrote
  std::string meaning;      // the rule table's one-line meaning
  std::string direction;    // forward (from an operand), backward (from a user), linked, user
  std::string source;       // the operand, user or linked instruction it came from
  std::string sharding;     // what the instruction got
  int level = -1;
  std::size_t event = 0;    // index of the trace event (user shardings: none)
};

struct ExplanationCandidate {
  std::string rule;
  std::string meaning;
  std::string direction;  // forward or backward
  std::string source;     // the operand or user whose sharding the rule read
  std::string how;        // "refused during the run: ..." or "proposed from the final shardings"
};

struct ShardingExplanation {
  std::string instruction;
  std::string computation;
  std::optional<std::string> ours;  // null: no sharding
  std::string expected;
  bool agrees = false;
  bool userAnnotated = false;
  std::string rule;     // the instruction's own row of the rule table (e.g. opaque)
  std::string meaning;
  // What gave ours: the instruction's last change, then the change of its source that it
  // read, and so on back to a user sharding (bounded; a cycle stops it).
  std::vector<ExplanationStep> ours_chain;
  std::vector<ExplanationCandidate> theirs;  // rules of ours that give the expected sharding
};

// `result` must come from `propagateShardings(module, options)` with options.recordChanges.
ShardingExplanation explainSharding(const ir::Module& module, const PropagationResult& result,
                                    const PropagationOptions& options, ir::ComputationId computation,
                                    ir::InstructionId instruction, const sharding::HloSharding& expected);

// The explanation as lines a user reads.
std::string formatExplanation(const ShardingExplanation& explanation);

}  // namespace shardscope::propagation
