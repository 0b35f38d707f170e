// The known-integer-tiles rule (known_integers.h).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/known_integers.h"

#include <set>

namespace shardscope::verify {

namespace {
constexpr int64_t kMaxComparisons = int64_t{1} << 22;  // elements compared per candidate (shapes are untrusted)

bool isIntegerType(ir::ElementType type) {
  return type == ir::ElementType::Pred || ir::isSignedInteger(type) || ir::isUnsignedInteger(type);
}

std::vector<int64_t> stridesOf(const std::vector<int64_t>& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (std::size_t k = dims.size(); k-- > 1;) strides[k - 1] = strides[k] * dims[k];
  return strides;
}

// Whether `local` (row-major over `localDims`) is the tile at `origin` (per dim, in
// elements) of `whole` (row-major over `wholeDims`).
bool isTileAt(const std::vector<int64_t>& local, const std::vector<int64_t>& localDims, const std::vector<int64_t>& whole,
              const std::vector<int64_t>& wholeStrides, const std::vector<int64_t>& origin) {
  const int64_t rank = static_cast<int64_t>(localDims.size());
  const auto localStrides = stridesOf(localDims);
  for (std::size_t e = 0; e < local.size(); ++e) {
    int64_t at = 0;
    for (int64_t k = 0; k < rank; ++k) at += (origin[k] + (static_cast<int64_t>(e) / localStrides[k]) % localDims[k]) * wholeStrides[k];
    if (whole[at] != local[e]) return false;
  }
  return true;
}
}  // namespace

bool isIntegerArray(const ir::Instruction& in) { return in.shape.isArray() && in.shape.rank() > 0 && isIntegerType(in.shape.type); }

const std::vector<VerifyContext::KnownBaselineInteger>& VerifyContext::knownBaselineIntegers() {
  if (knownIntegersBuilt_) return knownIntegers_;
  knownIntegersBuilt_ = true;
  // A baseline that itself depends on the device (rank-by-rank programs) has no
  // device-independent values to compare with.
  if (rankByRank) return knownIntegers_;
  for (const ir::Instruction& in : baselineEntry.instructions)
    if (in.opcode == ir::Opcode::PartitionId || in.opcode == ir::Opcode::ReplicaId) return knownIntegers_;
  DeviceScalars evaluator(baseline, baselineEntry, 1, true);
  std::map<std::pair<ir::ElementType, std::vector<int64_t>>, std::vector<std::size_t>> byValue;  // (type, dims) -> entries
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(baselineEntry.instructions.size()); ++id) {
    const ir::Instruction& in = baselineEntry.instructions[id];
    if (!isIntegerArray(in)) continue;
    const auto& values = evaluator.values(id);
    if (!values || values->size() != 1) continue;
    // Equal values are one value: their classes are joined, so a consumer's lookup finds
    // its operand whichever instruction computed it.
    auto& same = byValue[{in.shape.type, in.shape.dims}];
    bool joined = false;
    for (std::size_t entry : same)
      if (knownIntegers_[entry].values == (*values)[0]) {
        graph.unionGiven(baselineId(knownIntegers_[entry].instruction), baselineId(id), egraph::Symbol("known-integer-values"));
        joined = true;
        break;
      }
    if (joined) continue;
    same.push_back(knownIntegers_.size());
    knownIntegers_.push_back({id, (*values)[0]});
  }
  graph.rebuild();
  // Unions (and the congruences rebuild adds) retire class ids: index the new roots.
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(baselineEntry.instructions.size()); ++id)
    indexBaselineClass(graph.find(baselineIds_[id]).value, id);
  return knownIntegers_;
}

RuleOutcome knownIntegerTiles(VerifyContext& c, ir::InstructionId id) {
  const ir::Instruction& in = c.distributedInstruction(id);
  if (c.rankByRank) return RuleOutcome::notApplicable("rank-by-rank programs relate integers by congruence");
  const auto& values = c.scalars.values(id);
  if (!values) return RuleOutcome::notApplicable("not integers every device computes from constants and its id");
  const int64_t rank = in.shape.rank();
  for (const auto& known : c.knownBaselineIntegers()) {
    const ir::Instruction& b = c.baselineEntry.instructions[known.instruction];
    if (b.shape.type != in.shape.type || b.shape.rank() != rank) continue;
    Relation relation = Relation::replicated(c.devices, rank);
    int64_t tileCount = 1;
    bool divides = true;
    for (int64_t k = 0; k < rank && divides; ++k) {
      divides = in.shape.dims[k] > 0 && b.shape.dims[k] % in.shape.dims[k] == 0;
      if (divides) relation.tiles[k] = b.shape.dims[k] / in.shape.dims[k];
      tileCount *= relation.tiles[k];
    }
    if (!divides || tileCount > c.devices) continue;
    const int64_t localCount = static_cast<int64_t>((*values)[0].size());
    if (localCount * tileCount * c.devices > kMaxComparisons) continue;
    const auto wholeStrides = stridesOf(b.shape.dims);
    // Each device's values must be one tile of the baseline's; the first that matches.
    std::set<std::vector<int64_t>> held;
    bool matches = true;
    for (int64_t p = 0; p < c.devices && matches; ++p) {
      matches = false;
      for (int64_t t = 0; t < tileCount && !matches; ++t) {
        std::vector<int64_t> coordinate(static_cast<std::size_t>(rank)), origin(static_cast<std::size_t>(rank));
        for (int64_t k = rank - 1, rest = t; k >= 0; --k) {
          coordinate[k] = rest % relation.tiles[k];
          rest /= relation.tiles[k];
          origin[k] = coordinate[k] * in.shape.dims[k];
        }
        if (!isTileAt((*values)[p], in.shape.dims, known.values, wholeStrides, origin)) continue;
        matches = true;
        for (int64_t k = 0; k < rank; ++k) relation.index(p, k) = coordinate[k];
        held.insert(coordinate);
      }
    }
    // The devices together must hold every tile, as any tiling relation does.
    if (!matches || static_cast<int64_t>(held.size()) != tileCount) continue;
    std::string why;
    auto fact = c.makeFact(c.baselineId(known.instruction), b.shape, in.shape, relation, &why);
    if (fact) return {std::move(fact), {}};
  }
  return RuleOutcome::fail("the devices' integers " + std::string("are no tiles of any integer value the baseline computes"));
}

}  // namespace shardscope::verify
