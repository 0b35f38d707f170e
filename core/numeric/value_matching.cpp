#include "numeric/value_matching.h"

#include "numeric/tile_relation.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope::numeric {
namespace {

bool isArray(const Value& value) { return !value.isTuple() && value.type != ir::ElementType::Token; }

// Every local dim divides its whole dim: a tiling (or replication) may turn one into the other.
bool mayTile(const std::vector<int64_t>& full, const std::vector<int64_t>& local) {
  if (full.size() != local.size()) return false;
  for (std::size_t d = 0; d < full.size(); ++d)
    if (local[d] <= 0 ? full[d] != local[d] : full[d] % local[d] != 0) return false;
  return true;
}

// Permutations of 0..rank-1, the identity first.
std::vector<std::vector<int64_t>> permutationsOf(int64_t rank) {
  std::vector<int64_t> perm(static_cast<std::size_t>(rank));
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<std::vector<int64_t>> all;
  do all.push_back(perm);
  while (std::next_permutation(perm.begin(), perm.end()));
  return all;
}

bool isIdentity(const std::vector<int64_t>& perm) {
  for (std::size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != static_cast<int64_t>(i)) return false;
  return true;
}

}  // namespace

std::vector<int64_t> withoutUnitDims(const std::vector<int64_t>& dims) {
  std::vector<int64_t> kept;
  for (int64_t d : dims)
    if (d != 1) kept.push_back(d);
  return kept;
}

std::string ValueMatch::describe(const ir::Computation& baselineEntry) const {
  if (!perDevice.empty()) {
    std::string text = "per device:";
    for (std::size_t d = 0; d < perDevice.size() && d < 4; ++d) {
      text += " device " + std::to_string(d) + " a block of ";
      text += std::string(baselineEntry.instructions[perDevice[d].baseline].name);
      text += d + 1 < perDevice.size() ? ";" : "";
    }
    if (perDevice.size() > 4) text += " ...";
    return text;
  }
  std::string text = relation.toString() + " of ";
  if (!permutation.empty() && !isIdentity(permutation)) {
    text += "transpose {";
    for (std::size_t i = 0; i < permutation.size(); ++i) {
      if (i) text += ',';
      text += std::to_string(permutation[i]);
    }
    text += "} of ";
  }
  return text + std::string(baselineEntry.instructions[baseline].name);
}

ValueMatcher::ValueMatcher(const ir::Module& baseline, const ir::Module& distributed, const EntryValues& baselineValues,
                           const EntryValues& distributedValues, int64_t numDevices, NanPolicy nan, ValueMatchLimits limits)
    : baseEntry_(baseline.entryComputation()), base_(baselineValues), dist_(distributedValues), numDevices_(numDevices), nan_(nan),
      limits_(limits), vocabulary_(relationVocabulary(distributed, numDevices)),
      permuted_(kDefaultMaxElementsPerTensor, limits.maxPermutedElements) {}

std::optional<ValueMatch> ValueMatcher::match(ir::InstructionId id) {
  const std::vector<Value>& values = dist_.values[id];
  if (values.empty() || !isArray(values[0])) return std::nullopt;
  std::vector<const Value*> local;
  for (const Value& value : values) {
    if (!isArray(value) || value.dims != values[0].dims) return std::nullopt;
    local.push_back(&value);
  }
  // The same elements under unit-free dims; only made when that changes the dims.
  const std::vector<int64_t> squeezedDims = withoutUnitDims(values[0].dims);
  std::vector<Value> squeezedValues;
  std::vector<const Value*> squeezed;
  if (squeezedDims != values[0].dims) {
    for (const Value& value : values) squeezedValues.push_back(Value{value.type, squeezedDims, value.data, {}});
    for (const Value& value : squeezedValues) squeezed.push_back(&value);
  }
  for (ir::InstructionId b = 0; b < static_cast<ir::InstructionId>(baseEntry_.instructions.size()); ++b) {
    if (exhausted_) return std::nullopt;
    if (!compatible(b, *local[0])) continue;
    if (std::optional<ValueMatch> found = matchAgainst(b, local, false)) return found;
    if (!squeezed.empty() || withoutUnitDims(base_.values[b][0].dims) != base_.values[b][0].dims)
      if (std::optional<ValueMatch> found = matchAgainst(b, squeezed.empty() ? local : squeezed, true)) return found;
  }
  // Device by device: each a whole baseline value or a block of one.
  ValueMatch match;
  for (std::size_t d = 0; d < local.size(); ++d) {
    std::optional<ValueMatch::DeviceBlock> block = matchOneDevice(*local[d], squeezed.empty() ? *local[d] : *squeezed[d]);
    if (!block) return std::nullopt;
    match.perDevice.push_back(std::move(*block));
  }
  match.baseline = match.perDevice.empty() ? -1 : match.perDevice.front().baseline;
  return match;
}

