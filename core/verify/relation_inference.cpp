// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relation_inference.h"

#include "verify/replicated_groups.h"

#include <algorithm>

namespace shardscope::verify {

std::optional<Relation> inferRelationFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims, int64_t devices,
                                                std::string* why) {
  const int64_t rank = static_cast<int64_t>(baselineDims.size());
  if (localDims == baselineDims) return Relation::replicated(devices, rank);
  auto fail = [&](std::string message) -> std::optional<Relation> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  if (static_cast<int64_t>(localDims.size()) != rank) return fail("ranks differ; give the relation in the relations file");
  // Replicated groups first: a dim split into a divisor of the device count (KV heads
  // under TP > KV) is exact, where the padded reading would leave devices with no rows.
  if (auto groups = replicatedGroupsFromShapes(baselineDims, localDims, devices)) return groups;
  const std::string noSplit = "shapes differ in a way no single split over " + std::to_string(devices) + " devices explains; give the relation in the relations file";
  int64_t split = -1;
  int64_t padding = 0;
  for (int64_t k = 0; k < rank; ++k) {
    if (baselineDims[k] == localDims[k]) continue;
    if (split >= 0 || localDims[k] <= 0 || baselineDims[k] <= 0 || devices < 2) return fail(noSplit);
    // Even: local * devices == n. Padded: local == ceil(n / devices), the last rows of
    // the padded value being padding (fewer than `devices` of them).
    const int64_t padded = localDims[k] * devices;
    if (padded != baselineDims[k] && !(padded > baselineDims[k] && padded - baselineDims[k] < devices && localDims[k] < baselineDims[k]))
      return fail(noSplit);
    split = k;
    padding = padded - baselineDims[k];
  }
  Relation r = Relation::replicated(devices, rank);
  r.tiles[split] = devices;
  for (int64_t d = 0; d < devices; ++d) r.index(d, split) = d;
  if (padding > 0) {
    r.padding.assign(static_cast<std::size_t>(rank), 0);
    r.padding[split] = padding;
  }
  return r;
}

namespace {
// Linear ops that compute the same function of their one operand on every device: a
// sum of shares passes through them unchanged.
bool passesSharesThrough(const VerifyContext& c, const ir::Instruction& in) {
  switch (in.opcode) {
    case ir::Opcode::Broadcast: case ir::Opcode::Reshape: case ir::Opcode::Transpose: case ir::Opcode::Copy:
      return in.operands.size() == 1;
    case ir::Opcode::CustomCall:
      return in.operands.size() == 1 && c.isIdentityCustomCall(in);
    default:
      return false;
  }
}

constexpr int kMaxChainLength = 64;
}  // namespace

std::optional<std::vector<ir::InstructionId>> partialShareChain(const VerifyContext& c, ir::InstructionId operand, ir::InstructionId consumer) {
  std::vector<ir::InstructionId> chain;
  ir::InstructionId at = operand;
  ir::InstructionId user = consumer;
  for (int step = 0; step < kMaxChainLength; ++step) {
    // The value's only user is the next on the chain, and it uses it once.
    const auto& users = c.distributedUsers[at];
    const ir::Instruction& next = c.distributedInstruction(user);
    if (users.size() != 1 || users[0] != user || at == c.distributedEntry.root ||
        std::count(next.operands.begin(), next.operands.end(), at) != 1)
      return std::nullopt;
    const auto& fact = c.facts[at];
    if (!fact || !fact->elements.empty() || !fact->relation.isReplicated()) return std::nullopt;
    chain.push_back(at);
    const ir::Instruction& in = c.distributedInstruction(at);
    if (in.opcode == ir::Opcode::Parameter) {
      const int64_t number = in.parameterNumber;
      if (number < 0 || number >= static_cast<int64_t>(c.parameterRelationInferred.size()) || !c.parameterRelationInferred[number])
        return std::nullopt;
      std::reverse(chain.begin(), chain.end());
      return chain;
    }
    if (!passesSharesThrough(c, in)) return std::nullopt;
    user = at;
    at = in.operands[0];
  }
  return std::nullopt;
}

void adoptPartialShares(VerifyContext& c, const Fact& fact, std::vector<std::string>& inferred) {
  for (const ShareAssumption& share : fact.assumedShares) {
    auto partialOf = [&](Relation r) {
      r.partial = share.partial.partial;
      r.partCount = share.partial.partCount;
      r.part = share.partial.part;
      return r;
    };
    for (ir::InstructionId id : share.chain)
      if (c.facts[id]) c.facts[id]->relation = partialOf(c.facts[id]->relation);
    if (share.parameter >= 0 && share.parameter < static_cast<int64_t>(c.parameterRelations.size()) && c.parameterRelations[share.parameter])
      c.parameterRelations[share.parameter] = partialOf(*c.parameterRelations[share.parameter]);
    const ir::Instruction& parameter = c.distributedInstruction(share.chain.front());
    const Relation relation = c.parameterRelations[share.parameter] ? *c.parameterRelations[share.parameter] : share.partial;
    inferred.push_back("parameter " + std::to_string(share.parameter) + " (" + std::string(parameter.name) + "): " + relation.toString() +
                       " (assumed: each device holds a share and the shares sum to the baseline's value, because %" +
                       std::string(c.distributedInstruction(share.consumer).name) + " adds it to the partial sum %" +
                       std::string(c.distributedInstruction(share.partialOperand).name) +
                       " before the reduction over the devices; if every device holds the whole value, it is counted " +
                       std::to_string(share.partial.partCount) + " times)");
  }
}

}  // namespace shardscope::verify
