#pragma once
// The pictures of one frontier instruction: its neighbourhood in the distributed program
// (operands two levels back, direct users; verified green, frontier red, unverified
// grey, each with its relation), and the neighbourhood of its operands' baseline
// counterparts (what the rules related them to, and the baseline ops that use them).

#include "ir/module.h"
#include "report/graph_picture.h"
#include "report/neighbourhood.h"
#include "verify/verifier.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace shardscope::report {

// A module's entry computation with its user lists, computed once per report.
struct ProgramGraph {
  explicit ProgramGraph(const ir::Module& module) : entry(module.entryComputation()), users(entry.users()) {}
  const ir::Computation& entry;
  std::vector<std::vector<ir::InstructionId>> users;
};

struct NeighbourhoodPicture {
  GraphPicture picture;
  std::size_t omitted = 0;  // instructions within reach left out by the node cap
};

// The node cap of one picture.
inline constexpr std::size_t kMaxPictureNodes = 60;

NeighbourhoodPicture distributedNeighbourhoodPicture(const ProgramGraph& distributed, ir::InstructionId frontierInstruction,
                                                     const verify::VerifyResult& verification, const std::set<std::string>& frontierNames);

// nullopt when none of the frontier instruction's operands has a baseline counterpart.
std::optional<NeighbourhoodPicture> baselineNeighbourhoodPicture(const ProgramGraph& distributed, const ProgramGraph& baseline,
                                                                 ir::InstructionId frontierInstruction,
                                                                 const verify::VerifyResult& verification);

}  // namespace shardscope::report
