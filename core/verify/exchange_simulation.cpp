// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/exchange_simulation.h"

#include <algorithm>
#include <set>

namespace shardscope::verify {

namespace {

// The element count of `dims`, or -1 when a dim is negative or the count exceeds `cap`.
int64_t elementCount(const std::vector<int64_t>& dims, int64_t cap) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0) return -1;
    if (d == 0) return 0;
    if (n > cap / d) return -1;
    n *= d;
  }
  return n;
}

std::vector<int64_t> rowMajorStrides(const std::vector<int64_t>& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (std::size_t k = dims.size(); k-- > 1;) strides[k - 1] = strides[k] * dims[k];
  return strides;
}

template <class Fn>
std::optional<DeviceLabels> fail(std::string* why, Fn message) {
  if (why) *why = message();
  return std::nullopt;
}

}  // namespace

std::optional<DeviceLabels> labelTiles(const Relation& relation, const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims,
                                       std::string* why, int64_t maxLabels) {
  const int64_t rank = static_cast<int64_t>(baselineDims.size());
  if (relation.isPartial()) return fail(why, [] { return std::string("the exchanged value is a partial value (reduce it first)"); });
  if (relation.rank() != rank || static_cast<int64_t>(localDims.size()) != rank || relation.devices < 1)
    return fail(why, [] { return std::string("the relation does not match the value's rank"); });
  const int64_t n = elementCount(localDims, maxLabels);
  if (n < 0 || (n > 0 && relation.devices > maxLabels / n))
    return fail(why, [&] { return "too many elements to follow through the exchange (more than " + std::to_string(maxLabels) + ")"; });
  for (int64_t k = 0; k < rank; ++k)
    if (localDims[k] * relation.tiles[k] != baselineDims[k]) return fail(why, [] { return std::string("the tile does not match the baseline dims"); });
  DeviceLabels out;
  out.dims = localDims;
  out.labels.assign(static_cast<std::size_t>(relation.devices), std::vector<int64_t>(static_cast<std::size_t>(n)));
  const auto baselineStrides = rowMajorStrides(baselineDims);
  for (int64_t p = 0; p < relation.devices; ++p) {
    int64_t origin = 0;  // the tile's first element in the baseline
    for (int64_t k = 0; k < rank; ++k) origin += relation.index(p, k) * localDims[k] * baselineStrides[k];
    std::vector<int64_t> index(static_cast<std::size_t>(rank), 0);
    int64_t label = origin;
    for (int64_t e = 0; e < n; ++e) {
      out.labels[p][e] = label;
      // Advance the local multi-index (row-major) and the label with it.
      for (int64_t k = rank - 1; k >= 0; --k) {
        if (++index[k] < localDims[k]) {
          label += baselineStrides[k];
          break;
        }
        label -= (localDims[k] - 1) * baselineStrides[k];
        index[k] = 0;
      }
    }
  }
  return out;
}

