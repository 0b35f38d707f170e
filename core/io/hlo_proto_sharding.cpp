#include "io/hlo_proto_sharding.h"

#include "io/hlo_proto_schema.h"

#include <algorithm>
#include <stdexcept>

namespace shardscope::io {
namespace {

using sharding::HloSharding;
using sharding::ShardingKind;
using sharding::SubgroupKind;

xla::OpSharding::Type subgroupType(SubgroupKind kind) {
  switch (kind) {
    case SubgroupKind::Replicated: return xla::OpSharding::REPLICATED;
    case SubgroupKind::Manual: return xla::OpSharding::MANUAL;
    case SubgroupKind::Unreduced: return xla::OpSharding::UNREDUCED;
  }
  return xla::OpSharding::REPLICATED;
}

void writeShardGroup(const HloSharding& sharding, xla::OpSharding& proto) {
  if (!sharding.shardGroup()) return;
  proto.set_is_shard_group(true);
  proto.set_shard_group_id(sharding.shardGroup()->id);
  proto.set_shard_group_type(sharding.shardGroup()->mode == sharding::ShardGroup::Mode::As ? xla::OpSharding::AS
                                                                                           : xla::OpSharding::LIKE);
}

}  // namespace

void toOpSharding(const HloSharding& sharding, xla::OpSharding& proto) {
  switch (sharding.kind()) {
    case ShardingKind::Replicated: proto.set_type(xla::OpSharding::REPLICATED); break;
    case ShardingKind::Manual: proto.set_type(xla::OpSharding::MANUAL); break;
    case ShardingKind::Unknown: proto.set_type(xla::OpSharding::UNKNOWN); break;
    case ShardingKind::Maximal:
      proto.set_type(xla::OpSharding::MAXIMAL);
      proto.add_tile_assignment_dimensions(1);
      proto.add_tile_assignment_devices(sharding.maximalDevice());
      break;
    case ShardingKind::Tuple:
      proto.set_type(xla::OpSharding::TUPLE);
      for (const HloSharding& element : sharding.tupleElements()) toOpSharding(element, *proto.add_tuple_shardings());
      break;
    case ShardingKind::Tiled: {
      proto.set_type(xla::OpSharding::OTHER);
      for (int64_t dim : sharding.tileDims()) proto.add_tile_assignment_dimensions(dim);
      if (sharding.iota()) {
        for (int64_t dim : sharding.iota()->reshapeDims) proto.add_iota_reshape_dims(dim);
        // XLA requires the permutation even when it is the identity.
        const std::vector<int64_t>& perm = sharding.iota()->transposePerm;
        for (std::size_t i = 0; i < sharding.iota()->reshapeDims.size(); ++i)
          proto.add_iota_transpose_perm(static_cast<int32_t>(perm.empty() ? static_cast<int64_t>(i) : perm[i]));
      } else {
        for (int64_t device : sharding.devices()) proto.add_tile_assignment_devices(device);
      }
      const auto& subgroups = sharding.subgroups();
      if (subgroups.size() == 1 && subgroups.front() == SubgroupKind::Replicated) {
        proto.set_replicate_on_last_tile_dim(true);
      } else {
        for (SubgroupKind kind : subgroups) proto.add_last_tile_dims(subgroupType(kind));
      }
      break;
    }
  }
  writeShardGroup(sharding, proto);
}

std::variant<HloSharding, std::string> fromOpSharding(const xla::OpSharding& proto, int depth) {
  if (depth > HloSharding::kMaxNestingDepth) return std::string("tuple sharding nested too deeply");
  std::optional<HloSharding> result;
  switch (proto.type()) {
    case xla::OpSharding::REPLICATED: result = HloSharding::replicated(); break;
    case xla::OpSharding::MANUAL: result = HloSharding::manual(); break;
    case xla::OpSharding::UNKNOWN: result = HloSharding::unknown(); break;
    case xla::OpSharding::MAXIMAL:
      if (proto.tile_assignment_devices_size() != 1) return std::string("maximal sharding needs exactly one device");
      if (proto.tile_assignment_devices(0) < 0 || proto.tile_assignment_devices(0) >= HloSharding::kMaxDevices)
        return std::string("maximal sharding device out of range");
      result = HloSharding::maximal(proto.tile_assignment_devices(0));
      break;
    case xla::OpSharding::TUPLE: {
      std::vector<HloSharding> elements;
      elements.reserve(static_cast<std::size_t>(proto.tuple_shardings_size()));
      for (const xla::OpSharding& element : proto.tuple_shardings()) {
        auto converted = fromOpSharding(element, depth + 1);
        if (auto* error = std::get_if<std::string>(&converted)) return *error;
        elements.push_back(std::get<HloSharding>(std::move(converted)));
      }
      result = HloSharding::tuple(std::move(elements));
      break;
    }
    case xla::OpSharding::OTHER: {
      const int rank = proto.tile_assignment_dimensions_size();
      if (rank < 1 || rank > HloSharding::kMaxTileRank) return std::string("tiled sharding has " + std::to_string(rank) + " tile dimensions");
      std::vector<int64_t> tileDims(proto.tile_assignment_dimensions().begin(), proto.tile_assignment_dimensions().end());
      int64_t count = 1;
      for (int64_t dim : tileDims) {
        if (dim < 1 || dim > HloSharding::kMaxDevices || count > HloSharding::kMaxDevices / dim)
          return std::string("tile assignment dimensions out of range");
        count *= dim;
      }
      std::vector<int64_t> devices;
      std::optional<sharding::IotaDevices> iota;
      if (proto.iota_reshape_dims_size() > 0) {
        const int n = proto.iota_reshape_dims_size();
        if (n > HloSharding::kMaxTileRank) return std::string("too many iota reshape dimensions");
        std::vector<int64_t> reshape(proto.iota_reshape_dims().begin(), proto.iota_reshape_dims().end());
        int64_t product = 1;
        for (int64_t dim : reshape) {
          if (dim < 1 || product > count / dim) return std::string("iota reshape dimensions do not multiply to the device count");
          product *= dim;
        }
        if (product != count) return std::string("iota reshape dimensions do not multiply to the device count");
        std::vector<int64_t> perm(proto.iota_transpose_perm().begin(), proto.iota_transpose_perm().end());
        if (!perm.empty()) {
          if (static_cast<int>(perm.size()) != n) return std::string("iota transpose permutation has the wrong length");
          std::vector<bool> seen(static_cast<std::size_t>(n), false);
          for (int64_t axis : perm) {
            if (axis < 0 || axis >= n || seen[static_cast<std::size_t>(axis)]) return std::string("iota transpose is not a permutation");
            seen[static_cast<std::size_t>(axis)] = true;
          }
        }
        if (std::is_sorted(perm.begin(), perm.end())) perm.clear();  // the identity, which XLA's text leaves out
        iota = sharding::IotaDevices{std::move(reshape), std::move(perm)};  // kept symbolic
      } else {
        if (proto.tile_assignment_devices_size() != count) return std::string("tile assignment has the wrong number of devices");
        devices.assign(proto.tile_assignment_devices().begin(), proto.tile_assignment_devices().end());
      }
      std::vector<SubgroupKind> subgroups;
      if (proto.replicate_on_last_tile_dim()) subgroups.push_back(SubgroupKind::Replicated);
      for (int type : proto.last_tile_dims()) {
        switch (type) {
          case xla::OpSharding::REPLICATED: subgroups.push_back(SubgroupKind::Replicated); break;
          case xla::OpSharding::MANUAL: subgroups.push_back(SubgroupKind::Manual); break;
          case xla::OpSharding::UNREDUCED: subgroups.push_back(SubgroupKind::Unreduced); break;
          default: return std::string("unsupported last_tile_dims type " + std::to_string(type));
        }
      }
      try {
        result = iota ? HloSharding::tiledIota(std::move(tileDims), *iota, std::move(subgroups))
                      : HloSharding::tiled(std::move(tileDims), std::move(devices), std::move(subgroups));
      } catch (const std::invalid_argument& error) {
        return std::string(error.what());
      }
      if (iota) result->setIota(std::move(iota));  // the file's spelling, printed back as written
      break;
    }
    default: return std::string("unsupported sharding type " + std::to_string(static_cast<int>(proto.type())));
  }
  if (proto.is_shard_group())
    result->setShardGroup(sharding::ShardGroup{
        proto.shard_group_type() == xla::OpSharding::LIKE ? sharding::ShardGroup::Mode::Like : sharding::ShardGroup::Mode::As,
        proto.shard_group_id()});
  return std::move(*result);
}

}  // namespace shardscope::io
