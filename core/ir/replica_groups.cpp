#include "ir/replica_groups.h"

#include "ir/shape.h"
#include "support/input_budget.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace shardscope::ir {
namespace {

std::string joinInts(const std::vector<int64_t>& values) {
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(values[i]);
  }
  return text;
}

// `'x'` or `'x':(pre)size`.
std::string axisRefText(const MeshReplicaGroups& mesh, const MeshAxisRef& ref) {
  std::string text = "'";
  text.append(ref.axis >= 0 && ref.axis < static_cast<int32_t>(mesh.axisNames.size()) ? mesh.axisNames[ref.axis] : "?").append("'");
  if (ref.preSize > 0) text.append(":(").append(std::to_string(ref.preSize)).append(")").append(std::to_string(ref.size));
  return text;
}

bool isPermutation(std::vector<int64_t> values) {
  std::sort(values.begin(), values.end());
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i] != static_cast<int64_t>(i)) return false;
  return true;
}

}  // namespace

GroupList::GroupList(Groups groups) : groups_(std::make_shared<Groups>(std::move(groups))), owned_(true) {}

GroupList GroupList::shared(std::shared_ptr<const Groups> shared) {
  GroupList list;
  list.groups_ = std::move(shared);
  return list;
}

const GroupList::Groups& GroupList::emptyGroups() {
  static const Groups empty;
  return empty;
}

GroupList::Groups& GroupList::writable() {
  if (!groups_ || !owned_ || groups_.use_count() > 1) {
    groups_ = std::make_shared<Groups>(groups_ ? *groups_ : Groups{});
    owned_ = true;
  }
  // Made by this list (owned_) and held by no one else: safe to write.
  return const_cast<Groups&>(*groups_);
}

std::optional<GroupList> sharedIotaReplicaGroups(const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error) {
  ReplicaGroups spelled;
  spelled.iota = std::make_shared<const IotaReplicaGroups>(iota);
  const std::string key = spelled.toString();
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<const GroupList::Groups>> cache;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto found = cache.find(key);
    // A cached form was valid; only the caller's bound remains to check.
    int64_t total = 0;
    if (found != cache.end() && !__builtin_mul_overflow(iota.numGroups, iota.groupSize, &total) && total <= maxDevices)
      if (std::shared_ptr<const GroupList::Groups> alive = found->second.lock()) return GroupList::shared(std::move(alive));
  }
  // A new expansion: charged to the load's budget before it is made, in id-sized units:
  // one per device, six per group (a vector and its heap block: about 48 bytes).
  int64_t total = 0;
  if (iota.numGroups > 0 && iota.groupSize > 0 && !__builtin_mul_overflow(iota.numGroups, iota.groupSize, &total) &&
      total <= maxDevices && !chargeInputBudget(BudgetItem::DeviceIds, total + 6 * iota.numGroups, error))
    return std::nullopt;
  std::optional<GroupList::Groups> expanded = expandIotaReplicaGroups(iota, maxDevices, error);
  if (!expanded) return std::nullopt;
  auto shared = std::make_shared<const GroupList::Groups>(std::move(*expanded));
  std::lock_guard<std::mutex> lock(mutex);
  // Forget expansions no list holds any more, so the cache stays as small as what is alive.
  for (auto it = cache.begin(); it != cache.end();) it = it->second.expired() ? cache.erase(it) : std::next(it);
  cache[key] = shared;
  return GroupList::shared(std::move(shared));
}

bool shareMeshExpansion(ReplicaGroups& groups, std::vector<std::vector<int64_t>> expanded,
                        std::optional<IotaReplicaGroups> iota, std::string* error) {
  if (iota) {
    int64_t devices = 0;
    for (const auto& group : expanded) devices += static_cast<int64_t>(group.size());
    expanded.clear();
    expanded.shrink_to_fit();
    std::optional<GroupList> shared = sharedIotaReplicaGroups(*iota, std::max<int64_t>(devices, 1), error);
    if (!shared) return false;
    groups.groups = std::move(*shared);
    groups.iota = std::make_shared<const IotaReplicaGroups>(std::move(*iota));
    return true;
  }
  int64_t cost = 6 * static_cast<int64_t>(expanded.size());  // as in sharedIotaReplicaGroups
  for (const auto& group : expanded) cost += static_cast<int64_t>(group.size());
  if (!chargeInputBudget(BudgetItem::DeviceIds, cost, error)) return false;
  groups.groups = std::move(expanded);
  return true;
}