// Same kind of number, and the baseline value holds the local one whole, as its sum's
// member, or as one of at most as many blocks as there are devices.
bool ValueMatcher::compatible(ir::InstructionId base, const Value& local) const {
  const std::vector<Value>& baseValues = base_.values[base];
  if (baseValues.empty() || !isArray(baseValues[0]) || ir::isFloatingPoint(baseValues[0].type) != ir::isFloatingPoint(local.type)) return false;
  const int64_t localElements = local.elementCount(), baseElements = baseValues[0].elementCount();
  return localElements > 0 && baseElements % localElements == 0 && baseElements / localElements <= numDevices_;
}

std::optional<ValueMatch::DeviceBlock> ValueMatcher::matchOneDevice(const Value& local, const Value& squeezedLocal) {
  for (ir::InstructionId b = 0; b < static_cast<ir::InstructionId>(baseEntry_.instructions.size()); ++b) {
    if (exhausted_) return std::nullopt;
    if (!compatible(b, local)) continue;
    if (std::optional<ValueMatch::DeviceBlock> found = blockOf(b, local, false)) return found;
    if (&squeezedLocal != &local || withoutUnitDims(base_.values[b][0].dims) != base_.values[b][0].dims)
      if (std::optional<ValueMatch::DeviceBlock> found = blockOf(b, squeezedLocal, true)) return found;
  }
  return std::nullopt;
}

std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> ValueMatcher::readings(ir::InstructionId base, const std::vector<int64_t>& local,
                                                                                            bool squeezed) const {
  const std::vector<int64_t>& whole = base_.values[base][0].dims;
  const std::vector<int64_t> full = squeezed ? withoutUnitDims(whole) : whole;
  std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> found;
  if (full.size() != local.size()) return found;
  const int64_t rank = static_cast<int64_t>(full.size());
  if (rank > limits_.maxPermutationRank) {
    if (mayTile(full, local)) found.emplace_back(std::vector<int64_t>{}, full);
    return found;
  }
  for (const std::vector<int64_t>& perm : permutationsOf(rank)) {
    std::vector<int64_t> dims(full.size());
    for (std::size_t i = 0; i < perm.size(); ++i) dims[i] = full[perm[i]];
    if (mayTile(dims, local)) found.emplace_back(perm, std::move(dims));
  }
  return found;
}

// The block of a reading of `base` that equals `local` (early exit per element).
std::optional<ValueMatch::DeviceBlock> ValueMatcher::blockOf(ir::InstructionId base, const Value& local, bool squeezed) {
  const Tolerance tolerance = toleranceFor(local.type);
  for (const auto& [perm, dims] : readings(base, local.dims, squeezed)) {
    const Value* baseline = view(base, squeezed, perm, dims);
    if (!baseline) continue;
    std::vector<int64_t> blocks(dims.size());
    for (std::size_t i = 0; i < dims.size(); ++i) blocks[i] = local.dims[i] <= 0 ? 1 : dims[i] / local.dims[i];
    const std::vector<int64_t> strides = stridesOf(dims);
    std::vector<int64_t> block(dims.size(), 0);
    do {
      if (++comparisons_ > limits_.maxComparisons) {
        exhausted_ = true;
        return std::nullopt;
      }
      int64_t origin = 0;
      for (std::size_t i = 0; i < dims.size(); ++i) origin += block[i] * local.dims[i] * strides[i];
      std::vector<int64_t> index(dims.size(), 0);
      bool equal = true;
      for (int64_t e = 0; e < local.elementCount() && equal; ++e, nextIndex(index, local.dims)) {
        int64_t at = origin;
        for (std::size_t i = 0; i < dims.size(); ++i) at += index[i] * strides[i];
        ErrorStats stats;
        compareElement(local.data[static_cast<std::size_t>(e)], baseline->data[static_cast<std::size_t>(at)], tolerance, nan_, e, stats);
        equal = stats.passed();
      }
      if (equal) return ValueMatch::DeviceBlock{base, perm, block};
    } while (nextIndex(block, blocks));
  }
  return std::nullopt;
}

std::optional<ValueMatch> ValueMatcher::matchAgainst(ir::InstructionId base, const std::vector<const Value*>& local, bool squeezed) {
  const Tolerance tolerance = toleranceFor(local[0]->type);
  for (const auto& [perm, dims] : readings(base, local[0]->dims, squeezed)) {
    const Value* baseline = view(base, squeezed, perm, dims);
    if (!baseline) continue;
    for (const TileRelation& relation : candidates(dims, local[0]->dims)) {
      if (++comparisons_ > limits_.maxComparisons) {
        exhausted_ = true;
        return std::nullopt;
      }
      if (holdsUnderRelation(local, *baseline, relation, tolerance, nan_)) return ValueMatch{base, perm, relation, {}};
    }
  }
  return std::nullopt;
}

