#include "verify/rule_support.h"

#include "verify/instruction_signature.h"

#include <set>

namespace shardscope::verify::rules {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

std::string name(const Instruction& in) { return "%" + std::string(in.name); }

bool operandFacts(VerifyContext& c, const Instruction& in, std::vector<const Fact*>& out, std::string& why) {
  out.clear();
  for (InstructionId operand : in.operands) {
    const auto& fact = c.facts[operand];
    if (!fact) {
      why = "operand " + name(c.distributedInstruction(operand)) + " is not related to the baseline";
      return false;
    }
    out.push_back(&*fact);
  }
  return true;
}

std::vector<int64_t> intList(const Instruction& in, std::string_view key) {
  const auto* list = in.intListAttribute(key);
  return list ? *list : std::vector<int64_t>{};
}

bool validAxes(const std::vector<int64_t>& axes, int64_t rank) {
  std::set<int64_t> seen;
  for (int64_t a : axes)
    if (a < 0 || a >= rank || !seen.insert(a).second) return false;
  return true;
}

RuleOutcome factOrFail(VerifyContext& c, std::optional<egraph::Id> baseline, const Instruction& in, Relation relation,
                       const std::string& missing) {
  if (!baseline) return RuleOutcome::fail(missing);
  const InstructionId b = c.baselineInstructionOf(*baseline);
  if (b < 0) return RuleOutcome::fail(missing);
  std::string why;
  auto fact = c.makeFact(*baseline, c.baselineEntry.instructions[b].shape, in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  return {std::move(fact), {}};
}

RuleOutcome sameValue(VerifyContext& c, const Fact& operand, const Instruction& in, Relation relation) {
  std::string why;
  auto fact = c.makeFact(operand.baseline, operand.baselineShape, in.shape, std::move(relation), &why);
  if (!fact) return RuleOutcome::fail(why);
  return {std::move(fact), {}};
}

std::vector<egraph::Id> baselineChildren(const std::vector<const Fact*>& facts) {
  std::vector<egraph::Id> ids;
  for (const Fact* f : facts) ids.push_back(f->baseline);
  return ids;
}

std::string noCounterpart(VerifyContext& c, const Instruction& in, const std::vector<const Fact*>& operands, const Relation& relation) {
  std::string text = "the baseline computes no " + std::string(in.opcodeText) + " of ";
  for (std::size_t i = 0; i < operands.size(); ++i) {
    const Instruction* b = c.baselineInstructionPtr(*operands[i]);
    text += (i ? ", " : "") + (b ? name(*b) : std::string("?"));
  }
  text += " giving " + dimsText(in.shape.type, relation.baselineDims(in.shape.dims));
  if (!relation.isReplicated()) text += " (" + relation.toString() + ")";
  return text;
}

bool plainTiles(const std::optional<Fact>& f) {
  return f && f->elements.empty() && !f->relation.isPartial() && !f->relation.isPadded() && !f->relation.hasLayout() && f->scale == 1.0 &&
         f->assumedShares.empty();
}

bool sameTileIndices(const Relation& a, const Relation& b) { return a.devices == b.devices && a.tiles == b.tiles && a.tileIndex == b.tileIndex; }

// ---------------------------------------------------------------- chains

static constexpr int kMaxChainSteps = 16;

// A chain of broadcasts, transposes, copies and reshapes that insert or remove unit dims
// ends at `end`: each of its elements is one element of `source`; per dim of `end`, the
// source dim it walks (-1: uniform along it, or a dim of size 1).
static bool isChainStep(const Instruction& in) {
  if (in.operands.size() != 1 || !in.shape.isArray()) return false;
  return in.opcode == Opcode::Broadcast || in.opcode == Opcode::Transpose || in.opcode == Opcode::Copy || in.opcode == Opcode::Reshape;
}

// `from` after `op`, whose operand has dims `in` and walks `from` (nullopt: not such a step).
static std::optional<std::vector<int64_t>> chainStep(const std::vector<int64_t>& inDims, const std::vector<int64_t>& from, const Instruction& op) {
  const auto& result = op.shape.dims;
  const std::size_t rank = result.size();
  std::vector<int64_t> out(rank, -1);
  switch (op.opcode) {
    case Opcode::Copy:
      if (inDims != result) return std::nullopt;
      return from;
    case Opcode::Transpose: {
      const auto perm = intList(op, "dimensions");
      if (perm.size() != rank || inDims.size() != rank || !validAxes(perm, static_cast<int64_t>(rank))) return std::nullopt;
      for (std::size_t i = 0; i < rank; ++i) {
        if (inDims[perm[i]] != result[i]) return std::nullopt;
        out[i] = from[perm[i]];
      }
      return out;
    }
    case Opcode::Broadcast: {
      const auto mapped = intList(op, "dimensions");
      if (mapped.size() != inDims.size() || !validAxes(mapped, static_cast<int64_t>(rank))) return std::nullopt;
      for (std::size_t j = 0; j < mapped.size(); ++j) {
        if (result[mapped[j]] != inDims[j]) return std::nullopt;
        out[mapped[j]] = from[j];
      }
      return out;
    }
    case Opcode::Reshape: {
      std::vector<std::size_t> a, b;
      for (std::size_t i = 0; i < inDims.size(); ++i)
        if (inDims[i] != 1) a.push_back(i);
      for (std::size_t i = 0; i < rank; ++i)
        if (result[i] != 1) b.push_back(i);
      if (a.size() != b.size()) return std::nullopt;
      for (std::size_t i = 0; i < a.size(); ++i) {
        if (inDims[a[i]] != result[b[i]]) return std::nullopt;
        out[b[i]] = from[a[i]];
      }
      return out;
    }
    default: return std::nullopt;
  }
}

// The chain ending at `end`, from the first instruction behind it that is no chain step.
std::optional<Chain> chainTo(const ir::Computation& computation, InstructionId end) {
  std::vector<InstructionId> path;
  InstructionId at = end;
  while (isChainStep(computation.instructions[at])) {
    if (static_cast<int>(path.size()) >= kMaxChainSteps) return std::nullopt;
    path.push_back(at);
    at = computation.instructions[at].operands[0];
  }
  const Instruction& source = computation.instructions[at];
  if (!source.shape.isArray()) return std::nullopt;
  std::vector<int64_t> from(source.shape.dims.size(), -1);
  for (std::size_t k = 0; k < from.size(); ++k)
    if (source.shape.dims[k] != 1) from[k] = static_cast<int64_t>(k);
  std::vector<int64_t> dims = source.shape.dims;
  for (auto step = path.rbegin(); step != path.rend(); ++step) {
    const Instruction& op = computation.instructions[*step];
    auto next = chainStep(dims, from, op);
    if (!next) return std::nullopt;
    from = std::move(*next);
    dims = op.shape.dims;
  }
  return Chain{at, std::move(from)};
}

}  // namespace shardscope::verify::rules