std::string MeshReplicaGroups::toString() const {
  std::string text = "mesh[";
  for (std::size_t i = 0; i < axisNames.size(); ++i) {
    if (i) text += ',';
    text.append("'").append(axisNames[i]).append("'=").append(i < axisSizes.size() ? std::to_string(axisSizes[i]) : "?");
  }
  text += ']';
  if (!deviceIds.empty()) {
    text.append(", device_ids=(").append(joinInts(deviceIds)).append(")");
  } else if (!deviceIdReshape.empty()) {
    text.append(", device_ids=([").append(joinInts(deviceIdReshape)).append("]");
    if (!deviceIdPerm.empty()) text.append("T(").append(joinInts(deviceIdPerm)).append(")");
    text += ')';
  }
  text += " {";
  for (std::size_t i = 0; i < axes.size(); ++i) {
    if (i) text += ',';
    text += axisRefText(*this, axes[i]);
  }
  return text + '}';
}

std::string ReplicaGroups::toString() const {
  if (mesh) return mesh->toString();
  if (iota) {
    // Appended, not `"[" + std::string`: GCC 12 misreports that as -Wrestrict.
    std::string text = "[";
    text.append(std::to_string(iota->numGroups)).append(",").append(std::to_string(iota->groupSize));
    text.append("]<=[").append(joinInts(iota->reshapeDims)).append("]");
    if (!iota->transposePerm.empty()) text += "T(" + joinInts(iota->transposePerm) + ")";
    return text;
  }
  std::string text = "{";
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (g) text += ',';
    text += '{' + joinInts(groups[g]) + '}';
  }
  return text + '}';
}

std::vector<int64_t> iotaDeviceList(const std::vector<int64_t>& reshapeDims,
                                    const std::vector<int64_t>& transposePerm) {
  const int64_t total = checkedProduct(reshapeDims).value_or(0);
  std::vector<int64_t> devices(static_cast<std::size_t>(total));
  if (transposePerm.empty()) {
    for (int64_t i = 0; i < total; ++i) devices[i] = i;
    return devices;
  }
  // Output index runs over the transposed dims; the device id is the row-major index
  // of the corresponding position in the original (reshaped) array.
  const std::size_t rank = reshapeDims.size();
  std::vector<int64_t> strides(rank, 1);
  for (std::size_t d = rank; d-- > 1;) strides[d - 1] = strides[d] * reshapeDims[d];
  std::vector<int64_t> outDims(rank);
  for (std::size_t d = 0; d < rank; ++d) outDims[d] = reshapeDims[transposePerm[d]];
  std::vector<int64_t> index(rank, 0);
  for (int64_t out = 0; out < total; ++out) {
    int64_t source = 0;
    for (std::size_t d = 0; d < rank; ++d) source += index[d] * strides[transposePerm[d]];
    devices[out] = source;
    for (std::size_t d = rank; d-- > 0;) {
      if (++index[d] < outDims[d]) break;
      index[d] = 0;
    }
  }
  return devices;
}

