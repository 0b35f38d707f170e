// parseHloSharding: XLA's GSPMD sharding text (hlo_parser.cc ParseSharding and
// ParseSingleSharding), read from untrusted text. Attributes may come in any order, as
// in XLA; everything XLA would reject, and everything that could make us allocate by a
// declared size, is an error at the offset of the offending token.
#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>

#include "sharding/device_array.h"
#include "sharding/hlo_sharding.h"
#include "sharding/text_cursor.h"

namespace shardscope::sharding {
namespace {

using detail::TextCursor;
using detail::TextError;

// Budgets for one parse, beyond the per-sharding limits in HloSharding: a tuple of many
// short iota shardings is kept symbolic, but a consumer that expands them all would need
// gigabytes of device ids.
constexpr int64_t kMaxTotalDevices = int64_t{1} << 22;
constexpr int64_t kMaxShardingsPerParse = int64_t{1} << 16;

std::string listText(const std::vector<int64_t>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i != 0) out += ',';
    out += std::to_string(values[i]);
  }
  return out + "]";
}

// What one `{...}` body said, with where it said it, checked once the body is closed.
struct SingleShardingText {
  std::size_t open = 0;
  std::size_t close = 0;
  std::string_view kindWord;  // replicated, manual, unknown or maximal
  std::optional<int64_t> device;
  std::size_t deviceOffset = 0;
  bool hasDevices = false;
  std::size_t devicesOffset = 0;
  std::vector<int64_t> tileDims;
  std::vector<int64_t> devices;
  std::optional<IotaDevices> iota;
  bool lastTileDimReplicate = false;
  std::size_t lastTileDimReplicateOffset = 0;
  std::optional<std::vector<SubgroupKind>> lastTileDims;
  std::size_t lastTileDimsOffset = 0;
  std::optional<ShardGroup> shardGroup;
  std::vector<ShardingMetadata> metadata;
  bool hasMetadata = false;
};

class HloShardingParser {
 public:
  explicit HloShardingParser(TextCursor& cursor) : c_(cursor) {}

  HloSharding parseSharding(int depth) {
    c_.skipSpace();
    const std::size_t open = c_.offset();
    if (depth > HloSharding::kMaxNestingDepth) {
      c_.failAt(open, "tuple shardings nested deeper than " +
                          std::to_string(HloSharding::kMaxNestingDepth) + " levels");
    }
    if (++shardingCount_ > kMaxShardingsPerParse) {
      c_.failAt(open, "more than " + std::to_string(kMaxShardingsPerParse) +
                          " shardings in one attribute");
    }
    c_.expect('{', "'{' to start a sharding");
    const char next = c_.peek();
    if (next == '}') {
      c_.advance();
      return HloSharding::tuple({});
    }
    if (next == '{') return parseTupleElements(depth);
    return parseSingle(open);
  }

 private:
  HloSharding parseTupleElements(int depth) {
    std::vector<HloSharding> elements;
    do {
      elements.push_back(parseSharding(depth + 1));
    } while (c_.tryEat(','));
    c_.expect('}', "',' or '}' after a tuple sharding element");
    return HloSharding::tuple(std::move(elements));
  }

  HloSharding parseSingle(std::size_t open) {
    SingleShardingText s;
    s.open = open;
    while (c_.peek() != '}') {
      if (c_.atEnd()) c_.failExpected("a sharding attribute or '}'");
      parseAttribute(s);
    }
    s.close = c_.offset();
    c_.advance();
    HloSharding result = build(s);
    result.setShardGroup(s.shardGroup);
    result.setMetadata(std::move(s.metadata));
    return result;
  }

