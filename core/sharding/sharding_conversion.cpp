#include "sharding/sharding_conversion.h"

#include <algorithm>

#include "sharding/device_array.h"

namespace shardscope::sharding {
namespace {

// Candidate assignments tried by the GSPMD -> named-axis search before giving up. The
// search is exponential only in the number of mesh axes (at most Mesh::kMaxAxes), and
// products prune it hard, so real meshes finish in a handful of candidates.
constexpr int64_t kMaxSearchCandidates = 200000;

ConversionError fail(std::string message) { return ConversionError{std::move(message)}; }

std::string listText(const std::vector<int64_t>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i != 0) out += ',';
    out += std::to_string(values[i]);
  }
  return out + "]";
}

// Searches assignments of mesh axes to the data dims (ordered, major to minor) and to
// the unreduced group (unordered); the remaining axes form the replicated group.
class AxisAssignmentSearch {
 public:
  AxisAssignmentSearch(const HloSharding& target, const Mesh& mesh)
      : target_(target), mesh_(mesh), used_(mesh.axes().size(), false) {
    const int64_t dataRank = target.dataRank();
    dataDims_.assign(target.tileDims().begin(), target.tileDims().begin() + dataRank);
    for (std::size_t i = 0; i < target.subgroups().size(); ++i) {
      if (target.subgroups()[i] == SubgroupKind::Unreduced) {
        unreducedSize_ *= target.tileDims()[dataRank + i];
      }
    }
    current_.dims.resize(dataDims_.size());
  }

  std::optional<NamedSharding> run() {
    if (assignDim(0)) return current_;
    return std::nullopt;
  }
  bool exhausted() const { return candidates_ > kMaxSearchCandidates; }

 private:
  bool assignDim(std::size_t dim) {
    if (exhausted()) return false;
    if (dim == dataDims_.size()) return assignUnreduced(0, 1);
    return extendDim(dim, 1);
  }

  // Appends axes to current_.dims[dim] until their product reaches the tile dim.
  bool extendDim(std::size_t dim, int64_t product) {
    if (product == dataDims_[dim]) return assignDim(dim + 1);
    for (std::size_t a = 0; a < mesh_.axes().size(); ++a) {
      const int64_t size = mesh_.axes()[a].size;
      if (used_[a] || size == 1 || dataDims_[dim] % (product * size) != 0) continue;
      used_[a] = true;
      current_.dims[dim].axes.push_back(mesh_.axes()[a].name);
      if (extendDim(dim, product * size)) return true;
      current_.dims[dim].axes.pop_back();
      used_[a] = false;
    }
    return false;
  }

  // Chooses the unreduced axes as a set (ascending axis index), then checks the result.
  bool assignUnreduced(std::size_t from, int64_t product) {
    if (product == unreducedSize_) return check();
    for (std::size_t a = from; a < mesh_.axes().size(); ++a) {
      const int64_t size = mesh_.axes()[a].size;
      if (used_[a] || size == 1 || unreducedSize_ % (product * size) != 0) continue;
      used_[a] = true;
      current_.unreduced.push_back(mesh_.axes()[a].name);
      if (assignUnreduced(a + 1, product * size)) return true;
      current_.unreduced.pop_back();
      used_[a] = false;
    }
    return false;
  }

  bool check() {
    ++candidates_;
    if (exhausted()) return false;
    auto built = toHloSharding(current_, mesh_);
    const auto* sharding = std::get_if<HloSharding>(&built);
    return sharding && *sharding == target_;
  }

  const HloSharding& target_;
  const Mesh& mesh_;
  std::vector<int64_t> dataDims_;
  int64_t unreducedSize_ = 1;
  std::vector<bool> used_;
  NamedSharding current_;
  int64_t candidates_ = 0;
};

NamedSharding replicatedNamed(int64_t rank) {
  NamedSharding named;
  named.dims.resize(rank);
  return named;
}

}  // namespace

