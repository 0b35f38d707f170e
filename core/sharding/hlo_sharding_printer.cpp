// HloSharding::toString: XLA's text form (HloSharding::Print), so that what we print
// reads back in XLA and in our own parser.
#include <string>

#include "sharding/hlo_sharding.h"

namespace shardscope::sharding {
namespace {

void appendList(std::string& out, const std::vector<int64_t>& values) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i != 0) out += ',';
    out += std::to_string(values[i]);
  }
}

const char* subgroupName(SubgroupKind kind) {
  switch (kind) {
    case SubgroupKind::Replicated:
      return "replicated";
    case SubgroupKind::Manual:
      return "manual";
    case SubgroupKind::Unreduced:
      return "unreduced";
  }
  return "replicated";
}

void appendShardGroup(std::string& out, const std::optional<ShardGroup>& group) {
  if (!group) return;
  out += group->mode == ShardGroup::Mode::As ? " shard_as " : " shard_like ";
  out += std::to_string(group->id);
}

void appendMetadata(std::string& out, const std::vector<ShardingMetadata>& metadata) {
  if (metadata.empty()) return;
  out += " metadata={";
  if (metadata.size() == 1) {
    out += metadata.front().text;
  } else {
    for (std::size_t i = 0; i < metadata.size(); ++i) {
      if (i != 0) out += ", ";
      out += '{';
      out += metadata[i].text;
      out += '}';
    }
  }
  out += '}';
}

void appendTileAssignment(std::string& out, const HloSharding& s) {
  out += "devices=[";
  appendList(out, s.tileDims());
  out += ']';
  if (const auto& iota = s.iota()) {
    out += "<=[";
    appendList(out, iota->reshapeDims);
    out += ']';
    if (!iota->transposePerm.empty()) {
      out += "T(";
      appendList(out, iota->transposePerm);
      out += ')';
    }
  } else {
    appendList(out, s.devices());
  }
  const auto& subgroups = s.subgroups();
  if (subgroups.size() == 1 && subgroups.front() == SubgroupKind::Replicated) {
    out += " last_tile_dim_replicate";
  } else if (!subgroups.empty()) {
    out += " last_tile_dims={";
    for (std::size_t i = 0; i < subgroups.size(); ++i) {
      if (i != 0) out += ", ";
      out += subgroupName(subgroups[i]);
    }
    out += '}';
  }
}

void print(std::string& out, const HloSharding& s, bool withMetadata) {
  if (s.isTuple()) {
    out += '{';
    const auto& elements = s.tupleElements();
    for (std::size_t i = 0; i < elements.size(); ++i) {
      // XLA marks every fifth element's index to keep long tuples readable.
      if (i != 0) out += i % 5 == 0 ? ", /*index=" + std::to_string(i) + "*/" : ", ";
      print(out, elements[i], withMetadata);
    }
    out += '}';
    return;
  }
  out += '{';
  switch (s.kind()) {
    case ShardingKind::Replicated:
      out += "replicated";
      break;
    case ShardingKind::Manual:
      out += "manual";
      break;
    case ShardingKind::Unknown:
      out += "unknown";
      break;
    case ShardingKind::Maximal:
      out += "maximal device=" + std::to_string(s.maximalDevice());
      break;
    case ShardingKind::Tiled:
      appendTileAssignment(out, s);
      break;
    case ShardingKind::Tuple:
      break;
  }
  appendShardGroup(out, s.shardGroup());
  if (withMetadata) appendMetadata(out, s.metadata());
  out += '}';
}

}  // namespace

std::string HloSharding::toString(bool withMetadata) const {
  std::string out;
  print(out, *this, withMetadata);
  return out;
}

}  // namespace shardscope::sharding