  void parseAttribute(SingleShardingText& s) {
    const std::size_t at = c_.offset();
    const std::string_view word = c_.readWord(
        "a sharding attribute (replicated, maximal, manual, unknown, device=, devices=, "
        "last_tile_dim_replicate, last_tile_dims=, shard_as, shard_like, metadata=)");
    if (word == "replicated" || word == "manual" || word == "unknown" || word == "maximal") {
      if (!s.kindWord.empty()) {
        c_.failAt(at, "'" + std::string(word) + "' conflicts with '" +
                          std::string(s.kindWord) + "' earlier in the sharding");
      }
      s.kindWord = word;
    } else if (word == "last_tile_dim_replicate") {
      if (s.lastTileDimReplicate) c_.failAt(at, "duplicate last_tile_dim_replicate");
      s.lastTileDimReplicate = true;
      s.lastTileDimReplicateOffset = at;
    } else if (word == "shard_as" || word == "shard_like") {
      if (s.shardGroup) c_.failAt(at, "a sharding has at most one shard_as/shard_like");
      c_.skipSpace();
      const std::size_t idAt = c_.offset();
      const int64_t id = c_.readInt("a shard group id after '" + std::string(word) + "'");
      if (id < 0) c_.failAt(idAt, "shard group id must be non-negative");
      s.shardGroup = ShardGroup{word == "shard_as" ? ShardGroup::Mode::As : ShardGroup::Mode::Like, id};
    } else if (word == "device") {
      if (s.device) c_.failAt(at, "duplicate device=");
      c_.expect('=', "'=' after 'device'");
      s.deviceOffset = at;
      s.device = readDeviceId();
    } else if (word == "devices") {
      if (s.hasDevices) c_.failAt(at, "duplicate devices=");
      c_.expect('=', "'=' after 'devices'");
      s.hasDevices = true;
      s.devicesOffset = at;
      parseTileAssignment(s);
    } else if (word == "last_tile_dims") {
      if (s.lastTileDims) c_.failAt(at, "duplicate last_tile_dims=");
      c_.expect('=', "'=' after 'last_tile_dims'");
      s.lastTileDimsOffset = at;
      s.lastTileDims = parseSubgroupKinds();
    } else if (word == "metadata") {
      if (s.hasMetadata) c_.failAt(at, "duplicate metadata=");
      c_.expect('=', "'=' after 'metadata'");
      s.hasMetadata = true;
      s.metadata = parseMetadata();
    } else {
      c_.failAt(at, "expected a sharding attribute (replicated, maximal, manual, unknown, "
                    "device=, devices=, last_tile_dim_replicate, last_tile_dims=, shard_as, "
                    "shard_like, metadata=), found '" + std::string(word.substr(0, 24)) + "'");
    }
  }

  int64_t readDeviceId() {
    c_.skipSpace();
    const std::size_t at = c_.offset();
    const int64_t device = c_.readInt("a device id");
    if (device < 0) c_.failAt(at, "device id must be non-negative, found " + std::to_string(device));
    if (device >= HloSharding::kMaxDevices) {
      c_.failAt(at, "device id " + std::to_string(device) + " exceeds the limit of " +
                        std::to_string(HloSharding::kMaxDevices - 1));
    }
    return device;
  }

  // `[d0,d1,...]` of positive dims whose product stays within kMaxDevices.
  std::vector<int64_t> parseDims(std::string_view what, int64_t& product) {
    std::vector<int64_t> dims;
    c_.expect('[', "'[' to start the " + std::string(what));
    product = 1;
    do {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      const int64_t dim = c_.readInt("a dimension size in the " + std::string(what));
      if (dim < 1) c_.failAt(at, "dimension size must be at least 1, found " + std::to_string(dim));
      if (static_cast<int64_t>(dims.size()) >= HloSharding::kMaxTileRank) {
        c_.failAt(at, "more than " + std::to_string(HloSharding::kMaxTileRank) + " dimensions");
      }
      if (dim > HloSharding::kMaxDevices / product) {
        c_.failAt(at, "the " + std::string(what) + " name more than " +
                          std::to_string(HloSharding::kMaxDevices) + " devices");
      }
      product *= dim;
      dims.push_back(dim);
    } while (c_.tryEat(','));
    c_.expect(']', "',' or ']' in the " + std::string(what));
    return dims;
  }

  void parseTileAssignment(SingleShardingText& s) {
    int64_t count = 1;
    s.tileDims = parseDims("tile assignment dimensions", count);
    c_.skipSpace();
    const std::size_t listAt = c_.offset();
    if (totalDevices_ + count > kMaxTotalDevices) {
      c_.failAt(listAt, "the shardings in this attribute name more than " +
                            std::to_string(kMaxTotalDevices) + " devices in total");
    }
    totalDevices_ += count;
    if (c_.tryEat("<=")) {
      parseIota(s, count);
    } else {
      parseDeviceList(s, count, listAt);
    }
  }

  void parseIota(SingleShardingText& s, int64_t count) {
    c_.skipSpace();
    const std::size_t reshapeAt = c_.offset();
    int64_t reshapeCount = 1;
    IotaDevices iota;
    iota.reshapeDims = parseDims("iota reshape dimensions", reshapeCount);
    if (reshapeCount != count) {
      c_.failAt(reshapeAt, "iota reshape dimensions " + listText(iota.reshapeDims) + " name " +
                               std::to_string(reshapeCount) + " devices but the tile assignment " +
                               listText(s.tileDims) + " has " + std::to_string(count));
    }
    c_.skipSpace();
    const std::size_t permAt = c_.offset();
    if (c_.tryEatWord("T")) {
      c_.expect('(', "'(' after 'T' to start the iota transpose permutation");
      std::vector<bool> seen(iota.reshapeDims.size(), false);
      do {
        c_.skipSpace();
        const std::size_t at = c_.offset();
        const int64_t p = c_.readInt("a dimension index in the iota transpose");
        if (p < 0 || p >= static_cast<int64_t>(iota.reshapeDims.size())) {
          c_.failAt(at, "transpose index " + std::to_string(p) + " is not a dimension of " +
                            listText(iota.reshapeDims));
        }
        if (seen[p]) c_.failAt(at, "transpose index " + std::to_string(p) + " appears twice");
        seen[p] = true;
        iota.transposePerm.push_back(p);
      } while (c_.tryEat(','));
      c_.expect(')', "',' or ')' in the iota transpose");
      if (iota.transposePerm.size() != iota.reshapeDims.size()) {
        c_.failAt(permAt, "iota transpose T" + listText(iota.transposePerm) + " has " +
                              std::to_string(iota.transposePerm.size()) + " entries, expected " +
                              std::to_string(iota.reshapeDims.size()));
      }
    }
    s.iota = std::move(iota);  // kept symbolic: HloSharding::tiledIota

  }

