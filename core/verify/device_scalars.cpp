// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/device_scalars.h"

#include "ir/literal.h"

#include <algorithm>
#include <cmath>

namespace shardscope::verify {

namespace {
using PerDevice = std::vector<std::vector<int64_t>>;
constexpr int kMaxDepth = 64;

bool isInteger(ir::ElementType type) { return ir::isSignedInteger(type) || ir::isUnsignedInteger(type); }
}  // namespace

DeviceScalars::DeviceScalars(const ir::Module& module, const ir::Computation& computation, int64_t devices, bool partitionsAreDevices)
    : module_(module), computation_(computation), devices_(devices), partitionsAreDevices_(partitionsAreDevices) {}

const std::optional<PerDevice>& DeviceScalars::values(ir::InstructionId instruction) {
  if (auto it = cache_.find(instruction); it != cache_.end()) return it->second;
  auto value = evaluate(instruction, 0);
  return cache_[instruction] = std::move(value);
}

std::optional<std::vector<int64_t>> DeviceScalars::scalar(ir::InstructionId instruction) {
  const auto& v = values(instruction);
  if (!v) return std::nullopt;
  std::vector<int64_t> out;
  for (const auto& device : *v) {
    if (device.size() != 1) return std::nullopt;
    out.push_back(device[0]);
  }
  return out;
}

std::optional<PerDevice> DeviceScalars::evaluate(ir::InstructionId id, int depth) {
  if (depth > kMaxDepth || id < 0 || id >= static_cast<ir::InstructionId>(computation_.instructions.size())) return std::nullopt;
  if (auto it = cache_.find(id); it != cache_.end()) return it->second;
  const ir::Instruction& in = computation_.instructions[id];
  if (!in.shape.isArray() || !isInteger(in.shape.type)) return std::nullopt;
  auto count = in.shape.elementCount();
  if (!count || *count > kMaxElements) return std::nullopt;
  auto operand = [&](std::size_t i) -> std::optional<PerDevice> {
    if (i >= in.operands.size()) return std::nullopt;
    auto v = evaluate(in.operands[i], depth + 1);
    cache_[in.operands[i]] = v;
    return v;
  };
  PerDevice out(static_cast<std::size_t>(devices_));
  switch (in.opcode) {
    case ir::Opcode::PartitionId:
    case ir::Opcode::ReplicaId: {
      const bool names = (in.opcode == ir::Opcode::PartitionId) == partitionsAreDevices_;
      for (int64_t d = 0; d < devices_; ++d) out[d] = {names ? d : 0};
      return out;
    }
    case ir::Opcode::Constant: {
      auto literal = ir::decodeLiteral(in.literal, in.shape, kMaxElements);
      if (!literal.ok) return std::nullopt;
      std::vector<int64_t> values;
      for (double v : literal.real) {
        if (!std::isfinite(v) || std::fabs(v) > 9e15) return std::nullopt;
        values.push_back(static_cast<int64_t>(v));
      }
      for (auto& d : out) d = values;
      return out;
    }
    case ir::Opcode::Convert:
    case ir::Opcode::Copy:
    case ir::Opcode::Reshape:
    case ir::Opcode::Bitcast: {
      auto a = operand(0);
      if (!a) return std::nullopt;
      for (auto& d : *a)
        if (static_cast<int64_t>(d.size()) != *count) return std::nullopt;
      return a;
    }
    case ir::Opcode::Add: case ir::Opcode::Subtract: case ir::Opcode::Multiply: case ir::Opcode::Divide:
    case ir::Opcode::Remainder: case ir::Opcode::Maximum: case ir::Opcode::Minimum: {
      auto a = operand(0);
      auto b = operand(1);
      if (!a || !b) return std::nullopt;
      for (int64_t d = 0; d < devices_; ++d) {
        const auto& x = (*a)[d];
        const auto& y = (*b)[d];
        if (x.size() != y.size() || static_cast<int64_t>(x.size()) != *count) return std::nullopt;
        auto& r = out[d];
        r.resize(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) {
          const int64_t u = x[i], v = y[i];
          switch (in.opcode) {
            case ir::Opcode::Add: r[i] = u + v; break;
            case ir::Opcode::Subtract: r[i] = u - v; break;
            case ir::Opcode::Multiply: r[i] = u * v; break;
            case ir::Opcode::Divide: if (v == 0) return std::nullopt; r[i] = u / v; break;
            case ir::Opcode::Remainder: if (v == 0) return std::nullopt; r[i] = u % v; break;
            case ir::Opcode::Maximum: r[i] = std::max(u, v); break;
            default: r[i] = std::min(u, v); break;
          }
          if (std::llabs(r[i]) > (int64_t{1} << 53)) return std::nullopt;
        }
      }
      return out;
    }
    case ir::Opcode::DynamicSlice: {
      // A rank-1 table indexed by one scalar (XLA's partition-id -> offset table).
      if (in.operands.size() != 2 || in.shape.dims.size() != 1) return std::nullopt;
      const ir::Instruction& table = computation_.instructions[in.operands[0]];
      if (table.shape.dims.size() != 1) return std::nullopt;
      auto t = operand(0);
      auto index = operand(1);
      if (!t || !index) return std::nullopt;
      const int64_t size = in.shape.dims[0];
      for (int64_t d = 0; d < devices_; ++d) {
        if ((*index)[d].size() != 1) return std::nullopt;
        const int64_t n = static_cast<int64_t>((*t)[d].size());
        const int64_t start = std::clamp<int64_t>((*index)[d][0], 0, std::max<int64_t>(0, n - size));
        if (start + size > n) return std::nullopt;
        out[d].assign((*t)[d].begin() + start, (*t)[d].begin() + start + size);
      }
      return out;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace shardscope::verify
