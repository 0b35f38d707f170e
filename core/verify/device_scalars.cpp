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

bool isInteger(ir::ElementType type) {
  return type == ir::ElementType::Pred || ir::isSignedInteger(type) || ir::isUnsignedInteger(type);
}

// Row-major strides of `dims`.
std::vector<int64_t> stridesOf(const std::vector<int64_t>& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (std::size_t k = dims.size(); k-- > 1;) strides[k - 1] = strides[k] * dims[k];
  return strides;
}
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

// XLA's integer ops wrap on overflow and convert to pred compares with zero; values
// outside the element type's range are refused rather than wrapped.
bool fitsType(ir::ElementType type, const PerDevice& values) {
  int64_t lo = 0, hi = 1;
  switch (type) {
    case ir::ElementType::Pred: break;
    case ir::ElementType::S8: lo = INT8_MIN, hi = INT8_MAX; break;
    case ir::ElementType::S16: lo = INT16_MIN, hi = INT16_MAX; break;
    case ir::ElementType::S32: lo = INT32_MIN, hi = INT32_MAX; break;
    case ir::ElementType::S64: lo = -(int64_t{1} << 53), hi = int64_t{1} << 53; break;
    case ir::ElementType::U8: hi = UINT8_MAX; break;
    case ir::ElementType::U16: hi = UINT16_MAX; break;
    case ir::ElementType::U32: hi = UINT32_MAX; break;
    case ir::ElementType::U64: hi = int64_t{1} << 53; break;
    default: return false;  // sub-byte types: not evaluated
  }
  for (const auto& device : values)
    for (int64_t v : device)
      if (v < lo || v > hi) return false;
  return true;
}

std::optional<PerDevice> DeviceScalars::evaluate(ir::InstructionId id, int depth) {
  auto value = compute(id, depth);
  if (value && !fitsType(computation_.instructions[id].shape.type, *value)) return std::nullopt;
  return value;
}