  void parseDeviceList(SingleShardingText& s, int64_t count, std::size_t listAt) {
    std::vector<bool> seen;
    do {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      const int64_t device = readDeviceId();
      if (static_cast<int64_t>(s.devices.size()) >= count) {
        c_.failAt(at, "more devices than the " + std::to_string(count) +
                          " tiles of tile assignment " + listText(s.tileDims));
      }
      if (static_cast<std::size_t>(device) >= seen.size()) seen.resize(device + 1, false);
      if (seen[device]) c_.failAt(at, "device " + std::to_string(device) + " appears twice");
      seen[device] = true;
      s.devices.push_back(device);
    } while (c_.tryEat(','));
    if (static_cast<int64_t>(s.devices.size()) != count) {
      c_.failAt(listAt, "tile assignment " + listText(s.tileDims) + " needs " +
                            std::to_string(count) + " devices, found " +
                            std::to_string(s.devices.size()));
    }
  }

  std::vector<SubgroupKind> parseSubgroupKinds() {
    std::vector<SubgroupKind> kinds;
    c_.expect('{', "'{' to start last_tile_dims");
    if (c_.tryEat('}')) return kinds;
    do {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      const std::string_view word = c_.readWord("a subgroup kind (replicated, manual, unreduced)");
      if (word == "replicated") {
        kinds.push_back(SubgroupKind::Replicated);
      } else if (word == "manual") {
        kinds.push_back(SubgroupKind::Manual);
      } else if (word == "unreduced") {
        kinds.push_back(SubgroupKind::Unreduced);
      } else {
        c_.failAt(at, "expected a subgroup kind (replicated, manual, unreduced), found '" +
                          std::string(word.substr(0, 24)) + "'");
      }
      if (static_cast<int64_t>(kinds.size()) > HloSharding::kMaxTileRank) {
        c_.failAt(at, "more subgroup kinds than the tile rank limit");
      }
    } while (c_.tryEat(','));
    c_.expect('}', "',' or '}' in last_tile_dims");
    return kinds;
  }

  // `metadata={op_name="a" ...}` or `metadata={{...}, {...}}`; entries kept verbatim.
  std::vector<ShardingMetadata> parseMetadata() {
    std::vector<ShardingMetadata> entries;
    c_.expect('{', "'{' to start metadata");
    if (c_.peek() == '{') {
      do {
        c_.expect('{', "'{' to start a metadata entry");
        entries.push_back(parseMetadataEntry());
      } while (c_.tryEat(','));
      c_.expect('}', "',' or '}' after a metadata entry");
    } else {
      entries.push_back(parseMetadataEntry());
    }
    return entries;
  }

  // The inside of one entry, after its '{' and through its '}': `name=value` pairs whose
  // values are strings, plain tokens or braced lists (XLA's OpMetadata fields).
  ShardingMetadata parseMetadataEntry() {
    c_.skipSpace();
    const std::size_t start = c_.offset();
    std::size_t end = start;
    while (c_.peek() != '}') {
      if (c_.atEnd()) c_.failExpected("'}' to end metadata");
      c_.readWord("a metadata field name such as op_name");
      c_.expect('=', "'=' after a metadata field name");
      skipMetadataValue();
      end = c_.offset();
      c_.tryEat(',');
    }
    c_.advance();
    return ShardingMetadata{std::string(c_.text().substr(start, end - start))};
  }

