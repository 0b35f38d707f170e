// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layout_anchors.h"

#include "verify/rule_support.h"

#include <algorithm>
#include <unordered_set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using layout::LayoutOp;

namespace {
// Bounds on the baseline neighbourhood searched per step (values are untrusted).
constexpr int kMaxBack = 8;
constexpr int kMaxDepth = 6;
constexpr std::size_t kMaxNeighbours = 32;
// Parents looked at per class: a value every layer uses (a shared constant, the rope
// tables) has a parent per layer, and scanning them all per step made the cost quadratic.
constexpr std::size_t kMaxParents = 64;
}  // namespace

std::vector<egraph::Id> someParents(VerifyContext& c, egraph::Id eclass) {
  const auto& parents = c.graph.eclass(eclass).parents;
  return std::vector<egraph::Id>(parents.begin(), parents.begin() + static_cast<std::ptrdiff_t>(std::min(parents.size(), kMaxParents)));
}

std::optional<LayoutOp> layoutOpOf(const Instruction& in) {
  if (in.opcode == Opcode::Reshape) return LayoutOp::reshape(in.shape.dims);
  if (in.opcode == Opcode::Transpose) return LayoutOp::transpose(intList(in, "dimensions"));
  return std::nullopt;
}

bool isLayoutStep(const ir::Computation& computation, const Instruction& in) {
  return (in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose) && in.operands.size() == 1 && in.shape.isArray() &&
         computation.instructions[in.operands[0]].shape.type == in.shape.type;
}

// The baseline values one reshape/transpose route away from `start`: back along its own
// chain to the root, then forward through the baseline's reshapes and transposes of
// each value found. `startFromRoot` is `start` as a bijection of the root.
std::vector<Neighbour> neighbourhood(VerifyContext& c, InstructionId start, LayoutBijection& startFromRoot) {
  const ir::Computation& b = c.baselineEntry;
  std::vector<LayoutOp> down;
  InstructionId root = start;
  for (int i = 0; i < kMaxBack && isLayoutStep(b, b.instructions[root]); ++i) {
    down.insert(down.begin(), *layoutOpOf(b.instructions[root]));
    root = b.instructions[root].operands[0];
  }
  startFromRoot = LayoutBijection::identity(b.instructions[root].shape.dims);
  for (const LayoutOp& op : down)
    if (!startFromRoot.apply(op)) {
      root = start;
      startFromRoot = LayoutBijection::identity(b.instructions[start].shape.dims);
      break;
    }
  std::vector<Neighbour> found{{c.graph.find(c.baselineId(root)), root, LayoutBijection::identity(b.instructions[root].shape.dims)}};
  std::unordered_set<uint32_t> seen{found[0].eclass.value};
  std::size_t levelEnd = 1;
  int depth = 0;
  for (std::size_t i = 0; i < found.size() && found.size() < kMaxNeighbours; ++i) {
    if (i == levelEnd) {
      levelEnd = found.size();
      if (++depth >= kMaxDepth) break;
    }
    const egraph::Id eclass = found[i].eclass;
    for (egraph::Id parent : someParents(c, eclass)) {
      const InstructionId p = c.baselineInstructionOf(parent);
      if (p < 0 || !isLayoutStep(b, b.instructions[p])) continue;
      if (!c.graph.equivalent(c.baselineId(b.instructions[p].operands[0]), eclass)) continue;
      const egraph::Id next = c.graph.find(c.baselineId(p));
      if (!seen.insert(next.value).second) continue;
      LayoutBijection map = found[i].fromRoot;
      if (!map.apply(*layoutOpOf(b.instructions[p]))) continue;
      found.push_back({next, p, std::move(map)});
      if (found.size() >= kMaxNeighbours) break;
    }
  }
  return found;
}

std::vector<LayoutAnchor> anchorsOf(VerifyContext& c, const Fact& f) {
  constexpr std::size_t kMaxAnchors = 8;
  std::vector<LayoutAnchor> out(1);
  out[0].fact = &f;
  out[0].eclass = f.baseline;
  out[0].instruction = f.baselineInstruction;
  out[0].map = f.relation.layout ? *f.relation.layout : LayoutBijection::identity(f.baselineShape->dims);
  if (f.baselineInstruction < 0) return out;
  LayoutBijection bFromRoot, fromRoot;
  const auto near = neighbourhood(c, f.baselineInstruction, bFromRoot);
  if (!bFromRoot.then(out[0].map, fromRoot)) return out;
  for (const Neighbour& n : near) {
    if (out.size() >= kMaxAnchors) break;
    if (c.graph.equivalent(n.eclass, f.baseline)) continue;
    LayoutAnchor side;
    side.fact = &f;
    if (!n.fromRoot.inverse().then(fromRoot, side.map)) continue;
    side.eclass = n.eclass;
    side.instruction = n.instruction;
    out.push_back(std::move(side));
  }
  return out;
}

}  // namespace shardscope::verify::rules
