#pragma once
// Replica groups of a collective: explicit `{{0,1},{2,3}}`, iota `[2,2]<=[4]`
// (optionally `[2,2]<=[2,2]T(1,0)`) or mesh axes `mesh['x'=2,'y'=4] {'y'}`, as XLA
// prints them. Empty means all devices.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::ir {

struct IotaReplicaGroups {
  int64_t numGroups = 0;
  int64_t groupSize = 0;
  std::vector<int64_t> reshapeDims;    // iota(product) reshaped to these dims
  std::vector<int64_t> transposePerm;  // then transposed (identity when empty)
  friend bool operator==(const IotaReplicaGroups&, const IotaReplicaGroups&) = default;
};

// One axis a mesh-axes group spans: a whole mesh axis, or the sub-axis `'x':(pre)size`
// (the `size` devices of axis x whose stride is the product of the x sub-axes before it:
// x, of size n, is split into [pre, size, n/(pre*size)] and the middle part is meant).
struct MeshAxisRef {
  int32_t axis = 0;     // index into MeshReplicaGroups::axisNames
  int64_t preSize = 0;  // 0: the whole axis
  int64_t size = 0;     // of the sub-axis; unused for a whole axis
  friend bool operator==(const MeshAxisRef&, const MeshAxisRef&) = default;
};

// XLA's MeshAxesReplicaGroupList: `mesh['a'=2,'b'=4] {'b'}` or with a device order
// `mesh['a'=2,'b'=2], device_ids=(0,2,1,3) {'a'}` (also `device_ids=([2,2]T(1,0))`).
// Devices are numbered row-major over the mesh (or taken from device_ids in that
// order); a group is the devices that differ only along the listed axes, ordered with
// the listed axes as digits, the first listed the most significant. Groups run over
// the other axes in mesh order.
struct MeshReplicaGroups {
  std::vector<std::string> axisNames;
  std::vector<int64_t> axisSizes;
  // device_ids=(...): either explicit (deviceIds) or iota(deviceIdReshape) transposed
  // by deviceIdPerm; none of the three: devices in row-major order.
  std::vector<int64_t> deviceIds;
  std::vector<int64_t> deviceIdReshape;
  std::vector<int64_t> deviceIdPerm;
  std::vector<MeshAxisRef> axes;  // in written order
  friend bool operator==(const MeshReplicaGroups&, const MeshReplicaGroups&) = default;
  std::string toString() const;  // XLA's spelling
};

// The groups as lists of device ids, held by a shared pointer: copies of an
// instruction, and every collective of a process written with the same iota form, hold
// one expansion (a 2 KB file may name 2^20 one-device groups on each of its collectives).
// Reads like the vector it wraps; a write copies first when the list is shared.
class GroupList {
 public:
  using Groups = std::vector<std::vector<int64_t>>;
  GroupList() = default;
  GroupList(Groups groups);  // NOLINT: implicit, so `groups = {{0, 1}}` reads as before
  // `shared` is never written through this list (writes copy it first).
  static GroupList shared(std::shared_ptr<const Groups> shared);

  const Groups& get() const { return groups_ ? *groups_ : emptyGroups(); }
  operator const Groups&() const { return get(); }  // NOLINT: implicit, reads as the vector
  bool empty() const { return get().empty(); }
  std::size_t size() const { return get().size(); }
  const std::vector<int64_t>& operator[](std::size_t i) const { return get()[i]; }
  const std::vector<int64_t>& front() const { return get().front(); }
  const std::vector<int64_t>& back() const { return get().back(); }
  Groups::const_iterator begin() const { return get().begin(); }
  Groups::const_iterator end() const { return get().end(); }
  void push_back(std::vector<int64_t> group) { writable().push_back(std::move(group)); }
  template <typename... Args>
  void emplace_back(Args&&... args) { writable().emplace_back(std::forward<Args>(args)...); }
  // Whether both lists are one expansion (no element compared).
  bool sharesWith(const GroupList& other) const { return groups_ && groups_ == other.groups_; }

  friend bool operator==(const GroupList& a, const GroupList& b) { return a.groups_ == b.groups_ || a.get() == b.get(); }
  friend bool operator==(const GroupList& a, const Groups& b) { return a.get() == b; }

 private:
  static const Groups& emptyGroups();
  Groups& writable();

  std::shared_ptr<const Groups> groups_;
  bool owned_ = false;  // groups_ was made by this list and may be written when not shared
};

struct ReplicaGroups {
  GroupList groups;  // always filled (iota and mesh expanded, shared per iota form)
  // Set when written in iota form, or in mesh form over row-major devices (the iota
  // form of the same groups); shared so that attributes stay small.
  std::shared_ptr<const IotaReplicaGroups> iota;
  // Set when written in mesh-axes form (printed that way).
  std::shared_ptr<const MeshReplicaGroups> mesh;

  bool empty() const { return groups.empty(); }
  // Groups by meaning (iota and explicit spellings of the same groups are equal).
  friend bool operator==(const ReplicaGroups& a, const ReplicaGroups& b) { return a.groups == b.groups; }
  std::string toString() const;  // the spelling it was parsed from
};

// Expands `[numGroups,groupSize]<=[reshape]T(perm)`. Returns nullopt with `error`
// set when the form is inconsistent or exceeds `maxDevices` devices.
std::optional<std::vector<std::vector<int64_t>>> expandIotaReplicaGroups(
    const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error);

// Expands a mesh-axes form with XLA's meaning (MeshAxesReplicaGroupList): checks the
// axes (known, not overlapping, sub-axes dividing their axis, no two adjacent sub-axes
// that should have been written as one), the device list (a permutation of the mesh's
// devices) and the `maxDevices` bound first. `iota`, when given, receives the
// equivalent iota form if the devices are in row-major order (nullopt otherwise).
std::optional<std::vector<std::vector<int64_t>>> expandMeshReplicaGroups(
    const MeshReplicaGroups& mesh, int64_t maxDevices, std::string* error,
    std::optional<IotaReplicaGroups>* iota = nullptr);

// expandIotaReplicaGroups, shared: every caller asking for the same form while an
// earlier expansion of it is alive gets that expansion (one per distinct form in the
// process, whatever the number of collectives that write it).
std::optional<GroupList> sharedIotaReplicaGroups(const IotaReplicaGroups& iota, int64_t maxDevices, std::string* error);

// Stores a mesh form's expansion in `groups`: the shared expansion of its iota form when
// it has one (`expanded` is then dropped), otherwise `expanded` itself, charged to the
// load's budget. False with `error` when the budget refuses it.
bool shareMeshExpansion(ReplicaGroups& groups, std::vector<std::vector<int64_t>> expanded,
                        std::optional<IotaReplicaGroups> iota, std::string* error);

// Devices in iota(product(reshapeDims)) reshaped and transposed by perm, flattened.
// Shared by iota shardings and iota replica groups. The caller bounds the product.
std::vector<int64_t> iotaDeviceList(const std::vector<int64_t>& reshapeDims,
                                    const std::vector<int64_t>& transposePerm);

}  // namespace shardscope::ir