  void skipMetadataValue() {
    const char next = c_.peek();
    if (next == '"') {
      c_.skipQuoted();
    } else if (next == '{') {
      // A braced list such as profile_type={...}: balanced braces, strings skipped.
      const std::size_t open = c_.offset();
      int depth = 0;
      const std::string_view text = c_.text();
      while (true) {
        if (c_.offset() >= text.size()) c_.failAt(open, "unbalanced '{' in metadata value");
        const char ch = text[c_.offset()];
        if (ch == '"') {
          c_.skipQuoted();
          continue;
        }
        c_.advance();
        if (ch == '{') ++depth;
        if (ch == '}' && --depth == 0) return;
      }
    } else {
      c_.skipSpace();
      const std::size_t at = c_.offset();
      const std::string_view text = c_.text();
      std::size_t p = at;
      while (p < text.size() && (std::isalnum(static_cast<unsigned char>(text[p])) ||
                                 text[p] == '_' || text[p] == '-' || text[p] == '.' ||
                                 text[p] == '+')) {
        ++p;
      }
      if (p == at) c_.failExpected("a metadata value (a string, number or name)");
      c_.moveTo(p);
    }
  }

  HloSharding build(const SingleShardingText& s) {
    const bool hasSubgroups = s.lastTileDimReplicate || s.lastTileDims;
    if (!s.kindWord.empty() && s.kindWord != "maximal") {
      const std::string kind(s.kindWord);
      if (s.hasDevices) c_.failAt(s.devicesOffset, "a " + kind + " sharding has no devices=");
      if (s.device) c_.failAt(s.deviceOffset, "a " + kind + " sharding has no device=");
      if (hasSubgroups) {
        c_.failAt(s.lastTileDimReplicate ? s.lastTileDimReplicateOffset : s.lastTileDimsOffset,
                  "a " + kind + " sharding has no subgroup dimensions");
      }
      if (s.kindWord == "replicated") return HloSharding::replicated();
      if (s.kindWord == "manual") return HloSharding::manual();
      return HloSharding::unknown();
    }
    if (s.kindWord == "maximal") {
      if (s.hasDevices) c_.failAt(s.devicesOffset, "a maximal sharding takes device=, not devices=");
      if (hasSubgroups) {
        c_.failAt(s.lastTileDimReplicate ? s.lastTileDimReplicateOffset : s.lastTileDimsOffset,
                  "a maximal sharding has no subgroup dimensions");
      }
      if (!s.device) c_.failAt(s.close, "expected device= in a maximal sharding, found '}'");
      return HloSharding::maximal(*s.device);
    }
    if (s.device) c_.failAt(s.deviceOffset, "device= is only valid with 'maximal'");
    if (!s.hasDevices) {
      c_.failAt(s.open, "expected a sharding kind (replicated, maximal, manual, unknown) or "
                        "devices= in the sharding");
    }
    if (s.lastTileDimReplicate && s.lastTileDims) {
      c_.failAt(std::max(s.lastTileDimReplicateOffset, s.lastTileDimsOffset),
                "last_tile_dim_replicate and last_tile_dims= cannot both be set");
    }
    std::vector<SubgroupKind> subgroups;
    if (s.lastTileDimReplicate) subgroups.push_back(SubgroupKind::Replicated);
    if (s.lastTileDims) subgroups = *s.lastTileDims;
    if (subgroups.size() > s.tileDims.size()) {
      c_.failAt(s.lastTileDimsOffset, "last_tile_dims names " + std::to_string(subgroups.size()) +
                                          " subgroups but the tile assignment has only " +
                                          std::to_string(s.tileDims.size()) + " dimensions");
    }
    if (s.iota) return HloSharding::tiledIota(s.tileDims, *s.iota, std::move(subgroups));
    return HloSharding::tiled(s.tileDims, s.devices, std::move(subgroups));
  }

  TextCursor& c_;
  int64_t totalDevices_ = 0;
  int64_t shardingCount_ = 0;
};

}  // namespace

std::variant<HloSharding, ShardingParseError> parseHloShardingPrefix(std::string_view text,
                                                                     std::size_t& consumed) {
  TextCursor cursor(text);
  try {
    HloShardingParser parser(cursor);
    HloSharding sharding = parser.parseSharding(0);
    consumed = cursor.offset();
    return sharding;
  } catch (const TextError& error) {
    consumed = 0;
    return ShardingParseError{error.offset, error.message};
  } catch (const std::invalid_argument& error) {
    // The parser checks everything HloSharding's factories check; this is a backstop so
    // that a gap between the two is an error, not a crash.
    consumed = 0;
    return ShardingParseError{cursor.offset(), error.what()};
  }
}

std::variant<HloSharding, ShardingParseError> parseHloSharding(std::string_view text) {
  std::size_t consumed = 0;
  auto result = parseHloShardingPrefix(text, consumed);
  if (std::holds_alternative<ShardingParseError>(result)) return result;
  TextCursor rest(text);
  rest.moveTo(consumed);
  try {
    if (!rest.atEnd()) rest.failExpected("end of the sharding after its closing '}'");
  } catch (const TextError& error) {
    return ShardingParseError{error.offset, error.message};
  }
  return result;
}

}  // namespace shardscope::sharding
