#pragma once
// A relation between a distributed value (one per device) and a baseline value b:
//   device p holds v_p, of shape shape(b) / tiles, and
//     not partial:  v_p is the tile of b at tileIndex(p)            (replicated: all tiles 1)
//     partial(op):  combining v_q with `op` over any set of devices that share p's tile and
//                   hold each of the partCount parts exactly once gives the tile of b.
// Padding (LM heads whose vocabulary does not split evenly): before tiling, dim k of b is
// extended by padding[k] trailing rows whose values are unspecified; the tiles are tiles
// of that padded value. Rules that cannot keep those rows apart refuse padded operands
// (ruleHandlesPadding in rule_table.h), so unspecified values never reach a fact that
// claims specified ones.
// The relation is stored per device (tile coordinates and part), so every collective
// rule is plain arithmetic over device ids: nothing about mesh axes is assumed. Those
// per-device numbers are kept once per distinct value (device_ints.h): copies of a
// relation share them, and the verifier interns the facts' relations, so facts with the
// same tiling hold one copy and compare it by address.
// Layout (seed 000 §2.2): with `layout` set, the tiles are tiles of layout(b), a
// reshape/transpose of b (layout_bijection.h), not of b itself; tiles, tileIndex and
// padding are then per dim of that value. No layout is the identity, and an identity
// is never stored, so a relation without one costs what it did before layouts existed.
// Rules that do not carry a layout never see one (ruleHandlesLayout in rule_table.h).

#include "ir/shape.h"
#include "sharding/hlo_sharding.h"
#include "verify/device_ints.h"
#include "verify/layout_bijection.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

// The combiner of a reduction or a partial value.
enum class ReduceOp { None, Sum, Max, Min, Product };
const char* reduceOpName(ReduceOp op);  // "sum", "max", ...

struct Relation {
  int64_t devices = 1;
  std::vector<int64_t> tiles;      // per baseline dim
  DeviceInts tileIndex;            // devices x rank, row-major by device (shared between copies)
  ReduceOp partial = ReduceOp::None;
  int64_t partCount = 1;
  DeviceInts part;                 // per device; empty when not partial (shared between copies)
  std::vector<int64_t> padding;    // per baseline dim, trailing unspecified rows; empty: none
  std::shared_ptr<const LayoutBijection> layout;  // null: the identity (shared: facts copy relations often)

  static Relation replicated(int64_t devices, int64_t rank);
  // Throws nothing; nullopt with `why` when the sharding does not describe a value of
  // `baselineDims` over `devices` devices (maximal, manual, wrong rank, uneven tiles).
  static std::optional<Relation> fromSharding(const sharding::HloSharding& sharding, const std::vector<int64_t>& baselineDims,
                                              int64_t devices, std::string* why);

  int64_t rank() const { return static_cast<int64_t>(tiles.size()); }
  int64_t index(int64_t device, int64_t dim) const { return tileIndex[device * rank() + dim]; }
  int64_t& index(int64_t device, int64_t dim) { return tileIndex[device * rank() + dim]; }
  int64_t partOf(int64_t device) const { return part.empty() ? 0 : part[device]; }
  bool isPartial() const { return partial != ReduceOp::None; }
  bool isReplicated() const;  // every tile count 1, not partial, not padded, no layout
  bool hasLayout() const { return layout != nullptr; }
  // The dims the tiles divide: the layout's result, or the baseline value's own dims.
  const std::vector<int64_t>& wholeDims(const std::vector<int64_t>& baselineDims) const { return layout ? layout->result : baselineDims; }
  // Sets the layout, dropping an identity.
  void setLayout(LayoutBijection bijection);
  bool isPadded() const;
  int64_t paddingOf(int64_t dim) const { return dim < static_cast<int64_t>(padding.size()) ? padding[dim] : 0; }
  // The per-device shape of a baseline value of `baselineDims`, or nullopt when a dim
  // (with its padding) does not split evenly.
  std::optional<std::vector<int64_t>> localDims(const std::vector<int64_t>& baselineDims) const;
  // The baseline dims a per-device value of `localDims` stands for.
  std::vector<int64_t> baselineDims(const std::vector<int64_t>& localDims) const;
  // Same meaning: tiles, per-device coordinates, padding, parts (compared as a partition) and layout.
  bool sameAs(const Relation& other) const;
  // Makes the per-device numbers the interner's copy of them (the same meaning, shared).
  void internDeviceNumbers(DeviceIntsInterner& interner);
  // A key identifying the meaning, for caches.
  std::string key() const;
  // "replicated", "tiled {devices=[1,2]0,1}", "partial-sum over {0,1},{2,3}", ...
  std::string toString() const;
  // The devices of each partial-sum group as a set that holds one tile: groups of
  // devices sharing a tile (meaningful for display only; rules use part indices).
  std::vector<std::vector<int64_t>> devicesByTile() const;
};

}  // namespace shardscope::verify