// The baseline value read with `dims` (its own, unit-free, or permuted); copies are
// kept for the next instruction and admitted by their budget first.
const Value* ValueMatcher::view(ir::InstructionId base, bool squeezed, const std::vector<int64_t>& permutation, const std::vector<int64_t>& dims) {
  const Value& value = base_.values[base][0];
  if (value.dims == dims) return &value;
  ViewKey key{base, squeezed, permutation};
  if (auto it = views_.find(key); it != views_.end()) return &it->second;
  if (permuted_.used() + value.elementCount() > limits_.maxPermutedElements) return nullptr;
  Value reshaped{value.type, squeezed ? withoutUnitDims(value.dims) : value.dims, value.data, {}};
  const bool permutes = !permutation.empty() && !isIdentity(permutation);
  if (!permutes) permuted_.admit(reshaped.dims);
  Value read = permutes ? transposed(reshaped, permutation, permuted_) : std::move(reshaped);
  return &views_.emplace(std::move(key), std::move(read)).first->second;
}

namespace {

bool close(double actual, double expected, const Tolerance& tolerance, NanPolicy nan) {
  ErrorStats stats;
  compareElement(actual, expected, tolerance, nan, 0, stats);
  return stats.passed();
}

// Every element of sorted `part` pairs with its own element of sorted `whole`, within
// tolerance (greedy: both sorted, so the nearest unused one is the next close one).
// `walked` counts the elements visited.
bool isSubMultiset(const std::vector<double>& part, const std::vector<double>& whole, const Tolerance& tolerance, NanPolicy nan, int64_t& walked) {
  if (part.empty() || part.size() > whole.size()) return part.empty();
  if (!close(part.front(), whole.front(), tolerance, nan) && part.front() < whole.front()) return false;
  if (!close(part.back(), whole.back(), tolerance, nan) && part.back() > whole.back()) return false;
  std::size_t j = 0;
  for (double element : part) {
    while (j < whole.size() && whole[j] < element && !close(element, whole[j], tolerance, nan)) ++j;
    walked += 1;
    if (j == whole.size() || !close(element, whole[j], tolerance, nan)) {
      walked += static_cast<int64_t>(j);
      return false;
    }
    ++j;
  }
  walked += static_cast<int64_t>(j);
  return true;
}

std::vector<double> sortedCopy(const std::vector<double>& data) {
  std::vector<double> sorted = data;
  std::sort(sorted.begin(), sorted.end(), [](double a, double b) { return a < b || (!std::isnan(a) && std::isnan(b)); });
  return sorted;
}

}  // namespace

std::optional<ir::InstructionId> ValueMatcher::matchElements(ir::InstructionId id) {
  const std::vector<Value>& values = dist_.values[id];
  if (values.empty() || !isArray(values[0]) || values[0].elementCount() == 0) return std::nullopt;
  std::vector<std::vector<double>> perDevice;
  std::vector<double> sum(values[0].data.size(), 0.0);
  for (const Value& value : values) {
    if (!isArray(value) || value.dims != values[0].dims) return std::nullopt;
    perDevice.push_back(sortedCopy(value.data));
    for (std::size_t e = 0; e < sum.size(); ++e) sum[e] += value.data[e];
  }
  const std::vector<double> sortedSum = sortedCopy(sum);
  const Tolerance tolerance = toleranceFor(values[0].type);
  for (ir::InstructionId b = 0; b < static_cast<ir::InstructionId>(baseEntry_.instructions.size()); ++b) {
    if (exhausted_ || sortedWalked_ > limits_.maxSortedElements) {
      exhausted_ = true;
      return std::nullopt;
    }
    if (!compatible(b, values[0])) continue;
    const std::vector<double>* whole = sortedBaseline(b);
    if (!whole) continue;
    bool holds = true;
    for (const std::vector<double>& part : perDevice)
      if (!(holds = isSubMultiset(part, *whole, tolerance, nan_, sortedWalked_))) break;
    if (holds) return b;
    if (sortedSum.size() == whole->size() && values.size() > 1 && isSubMultiset(sortedSum, *whole, tolerance, nan_, sortedWalked_)) return b;
  }
  return std::nullopt;
}

const std::vector<double>* ValueMatcher::sortedBaseline(ir::InstructionId base) {
  if (auto it = sorted_.find(base); it != sorted_.end()) return &it->second;
  const Value& value = base_.values[base][0];
  if (permuted_.used() + value.elementCount() > limits_.maxPermutedElements) return nullptr;
  permuted_.admit(value.dims);
  return &sorted_.emplace(base, sortedCopy(value.data)).first->second;
}

const std::vector<TileRelation>& ValueMatcher::candidates(const std::vector<int64_t>& full, const std::vector<int64_t>& local) {
  auto [it, inserted] = candidateCache_.try_emplace(std::make_pair(full, local));
  if (inserted) it->second = relationCandidates(vocabulary_, full, local, {});
  return it->second;
}

}  // namespace shardscope::numeric
