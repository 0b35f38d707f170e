// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/verify_context.h"

#include "verify/rule_table.h"

#include <algorithm>

namespace shardscope::verify {

namespace {
constexpr int kMaxCoercionDepth = 48;

// Leaves that differ per device or per call are never shared with the baseline.
bool isDeviceDependentLeaf(const ir::Instruction& in) {
  switch (in.opcode) {
    case ir::Opcode::PartitionId: case ir::Opcode::ReplicaId: case ir::Opcode::Rng:
    case ir::Opcode::RngBitGenerator: case ir::Opcode::RngGetAndUpdateState: case ir::Opcode::Parameter:
      return true;
    default:
      return false;
  }
}
}  // namespace

std::string groupsText(const std::vector<std::vector<int64_t>>& groups) {
  std::string text;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    text += g ? ",{" : "{";
    for (std::size_t i = 0; i < groups[g].size(); ++i) text += (i ? "," : "") + std::to_string(groups[g][i]);
    text += "}";
  }
  return text;
}

const ir::Shape ShapeRef::kNone{};

VerifyContext::VerifyContext(const ir::Module& baselineModule, const ir::Module& distributedModule, int64_t deviceCount,
                             bool partitions)
    : baseline(baselineModule),
      distributed(distributedModule),
      baselineEntry(baselineModule.entryComputation()),
      distributedEntry(distributedModule.entryComputation()),
      devices(deviceCount),
      partitionsAreDevices(partitions),
      baselineSignatures(baselineModule),
      distributedSignatures(distributedModule),
      scalars(distributedModule, distributedModule.entryComputation(), deviceCount, partitions),
      distributedUsers(distributedEntry.userLists()) {
  facts.resize(distributedEntry.instructions.size());
  deviceValues.resize(distributedEntry.instructions.size());
  reasons.resize(distributedEntry.instructions.size());
}

namespace {
// Ops whose two operands may be swapped without changing any element (IEEE add, multiply,
// maximum and minimum are commutative; so are the bitwise ones).
bool isCommutativeBinary(ir::Opcode op) {
  switch (op) {
    case ir::Opcode::Add: case ir::Opcode::Multiply: case ir::Opcode::Maximum: case ir::Opcode::Minimum:
    case ir::Opcode::And: case ir::Opcode::Or: case ir::Opcode::Xor:
      return true;
    default:
      return false;
  }
}

// The same test on a signature, which opens with the opcode's text.
bool isCommutativeSignature(const std::string& signature) {
  const std::string_view op(signature.data(), std::min(signature.find_first_of(" ([{:"), signature.size()));
  return op == "add" || op == "multiply" || op == "maximum" || op == "minimum" || op == "and" || op == "or" || op == "xor";
}

bool customCallIn(const ir::Instruction& in, const std::vector<std::string>& targets) {
  if (in.opcode != ir::Opcode::CustomCall) return false;
  auto target = in.stringAttribute("custom_call_target");
  return target && std::find(targets.begin(), targets.end(), std::string(*target)) != targets.end();
}
}  // namespace

bool VerifyContext::isIdentityCustomCall(const ir::Instruction& in) const { return customCallIn(in, identityCustomCalls); }
bool VerifyContext::isElementwiseCustomCall(const ir::Instruction& in) const { return customCallIn(in, elementwiseCustomCalls); }

const std::vector<ir::InstructionId>& VerifyContext::distributedPostOrder() {
  distributedOrder = distributedUsers.operandsPrecedeUsers() ? ir::inOrder(distributedEntry.instructions.size()) : distributedEntry.postOrder();
  return distributedOrder;
}

