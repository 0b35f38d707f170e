#pragma once
// HloSharding: one value type for XLA's GSPMD sharding grammar, as it appears in HLO
// text (`sharding={...}`) and in StableHLO (`mhlo.sharding = "{...}"`):
//   {replicated}  {maximal device=3}  {manual}  {unknown}
//   {devices=[2,2]0,1,2,3}  {devices=[4,2]<=[8]}  {devices=[2,4]<=[2,4]T(1,0)}
//   {devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}
//   {devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}
//   {{replicated}, {devices=[2]0,1}}            (tuple)
//   {unknown shard_as 1}  {devices=[2]0,1 shard_like 0}   (shard groups)
//   any of these followed by metadata={op_name="..." ...}
// Equality is by meaning: iota and explicit device lists naming the same devices are
// equal, and metadata is ignored (as XLA's HloSharding::operator== does).
// docs/sharding.md describes the grammar, the limits and the normal form.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shardscope::sharding {

enum class ShardingKind { Replicated, Maximal, Manual, Unknown, Tiled, Tuple };

// Kinds of trailing "subgroup" tile dimensions (XLA's OpSharding::Type for last_tile_dims).
// The declaration order is XLA's canonical order of merged subgroups.
enum class SubgroupKind { Replicated, Manual, Unreduced };

// `<=[reshape]T(perm)`: devices are iota(product) reshaped to `reshapeDims`, transposed
// by `transposePerm` (identity when empty), then flattened. A tiled sharding made from
// one (tiledIota, the parsers) keeps only this form until devices() is asked for.
struct IotaDevices {
  std::vector<int64_t> reshapeDims;
  std::vector<int64_t> transposePerm;

  friend bool operator==(const IotaDevices&, const IotaDevices&) = default;
};

// One entry of `metadata={...}` on a sharding; kept verbatim, never compared.
struct ShardingMetadata {
  std::string text;  // the inside of the braces, e.g. `op_name="a"`
};

// `shard_as N` / `shard_like N`: XLA's shard groups tie the shardings of several
// instructions together. Kept and compared (XLA's operator== compares them too).
struct LazyIotaDevices;  // iota_devices.h

struct ShardGroup {
  enum class Mode { As, Like };
  Mode mode = Mode::As;
  int64_t id = 0;

  friend bool operator==(const ShardGroup&, const ShardGroup&) = default;
};

class HloSharding {
 public:
  // Largest number of devices a parsed sharding may name (untrusted input); device ids
  // must also lie in [0, kMaxDevices).
  static constexpr int64_t kMaxDevices = int64_t{1} << 20;
  // Largest number of tile assignment dimensions (data dims plus subgroup dims).
  static constexpr int64_t kMaxTileRank = 128;
  // Deepest nesting of tuple shardings the parser accepts.
  static constexpr int kMaxNestingDepth = 64;

  static HloSharding replicated();
  static HloSharding manual();
  static HloSharding unknown();
  static HloSharding maximal(int64_t device);
  // `tileDims` includes trailing subgroup dims; `subgroups` names them (last_tile_dims).
  // Throws std::invalid_argument when the pieces do not fit together (device count not
  // the product of tileDims, a dim < 1, a negative or repeated device, more subgroups
  // than dims, over kMaxDevices/kMaxTileRank). The parser checks all of this first.
  static HloSharding tiled(std::vector<int64_t> tileDims, std::vector<int64_t> devices,
                           std::vector<SubgroupKind> subgroups = {});
  // A tiled sharding whose devices are `iota` (`devices=[a,b]<=[n]`, `<=[dims]T(perm)`),
  // kept in that form: nothing of size numDevices() is made until devices() is called.
  // The same checks as tiled() (reshape product equal to the tile product, perm a
  // permutation of the reshape dims), the same value: iota() is the canonical spelling.
  static HloSharding tiledIota(std::vector<int64_t> tileDims, IotaDevices iota,
                               std::vector<SubgroupKind> subgroups = {});
  static HloSharding tuple(std::vector<HloSharding> elements);

  ShardingKind kind() const { return kind_; }
  bool isReplicated() const;  // also true for a tiled sharding whose tiles are all replicated
  bool isTuple() const { return kind_ == ShardingKind::Tuple; }
  bool isTiled() const { return kind_ == ShardingKind::Tiled; }
  bool isManual() const;  // {manual}, or a tiled sharding that normalises to it
  int64_t maximalDevice() const { return maximalDevice_; }

