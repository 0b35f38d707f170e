// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/replicated_groups.h"

namespace shardscope::verify {

std::optional<Relation> replicatedGroupsFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims,
                                                   int64_t devices) {
  if (baselineDims.size() != localDims.size() || devices < 4) return std::nullopt;  // 1 < groups < devices, groups | devices
  const int64_t rank = static_cast<int64_t>(baselineDims.size());
  int64_t dim = -1;
  for (int64_t k = 0; k < rank; ++k) {
    if (baselineDims[k] == localDims[k]) continue;
    if (dim >= 0) return std::nullopt;
    dim = k;
  }
  if (dim < 0 || localDims[dim] <= 0 || baselineDims[dim] % localDims[dim] != 0) return std::nullopt;
  const int64_t groups = baselineDims[dim] / localDims[dim];
  if (groups <= 1 || groups >= devices || devices % groups != 0) return std::nullopt;
  const int64_t perSlice = devices / groups;
  Relation r = Relation::replicated(devices, rank);
  r.tiles[dim] = groups;
  for (int64_t d = 0; d < devices; ++d) r.index(d, dim) = d / perSlice;
  return r;
}

std::optional<ReplicatedGroups> replicatedGroupsOf(const Relation& r) {
  if (r.isPartial() || r.isPadded() || r.hasLayout() || r.devices <= 0) return std::nullopt;
  ReplicatedGroups g;
  for (int64_t k = 0; k < r.rank(); ++k) {
    if (r.tiles[k] == 1) continue;
    if (g.dim >= 0) return std::nullopt;
    g.dim = k;
    g.slices = r.tiles[k];
  }
  if (g.dim < 0 || r.devices % g.slices != 0 || r.devices == g.slices) return std::nullopt;
  g.devicesPerSlice = r.devices / g.slices;
  std::vector<int64_t> count(static_cast<std::size_t>(g.slices), 0);
  g.consecutive = true;
  for (int64_t d = 0; d < r.devices; ++d) {
    const int64_t slice = r.index(d, g.dim);
    if (slice < 0 || slice >= g.slices) return std::nullopt;
    ++count[static_cast<std::size_t>(slice)];
    g.consecutive = g.consecutive && slice == d / g.devicesPerSlice;
  }
  for (int64_t c : count)
    if (c != g.devicesPerSlice) return std::nullopt;
  return g;
}

std::string replicatedGroupsAssumption(const Relation& r) {
  const auto g = replicatedGroupsOf(r);
  if (!g) return {};
  const std::string per = std::to_string(g->devicesPerSlice);
  std::string text = "assumed: replicated groups, dim " + std::to_string(g->dim) + " in " + std::to_string(g->slices) + " slices, each held by " +
                     per + " devices";
  if (g->consecutive)
    text += " in a row (device d holds slice d / " + per +
            "), as transformers-neuronx, vLLM and Megatron place KV heads when the TP degree exceeds them; the shapes do not say which "
            "devices share a slice, so another placement must be given in the relations file";
  return text;
}

std::string inferredRelationText(const Relation& r) {
  const std::string assumption = replicatedGroupsAssumption(r);
  return assumption.empty() ? r.toString() : r.toString() + " (" + assumption + ")";
}

}  // namespace shardscope::verify
