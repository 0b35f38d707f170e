// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relation_inference.h"

namespace shardscope::verify {

std::optional<Relation> inferRelationFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims, int64_t devices,
                                                std::string* why) {
  const int64_t rank = static_cast<int64_t>(baselineDims.size());
  if (localDims == baselineDims) return Relation::replicated(devices, rank);
  if (static_cast<int64_t>(localDims.size()) != rank) {
    if (why) *why = "ranks differ; give the relation in the relations file";
    return std::nullopt;
  }
  int64_t split = -1;
  for (int64_t k = 0; k < rank; ++k) {
    if (baselineDims[k] == localDims[k]) continue;
    if (split >= 0 || localDims[k] * devices != baselineDims[k]) {
      if (why) *why = "shapes differ in a way no single split over " + std::to_string(devices) + " devices explains; give the relation in the relations file";
      return std::nullopt;
    }
    split = k;
  }
  Relation r = Relation::replicated(devices, rank);
  r.tiles[split] = devices;
  for (int64_t d = 0; d < devices; ++d) r.index(d, split) = d;
  return r;
}

}  // namespace shardscope::verify