Conversion<HloSharding> toHloSharding(const NamedSharding& sharding, const Mesh& mesh) {
  if (auto problem = checkAgainstMesh(sharding, mesh)) return fail(*problem);
  const auto& axes = mesh.axes();
  std::vector<bool> placed(axes.size(), false);
  std::vector<int64_t> perm;
  std::vector<int64_t> tileDims;
  for (const DimAxes& dim : sharding.dims) {
    int64_t size = 1;
    for (const std::string& name : dim.axes) {
      const std::size_t a = *mesh.axisIndex(name);
      perm.push_back(static_cast<int64_t>(a));
      placed[a] = true;
      size *= axes[a].size;
    }
    tileDims.push_back(size);
  }
  std::vector<bool> unreduced(axes.size(), false);
  for (const std::string& name : sharding.unreduced) unreduced[*mesh.axisIndex(name)] = true;
  // Subgroups in XLA's canonical order: replicated (stated or implicit), then unreduced.
  std::vector<SubgroupKind> subgroups;
  int64_t replicatedSize = 1;
  for (std::size_t a = 0; a < axes.size(); ++a) {
    if (placed[a] || unreduced[a]) continue;
    perm.push_back(static_cast<int64_t>(a));
    replicatedSize *= axes[a].size;
  }
  if (replicatedSize > 1) {
    tileDims.push_back(replicatedSize);
    subgroups.push_back(SubgroupKind::Replicated);
  }
  int64_t unreducedSize = 1;
  for (const std::string& name : sharding.unreduced) {
    const std::size_t a = *mesh.axisIndex(name);
    perm.push_back(static_cast<int64_t>(a));
    unreducedSize *= axes[a].size;
  }
  if (unreducedSize > 1) {
    tileDims.push_back(unreducedSize);
    subgroups.push_back(SubgroupKind::Unreduced);
  }
  if (tileDims.empty()) return HloSharding::replicated();  // a scalar on any mesh
  // A named sharding has a dim per tensor dim, any number of them; a GSPMD tile
  // assignment at most kMaxTileRank, which HloSharding::tiled enforces by throwing.
  if (static_cast<int64_t>(tileDims.size()) > HloSharding::kMaxTileRank)
    return fail("a sharding of " + std::to_string(tileDims.size()) + " tile dimensions (with subgroups) has no GSPMD form: at most " +
                std::to_string(HloSharding::kMaxTileRank));
  const std::vector<int64_t> sizes = mesh.axisSizes();
  // A mesh in device order 0..N-1 (Shardy's default) transposed is an iota form: kept
  // symbolic (HloSharding::tiledIota), as the text parsers keep `<=[...]T(...)`.
  const std::vector<int64_t>& ids = mesh.deviceIds();
  bool inOrder = !sizes.empty() && static_cast<int64_t>(sizes.size()) <= HloSharding::kMaxTileRank;  // <[]>: one device, listed
  for (std::size_t i = 0; inOrder && i < ids.size(); ++i) inOrder = ids[i] == static_cast<int64_t>(i);
  if (inOrder)
    return HloSharding::tiledIota(std::move(tileDims), IotaDevices{sizes, perm}, std::move(subgroups)).normalized();
  std::vector<int64_t> devices = transposeArray(ids, sizes, perm);
  return HloSharding::tiled(std::move(tileDims), std::move(devices), std::move(subgroups))
      .normalized();
}

Conversion<NamedSharding> toNamedSharding(const HloSharding& sharding, const Mesh& mesh,
                                          std::optional<int64_t> tensorRank) {
  const HloSharding target = sharding.normalized();
  switch (target.kind()) {
    case ShardingKind::Replicated:
      if (!tensorRank) return fail("{replicated} has no rank of its own: give the tensor rank");
      if (*tensorRank < 0) return fail("tensor rank must be non-negative");
      return replicatedNamed(*tensorRank);
    case ShardingKind::Maximal:
      if (mesh.numDevices() == 1 && mesh.deviceIds()[0] == target.maximalDevice() && tensorRank) {
        return replicatedNamed(*tensorRank);
      }
      return fail("{maximal device=" + std::to_string(target.maximalDevice()) +
                  "} places the whole tensor on one device: no named-axis form on mesh " +
                  mesh.toString());
    case ShardingKind::Manual:
      return fail("{manual} is outside GSPMD's control: it has no named-axis form");
    case ShardingKind::Unknown:
      return fail("{unknown} has no named-axis form");
    case ShardingKind::Tuple:
      return fail("a tuple sharding has one named-axis form per element: convert the elements");
    case ShardingKind::Tiled:
      break;
  }
  if (tensorRank && *tensorRank != target.dataRank()) {
    return fail("the sharding tiles " + std::to_string(target.dataRank()) +
                " dims but the tensor has rank " + std::to_string(*tensorRank));
  }
  if (std::find(target.subgroups().begin(), target.subgroups().end(), SubgroupKind::Manual) !=
      target.subgroups().end()) {
    return fail("manual subgroups (last_tile_dims={manual}) have no named-axis form");
  }
  if (target.numDevices() != mesh.numDevices()) {
    return fail("the sharding spans " + std::to_string(target.numDevices()) +
                " devices but mesh " + mesh.toString() + " has " +
                std::to_string(mesh.numDevices()));
  }
  std::vector<int64_t> ours = target.devices();
  std::vector<int64_t> theirs = mesh.deviceIds();
  std::sort(ours.begin(), ours.end());
  std::sort(theirs.begin(), theirs.end());
  if (ours != theirs) {
    return fail("the sharding's devices are not the mesh's devices");
  }
  AxisAssignmentSearch search(target, mesh);
  if (auto named = search.run()) return *named;
  if (search.exhausted()) {
    return fail("gave up after " + std::to_string(kMaxSearchCandidates) +
                " candidate axis assignments");
  }
  return fail("no assignment of the axes of mesh " + mesh.toString() + " to tile dims " +
              listText(target.tileDims()) + " reproduces the device order " +
              target.toString(false) + ": the mesh cannot express it");
}