std::optional<std::vector<std::vector<int64_t>>> expandMeshReplicaGroups(
    const MeshReplicaGroups& mesh, int64_t maxDevices, std::string* error, std::optional<IotaReplicaGroups>* iotaForm) {
  using Groups = std::vector<std::vector<int64_t>>;
  auto fail = [&](std::string message) -> std::optional<Groups> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (iotaForm) iotaForm->reset();
  const std::size_t rank = mesh.axisNames.size();
  if (rank == 0) return fail("a mesh needs at least one axis");
  if (mesh.axisSizes.size() != rank) return fail("every mesh axis needs a size");
  if (rank > 64) return fail("a mesh of more than 64 axes");
  for (std::size_t i = 0; i < rank; ++i) {
    if (mesh.axisNames[i].empty()) return fail("mesh axis " + std::to_string(i) + " has an empty name");
    if (mesh.axisSizes[i] <= 0) return fail("mesh axis '" + mesh.axisNames[i] + "' must have a positive size");
    for (std::size_t j = 0; j < i; ++j)
      if (mesh.axisNames[j] == mesh.axisNames[i]) return fail("mesh axis '" + mesh.axisNames[i] + "' is named twice");
  }
  const std::optional<int64_t> total = checkedProduct(mesh.axisSizes);
  if (!total || *total > maxDevices) return fail("the mesh has more than " + std::to_string(maxDevices) + " devices");

  // The device at each row-major mesh position.
  std::vector<int64_t> devices;
  if (!mesh.deviceIds.empty()) {
    if (static_cast<int64_t>(mesh.deviceIds.size()) != *total)
      return fail("device_ids lists " + std::to_string(mesh.deviceIds.size()) + " devices, the mesh has " + std::to_string(*total));
    if (!isPermutation(mesh.deviceIds)) return fail("device_ids is not a permutation of 0.." + std::to_string(*total - 1));
    devices = mesh.deviceIds;
  } else if (!mesh.deviceIdReshape.empty()) {
    if (mesh.deviceIdReshape.size() > 64) return fail("device_ids has more than 64 dims");
    for (int64_t d : mesh.deviceIdReshape)
      if (d <= 0) return fail("device_ids dims must be positive");
    const std::optional<int64_t> product = checkedProduct(mesh.deviceIdReshape);
    if (!product || *product != *total)
      return fail("device_ids dims multiply to " + (product ? std::to_string(*product) : std::string("overflow")) + ", the mesh has " + std::to_string(*total) + " devices");
    if (!mesh.deviceIdPerm.empty() && (mesh.deviceIdPerm.size() != mesh.deviceIdReshape.size() || !isPermutation(mesh.deviceIdPerm)))
      return fail("device_ids transpose is not a permutation of its dims");
    devices = iotaDeviceList(mesh.deviceIdReshape, mesh.deviceIdPerm);
  }

  // Check the axes as XLA's ValidateSpanOfAxes does.
  for (std::size_t i = 0; i < mesh.axes.size(); ++i) {
    const MeshAxisRef& ref = mesh.axes[i];
    if (ref.axis < 0 || ref.axis >= static_cast<int32_t>(rank)) return fail("axis " + std::to_string(ref.axis) + " is not in the mesh");
    const int64_t axisSize = mesh.axisSizes[ref.axis];
    if (ref.preSize > 0) {
      int64_t next = 0;
      if (ref.size <= 1) return fail("sub-axis " + axisRefText(mesh, ref) + " must have a size above 1");
      if (__builtin_mul_overflow(ref.preSize, ref.size, &next) || axisSize % next != 0)
        return fail("sub-axis " + axisRefText(mesh, ref) + " does not divide axis '" + mesh.axisNames[ref.axis] + "' of size " + std::to_string(axisSize));
      if (ref.size >= axisSize) return fail("sub-axis " + axisRefText(mesh, ref) + " must be smaller than its axis (size " + std::to_string(axisSize) + ")");
    }
    for (std::size_t j = 0; j < i; ++j) {
      const MeshAxisRef& other = mesh.axes[j];
      if (other.axis != ref.axis) continue;
      const std::string both = axisRefText(mesh, other) + " and " + axisRefText(mesh, ref);
      if (ref.preSize == 0 || other.preSize == 0) return fail("axes " + both + " overlap");
      const int64_t refNext = ref.preSize * ref.size, otherNext = other.preSize * other.size;
      if (refNext > other.preSize && otherNext > ref.preSize) return fail("axes " + both + " overlap");
      if (std::max(ref.preSize, other.preSize) % std::min(refNext, otherNext) != 0) return fail("axes " + both + " cannot both split their axis");
    }
    if (i > 0) {
      const MeshAxisRef& previous = mesh.axes[i - 1];
      if (previous.axis == ref.axis && previous.preSize > 0 && ref.preSize == previous.preSize * previous.size)
        return fail("adjacent axes " + axisRefText(mesh, previous) + " and " + axisRefText(mesh, ref) + " should be written as one");
    }
  }

  // Each mesh axis becomes one or more dims of a reshaped device array: a whole axis or
  // an axis without refs stays one dim; an axis with sub-axes splits at their bounds,
  // [gap, sub-axis, gap, sub-axis, ..., rest], the gaps only where needed. `grouped` is
  // the dim of each ref, in written order.
  std::vector<int64_t> dims;
  std::vector<int64_t> grouped(mesh.axes.size(), -1);
  int64_t groupSize = 1;
  for (std::size_t a = 0; a < rank; ++a) {
    std::vector<std::size_t> refs;  // into mesh.axes, by increasing preSize
    for (std::size_t i = 0; i < mesh.axes.size(); ++i)
      if (mesh.axes[i].axis == static_cast<int32_t>(a)) refs.push_back(i);
    std::sort(refs.begin(), refs.end(), [&](std::size_t x, std::size_t y) { return mesh.axes[x].preSize < mesh.axes[y].preSize; });
    if (refs.empty() || mesh.axes[refs.front()].preSize == 0) {
      if (!refs.empty()) grouped[refs.front()] = static_cast<int64_t>(dims.size());
      dims.push_back(mesh.axisSizes[a]);
      continue;
    }
    int64_t covered = 1;
    for (std::size_t i : refs) {
      const MeshAxisRef& ref = mesh.axes[i];
      if (ref.preSize != covered) {
        dims.push_back(ref.preSize / covered);
        covered = ref.preSize;
      }
      grouped[i] = static_cast<int64_t>(dims.size());
      dims.push_back(ref.size);
      covered *= ref.size;
    }
    if (covered != mesh.axisSizes[a]) dims.push_back(mesh.axisSizes[a] / covered);
  }
  for (const MeshAxisRef& ref : mesh.axes) groupSize *= ref.preSize > 0 ? ref.size : mesh.axisSizes[ref.axis];
  // The other dims in order, then the grouped ones in written order: consecutive runs
  // of groupSize positions are the groups.
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < static_cast<int64_t>(dims.size()); ++d)
    if (std::find(grouped.begin(), grouped.end(), d) == grouped.end()) perm.push_back(d);
  perm.insert(perm.end(), grouped.begin(), grouped.end());

  IotaReplicaGroups iota;
  iota.numGroups = *total / groupSize;
  iota.groupSize = groupSize;
  iota.reshapeDims = dims;
  iota.transposePerm = perm;
  std::optional<Groups> groups = expandIotaReplicaGroups(iota, maxDevices, error);
  if (!groups) return std::nullopt;
  if (!devices.empty()) {
    for (std::vector<int64_t>& group : *groups)
      for (int64_t& position : group) position = devices[static_cast<std::size_t>(position)];
  } else if (iotaForm) {
    *iotaForm = std::move(iota);
  }
  return groups;
}

