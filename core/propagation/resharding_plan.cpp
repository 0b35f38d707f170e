#include "propagation/resharding_plan.h"

#include "propagation/dot_factors.h"
#include "propagation/tiling.h"
#include "support/input_budget.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace shardscope::propagation {

namespace {

using ir::Instruction;
using ir::InstructionId;
using sharding::HloSharding;

int64_t tilesOf(const HloSharding& sharding) { return numTiles(sharding); }

double bytesOf(const ir::Shape& shape) { return static_cast<double>(shape.byteSize().value_or(0)); }

struct Resolution {
  CollectiveKind kind;
  int64_t group;
  double size;
  std::string reason;
};

// The collective that turns `have` into `need` for a tensor of `bytes`, or nullopt when
// none is needed (equal, or a purely local slice).
std::optional<Resolution> resolve(const HloSharding& have, const HloSharding& need, const ir::Shape& shape) {
  if (have == need) return std::nullopt;
  const double bytes = bytesOf(shape);
  const int64_t rank = shape.rank();
  if (have.kind() == sharding::ShardingKind::Maximal || need.kind() == sharding::ShardingKind::Maximal)
    return Resolution{CollectiveKind::CollectivePermute, 2, bytes, "moves the tensor between devices"};
  const std::optional<Tiling> a = isTileMaximal(have) ? std::nullopt : tilingOf(have, rank);
  const std::optional<Tiling> b = isTileMaximal(need) ? std::nullopt : tilingOf(need, rank);
  if (!a) return std::nullopt;  // replicated (or opaque) producer: each device slices locally
  if (!b) return Resolution{CollectiveKind::AllGather, a->numTiles(), bytes, "gathers the tiles into a whole tensor"};
  bool coarser = true, finer = true, sameDims = true;
  for (int64_t i = 0; i < rank; ++i) {
    if (!(b->dims[i] == a->dims[i] || b->dims[i] == 1)) coarser = false;
    if (!(a->dims[i] == b->dims[i] || a->dims[i] == 1)) finer = false;
    if (a->dims[i] != b->dims[i]) sameDims = false;
  }
  if (sameDims) return Resolution{CollectiveKind::CollectivePermute, a->numTiles(), bytes / static_cast<double>(a->numTiles()),
                                  "same tiling on other devices"};
  if (coarser)
    return Resolution{CollectiveKind::AllGather, a->numTiles() / b->numTiles(), bytes / static_cast<double>(b->numTiles()),
                      "gathers tiled dims the consumer needs whole"};
  if (finer) return std::nullopt;
  if (a->numTiles() == b->numTiles())
    return Resolution{CollectiveKind::AllToAll, a->numTiles(), bytes, "moves the tiling to other dims"};
  return Resolution{CollectiveKind::AllGather, a->numTiles(), bytes, "gathers, then each device slices its new tile"};
}

struct PartialInfo {
  int64_t group = 1;                  // devices holding partial sums of one tile
  std::vector<int64_t> contracting[2];  // operand dims whose tiles make the partial sums
};

// Dot/convolution whose operands are tiled alike on contracting dims: a partial result.
PartialInfo dotPartial(const ir::Computation& computation, const std::vector<ShardingPtr>& shardings, const Instruction& dot) {
  PartialInfo info;
  if (dot.operands.size() != 2) return info;
  const ir::Shape& lhs = computation.instructions[dot.operands[0]].shape;
  const ir::Shape& rhs = computation.instructions[dot.operands[1]].shape;
  std::optional<DotFactors> f = dot.opcode == ir::Opcode::Dot ? dotFactors(dot, lhs, rhs, dot.shape)
                                                              : convolutionFactors(dot, lhs, rhs, dot.shape);
  const ShardingPtr& l = shardings[dot.operands[0]];
  const ShardingPtr& r = shardings[dot.operands[1]];
  if (!f || f->hasWindow || !l || !r) return info;
  std::optional<Tiling> lt = tilingOf(*l, lhs.rank()), rt = tilingOf(*r, rhs.rank());
  if (!lt || !rt) return info;
  for (const DotFactor& factor : f->factors) {
    if (factor.kind != FactorKind::Contracting || factor.lhs < 0 || factor.rhs < 0) continue;
    const int64_t tiles = lt->dims[factor.lhs];
    if (tiles > 1 && tiles == rt->dims[factor.rhs]) {
      info.group *= tiles;
      info.contracting[0].push_back(factor.lhs);
      info.contracting[1].push_back(factor.rhs);
    }
  }
  return info;
}

// A dot operand tiled on contracting dims whose other operand is replicated or has no
// sharding: XLA's partitioner may slice the other operand locally instead of gathering.
struct LocalSliceOption {
  std::size_t side = 0;          // the tiled operand
  std::vector<int64_t> dims;     // its contracting dims with more than one tile
  int64_t group = 1;             // devices whose partial results are summed
};

std::optional<LocalSliceOption> localSliceOption(const ir::Computation& computation, const std::vector<ShardingPtr>& shardings,
                                                 const Instruction& dot) {
  if (dot.operands.size() != 2) return std::nullopt;
  const ir::Shape& lhs = computation.instructions[dot.operands[0]].shape;
  const ir::Shape& rhs = computation.instructions[dot.operands[1]].shape;
  if (!lhs.isArray() || !rhs.isArray()) return std::nullopt;
  std::optional<DotFactors> f = dot.opcode == ir::Opcode::Dot ? dotFactors(dot, lhs, rhs, dot.shape)
                                                              : convolutionFactors(dot, lhs, rhs, dot.shape);
  if (!f || f->hasWindow) return std::nullopt;
  for (std::size_t side = 0; side < 2; ++side) {
    const ShardingPtr& tiled = shardings[dot.operands[side]];
    const ShardingPtr& other = shardings[dot.operands[1 - side]];
    if (!tiled || isTileMaximal(*tiled) || (other && !other->isReplicated())) continue;
    const ir::Shape& shape = side == 0 ? lhs : rhs;
    std::optional<Tiling> t = tilingOf(*tiled, shape.rank());
    if (!t) continue;
    LocalSliceOption option;
    option.side = side;
    for (const DotFactor& factor : f->factors) {
      if (factor.kind != FactorKind::Contracting || factor.lhs < 0 || factor.rhs < 0) continue;
      const int64_t dim = side == 0 ? factor.lhs : factor.rhs;
      if (t->dims[dim] > 1) {
        option.group *= t->dims[dim];
        option.dims.push_back(dim);
      }
    }
    if (option.group > 1) return option;
  }
  return std::nullopt;
}

std::string bytesText(double bytes) {
  char buffer[48];
  if (bytes >= 1024.0 * 1024.0) std::snprintf(buffer, sizeof buffer, "%.1f MiB", bytes / (1024.0 * 1024.0));
  else if (bytes >= 1024.0) std::snprintf(buffer, sizeof buffer, "%.1f KiB", bytes / 1024.0);
  else std::snprintf(buffer, sizeof buffer, "%.0f B", bytes);
  return buffer;
}

std::string label(const ShardingPtr& sharding) { return sharding ? sharding->toString(false) : "{replicated}"; }

}  // namespace

