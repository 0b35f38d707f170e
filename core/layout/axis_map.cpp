#include "layout/axis_map.h"

#include <algorithm>

namespace shardscope::layout {

AxisMap AxisMap::identity(const Shape& baseline) {
  AxisMap map;
  map.axes.resize(baseline.size());
  for (std::size_t i = 0; i < baseline.size(); ++i)
    if (baseline[i] != 1) map.axes[i].push_back({static_cast<int>(i), 1, baseline[i]});
  return map;
}

std::optional<AxisMap> AxisMap::blockSharded(const Shape& baseline,
                                             const std::vector<int64_t>& blocks) {
  if (blocks.size() != baseline.size()) return std::nullopt;
  AxisMap map;
  map.axes.resize(baseline.size());
  for (std::size_t i = 0; i < baseline.size(); ++i) {
    if (blocks[i] < 1 || baseline[i] < 1 || baseline[i] % blocks[i] != 0) return std::nullopt;
    const int64_t local = baseline[i] / blocks[i];
    if (local != 1) map.axes[i].push_back({static_cast<int>(i), 1, local});
  }
  return map;
}

Shape AxisMap::distributedShape() const {
  Shape shape;
  shape.reserve(axes.size());
  for (const auto& factors : axes) {
    int64_t size = 1;
    for (const AxisFactor& f : factors) size *= f.size;
    shape.push_back(size);
  }
  return shape;
}

std::string AxisMap::toString() const {
  std::string text = "[";
  for (std::size_t a = 0; a < axes.size(); ++a) {
    if (a) text += ',';
    text += '(';
    for (std::size_t k = 0; k < axes[a].size(); ++k) {
      const AxisFactor& f = axes[a][k];
      if (k) text += ' ';
      text += std::to_string(f.axis) + ':' + std::to_string(f.size) + '@' +
              std::to_string(f.stride);
    }
    text += ')';
  }
  return text + "]";
}

AxisMapCheck checkAxisMap(const Shape& baseline, const AxisMap& map) {
  AxisMapCheck check;
  const int rank = static_cast<int>(baseline.size());
  if (!elementCount(baseline)) {
    check.error = "the baseline shape is out of range";
    return check;
  }
  std::vector<std::vector<AxisFactor>> held(rank);
  for (std::size_t a = 0; a < map.axes.size(); ++a) {
    for (const AxisFactor& f : map.axes[a]) {
      if (f.axis < 0 || f.axis >= rank) {
        check.error = "distributed axis " + std::to_string(a) + " names baseline axis " +
                      std::to_string(f.axis) + ", which does not exist";
        return check;
      }
      if (f.size < 1 || f.stride < 1 || f.size > kMaxElements / f.stride) {
        check.error = "distributed axis " + std::to_string(a) +
                      " holds a digit with a non-positive or out-of-range size or stride";
        return check;
      }
      if (f.size > 1) held[f.axis].push_back(f);
    }
  }
  if (map.axes.size() > static_cast<std::size_t>(kMaxRank)) {
    check.error = "the distributed rank exceeds " + std::to_string(kMaxRank);
    return check;
  }
  check.digits.resize(rank);
  for (int i = 0; i < rank; ++i) {
    if (baseline[i] < 1) {
      check.error = "baseline axis " + std::to_string(i) + " has size 0; it cannot be mapped";
      return check;
    }
    auto& factors = held[i];
    std::sort(factors.begin(), factors.end(),
              [](const AxisFactor& a, const AxisFactor& b) { return a.stride > b.stride; });
    // Walk the radix from the most-major end; `top` is the stride bound still unassigned.
    int64_t top = baseline[i];
    for (const AxisFactor& f : factors) {
      const int64_t span = f.stride * f.size;
      if (span > top || top % span != 0) {
        check.error = "baseline axis " + std::to_string(i) + " (size " +
                      std::to_string(baseline[i]) + ") has held digits that overlap or do not " +
                      "divide it (size " + std::to_string(f.size) + " at stride " +
                      std::to_string(f.stride) + ")";
        return check;
      }
      if (span < top) check.digits[i].push_back({{i, span, top / span}, false});
      check.digits[i].push_back({f, true});
      top = f.stride;
    }
    if (top > 1) check.digits[i].push_back({{i, 1, top}, false});
  }
  return check;
}

}  // namespace shardscope::layout