void VerifyContext::loadBaseline() {
  const auto order = baselineEntry.postOrder();
  baselineIds_.assign(baselineEntry.instructions.size(), egraph::Id());
  graph.reserve(baselineEntry.instructions.size());  // at most a node per instruction
  std::string signature;  // one buffer for every instruction's signature
  for (ir::InstructionId id : order) {
    const ir::Instruction& in = baselineEntry.instructions[id];
    // Declared identities are transparent in the baseline too.
    if (isIdentityCustomCall(in) && in.operands.size() == 1 && baselineEntry.instructions[in.operands[0]].shape == in.shape) {
      baselineIds_[id] = baselineIds_[in.operands[0]];
      continue;
    }
    // A copy is its operand's value (only the layout may change): one class, so a
    // baseline whose ROOT is a copy of its result relates to that result.
    if (in.opcode == ir::Opcode::Copy && in.operands.size() == 1) {
      const ir::Shape& operand = baselineEntry.instructions[in.operands[0]].shape;
      if (operand.isArray() && in.shape.isArray() && operand.type == in.shape.type && operand.dims == in.shape.dims) {
        baselineIds_[id] = baselineIds_[in.operands[0]];
        continue;
      }
    }
    // get-tuple-element(tuple(a0, a1, ...), i) is a_i itself (an inlined call's results):
    // one class, so a lookup over either finds the other's users.
    if (in.opcode == ir::Opcode::GetTupleElement && in.operands.size() == 1) {
      const ir::Instruction& tuple = baselineEntry.instructions[in.operands[0]];
      const auto index = in.intAttribute("index");
      if (tuple.opcode == ir::Opcode::Tuple && index && *index >= 0 && *index < static_cast<int64_t>(tuple.operands.size()) &&
          baselineEntry.instructions[tuple.operands[*index]].shape == in.shape) {
        baselineIds_[id] = baselineIds_[tuple.operands[*index]];
        continue;
      }
    }
    signature.clear();
    baselineSignatures.appendSignature(signature, in);
    // Values that must never be equal to anything else by accident: per-device leaves,
    // elided constants, side effects.
    const bool unique = (isDeviceDependentLeaf(in) && !rankByRank) || (in.opcode == ir::Opcode::Constant && in.literal.find("...") != std::string_view::npos) ||
                        (in.opcode == ir::Opcode::CustomCall && !isElementwiseCustomCall(in)) || in.opcode == ir::Opcode::Infeed || in.opcode == ir::Opcode::Recv;
    if (unique && in.opcode != ir::Opcode::Parameter) signature += " #" + std::string(in.name);
    egraph::Children children;
    for (ir::InstructionId operand : in.operands) children.push_back(baselineIds_[operand]);
    // op(b, a) of a commutative op is op(a, b): the baseline's second computation of it
    // (XLA's jvp transposes emit both orders) is the same class.
    if (isCommutativeBinary(in.opcode) && children.size() == 2 && graph.find(children[0]) != graph.find(children[1])) {
      if (auto swapped = graph.lookup(egraph::ENode(egraph::Symbol(signature), egraph::Children{children[1], children[0]}))) {
        baselineIds_[id] = graph.find(*swapped);
        continue;
      }
    }
    const egraph::Id added = graph.add(egraph::ENode(egraph::Symbol(signature), std::move(children)));
    baselineIds_[id] = added;
    indexBaselineClass(graph.find(added).value, id);
  }
}

ir::InstructionId VerifyContext::baselineInstructionOf(egraph::Id id) const {
  const uint32_t eclass = graph.find(id).value;
  return eclass < baselineByClass_.size() ? baselineByClass_[eclass] : -1;
}

void VerifyContext::indexBaselineClass(uint32_t eclass, ir::InstructionId instruction) {
  if (eclass >= baselineByClass_.size()) baselineByClass_.resize(std::max<std::size_t>(eclass + 1, baselineByClass_.size() * 2), -1);
  if (baselineByClass_[eclass] < 0) baselineByClass_[eclass] = instruction;  // the first stays, as emplace kept it
}

const ir::Instruction* VerifyContext::baselineInstructionPtr(const Fact& fact) const {
  if (fact.baselineInstruction < 0) return nullptr;
  return &baselineEntry.instructions[fact.baselineInstruction];
}

