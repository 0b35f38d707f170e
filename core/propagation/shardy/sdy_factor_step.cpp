#include "propagation/shardy/sdy_factor_step.h"

#include <algorithm>
#include <numeric>

namespace shardscope::propagation::sdy {
namespace {

struct FactorSharding {
  bool present = false;
  std::vector<AxisRef> axes;
  std::vector<AxisRef> overflow;  // axes of the dim that do not fit the factor
  bool closed = false;
  bool minorMost = false;
};

struct TensorFactors {
  std::vector<FactorSharding> factors;  // by factor index
  std::vector<AxisRef> replicated;
};

AxisRef piece(const AxisRef& axis, int64_t preSize, int64_t size) {
  AxisRef out = axis;
  out.preSize = preSize;
  out.size = size;
  return out;
}

// A dim's axes are handed to its factors major first: a factor takes whole axes, or
// the part of one its size shares (gcd), until it is full; the minor-most factor
// takes everything left; what a factor cannot take becomes its overflow.
TensorFactors project(const std::optional<TensorSharding>& sharding, const TensorMapping& mapping, const std::vector<int64_t>& sizes) {
  TensorFactors out;
  out.factors.resize(sizes.size());
  for (std::size_t d = 0; d < mapping.size(); ++d) {
    std::vector<AxisRef> axes = sharding ? sharding->dims[d].axes : std::vector<AxisRef>{};
    const bool closed = sharding ? sharding->dims[d].closed : false;
    std::size_t next = 0;
    std::optional<AxisRef> rest = next < axes.size() ? std::optional<AxisRef>(axes[next]) : std::nullopt;
    auto advance = [&] {
      ++next;
      rest = next < axes.size() ? std::optional<AxisRef>(axes[next]) : std::nullopt;
    };
    bool overflowed = false;
    for (std::size_t k = 0; k < mapping[d].size(); ++k) {
      FactorSharding& fs = out.factors[static_cast<std::size_t>(mapping[d][k])];
      fs.present = true;
      fs.minorMost = k + 1 == mapping[d].size();
      if (overflowed) {
        fs.closed = true;
        break;
      }
      fs.closed = closed;
      if (fs.minorMost) {
        while (rest) {
          addAxisOrMerge(fs.axes, *rest);
          advance();
        }
        break;
      }
      int64_t remaining = sizes[static_cast<std::size_t>(mapping[d][k])];
      while (rest) {
        const int64_t g = std::gcd(remaining, rest->size);
        if (rest->size != 1 && g <= 1) break;
        if (rest->size > g) {
          fs.axes.push_back(piece(*rest, rest->preSize, g));
          rest = piece(*rest, rest->preSize * g, rest->size / g);
          remaining /= g;
        } else {
          fs.axes.push_back(*rest);
          remaining /= rest->size;
          advance();
        }
      }
      if (remaining > 1 && rest) {
        overflowed = true;
        while (rest) {
          addAxisOrMerge(fs.overflow, *rest);
          advance();
        }
      }
    }
  }
  if (sharding) out.replicated = sharding->replicated;
  return out;
}

// Merges `next` into the compatible major axes found so far (Shardy's rule: equal
// prefixes agree; a sub-axis prefix of the other may grow; any other difference stops
// and forbids further growth).
void mergeCompatible(std::vector<AxisRef>& result, bool& canExpand, const std::vector<AxisRef>& next) {
  std::vector<AxisRef> merged;
  std::size_t i = 0;
  for (; i < result.size() && i < next.size(); ++i) {
    const AxisRef& oldAxis = result[i];
    const AxisRef& newAxis = next[i];
    if (oldAxis.name != newAxis.name) {
      result = merged;
      canExpand = false;
      return;
    }
    if (oldAxis == newAxis) {
      merged.push_back(newAxis);
      continue;
    }
    if (newAxis.prefixOf(oldAxis)) {
      if (i + 1 < next.size()) {
        merged.push_back(newAxis);
        result = merged;
        canExpand = false;
        return;
      }
      merged.push_back(oldAxis);
    } else if (oldAxis.prefixOf(newAxis)) {
      if (!canExpand || i + 1 < result.size()) {
        merged.push_back(oldAxis);
        result = merged;
        canExpand = false;
        return;
      }
      merged.push_back(newAxis);
    } else {
      result = merged;
      canExpand = false;
      return;
    }
  }
  for (std::size_t k = i; k < result.size(); ++k) merged.push_back(result[k]);
  if (canExpand)
    for (std::size_t k = i; k < next.size(); ++k) merged.push_back(next[k]);
  result = merged;
}

std::optional<AxisRef> withoutOverlap(std::optional<AxisRef> axis, const std::vector<AxisRef>& others) {
  for (const AxisRef& other : others) {
    if (!axis || !axis->canCoexist(other)) return std::nullopt;
    axis = axis->prefixWithoutOverlap(other);
  }
  return axis;
}

std::optional<AxisRef> noConflictsAcrossFactors(const AxisRef& axis, const TensorFactors& tensor, int factor,
                                                const std::vector<std::vector<AxisRef>>* newAxes) {
  std::optional<AxisRef> result = axis;
  for (std::size_t f = 0; f < tensor.factors.size(); ++f) {
    if (static_cast<int>(f) == factor || !tensor.factors[f].present) continue;
    result = withoutOverlap(result, tensor.factors[f].overflow);
    result = withoutOverlap(result, tensor.factors[f].axes);
    if (newAxes) result = withoutOverlap(result, (*newAxes)[f]);
    if (!result) return std::nullopt;
  }
  return result;
}

std::optional<AxisRef> noConflictsWithinFactor(const AxisRef& axis, const TensorFactors& tensor, const FactorSharding& fs,
                                               int64_t shardedSize, int64_t factorSize) {
  std::optional<AxisRef> result = withoutOverlap(axis, tensor.replicated);
  if (!result) return std::nullopt;
  for (const AxisRef& existing : fs.axes)
    if (existing.contains(*result)) return result;
  if (!fs.closed && fs.overflow.empty() && (fs.minorMost || factorSize % shardedSize == 0)) return result;
  if (!fs.axes.empty() && fs.axes.back().prefixOf(*result)) return fs.axes.back();
  // A factor that is not minor-most in its dim takes the major part of the axis that
  // still fits its size (Shardy splits it into a sub-axis).
  if (!fs.closed && fs.overflow.empty() && fs.axes.empty()) {
    const int64_t before = shardedSize / result->size;
    const int64_t g = factorSize % before == 0 ? std::gcd(factorSize / before, result->size) : 1;
    if (g > 1) return piece(*result, result->preSize, g);
  }
  return std::nullopt;
}

void truncate(std::vector<AxisRef>& axes, const std::function<std::optional<AxisRef>(const AxisRef&, int64_t)>& check, bool conservative) {
  int64_t shardedSize = 1;
  for (std::size_t i = 0; i < axes.size(); ++i) {
    shardedSize *= axes[i].size;
    std::optional<AxisRef> fixed = check(axes[i], shardedSize);
    if (!fixed || (conservative && !fixed->isFull())) {
      axes.resize(i);
      return;
    }
    if (!(*fixed == axes[i])) {
      axes[i] = *fixed;
      axes.resize(i + 1);
      return;
    }
  }
}

std::vector<AxisRef> compatibleMajorAxes(const std::vector<TensorFactors>& tensors, std::size_t operandCount, int factor, Direction direction) {
  std::vector<AxisRef> result;
  bool canExpand = true;
  auto visit = [&](std::size_t begin, std::size_t end) {
    for (std::size_t t = begin; t < end; ++t) {
      const FactorSharding& fs = tensors[t].factors[static_cast<std::size_t>(factor)];
      if (fs.present) mergeCompatible(result, canExpand, fs.axes);
    }
  };
  const bool backward = direction == kBackward;
  if (!backward) visit(0, operandCount);
  else visit(operandCount, tensors.size());
  if (direction != kBoth) canExpand = false;
  if (!backward) visit(operandCount, tensors.size());
  else visit(0, operandCount);
  return result;
}

bool isStrictPrefix(const std::vector<AxisRef>& a, const std::vector<AxisRef>& b) {
  if (a.size() > b.size()) return false;
  if (a.empty()) return !b.empty();
  for (std::size_t i = 0; i + 1 < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  if (a.size() == b.size() && a.back() == b.back()) return false;
  return a.back().prefixOf(b[a.size() - 1]) && (a.size() < b.size() || !(a.back() == b[a.size() - 1]));
}

// The factors back into dims: a dim takes its factors' axes major to minor, stopping
// after a factor that is not fully sharded (the rest would need a strided view).
TensorSharding rebuild(const TensorFactors& tensor, const TensorMapping& mapping, const std::vector<int64_t>& sizes,
                       const std::optional<TensorSharding>& old, const std::string& mesh) {
  TensorSharding out;
  out.mesh = mesh;
  for (const auto& factors : mapping) {
    DimSharding dim;
    dim.closed = false;
    for (int f : factors) {
      const FactorSharding& fs = tensor.factors[static_cast<std::size_t>(f)];
      dim.closed = dim.closed || fs.closed;
      int64_t sharded = 1;
      for (std::size_t i = 0; i < fs.axes.size(); ++i) {
        sharded *= fs.axes[i].size;
        if (i == 0) addAxisOrMerge(dim.axes, fs.axes[i]);
        else dim.axes.push_back(fs.axes[i]);
      }
      if (!fs.overflow.empty()) {
        for (std::size_t i = 0; i < fs.overflow.size(); ++i) {
          if (i == 0) addAxisOrMerge(dim.axes, fs.overflow[i]);
          else dim.axes.push_back(fs.overflow[i]);
        }
        break;
      }
      if (sharded < sizes[static_cast<std::size_t>(f)]) break;
    }
    out.dims.push_back(std::move(dim));
  }
  if (old) {
    out.replicated = old->replicated;
    out.unreduced = old->unreduced;
    // A dim that maps to no factor keeps what it had.
    for (std::size_t d = 0; d < mapping.size(); ++d)
      if (mapping[d].empty()) out.dims[d] = old->dims[d];
  }
  return out;
}

// Every tensor maps dim d to factor d alone (add, abs, ...).
bool isElementwiseRule(const FactorRule& rule) {
  auto identity = [&](const TensorMapping& mapping) {
    if (mapping.size() != rule.factorSizes.size()) return false;
    for (std::size_t d = 0; d < mapping.size(); ++d)
      if (mapping[d].size() != 1 || mapping[d][0] != static_cast<int>(d)) return false;
    return true;
  };
  return std::all_of(rule.operands.begin(), rule.operands.end(), identity) && std::all_of(rule.results.begin(), rule.results.end(), identity);
}

}  // namespace

std::vector<std::optional<TensorSharding>> factorStep(const StepInput& input, const MeshTable& meshes) {
  const FactorRule& rule = *input.rule;
  const std::size_t count = input.tensors.size();
  std::vector<std::optional<TensorSharding>> updates(count);
  // The tensors must share one mesh; as in Shardy, a sharding on a mesh without axes
  // (empty or maximal) agrees with any mesh, and meshes of other names but the same
  // axes are one mesh (the first one's name is kept).
  std::optional<std::string> mesh;
  const SdyMesh* chosen = nullptr;
  for (const auto* sharding : input.tensors) {
    if (!*sharding) continue;
    const auto found = meshes.find((*sharding)->mesh);
    if (found == meshes.end()) return {};
    if (found->second.axes.empty()) continue;
    if (!mesh) {
      mesh = (*sharding)->mesh;
      chosen = &found->second;
    } else if (*mesh != (*sharding)->mesh && found->second.axes != chosen->axes) {
      return {};
    }
  }
  if (!mesh) return {};
  std::vector<TensorFactors> tensors;
  std::vector<const TensorMapping*> mappings;
  for (std::size_t t = 0; t < count; ++t) {
    const TensorMapping& mapping = t < input.operandCount ? rule.operands[t] : rule.results[t - input.operandCount];
    if (*input.tensors[t] && (*input.tensors[t])->dims.size() != mapping.size()) return {};
    mappings.push_back(&mapping);
    tensors.push_back(project(*input.tensors[t], mapping, rule.factorSizes));
  }
  const std::size_t factorCount = rule.factorSizes.size();
  std::vector<std::vector<AxisRef>> axesPerFactor(factorCount);
  std::vector<Direction> directions(factorCount);
  for (std::size_t f = 0; f < factorCount; ++f) {
    directions[f] = rule.blocked[f] ? kNone : input.direction(static_cast<int>(f));
    if (directions[f] != kNone) axesPerFactor[f] = compatibleMajorAxes(tensors, input.operandCount, static_cast<int>(f), directions[f]);
  }
  if (!input.aggressive) {
    for (std::size_t f = 0; f < factorCount; ++f)
      truncate(axesPerFactor[f], [&](const AxisRef& axis, int64_t shardedSize) -> std::optional<AxisRef> {
        std::optional<AxisRef> result = axis;
        for (const TensorFactors& tensor : tensors) {
          result = noConflictsAcrossFactors(*result, tensor, static_cast<int>(f), nullptr);
          if (!result) return std::nullopt;
          const FactorSharding& fs = tensor.factors[f];
          if (!fs.present) continue;
          result = noConflictsWithinFactor(*result, tensor, fs, shardedSize, rule.factorSizes[f]);
          if (!result) return std::nullopt;
        }
        return result;
      }, input.conservative);
  }
  // Basic settles one set of axes per factor for all tensors; aggressive settles them
  // per tensor, so a closed dim or a conflict in one tensor only keeps that tensor back.
  std::vector<std::vector<std::vector<AxisRef>>> perTensor(count, axesPerFactor);
  if (input.aggressive) {
    // Conflicts across factors are settled in favour of the factor that comes first:
    // the most sharded one on an elementwise op, the larger source tensor (then the
    // operands' order, lhs first) otherwise; a later factor keeps only the axes no
    // earlier choice uses.
    std::vector<std::size_t> order(factorCount);
    for (std::size_t f = 0; f < factorCount; ++f) order[f] = f;
    if (isElementwiseRule(rule)) {
      auto shardedSize = [&](std::size_t f) {
        int64_t size = 1;
        for (const AxisRef& a : axesPerFactor[f]) size *= a.size;
        return size;
      };
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return shardedSize(a) > shardedSize(b); });
    } else {
      auto sourceSize = [&](std::size_t f) {
        int64_t best = 0;
        for (std::size_t t = 0; t < count; ++t) {
          const FactorSharding& fs = tensors[t].factors[f];
          if (!fs.present || fs.axes.empty()) continue;
          int64_t elements = 1;
          for (const auto& dim : *mappings[t])
            for (int g : dim) elements *= rule.factorSizes[static_cast<std::size_t>(g)];
          best = std::max(best, elements);
        }
        return best;
      };
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sourceSize(a) > sourceSize(b); });
    }
    for (std::size_t t = 0; t < count; ++t) {
      const TensorFactors& tensor = tensors[t];
      auto& axes = perTensor[t];
      for (std::size_t f = 0; f < factorCount; ++f) {
        if (!tensor.factors[f].present) continue;
        truncate(axes[f], [&](const AxisRef& axis, int64_t shardedSize) {
          return noConflictsWithinFactor(axis, tensor, tensor.factors[f], shardedSize, rule.factorSizes[f]);
        }, input.conservative);
      }
      std::vector<std::vector<AxisRef>> chosen(factorCount);
      for (std::size_t f : order) {
        if (!tensor.factors[f].present) continue;
        truncate(axes[f], [&](const AxisRef& axis, int64_t) {
          return noConflictsAcrossFactors(axis, tensor, static_cast<int>(f), &chosen);
        }, input.conservative);
        chosen[f] = axes[f];
      }
    }
  }
  std::vector<bool> changed(count, false);
  for (std::size_t f = 0; f < factorCount; ++f)
    for (std::size_t t = 0; t < count; ++t) {
      FactorSharding& fs = tensors[t].factors[f];
      if (!fs.present || !isStrictPrefix(fs.axes, perTensor[t][f])) continue;
      fs.axes = perTensor[t][f];
      changed[t] = true;
    }
  for (std::size_t t = 0; t < count; ++t) {
    if (!changed[t]) continue;
    TensorSharding next = rebuild(tensors[t], *mappings[t], rule.factorSizes, *input.tensors[t], *mesh);
    const auto& old = *input.tensors[t];
    if ((!old && next.emptyAxes()) || (old && next == *old)) continue;
    updates[t] = std::move(next);
  }
  return updates;
}

}  // namespace shardscope::propagation::sdy
