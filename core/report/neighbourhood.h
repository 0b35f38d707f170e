#pragma once
// The part of a program a frontier picture shows: some centre instructions, their
// operands a few levels back and their direct users, capped so that Graphviz stays
// fast and the picture readable (PLATFORM-NOTES.md: keep graphs small).

#include "ir/computation.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace shardscope::report {

struct NeighbourhoodLimits {
  int operandLevels = 2;  // how far back through operands
  bool includeUsers = true;  // the centres' direct users
  std::size_t maxNodes = 60;
};

enum class NeighbourRole { Centre, Operand, User };

struct Neighbourhood {
  std::vector<ir::InstructionId> nodes;  // centres first, then nearer before farther
  std::vector<NeighbourRole> roles;      // parallel to nodes
  std::vector<std::pair<std::size_t, std::size_t>> edges;  // (operand, user) indices into nodes, no duplicates
  std::size_t omitted = 0;  // instructions in reach that the cap left out
};

// `users` is computation.users(), computed once by the caller. Ids out of range are
// ignored.
Neighbourhood extractNeighbourhood(const ir::Computation& computation, const std::vector<std::vector<ir::InstructionId>>& users,
                                   const std::vector<ir::InstructionId>& centres, const NeighbourhoodLimits& limits);

}  // namespace shardscope::report
