// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relation.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>
#include <unordered_map>

namespace shardscope::verify {

const char* reduceOpName(ReduceOp op) {
  switch (op) {
    case ReduceOp::None: return "none";
    case ReduceOp::Sum: return "sum";
    case ReduceOp::Max: return "max";
    case ReduceOp::Min: return "min";
    case ReduceOp::Product: return "product";
  }
  return "none";
}

Relation Relation::replicated(int64_t devices, int64_t rank) {
  Relation r;
  r.devices = devices;
  r.tiles.assign(static_cast<std::size_t>(rank), 1);
  r.tileIndex.assign(static_cast<std::size_t>(devices * rank), 0);
  return r;
}

std::optional<Relation> Relation::fromSharding(const sharding::HloSharding& sharding, const std::vector<int64_t>& baselineDims,
                                               int64_t devices, std::string* why) {
  const int64_t rank = static_cast<int64_t>(baselineDims.size());
  auto fail = [&](std::string message) -> std::optional<Relation> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  if (sharding.isReplicated() && !sharding.isTiled()) return replicated(devices, rank);
  if (sharding.isTiled() && sharding.normalized().kind() == sharding::ShardingKind::Replicated) return replicated(devices, rank);
  if (!sharding.isTiled()) return fail("sharding " + sharding.toString(false) + " is not a tiling over the devices");
  const auto& dims = sharding.tileDims();
  const auto& subgroups = sharding.subgroups();
  const int64_t dataRank = sharding.dataRank();
  if (dataRank != rank)
    return fail("sharding " + sharding.toString(false) + " tiles " + std::to_string(dataRank) + " dims, the value has " + std::to_string(rank));
  if (sharding.numDevices() != devices)
    return fail("sharding " + sharding.toString(false) + " names " + std::to_string(sharding.numDevices()) + " devices, the program runs on " +
                std::to_string(devices));
  Relation r;
  r.devices = devices;
  r.tiles.assign(dims.begin(), dims.begin() + rank);
  for (int64_t k = 0; k < rank; ++k)
    if (baselineDims[k] % r.tiles[k] != 0)
      return fail("dim " + std::to_string(k) + " of size " + std::to_string(baselineDims[k]) + " does not split into " + std::to_string(r.tiles[k]) +
                  " tiles");
  r.tileIndex.assign(static_cast<std::size_t>(devices * rank), 0);
  int64_t partCount = 1;
  for (std::size_t s = 0; s < subgroups.size(); ++s) {
    if (subgroups[s] == sharding::SubgroupKind::Manual) return fail("manual subgroups are outside the verifier's relations");
    if (subgroups[s] == sharding::SubgroupKind::Unreduced) partCount *= dims[rank + s];
  }
  std::vector<int64_t> part(static_cast<std::size_t>(devices), 0);
  std::vector<bool> seen(static_cast<std::size_t>(devices), false);
  const auto& list = sharding.devices();
  std::vector<int64_t> coord(dims.size(), 0);
  for (std::size_t linear = 0; linear < list.size(); ++linear) {
    int64_t rest = static_cast<int64_t>(linear);
    for (int64_t k = static_cast<int64_t>(dims.size()) - 1; k >= 0; --k) {
      coord[k] = rest % dims[k];
      rest /= dims[k];
    }
    const int64_t device = list[linear];
    if (device < 0 || device >= devices || seen[device]) return fail("sharding names device " + std::to_string(device) + " twice or out of range");
    seen[device] = true;
    for (int64_t k = 0; k < rank; ++k) r.index(device, k) = coord[k];
    int64_t p = 0;
    for (std::size_t s = 0; s < subgroups.size(); ++s)
      if (subgroups[s] == sharding::SubgroupKind::Unreduced) p = p * dims[rank + s] + coord[rank + s];
    part[device] = p;
  }
  if (partCount > 1) {
    r.partial = ReduceOp::Sum;
    r.partCount = partCount;
    r.part = std::move(part);
  }
  return r;
}

void Relation::setLayout(LayoutBijection bijection) {
  if (bijection.isIdentity()) layout.reset();
  else layout = std::make_shared<const LayoutBijection>(std::move(bijection));
}

bool Relation::isReplicated() const {
  return !layout && !isPartial() && !isPadded() && std::all_of(tiles.begin(), tiles.end(), [](int64_t t) { return t == 1; });
}

bool Relation::isPadded() const {
  return std::any_of(padding.begin(), padding.end(), [](int64_t p) { return p != 0; });
}

std::optional<std::vector<int64_t>> Relation::localDims(const std::vector<int64_t>& baselineDims) const {
  if (baselineDims.size() != tiles.size()) return std::nullopt;
  std::vector<int64_t> local(baselineDims.size());
  for (std::size_t k = 0; k < tiles.size(); ++k) {
    const int64_t padded = baselineDims[k] + paddingOf(static_cast<int64_t>(k));
    if (tiles[k] <= 0 || padded % tiles[k] != 0) return std::nullopt;
    local[k] = padded / tiles[k];
  }
  return local;
}

std::vector<int64_t> Relation::baselineDims(const std::vector<int64_t>& localDims) const {
  std::vector<int64_t> dims(localDims.size());
  for (std::size_t k = 0; k < localDims.size() && k < tiles.size(); ++k) dims[k] = localDims[k] * tiles[k] - paddingOf(static_cast<int64_t>(k));
  return dims;
}

namespace {
// Parts as a partition: renumber in order of first appearance, so two labellings of the
// same grouping compare equal.
std::vector<int64_t> canonicalParts(const Relation& r) {
  std::vector<int64_t> out(static_cast<std::size_t>(r.devices), 0);
  if (r.part.empty()) return out;
  std::map<int64_t, int64_t> renumber;
  for (int64_t d = 0; d < r.devices; ++d) {
    auto it = renumber.emplace(r.part[d], static_cast<int64_t>(renumber.size())).first;
    out[d] = it->second;
  }
  return out;
}

// Padding with trailing zeros dropped, so "none" has one spelling.
std::vector<int64_t> canonicalPadding(const Relation& r) {
  std::vector<int64_t> out = r.padding;
  while (!out.empty() && out.back() == 0) out.pop_back();
  return out;
}
}  // namespace

namespace {
bool sameLayout(const Relation& a, const Relation& b) {
  if (!a.layout || !b.layout) return !a.layout && !b.layout;
  return a.layout == b.layout || *a.layout == *b.layout;
}
}  // namespace

bool Relation::sameAs(const Relation& other) const {
  // Identical parts are the same partition: the canonical renumbering (a map per call) is
  // only needed where the labels differ. Shared parts compare by address.
  return sameLayout(*this, other) && devices == other.devices && tiles == other.tiles && tileIndex == other.tileIndex && partial == other.partial &&
         partCount == other.partCount && (part == other.part || canonicalParts(*this) == canonicalParts(other)) &&
         (padding == other.padding || canonicalPadding(*this) == canonicalPadding(other));
}

void Relation::internDeviceNumbers(DeviceIntsInterner& interner) {
  interner.intern(tileIndex);
  interner.intern(part);
}

namespace {
void appendNumber(std::string& out, int64_t value) {
  char digits[24];
  out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}
}  // namespace

std::string Relation::key() const {
  // Appended in place, not built from temporaries: the coercion cache builds a key per
  // lookup, and a tiling over 32 devices spells a hundred numbers.
  std::string k;
  k.reserve(8 + 3 * (tiles.size() + tileIndex.size() + part.size() + padding.size()));
  appendNumber(k, devices);
  k += '|';
  for (int64_t t : tiles) appendNumber(k, t), k += ',';
  k += '|';
  if (!isReplicated())
    for (int64_t i : tileIndex) appendNumber(k, i), k += ',';
  k += '|';
  k += reduceOpName(partial);
  if (isPartial())
    for (int64_t p : canonicalParts(*this)) k += ',', appendNumber(k, p);
  k += '|';
  for (int64_t p : canonicalPadding(*this)) appendNumber(k, p), k += ',';
  if (layout) (k += '|') += layout->key();
  return k;
}

std::vector<std::vector<int64_t>> Relation::devicesByTile() const {
  // Tiles numbered row-major (the order of their coordinates), devices bucketed by that
  // number: one pass, no map keyed by coordinate vectors.
  int64_t tileCount = 1;
  for (int64_t t : tiles) {
    if (t <= 0 || tileCount > (int64_t{1} << 24) / t) {
      tileCount = -1;
      break;
    }
    tileCount *= t;
  }
  auto tileNumber = [&](int64_t d) {
    int64_t n = 0;
    for (int64_t k = 0; k < rank(); ++k) n = n * tiles[k] + index(d, k);
    return n;
  };
  bool inRange = tileCount > 0;
  for (int64_t d = 0; inRange && d < devices; ++d)
    for (int64_t k = 0; k < rank(); ++k)
      if (index(d, k) < 0 || index(d, k) >= tiles[k]) inRange = false;
  if (!inRange) {
    std::map<std::vector<int64_t>, std::vector<int64_t>> byTile;
    for (int64_t d = 0; d < devices; ++d) {
      std::vector<int64_t> coord(tileIndex.begin() + d * rank(), tileIndex.begin() + (d + 1) * rank());
      byTile[coord].push_back(d);
    }
    std::vector<std::vector<int64_t>> out;
    for (auto& [coord, list] : byTile) out.push_back(list);
    return out;
  }
  if (tileCount > devices * 4) {
    // Sparse: sort (tile, device) pairs instead of one bucket per tile.
    std::vector<std::pair<int64_t, int64_t>> order;
    order.reserve(static_cast<std::size_t>(devices));
    for (int64_t d = 0; d < devices; ++d) order.emplace_back(tileNumber(d), d);
    std::sort(order.begin(), order.end());
    std::vector<std::vector<int64_t>> out;
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (i == 0 || order[i].first != order[i - 1].first) out.emplace_back();
      out.back().push_back(order[i].second);
    }
    return out;
  }
  std::vector<std::vector<int64_t>> buckets(static_cast<std::size_t>(tileCount));
  for (int64_t d = 0; d < devices; ++d) buckets[static_cast<std::size_t>(tileNumber(d))].push_back(d);
  std::vector<std::vector<int64_t>> out;
  out.reserve(buckets.size());
  for (auto& b : buckets)
    if (!b.empty()) out.push_back(std::move(b));
  return out;
}