std::optional<Fact> VerifyContext::makeFact(egraph::Id baselineClass, const ir::Shape& baselineShape, const ir::Shape& localShape,
                                            Relation relation, std::string* why) const {
  auto fail = [&](std::string message) -> std::optional<Fact> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  if (!baselineShape.isArray() || !localShape.isArray()) return fail("only array values carry relations");
  if (baselineShape.type != localShape.type)
    return fail(std::string("element type ") + std::string(ir::elementTypeName(localShape.type)) + " differs from the baseline's " +
                std::string(ir::elementTypeName(baselineShape.type)));
  // With a layout the tiles are tiles of the baseline value's reshape/transpose.
  if (relation.layout && relation.layout->source != baselineShape.dims) return fail("the layout bijection is of a value of another shape");
  const std::vector<int64_t>& whole = relation.wholeDims(baselineShape.dims);
  const int64_t rank = static_cast<int64_t>(whole.size());
  if (relation.devices != devices || relation.rank() != rank || static_cast<int64_t>(relation.tileIndex.size()) != devices * rank)
    return fail("relation does not describe a rank-" + std::to_string(rank) + " value on " + std::to_string(devices) + " devices");
  auto local = relation.localDims(whole);
  if (!local || *local != localShape.dims)
    return !why ? std::nullopt : fail("shape " + dimsText(localShape.type, localShape.dims) + " is not the " + relation.toString() + " part of baseline " +
                dimsText(baselineShape.type, baselineShape.dims));
  for (int64_t d = 0; d < devices; ++d)
    for (int64_t k = 0; k < relation.rank(); ++k)
      if (relation.index(d, k) < 0 || relation.index(d, k) >= relation.tiles[k]) return fail("tile index out of range");
  if (relation.isPartial() && (relation.partCount < 1 || static_cast<int64_t>(relation.part.size()) != devices))
    return fail("inconsistent partial relation");
  if (!relation.padding.empty() && relation.rank() != static_cast<int64_t>(relation.padding.size())) return fail("inconsistent padding");
  for (int64_t k = 0; k < relation.rank(); ++k)
    if (relation.paddingOf(k) < 0 || (relation.paddingOf(k) > 0 && relation.paddingOf(k) >= (*local)[k] * relation.tiles[k]))
      return fail("padding of dim " + std::to_string(k) + " out of range");
  Fact fact;
  fact.baseline = graph.find(baselineClass);
  fact.baselineInstruction = baselineInstructionOf(baselineClass);
  fact.baselineShape = baselineShape;
  fact.relation = std::move(relation);
  return fact;
}

std::optional<egraph::Id> VerifyContext::lookupBaseline(const std::string& signature, const std::vector<egraph::Id>& children) const {
  egraph::Children c(children.begin(), children.end());
  auto found = graph.lookup(egraph::ENode(egraph::Symbol(signature), std::move(c)));
  if (!found && children.size() == 2 && isCommutativeSignature(signature))
    found = graph.lookup(egraph::ENode(egraph::Symbol(signature), egraph::Children{children[1], children[0]}));
  if (!found) return std::nullopt;
  if (baselineInstructionOf(*found) < 0) return std::nullopt;
  return graph.find(*found);
}

std::optional<Fact> VerifyContext::factAs(ir::InstructionId instruction, const Relation& wanted) {
  const auto& own = facts[instruction];
  // A scaled value (scaled_facts.h) is never re-derived, and never an input of a
  // re-derivation, which would drop its factor.
  if (own && own->elements.empty() && own->scale != 1.0) return coercionDepth == 0 && own->relation.sameAs(wanted) ? own : std::nullopt;
  if (own && own->elements.empty() && own->relation.sameAs(wanted)) return own;
  const std::string key = std::to_string(instruction) + "@" + wanted.key();
  if (auto it = coerced_.find(key); it != coerced_.end()) return it->second;
  if (coercionDepth >= kMaxCoercionDepth) return std::nullopt;
  ++coercionDepth;
  std::optional<Fact> fact = coerceToRelation(*this, instruction, wanted);
  --coercionDepth;
  coerced_.emplace(key, fact);
  return fact;
}

std::optional<std::vector<std::vector<int64_t>>> VerifyContext::deviceGroups(const ir::Instruction& collective, std::string* why) const {
  auto fail = [&](std::string message) -> std::optional<std::vector<std::vector<int64_t>>> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  const bool hasChannel = collective.attribute("channel_id") != nullptr;
  const ir::ReplicaGroups* written = collective.replicaGroups();
  std::vector<std::vector<int64_t>> groups;
  // In an SPMD program (devices are partitions) a collective without channel_id runs
  // across replicas; with one replica per partition each device is alone in its group.
  if (partitionsAreDevices && !hasChannel && distributed.replicaCount() == 1 && devices > 1) {
    for (int64_t d = 0; d < devices; ++d) groups.push_back({d});
    return groups;
  }
  if (!written || written->groups.empty()) {
    groups.emplace_back();
    for (int64_t d = 0; d < devices; ++d) groups.back().push_back(d);
    return groups;
  }
  groups = written->groups;
  std::vector<int> seen(static_cast<std::size_t>(devices), 0);
  for (const auto& group : groups)
    for (int64_t d : group) {
      if (d < 0 || d >= devices) return fail("replica group names device " + std::to_string(d) + " of " + std::to_string(devices));
      if (seen[d]++) return fail("device " + std::to_string(d) + " is in two replica groups");
    }
  for (int64_t d = 0; d < devices; ++d)
    if (!seen[d]) return fail("device " + std::to_string(d) + " is in no replica group");
  return groups;
}

}  // namespace shardscope::verify