std::optional<PerDevice> DeviceScalars::compute(ir::InstructionId id, int depth) {
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
      if (in.shape.type == ir::ElementType::Pred) {
        auto a = operand(0);
        if (!a) return std::nullopt;
        for (auto& d : *a)
          for (int64_t& v : d) v = v != 0;
        return a;
      }
      [[fallthrough]];
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
    case ir::Opcode::Iota: {
      auto dim = in.intAttribute("iota_dimension");
      if (!dim || *dim < 0 || *dim >= in.shape.rank()) return std::nullopt;
      const auto strides = stridesOf(in.shape.dims);
      std::vector<int64_t> values(static_cast<std::size_t>(*count));
      for (int64_t i = 0; i < *count; ++i) values[i] = (i / strides[*dim]) % in.shape.dims[*dim];
      for (auto& d : out) d = values;
      return out;
    }
    case ir::Opcode::Broadcast: {
      // Operand dim i becomes result dim dimensions[i]; the other result dims repeat it.
      const auto* mapped = in.intListAttribute("dimensions");
      if (!mapped || in.operands.size() != 1) return std::nullopt;
      const ir::Instruction& x = computation_.instructions[in.operands[0]];
      if (!x.shape.isArray() || mapped->size() != x.shape.dims.size()) return std::nullopt;
      for (std::size_t i = 0; i < mapped->size(); ++i)
        if ((*mapped)[i] < 0 || (*mapped)[i] >= in.shape.rank() || x.shape.dims[i] != in.shape.dims[(*mapped)[i]]) return std::nullopt;
      auto a = operand(0);
      if (!a) return std::nullopt;
      const auto resultStrides = stridesOf(in.shape.dims);
      const auto operandStrides = stridesOf(x.shape.dims);
      for (int64_t d = 0; d < devices_; ++d) {
        const auto& from = (*a)[d];
        if (static_cast<int64_t>(from.size()) != x.shape.elementCount().value_or(-1)) return std::nullopt;
        auto& r = out[d];
        r.resize(static_cast<std::size_t>(*count));
        for (int64_t i = 0; i < *count; ++i) {
          int64_t source = 0;
          for (std::size_t j = 0; j < mapped->size(); ++j) source += ((i / resultStrides[(*mapped)[j]]) % in.shape.dims[(*mapped)[j]]) * operandStrides[j];
          r[i] = from[source];
        }
      }
      return out;
    }
    case ir::Opcode::Negate: case ir::Opcode::Abs: case ir::Opcode::Sign: case ir::Opcode::Not: {
      auto a = operand(0);
      if (!a) return std::nullopt;
      const bool pred = in.shape.type == ir::ElementType::Pred;
      for (int64_t d = 0; d < devices_; ++d) {
        out[d] = (*a)[d];
        if (static_cast<int64_t>(out[d].size()) != *count) return std::nullopt;
        for (int64_t& v : out[d]) {
          switch (in.opcode) {
            case ir::Opcode::Negate: v = -v; break;
            case ir::Opcode::Abs: v = std::llabs(v); break;
            case ir::Opcode::Sign: v = (v > 0) - (v < 0); break;
            default: v = pred ? !v : ~v; break;
          }
        }
      }
      return out;
    }
    case ir::Opcode::Compare: {
      auto direction = in.stringAttribute("direction");
      auto a = operand(0);
      auto b = operand(1);
      if (!direction || !a || !b) return std::nullopt;
      const std::string_view dir = *direction;
      if (dir != "EQ" && dir != "NE" && dir != "LT" && dir != "LE" && dir != "GT" && dir != "GE") return std::nullopt;
      for (int64_t d = 0; d < devices_; ++d) {
        const auto& x = (*a)[d];
        const auto& y = (*b)[d];
        if (x.size() != y.size() || static_cast<int64_t>(x.size()) != *count) return std::nullopt;
        auto& r = out[d];
        r.resize(x.size());
        for (std::size_t i = 0; i < x.size(); ++i) {
          const int64_t u = x[i], v = y[i];
          r[i] = dir == "EQ" ? u == v : dir == "NE" ? u != v : dir == "LT" ? u < v : dir == "LE" ? u <= v : dir == "GT" ? u > v : u >= v;
        }
      }
      return out;
    }
    case ir::Opcode::And: case ir::Opcode::Or: case ir::Opcode::Xor: {
      auto a = operand(0);
      auto b = operand(1);
      if (!a || !b) return std::nullopt;
      for (int64_t d = 0; d < devices_; ++d) {
        const auto& x = (*a)[d];
        const auto& y = (*b)[d];
        if (x.size() != y.size() || static_cast<int64_t>(x.size()) != *count) return std::nullopt;
        auto& r = out[d];
        r.resize(x.size());
        for (std::size_t i = 0; i < x.size(); ++i)
          r[i] = in.opcode == ir::Opcode::And ? (x[i] & y[i]) : in.opcode == ir::Opcode::Or ? (x[i] | y[i]) : (x[i] ^ y[i]);
      }
      return out;
    }
    case ir::Opcode::Select: case ir::Opcode::Clamp: {
      // select(p, on_true, on_false); clamp(lo, x, hi). Scalar operands apply to every element.
      auto a = operand(0);
      auto b = operand(1);
      auto e = operand(2);
      if (!a || !b || !e) return std::nullopt;
      for (int64_t d = 0; d < devices_; ++d) {
        auto at = [&](const std::vector<int64_t>& v, int64_t i) -> std::optional<int64_t> {
          if (static_cast<int64_t>(v.size()) == *count) return v[i];
          if (v.size() == 1) return v[0];
          return std::nullopt;
        };
        auto& r = out[d];
        r.resize(static_cast<std::size_t>(*count));
        for (int64_t i = 0; i < *count; ++i) {
          auto x = at((*a)[d], i), y = at((*b)[d], i), z = at((*e)[d], i);
          if (!x || !y || !z) return std::nullopt;
          r[i] = in.opcode == ir::Opcode::Select ? (*x ? *y : *z) : std::min(std::max(*y, *x), *z);
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
