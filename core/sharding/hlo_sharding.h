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
// by `transposePerm` (identity when empty), then flattened. Kept only so the printer
// can write the compact form back.
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
  static HloSharding tuple(std::vector<HloSharding> elements);

  ShardingKind kind() const { return kind_; }
  bool isReplicated() const;  // also true for a tiled sharding whose tiles are all replicated
  bool isTuple() const { return kind_ == ShardingKind::Tuple; }
  bool isTiled() const { return kind_ == ShardingKind::Tiled; }
  bool isManual() const;  // {manual}, or a tiled sharding that normalises to it
  int64_t maximalDevice() const { return maximalDevice_; }

  // Tile assignment dims, including trailing subgroup dims.
  const std::vector<int64_t>& tileDims() const { return tileDims_; }
  // Device ids in row-major order of tileDims (iota forms are expanded).
  const std::vector<int64_t>& devices() const { return devices_; }
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
  // the current spelling otherwise); nullopt makes the printer use the explicit list.
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

  ShardingKind kind_ = ShardingKind::Replicated;
  int64_t maximalDevice_ = 0;
  std::vector<int64_t> tileDims_;
  std::vector<int64_t> devices_;
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
