#include "sharding/mesh.h"

#include <numeric>

#include "sharding/device_array.h"
#include "sharding/text_cursor.h"

namespace shardscope::sharding {

std::optional<std::string> checkAxisName(std::string_view name) {
  if (name.empty()) return "mesh axis name is empty";
  if (name.size() > 256) return "mesh axis name is longer than 256 characters";
  for (char c : name) {
    if (c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20) {
      return "mesh axis name contains a quote, backslash or control character";
    }
  }
  return std::nullopt;
}

Mesh::Mesh() : deviceIds_{0} {}

std::variant<Mesh, std::string> Mesh::create(std::vector<MeshAxis> axes,
                                             std::vector<int64_t> deviceIds) {
  if (axes.size() > kMaxAxes) {
    return "a mesh has at most " + std::to_string(kMaxAxes) + " axes";
  }
  std::vector<int64_t> sizes;
  for (std::size_t i = 0; i < axes.size(); ++i) {
    if (auto problem = checkAxisName(axes[i].name)) return *problem;
    for (std::size_t j = 0; j < i; ++j) {
      if (axes[j].name == axes[i].name) return "mesh axis \"" + axes[i].name + "\" appears twice";
    }
    if (axes[i].size < 1) return "mesh axis \"" + axes[i].name + "\" has size < 1";
    sizes.push_back(axes[i].size);
  }
  const auto count = checkedProduct(sizes, HloSharding::kMaxDevices);
  if (!count) {
    return "mesh has more than " + std::to_string(HloSharding::kMaxDevices) + " devices";
  }
  if (deviceIds.empty()) {
    deviceIds.resize(*count);
    std::iota(deviceIds.begin(), deviceIds.end(), int64_t{0});
  } else if (static_cast<int64_t>(deviceIds.size()) != *count) {
    return "mesh of " + std::to_string(*count) + " positions lists " +
           std::to_string(deviceIds.size()) + " device ids";
  }
  if (const auto problem = findDeviceIdProblem(deviceIds, HloSharding::kMaxDevices)) {
    return "mesh device id " + std::to_string(problem->id) + (problem->outOfRange ? " is out of range" : " appears twice");
  }
  Mesh mesh;
  mesh.axes_ = std::move(axes);
  mesh.deviceIds_ = std::move(deviceIds);
  return mesh;
}

std::vector<int64_t> Mesh::axisSizes() const {
  std::vector<int64_t> sizes;
  for (const MeshAxis& axis : axes_) sizes.push_back(axis.size);
  return sizes;
}

bool Mesh::hasIotaDeviceOrder() const {
  for (std::size_t i = 0; i < deviceIds_.size(); ++i) {
    if (deviceIds_[i] != static_cast<int64_t>(i)) return false;
  }
  return true;
}

std::optional<std::size_t> Mesh::axisIndex(std::string_view name) const {
  for (std::size_t i = 0; i < axes_.size(); ++i) {
    if (axes_[i].name == name) return i;
  }
  return std::nullopt;
}

std::string Mesh::toString() const {
  std::string out = "<[";
  for (std::size_t i = 0; i < axes_.size(); ++i) {
    if (i != 0) out += ", ";
    out += '"' + axes_[i].name + "\"=" + std::to_string(axes_[i].size);
  }
  out += ']';
  if (!hasIotaDeviceOrder()) {
    out += ", device_ids=[";
    for (std::size_t i = 0; i < deviceIds_.size(); ++i) {
      if (i != 0) out += ',';
      out += std::to_string(deviceIds_[i]);
    }
    out += ']';
  }
  return out + '>';
}

std::variant<Mesh, ShardingParseError> parseMesh(std::string_view text) {
  detail::TextCursor c(text);
  try {
    c.tryEat("#sdy.mesh");
    c.expect('<', "'<' to start a mesh");
    c.skipSpace();
    const std::size_t axesAt = c.offset();
    c.expect('[', "'[' to start the mesh axes");
    std::vector<MeshAxis> axes;
    if (!c.tryEat(']')) {
      do {
        c.skipSpace();
        const std::size_t at = c.offset();
        if (axes.size() >= Mesh::kMaxAxes) {
          c.failAt(at, "a mesh has at most " + std::to_string(Mesh::kMaxAxes) + " axes");
        }
        MeshAxis axis;
        axis.name = c.readQuoted("a quoted mesh axis name such as \"x\"");
        if (auto problem = checkAxisName(axis.name)) c.failAt(at, *problem);
        for (const MeshAxis& earlier : axes) {
          if (earlier.name == axis.name) c.failAt(at, "mesh axis \"" + axis.name + "\" appears twice");
        }
        c.expect('=', "'=' after a mesh axis name");
        c.skipSpace();
        const std::size_t sizeAt = c.offset();
        axis.size = c.readInt("a mesh axis size");
        if (axis.size < 1) c.failAt(sizeAt, "mesh axis size must be at least 1");
        if (axis.size > HloSharding::kMaxDevices) {
          c.failAt(sizeAt, "mesh axis size exceeds " + std::to_string(HloSharding::kMaxDevices));
        }
        axes.push_back(std::move(axis));
      } while (c.tryEat(','));
      c.expect(']', "',' or ']' in the mesh axes");
    }
    std::vector<int64_t> sizes;
    for (const MeshAxis& axis : axes) sizes.push_back(axis.size);
    const auto count = checkedProduct(sizes, HloSharding::kMaxDevices);
    if (!count) {
      c.failAt(axesAt, "mesh has more than " + std::to_string(HloSharding::kMaxDevices) + " devices");
    }
    std::vector<int64_t> deviceIds;
    std::size_t idsAt = c.offset();
    if (c.tryEat(',')) {
      c.skipSpace();
      idsAt = c.offset();
      if (!c.tryEatWord("device_ids")) c.failExpected("device_ids= or '>'");
      c.expect('=', "'=' after device_ids");
      c.expect('[', "'[' to start device_ids");
      std::vector<bool> seen;
      do {
        c.skipSpace();
        const std::size_t at = c.offset();
        const int64_t id = c.readInt("a device id");
        if (static_cast<int64_t>(deviceIds.size()) >= *count) {
          c.failAt(at, "more device ids than the mesh's " + std::to_string(*count) + " positions");
        }
        if (id < 0 || id >= HloSharding::kMaxDevices) {
          c.failAt(at, "mesh device id " + std::to_string(id) + " is out of range");
        }
        if (static_cast<std::size_t>(id) >= seen.size()) seen.resize(id + 1, false);
        if (seen[id]) c.failAt(at, "mesh device id " + std::to_string(id) + " appears twice");
        seen[id] = true;
        deviceIds.push_back(id);
      } while (c.tryEat(','));
      c.expect(']', "',' or ']' in device_ids");
      if (static_cast<int64_t>(deviceIds.size()) != *count) {
        c.failAt(idsAt, "mesh of " + std::to_string(*count) + " positions lists " +
                            std::to_string(deviceIds.size()) + " device ids");
      }
    }
    c.expect('>', "'>' to end the mesh");
    if (!c.atEnd()) c.failExpected("end of the mesh after '>'");
    auto mesh = Mesh::create(std::move(axes), std::move(deviceIds));
    if (auto* problem = std::get_if<std::string>(&mesh)) c.failAt(idsAt, *problem);
    return std::get<Mesh>(std::move(mesh));
  } catch (const detail::TextError& error) {
    return ShardingParseError{error.offset, error.message};
  }
}

}  // namespace shardscope::sharding