Conversion<MeshAndNamedSharding> inferMeshAndNamedSharding(const HloSharding& sharding) {
  const HloSharding target = sharding.normalized();
  if (target.kind() != ShardingKind::Tiled) {
    return fail("only a tiled sharding defines a mesh; this one is " + target.toString(false));
  }
  std::vector<MeshAxis> axes;
  NamedSharding named = replicatedNamed(target.dataRank());
  for (int64_t d = 0; d < target.dataRank(); ++d) {
    if (target.tileDims()[d] == 1) continue;
    std::string name = "a";  // appended, not operator+: GCC 12 warns falsely (PR 105329)
    name += std::to_string(d);
    axes.push_back({std::move(name), target.tileDims()[d]});
    named.dims[d].axes.push_back(axes.back().name);
  }
  for (std::size_t i = 0; i < target.subgroups().size(); ++i) {
    const int64_t size = target.tileDims()[target.dataRank() + i];
    switch (target.subgroups()[i]) {
      case SubgroupKind::Replicated:
        axes.push_back({"replicated", size});
        named.replicated.push_back("replicated");
        break;
      case SubgroupKind::Unreduced:
        axes.push_back({"unreduced", size});
        named.unreduced.push_back("unreduced");
        break;
      case SubgroupKind::Manual:
        return fail("manual subgroups (last_tile_dims={manual}) have no named-axis form");
    }
  }
  // Size-1 dims were skipped, which leaves the row-major device order unchanged.
  auto mesh = Mesh::create(std::move(axes), target.devices());
  if (auto* problem = std::get_if<std::string>(&mesh)) return fail(*problem);
  return MeshAndNamedSharding{std::get<Mesh>(std::move(mesh)), std::move(named)};
}

Conversion<std::vector<Placement>> toPlacements(const NamedSharding& sharding, const Mesh& mesh) {
  if (auto problem = checkAgainstMesh(sharding, mesh)) return fail(*problem);
  std::vector<Placement> placements(mesh.axes().size(), Placement::replicate());
  for (std::size_t d = 0; d < sharding.dims.size(); ++d) {
    std::size_t previous = 0;
    for (std::size_t k = 0; k < sharding.dims[d].axes.size(); ++k) {
      const std::size_t a = *mesh.axisIndex(sharding.dims[d].axes[k]);
      // DTensor shards a dim over several mesh dims in mesh order, major first.
      if (k > 0 && a < previous) {
        return fail("dim " + std::to_string(d) + " is split by \"" + sharding.dims[d].axes[k - 1] +
                    "\" then \"" + sharding.dims[d].axes[k] +
                    "\", against mesh order: DTensor placements cannot express it");
      }
      previous = a;
      placements[a] = Placement::shard(static_cast<int64_t>(d));
    }
  }
  for (const std::string& name : sharding.unreduced) {
    placements[*mesh.axisIndex(name)] = Placement::partial();
  }
  return placements;
}

Conversion<NamedSharding> toNamedSharding(const std::vector<Placement>& placements,
                                          const Mesh& mesh, int64_t tensorRank) {
  if (placements.size() != mesh.axes().size()) {
    return fail(std::to_string(placements.size()) + " placements for a mesh of " +
                std::to_string(mesh.axes().size()) + " axes");
  }
  if (tensorRank < 0) return fail("tensor rank must be non-negative");
  NamedSharding named = replicatedNamed(tensorRank);
  for (std::size_t a = 0; a < placements.size(); ++a) {
    const Placement& p = placements[a];
    const std::string& axis = mesh.axes()[a].name;
    switch (p.kind) {
      case Placement::Kind::Shard: {
        const int64_t dim = p.dim < 0 ? p.dim + tensorRank : p.dim;
        if (dim < 0 || dim >= tensorRank) {
          return fail(p.toString() + " on mesh axis \"" + axis + "\" is outside a tensor of rank " +
                      std::to_string(tensorRank));
        }
        named.dims[dim].axes.push_back(axis);
        break;
      }
      case Placement::Kind::Replicate:
        break;
      case Placement::Kind::Partial:
        if (p.reduceOp != ReduceOp::Sum) {
          return fail(p.toString() + " on mesh axis \"" + axis +
                      "\": only pending sums have a GSPMD/named-axis form (unreduced)");
        }
        named.unreduced.push_back(axis);
        break;
    }
  }
  return named;
}

Conversion<HloSharding> toHloSharding(const std::vector<Placement>& placements, const Mesh& mesh,
                                      int64_t tensorRank) {
  auto named = toNamedSharding(placements, mesh, tensorRank);
  if (auto* error = std::get_if<ConversionError>(&named)) return *error;
  return toHloSharding(std::get<NamedSharding>(named), mesh);
}

Conversion<std::vector<Placement>> toPlacements(const HloSharding& sharding, const Mesh& mesh,
                                                std::optional<int64_t> tensorRank) {
  auto named = toNamedSharding(sharding, mesh, tensorRank);
  if (auto* error = std::get_if<ConversionError>(&named)) return *error;
  return toPlacements(std::get<NamedSharding>(named), mesh);
}

}  // namespace shardscope::sharding