  // Tile assignment dims, including trailing subgroup dims.
  const std::vector<int64_t>& tileDims() const { return tileDims_; }
  // Device ids in row-major order of tileDims. A symbolic (iota) list is expanded on the
  // first call, once for all copies of the value, safely from any thread; the expansion
  // is charged to the calling thread's input budget (support/input_budget.h) and throws
  // BudgetExceeded when that refuses it. Consumers that need less ask for less below.
  const std::vector<int64_t>& devices() const;
  // True while the device list is held only in iota form (never expanded yet).
  bool devicesSymbolic() const;
  // devices()[tileIndex] (row-major over tileDims), without expanding an iota list.
  int64_t deviceAt(int64_t tileIndex) const;
  // The tile index holding `device`, -1 when no tile does: O(rank) for an iota list (the
  // inverse permutation, per id), a scan of an explicit one.
  int64_t tileIndexOf(int64_t device) const;
  // devices() == other.devices(), by iota form when both have one (no expansion).
  bool sameDevices(const HloSharding& other) const;
  // A hash of devices() that agrees with sameDevices: by canonical iota form whenever the
  // list has one, so a symbolic list is never expanded to hash it.
  std::size_t devicesHash() const;
  // Device ids this value keeps in memory now, for a load's budget: the explicit list's
  // length, or the entries of an iota spelling (its tuple elements not included).
  int64_t keptDeviceIds() const;
  const std::vector<SubgroupKind>& subgroups() const { return subgroups_; }
  // Number of leading tile dims that shard the data (tileDims().size() - subgroups).
  int64_t dataRank() const;
  // Product of tileDims for a tiled sharding; 1 for replicated/maximal/manual/unknown;
  // for a tuple the largest count among its elements (0 for the empty tuple).
  int64_t numDevices() const;
  const std::vector<HloSharding>& tupleElements() const { return tuple_; }
  const std::vector<ShardingMetadata>& metadata() const { return metadata_; }
  // The compact `<=[...]T(...)` spelling of devices(), when the device list has one.
  // Tiled shardings find it themselves; it is never set for other kinds.
  const std::optional<IotaDevices>& iota() const { return iota_; }
  const std::optional<ShardGroup>& shardGroup() const { return shardGroup_; }

  void setMetadata(std::vector<ShardingMetadata> metadata) { metadata_ = std::move(metadata); }
  // Accepts `iota` only when it expands to exactly devices() (returns false and keeps
  // the current spelling otherwise); nullopt makes the printer use the explicit list
  // (and so expands a symbolic one).
  bool setIota(std::optional<IotaDevices> iota);
  void setShardGroup(std::optional<ShardGroup> group) { shardGroup_ = group; }

  // GSPMD text with braces, e.g. "{devices=[2,1]0,1}". Uses the iota form whenever the
  // device list is an iota pattern (as XLA does), otherwise the explicit list; a single
  // replicated subgroup prints as last_tile_dim_replicate. Metadata is printed when
  // `withMetadata`. Prints the value as stored: normalized().toString() gives the text
  // XLA would print after parsing (e.g. `{replicated}` for an all-replicated tiling).
  std::string toString(bool withMetadata = true) const;

  // XLA's canonical form of the same meaning: subgroup dims of size 1 dropped, subgroups
  // of one kind merged and ordered replicated < manual < unreduced, devices sorted inside
  // each replicated or unreduced group (their order carries no meaning), and a tiling
  // whose data dims are all 1 with only replicated (or only manual) subgroups turned into
  // {replicated} (or {manual}). Metadata and shard group are kept. Tuples recurse.
  HloSharding normalized() const;

  // Equality by meaning: ignores metadata and the iota/explicit spelling; a tiled
  // sharding whose data dims are all 1 equals {replicated}; trailing subgroups are
  // normalised the way XLA normalises them (last_tile_dim_replicate with a single
  // replicated subgroup == last_tile_dims={replicated}). Compares normalized() forms.
  friend bool operator==(const HloSharding& a, const HloSharding& b);

 private:
  bool sameStructure(const HloSharding& other) const;
  const std::vector<int64_t>& expandLazy() const;
  // The canonical iota form of the list when known without expanding (symbolic, or an
  // explicit list with an iota spelling), else nullopt.
  std::optional<IotaDevices> knownCanonicalIota() const;

  ShardingKind kind_ = ShardingKind::Replicated;
  int64_t maximalDevice_ = 0;
  std::vector<int64_t> tileDims_;
  std::vector<int64_t> devices_;                 // empty while lazy_ holds the list
  std::shared_ptr<LazyIotaDevices> lazy_;        // the symbolic list, shared by copies
  std::vector<SubgroupKind> subgroups_;
  std::vector<HloSharding> tuple_;
  std::vector<ShardingMetadata> metadata_;
  std::optional<IotaDevices> iota_;
  std::optional<ShardGroup> shardGroup_;
};

struct ShardingParseError {
  std::size_t offset = 0;  // byte offset into the parsed text where the problem is
  std::string message;     // "expected ..., found ..."
};

// Parses one sharding in GSPMD text form, starting at its opening '{' and ending at the
// matching '}' (trailing whitespace allowed, nothing else). Never allocates by a
// declared size beyond kMaxDevices; nesting depth is bounded.
std::variant<HloSharding, ShardingParseError> parseHloSharding(std::string_view text);

// Like parseHloSharding, but stops after the sharding's closing '}' and tells in
// `consumed` how many bytes of `text` it used (leading whitespace included), so a
// caller can parse a sharding embedded in a longer line.
std::variant<HloSharding, ShardingParseError> parseHloShardingPrefix(std::string_view text,
                                                                     std::size_t& consumed);

}  // namespace shardscope::sharding