namespace {
std::string tilingText(const Relation& r) {
  // Devices ordered by tile (row-major), then by id: a GSPMD tile assignment with one
  // trailing replicated dim when every tile has the same number of devices.
  const auto groups = r.devicesByTile();
  int64_t tileCount = 1;
  for (int64_t t : r.tiles) tileCount *= t;
  const bool even = static_cast<int64_t>(groups.size()) == tileCount &&
                    std::all_of(groups.begin(), groups.end(), [&](const auto& g) { return g.size() == groups.front().size(); });
  if (even) {
    std::vector<int64_t> dims = r.tiles;
    std::vector<int64_t> list;
    for (const auto& g : groups) list.insert(list.end(), g.begin(), g.end());
    std::vector<sharding::SubgroupKind> subgroups;
    if (groups.front().size() > 1) {
      dims.push_back(static_cast<int64_t>(groups.front().size()));
      subgroups.push_back(sharding::SubgroupKind::Replicated);
    }
    try {
      return sharding::HloSharding::tiled(dims, list, subgroups).normalized().toString(false);
    } catch (const std::exception&) {
    }
  }
  std::string text = "{tiles=[";
  for (std::size_t k = 0; k < r.tiles.size(); ++k) text += (k ? "," : "") + std::to_string(r.tiles[k]);
  text += "] uneven}";
  return text;
}
// " padded dim 0 +1": the trailing rows of unspecified values on the last tiles.
std::string paddingText(const Relation& r) {
  std::string text;
  for (std::size_t k = 0; k < r.padding.size(); ++k)
    if (r.padding[k] != 0) text += " padded dim " + std::to_string(k) + " +" + std::to_string(r.padding[k]);
  return text;
}
}  // namespace