ReshardingPlan planResharding(const ir::Module& module, const PropagationResult& propagation,
                              const Interconnect& interconnect, const CancellationToken& cancel) {
  ReshardingPlan plan;
  plan.interconnect = interconnect.name;
  // Comparing tilings expands iota tile assignments (HloSharding::devices()): one budget
  // for the plan, as for the propagation; BudgetExceeded past it (support/input_budget.h).
  InputBudgetScope budget;
  if (module.entry < 0 || static_cast<std::size_t>(module.entry) >= propagation.computations.size()) return plan;
  const ir::Computation& computation = module.entryComputation();
  const std::vector<ShardingPtr>& shardings = propagation.computations[module.entry].shardings;
  std::vector<RuleId> rules(computation.instructions.size());
  for (std::size_t i = 0; i < rules.size(); ++i) rules[i] = ruleIdFor(computation.instructions[i]);
  const RuleContext context{computation, shardings, rules, /*isSpmd=*/true, kMaxAggressiveness};
  const std::vector<InstructionId> order = computation.postOrder();

  auto add = [&](PlannedCollective c, const Resolution& r) {
    c.kind = r.kind;
    c.groupSize = r.group;
    c.tensorBytes = r.size;
    c.bytesPerDevice = bytesPerDevice(r.kind, r.group, r.size);
    c.seconds = collectiveSeconds(c.bytesPerDevice, interconnect);
    c.reason = r.reason;
    plan.totalBytesPerDevice += c.bytesPerDevice;
    plan.totalSeconds += c.seconds;
    plan.collectives.push_back(std::move(c));
  };

  std::size_t step = 0;
  for (InstructionId id : order) {
    if ((++step & 1023) == 0) cancel.throwIfCancelled();
    const Instruction& consumer = computation.instructions[id];
    if (!shardings[id] || consumer.shape.isTuple()) continue;
    const bool dotLike = rules[id] == RuleId::Dot || rules[id] == RuleId::Convolution;
    const PartialInfo partial = dotLike ? dotPartial(computation, shardings, consumer) : PartialInfo{};
    const std::optional<LocalSliceOption> slice =
        dotLike && partial.group == 1 ? localSliceOption(computation, shardings, consumer) : std::nullopt;
    const double outBytes = consumer.shape.isArray() ? bytesOf(consumer.shape) / static_cast<double>(tilesOf(*shardings[id])) : 0;
    // Set when the local-slice lowering wins: the all-reduce it needs and why.
    int64_t sliceGroup = 1;
    std::string sliceReason, sliceAlternative;
    double sliceAlternativeBytes = 0;
    for (std::size_t k = 0; k < consumer.operands.size(); ++k) {
      const InstructionId producer = consumer.operands[k];
      const Instruction& operand = computation.instructions[producer];
      if (!shardings[producer] || !operand.shape.isArray() || operand.shape.rank() == 0) continue;
      ShardingPtr need = proposeFromUser(context, producer, id);
      if (!need || need->isTuple()) continue;
      ShardingPtr have = shardings[producer];
      // Contracting tiles that make a partial sum are consumed by the dot itself.
      if (partial.group > 1 && k < 2 && !isTileMaximal(*have))
        if (auto t = tilingOf(*have, operand.shape.rank()))
          have = std::make_shared<const HloSharding>(toSharding(replicateDims(*t, partial.contracting[k])));
      std::optional<Resolution> r = resolve(*have, *need, operand.shape);
      PlannedCollective c;
      c.producer = std::string(operand.name);
      c.consumer = std::string(consumer.name);
      c.from = label(shardings[producer]);
      c.to = need->toString(false);
      if (slice && k == slice->side && r) {
        // Two lowerings: gather this operand's contracting tiles (r), or slice the other
        // operand locally, keep the contracting tiles here and all-reduce the result.
        const double gatherBytes = bytesPerDevice(r->kind, r->group, r->size);
        std::optional<Resolution> rest;
        if (auto t = tilingOf(*have, operand.shape.rank()))
          rest = resolve(toSharding(replicateDims(*t, slice->dims)), *need, operand.shape);
        const double restBytes = rest ? bytesPerDevice(rest->kind, rest->group, rest->size) : 0;
        const double reduceBytes = bytesPerDevice(CollectiveKind::AllReduce, slice->group, outBytes);
        const double sliceBytes = restBytes + reduceBytes;
        const std::string other(computation.instructions[consumer.operands[1 - k]].name);
        const std::string gatherText = "all-gather `" + c.producer + "`'s contracting tiles: " + bytesText(gatherBytes) + "/device";
        const std::string sliceText = "slice `" + other + "` locally (no communication) and all-reduce the partial results: " +
                                      bytesText(sliceBytes) + "/device";
        if (sliceBytes <= gatherBytes) {
          sliceGroup = slice->group;
          sliceReason = "chose to " + sliceText + (sliceBytes == gatherBytes ? " (a tie: keeps `" + c.producer + "` sharded)" : "") +
                        "; would " + gatherText;
          sliceAlternative = gatherText;
          sliceAlternativeBytes = gatherBytes;
          if (!rest) continue;
          r = rest;
        } else {
          r->reason = "chose to " + gatherText + "; would " + sliceText;
          c.alternative = sliceText;
          c.alternativeBytesPerDevice = sliceBytes;
        }
      }
      if (!r) continue;
      add(std::move(c), *r);
    }
    // Partial results.
    int64_t group = partial.group * sliceGroup;
    if (consumer.opcode == ir::Opcode::Reduce && !consumer.operands.empty()) {
      const InstructionId input = consumer.operands[0];
      const ShardingPtr& s = shardings[input];
      if (s && !isTileMaximal(*s))
        if (auto t = tilingOf(*s, computation.instructions[input].shape.rank()))
          if (const auto* dims = consumer.intListAttribute("dimensions"))
            for (int64_t d : *dims)
              if (d >= 0 && d < static_cast<int64_t>(t->dims.size())) group *= t->dims[d];
    }
    if (group > 1 && consumer.shape.isArray()) {
      PlannedCollective c;
      c.producer = std::string(consumer.name);
      c.from = "partial sums over " + std::to_string(group) + " devices";
      c.to = shardings[id]->toString(false);
      c.alternative = sliceAlternative;
      c.alternativeBytesPerDevice = sliceAlternativeBytes;
      add(std::move(c), Resolution{CollectiveKind::AllReduce, group, outBytes,
                                   sliceReason.empty() ? "sums the partial results of tiled contracting dims" : sliceReason});
    }
  }

  // Memory per device and the peak of live tensors along the post-order schedule.
  std::vector<std::size_t> position(computation.instructions.size(), 0);
  for (std::size_t p = 0; p < order.size(); ++p) position[order[p]] = p;
  const auto users = computation.users();
  std::vector<std::vector<InstructionId>> dyingAt(order.size());
  int64_t live = 0;
  std::vector<int64_t> bytes(computation.instructions.size(), 0);
  for (std::size_t p = 0; p < order.size(); ++p) {
    const InstructionId id = order[p];
    const Instruction& instruction = computation.instructions[id];
    const int64_t tiles = shardings[id] && !shardings[id]->isTuple() ? tilesOf(*shardings[id]) : 1;
    bytes[id] = instruction.shape.isTuple() ? 0 : instruction.shape.byteSize().value_or(0) / std::max<int64_t>(1, tiles);
    plan.memory.push_back({std::string(instruction.name), bytes[id]});
    std::size_t last = p;
    for (InstructionId user : users[id]) last = std::max(last, position[user]);
    if (id != computation.root) dyingAt[last].push_back(id);
    live += bytes[id];
    if (live > plan.peakBytesPerDevice) {
      plan.peakBytesPerDevice = live;
      plan.peakAt = std::string(instruction.name);
    }
    for (InstructionId dead : dyingAt[p]) live -= bytes[dead];
  }
  return plan;
}

}  // namespace shardscope::propagation