std::optional<DeviceLabels> applyStep(const DeviceLabels& in, const ExchangeStep& step, std::string* why) {
  const int64_t n = in.labels.empty() ? 0 : static_cast<int64_t>(in.labels[0].size());
  const int64_t rank = static_cast<int64_t>(in.dims.size());
  switch (step.kind) {
    case ExchangeStep::Kind::Reshape: {
      if (elementCount(step.dims, n) != n) return fail(why, [] { return std::string("reshape changes the element count"); });
      DeviceLabels out = in;
      out.dims = step.dims;
      return out;
    }
    case ExchangeStep::Kind::Transpose: {
      std::set<int64_t> seen(step.permutation.begin(), step.permutation.end());
      if (static_cast<int64_t>(step.permutation.size()) != rank || static_cast<int64_t>(seen.size()) != rank ||
          (rank > 0 && (*seen.begin() < 0 || *seen.rbegin() >= rank)))
        return fail(why, [] { return std::string("transpose dimensions are not a permutation of the operand's"); });
      DeviceLabels out;
      out.dims.resize(static_cast<std::size_t>(rank));
      for (int64_t i = 0; i < rank; ++i) out.dims[i] = in.dims[step.permutation[i]];
      if (out.dims != step.dims) return fail(why, [] { return std::string("transpose result dims do not match"); });
      // Result element index o reads operand element with coordinate permutation[i] = o[i].
      const auto inStrides = rowMajorStrides(in.dims);
      std::vector<int64_t> readStride(static_cast<std::size_t>(rank));
      for (int64_t i = 0; i < rank; ++i) readStride[i] = inStrides[step.permutation[i]];
      out.labels.assign(in.labels.size(), std::vector<int64_t>(static_cast<std::size_t>(n)));
      std::vector<int64_t> index(static_cast<std::size_t>(rank), 0);
      int64_t source = 0;
      for (int64_t e = 0; e < n; ++e) {
        for (std::size_t p = 0; p < in.labels.size(); ++p) out.labels[p][e] = in.labels[p][source];
        for (int64_t i = rank - 1; i >= 0; --i) {
          if (++index[i] < out.dims[i]) {
            source += readStride[i];
            break;
          }
          source -= (out.dims[i] - 1) * readStride[i];
          index[i] = 0;
        }
      }
      return out;
    }
    case ExchangeStep::Kind::AllToAll: {
      const int64_t k = step.splitDimension;
      if (k < 0 || k >= rank) return fail(why, [] { return std::string("all-to-all split dimension out of range"); });
      if (step.dims != in.dims) return fail(why, [] { return std::string("all-to-all changes the shape"); });
      DeviceLabels out;
      out.dims = in.dims;
      out.labels.assign(in.labels.size(), std::vector<int64_t>(static_cast<std::size_t>(n)));
      const int64_t devices = static_cast<int64_t>(in.labels.size());
      std::vector<int> covered(static_cast<std::size_t>(devices), 0);
      // Along dim k the value is [outer, dims[k], inner]: member j receives chunk j of
      // member i's dim k at chunk position i (XLA's AllToAll, split = concat dimension).
      int64_t outer = 1, inner = 1;
      for (int64_t i = 0; i < k; ++i) outer *= in.dims[i];
      for (int64_t i = k + 1; i < rank; ++i) inner *= in.dims[i];
      for (const auto& group : step.groups) {
        const int64_t m = static_cast<int64_t>(group.size());
        if (m == 0 || in.dims[k] % m != 0)
          return fail(why, [&] { return "all-to-all over groups of " + std::to_string(m) + " but dim " + std::to_string(k) + " has " + std::to_string(in.dims[k]); });
        for (int64_t member : group)
          if (member < 0 || member >= devices) return fail(why, [] { return std::string("all-to-all group names a device the value does not have"); });
        const int64_t chunk = in.dims[k] / m;
        for (int64_t j = 0; j < m; ++j) {
          const int64_t receiver = group[j];
          if (covered[receiver]++)
            return fail(why, [] { return std::string("all-to-all groups do not name every device once"); });
          for (int64_t i = 0; i < m; ++i) {
            const auto& sent = in.labels[group[i]];
            auto& got = out.labels[receiver];
            for (int64_t o = 0; o < outer; ++o)
              for (int64_t c = 0; c < chunk; ++c) {
                const int64_t to = (o * in.dims[k] + i * chunk + c) * inner;
                const int64_t from = (o * in.dims[k] + j * chunk + c) * inner;
                std::copy(sent.begin() + from, sent.begin() + from + inner, got.begin() + to);
              }
          }
        }
      }
      for (int64_t d = 0; d < devices; ++d)
        if (!covered[d]) return fail(why, [&] { return "device " + std::to_string(d) + " is in no all-to-all group"; });
      return out;
    }
  }
  return fail(why, [] { return std::string("unknown step"); });
}

std::optional<Relation> tileRelationOf(const DeviceLabels& value, const std::vector<int64_t>& targetDims, const std::vector<int64_t>& position,
                                       std::string* why) {
  auto refuse = [&](std::string message) -> std::optional<Relation> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  const int64_t rank = static_cast<int64_t>(targetDims.size());
  if (static_cast<int64_t>(value.dims.size()) != rank) return refuse("the exchanged value's rank differs from the baseline's");
  const int64_t devices = static_cast<int64_t>(value.labels.size());
  Relation out = Relation::replicated(devices, rank);
  for (int64_t k = 0; k < rank; ++k) {
    if (value.dims[k] <= 0 || targetDims[k] % value.dims[k] != 0) return refuse("the exchanged value's dims do not divide the baseline's");
    out.tiles[k] = targetDims[k] / value.dims[k];
  }
  const int64_t targetCount = elementCount(targetDims, kMaxExchangeLabels);
  if (targetCount < 0 || (!position.empty() && static_cast<int64_t>(position.size()) != targetCount)) return refuse("baseline value too large to compare");
  const auto targetStrides = rowMajorStrides(targetDims);
  const auto localStrides = rowMajorStrides(value.dims);
  auto where = [&](int64_t label) { return position.empty() ? label : position[label]; };
  for (int64_t p = 0; p < devices; ++p) {
    const auto& labels = value.labels[p];
    if (labels.empty()) continue;
    // The tile is fixed by the first element; then every element must be in place.
    int64_t first = where(labels[0]);
    int64_t origin = 0;
    for (int64_t k = 0; k < rank; ++k) {
      const int64_t coordinate = (first / targetStrides[k]) % targetDims[k];
      if (coordinate % value.dims[k] != 0) return refuse("device " + std::to_string(p) + "'s part does not start on a tile boundary");
      out.index(p, k) = coordinate / value.dims[k];
      origin += coordinate * targetStrides[k];
    }
    for (int64_t e = 0; e < static_cast<int64_t>(labels.size()); ++e) {
      int64_t expected = origin;
      for (int64_t k = 0; k < rank; ++k) expected += ((e / localStrides[k]) % value.dims[k]) * targetStrides[k];
      if (where(labels[e]) != expected)
        return refuse("after the exchange device " + std::to_string(p) + " holds baseline elements out of tile order (element " + std::to_string(e) + ")");
    }
  }
  return out;
}

}  // namespace shardscope::verify
