#pragma once
// Where a value held under a layout bijection can be read against the baseline (used by
// every layout rule, layout_relation_rules.h): the baseline values one reshape/transpose
// route away from its anchor (back along the baseline's chain to its root, then forward
// through the baseline's reshapes and transposes of each value found), each with the
// bijection that takes it to the held value. Searched within fixed bounds per step, since
// values are untrusted and a value every layer uses has a parent per layer.

#include "verify/verify_context.h"

#include <optional>
#include <vector>

namespace shardscope::verify::rules {

// The first parents of a class (at most a fixed number).
std::vector<egraph::Id> someParents(VerifyContext& c, egraph::Id eclass);

// A reshape's or transpose's layout op; nothing for any other op.
std::optional<layout::LayoutOp> layoutOpOf(const ir::Instruction& in);

// A reshape or transpose of one array operand that keeps the element type.
bool isLayoutStep(const ir::Computation& computation, const ir::Instruction& in);

// A baseline value reached from the root of `start`'s reshape/transpose chain, and the
// bijection that computes it from that root.
struct Neighbour {
  egraph::Id eclass;
  ir::InstructionId instruction = -1;
  LayoutBijection fromRoot;
};

// The baseline values one reshape/transpose route away from `start`: back along its own
// chain to the root, then forward through the baseline's reshapes and transposes of
// each value found. `startFromRoot` is `start` as a bijection of the root.
std::vector<Neighbour> neighbourhood(VerifyContext& c, ir::InstructionId start, LayoutBijection& startFromRoot);

// An operand's dims as digits of one baseline value, its anchor.
struct LayoutAnchor {
  const Fact* fact = nullptr;   // its relation (tiles of the held value)
  egraph::Id eclass;            // the baseline value the bijection is of
  ir::InstructionId instruction = -1;
  LayoutBijection map;
  std::vector<std::vector<layout::AxisFactor>> axes;  // per dim of the held value
};

// Each way to see an operand: its own anchor first, then the baseline values one
// reshape/transpose route away (the op's counterpart may use any of them).
std::vector<LayoutAnchor> anchorsOf(VerifyContext& c, const Fact& f);

}  // namespace shardscope::verify::rules
