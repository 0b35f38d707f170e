#pragma once
// What the rules of the rule table share (the *_rules.cpp families of rule_table.cpp):
// operand facts, a fact for the baseline value a lookup found, and the frontier text
// when the baseline computes no counterpart.

#include "verify/verify_context.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::verify::rules {

// `%name`, as messages write an instruction.
std::string name(const ir::Instruction& in);
// The operand facts, or the reason one is missing.
bool operandFacts(VerifyContext& c, const ir::Instruction& in, std::vector<const Fact*>& out, std::string& why);
std::vector<int64_t> intList(const ir::Instruction& in, std::string_view key);
// Distinct dims, each in [0, rank).
bool validAxes(const std::vector<int64_t>& axes, int64_t rank);
// The fact for `baseline` under `relation`, or `missing` (or makeFact's reason) as the failure.
RuleOutcome factOrFail(VerifyContext& c, std::optional<egraph::Id> baseline, const ir::Instruction& in, Relation relation,
                       const std::string& missing);
// Same baseline value, new relation (collectives and device-dependent slicing).
RuleOutcome sameValue(VerifyContext& c, const Fact& operand, const ir::Instruction& in, Relation relation);
std::vector<egraph::Id> baselineChildren(const std::vector<const Fact*>& facts);
// One array held as plain tiles: no partial, padding, layout, factor or assumed share.
bool plainTiles(const std::optional<Fact>& fact);
// Same tiles on the same devices, dim for dim.
bool sameTileIndices(const Relation& a, const Relation& b);
// A chain of broadcasts, transposes, copies and reshapes that insert or remove dims of
// size 1 ends at `end`: each of its elements is one element of `source`; per dim of
// `end`, the source dim it walks (-1: uniform along it, or a dim of size 1).
struct Chain {
  ir::InstructionId source = -1;
  std::vector<int64_t> from;
};
// The chain ending at `end`, from the first instruction behind it that is no chain step
// (at most 16 steps; `source` is `end` itself when it is none).
std::optional<Chain> chainTo(const ir::Computation& computation, ir::InstructionId end);
// "the baseline computes no OP of %a, %b giving T[dims] (relation)".
std::string noCounterpart(VerifyContext& c, const ir::Instruction& in, const std::vector<const Fact*>& operands, const Relation& relation);

}  // namespace shardscope::verify::rules