namespace {
std::string relationText(const Relation& r) {
  if (r.isReplicated()) return "replicated";
  std::string text;
  const bool tiled = std::any_of(r.tiles.begin(), r.tiles.end(), [](int64_t t) { return t != 1; });
  if (r.isPartial()) {
    text = std::string("partial-") + reduceOpName(r.partial) + " {";
    // Devices sharing a tile, listed part by part.
    bool firstGroup = true;
    for (const auto& g : r.devicesByTile()) {
      text += firstGroup ? "{" : ",{";
      firstGroup = false;
      for (std::size_t i = 0; i < g.size(); ++i) text += (i ? "," : "") + std::to_string(g[i]);
      text += "}";
    }
    text += "}";
    if (tiled) text += " of tiled " + tilingText(r);
    return text + paddingText(r);
  }
  return "tiled " + tilingText(r) + paddingText(r);
}


// Relation texts, memoized per thread: a verification writes the text of every fact it
// derives, most of them the same few tilings, and building one (tile groups, a GSPMD
// sharding, its normal form) was half of a large verification's time.
struct RelationHash {
  std::size_t operator()(const Relation& r) const {
    std::size_t h = std::hash<int64_t>{}(r.devices) ^ (static_cast<std::size_t>(r.partial) << 7) ^ (static_cast<std::size_t>(r.partCount) << 13);
    auto mix = [&h](const std::vector<int64_t>& v) {
      for (int64_t x : v) h = h * 1099511628211ull ^ static_cast<std::size_t>(x);
      h = h * 1099511628211ull ^ v.size();
    };
    mix(r.tiles);
    h = h * 1099511628211ull ^ r.tileIndex.hash();
    h = h * 1099511628211ull ^ r.part.hash();
    mix(r.padding);
    return h;
  }
};
struct RelationIdentical {
  bool operator()(const Relation& a, const Relation& b) const {
    return a.devices == b.devices && a.partial == b.partial && a.partCount == b.partCount && a.tiles == b.tiles && a.tileIndex == b.tileIndex &&
           a.part == b.part && a.padding == b.padding;
  }
};
}  // namespace

std::string Relation::toString() const {
  if (layout) {
    // The tiling text of the held value, then the bijection it is of the baseline value.
    Relation tiling = *this;
    tiling.layout.reset();
    return tiling.toString() + " of layout " + layout->toString();
  }
  // Only small relations are kept: a copy of a million-device one is not worth it.
  if (tileIndex.size() + part.size() > 4096) return relationText(*this);
  thread_local std::unordered_map<Relation, std::string, RelationHash, RelationIdentical> memo;
  if (auto it = memo.find(*this); it != memo.end()) return it->second;
  std::string text = relationText(*this);
  if (memo.size() >= 4096) memo.clear();  // bounded: a pathological input cannot grow it
  memo.emplace(*this, text);
  return text;
}

}  // namespace shardscope::verify
