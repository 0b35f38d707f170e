#pragma once
// Relating a distributed value to a baseline value by value alone (issue 19, acceptance
// point 4): where neither names nor congruence give a counterpart (a shard_map body names
// its instructions apart from the baseline), the baseline values are searched for one
// that this instruction's per-device values equal, within the whole layer's tolerance,
// under a candidate relation: replicated, a regular or named tiling, a partial sum (max,
// min) over the module's groups (relation_candidates.h), each also of the baseline value
// with its dims permuted (a transposed stream, as transformers-neuronx's HSB layout) and
// with unit dims dropped on both sides; failing those, device by device (each device a
// whole baseline value or one block of one: a pipeline stage, a ring step's block). A
// reshape that splits a dim is no such match: a tiling of it is a strided tiling of the
// baseline value, which is what a wrong split computes; matchElements says it holds the
// baseline value's elements in another order.
//
// Bounded: only baseline values whose element count is the per-device count times at
// most the device count are tried, permuted copies are admitted by an ElementBudget
// of their own, and the number of comparisons is capped; a search that runs out says so.

#include "ir/module.h"
#include "numeric/element_budget.h"
#include "numeric/interpreter.h"
#include "numeric/relation_candidates.h"
#include "numeric/tolerance.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace shardscope::numeric {

struct ValueMatch {
  ir::InstructionId baseline = -1;  // in the baseline's entry computation
  std::vector<int64_t> permutation;  // of the baseline value's (unit-free) dims; empty: none
  TileRelation relation;
  // Set when no one relation holds on all devices but each device's value is a whole
  // baseline value or one block of one (a pipeline stage's activations, a ring step's
  // block): device d holds block perDevice[d].block of baseline value perDevice[d].baseline.
  struct DeviceBlock {
    ir::InstructionId baseline = -1;
    std::vector<int64_t> permutation;
    std::vector<int64_t> block;  // block coordinates, per (permuted, unit-free) dim
  };
  std::vector<DeviceBlock> perDevice;
  std::string describe(const ir::Computation& baselineEntry) const;
};

struct ValueMatchLimits {
  int64_t maxPermutedElements = int64_t{1} << 23;  // permuted baseline copies kept at once
  int64_t maxComparisons = 400000;                 // relation candidates and blocks compared in all
  int64_t maxSortedElements = int64_t{1} << 28;    // elements walked by matchElements in all
  int64_t maxPermutationRank = 4;                  // all permutations up to this rank, else none
};

class ValueMatcher {
 public:
  ValueMatcher(const ir::Module& baseline, const ir::Module& distributed, const EntryValues& baselineValues,
               const EntryValues& distributedValues, int64_t numDevices, NanPolicy nan, ValueMatchLimits limits = {});

  // The first baseline value (in the baseline's instruction order) that every device's
  // value of distributed entry instruction `id` relates to; nullopt when none does, the
  // value is no array, or the budget ran out.
  std::optional<ValueMatch> match(ir::InstructionId id);

  // The first baseline value whose elements every device's value holds in some order
  // (replicated or tiled: each device's elements are among the baseline value's; a sum:
  // the devices' elementwise sum is the baseline value's elements reordered). Blind to
  // layout: a value whose dims were merged in another order (HSB's (S,B) rows) matches
  // here and under no relation above. Only a layout op can be wrong in a way this misses.
  std::optional<ir::InstructionId> matchElements(ir::InstructionId id);

  bool exhausted() const { return exhausted_; }

 private:
  // One way of reading a baseline value: its dims (after dropping unit dims when
  // `squeezed`) permuted by `permutation`.
  using ViewKey = std::tuple<ir::InstructionId, bool, std::vector<int64_t>>;

  std::optional<ValueMatch> matchAgainst(ir::InstructionId base, const std::vector<const Value*>& local, bool squeezed);
  bool compatible(ir::InstructionId base, const Value& local) const;
  std::optional<ValueMatch::DeviceBlock> matchOneDevice(const Value& local, const Value& squeezedLocal);
  std::optional<ValueMatch::DeviceBlock> blockOf(ir::InstructionId base, const Value& local, bool squeezed);
  // The (permuted, unit-free or not) dims of baseline value `base` that may hold `local`.
  std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> readings(ir::InstructionId base, const std::vector<int64_t>& local,
                                                                                bool squeezed) const;
  const Value* view(ir::InstructionId base, bool squeezed, const std::vector<int64_t>& permutation, const std::vector<int64_t>& dims);
  const std::vector<double>* sortedBaseline(ir::InstructionId base);
  const std::vector<TileRelation>& candidates(const std::vector<int64_t>& full, const std::vector<int64_t>& local);

  const ir::Computation& baseEntry_;
  const EntryValues& base_;
  const EntryValues& dist_;
  int64_t numDevices_;
  NanPolicy nan_;
  ValueMatchLimits limits_;
  RelationVocabulary vocabulary_;
  ElementBudget permuted_;
  std::map<ViewKey, Value> views_;
  std::map<ir::InstructionId, std::vector<double>> sorted_;  // baseline values' elements, sorted
  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>, std::vector<TileRelation>> candidateCache_;
  int64_t comparisons_ = 0;
  int64_t sortedWalked_ = 0;
  bool exhausted_ = false;
};

// `dims` without its unit dims.
std::vector<int64_t> withoutUnitDims(const std::vector<int64_t>& dims);

}  // namespace shardscope::numeric