std::optional<std::vector<std::vector<int64_t>>> expandIotaReplicaGroups(
    const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error) {
  auto fail = [&](std::string message) -> std::optional<std::vector<std::vector<int64_t>>> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (iota.numGroups <= 0 || iota.groupSize <= 0) return fail("replica group dims must be positive");
  int64_t total = 0;
  if (__builtin_mul_overflow(iota.numGroups, iota.groupSize, &total) || total > maxDevices)
    return fail("replica groups name more than " + std::to_string(maxDevices) + " devices");
  if (iota.reshapeDims.empty()) return fail("iota replica groups need reshape dims");
  for (int64_t d : iota.reshapeDims)
    if (d <= 0) return fail("iota reshape dims must be positive");
  std::optional<int64_t> product = checkedProduct(iota.reshapeDims);
  if (!product || *product != total)
    return fail("iota reshape dims multiply to " + (product ? std::to_string(*product) : std::string("overflow")) +
                ", expected " + std::to_string(total));
  if (!iota.transposePerm.empty()) {
    if (iota.transposePerm.size() != iota.reshapeDims.size())
      return fail("transpose permutation has the wrong length");
    std::vector<int64_t> sorted = iota.transposePerm;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
      if (sorted[i] != static_cast<int64_t>(i)) return fail("transpose is not a permutation");
  }
  const std::vector<int64_t> devices = iotaDeviceList(iota.reshapeDims, iota.transposePerm);
  std::vector<std::vector<int64_t>> groups(static_cast<std::size_t>(iota.numGroups));
  for (int64_t g = 0; g < iota.numGroups; ++g)
    groups[g].assign(devices.begin() + g * iota.groupSize, devices.begin() + (g + 1) * iota.groupSize);
  return groups;
}

}  // namespace shardscope::ir
