#include "ir/element_type.h"

#include <array>
#include <string_view>
#include <unordered_map>

namespace shardscope::ir {
namespace {

struct TypeInfo {
  ElementType type;
  std::string_view name;
  int bits;
  int protoNumber;  // xla_data.proto PrimitiveType
};

constexpr std::array kTypes = {
    TypeInfo{ElementType::Pred, "pred", 8, 1},
    TypeInfo{ElementType::S2, "s2", 2, 26},
    TypeInfo{ElementType::S4, "s4", 4, 21},
    TypeInfo{ElementType::S8, "s8", 8, 2},
    TypeInfo{ElementType::S16, "s16", 16, 3},
    TypeInfo{ElementType::S32, "s32", 32, 4},
    TypeInfo{ElementType::S64, "s64", 64, 5},
    TypeInfo{ElementType::U2, "u2", 2, 27},
    TypeInfo{ElementType::U4, "u4", 4, 22},
    TypeInfo{ElementType::U8, "u8", 8, 6},
    TypeInfo{ElementType::U16, "u16", 16, 7},
    TypeInfo{ElementType::U32, "u32", 32, 8},
    TypeInfo{ElementType::U64, "u64", 64, 9},
    TypeInfo{ElementType::F16, "f16", 16, 10},
    TypeInfo{ElementType::BF16, "bf16", 16, 16},
    TypeInfo{ElementType::F32, "f32", 32, 11},
    TypeInfo{ElementType::F64, "f64", 64, 12},
    TypeInfo{ElementType::F8E5M2, "f8e5m2", 8, 19},
    TypeInfo{ElementType::F8E4M3FN, "f8e4m3fn", 8, 20},
    TypeInfo{ElementType::F8E4M3B11FNUZ, "f8e4m3b11fnuz", 8, 23},
    TypeInfo{ElementType::F8E5M2FNUZ, "f8e5m2fnuz", 8, 24},
    TypeInfo{ElementType::F8E4M3FNUZ, "f8e4m3fnuz", 8, 25},
    TypeInfo{ElementType::F8E4M3, "f8e4m3", 8, 28},
    TypeInfo{ElementType::F8E3M4, "f8e3m4", 8, 29},
    TypeInfo{ElementType::F8E8M0FNU, "f8e8m0fnu", 8, 33},
    TypeInfo{ElementType::F4E2M1FN, "f4e2m1fn", 4, 32},
    TypeInfo{ElementType::C64, "c64", 64, 15},
    TypeInfo{ElementType::C128, "c128", 128, 18},
    TypeInfo{ElementType::Token, "token", 0, 17},
    TypeInfo{ElementType::Tuple, "tuple", 0, 13},
    TypeInfo{ElementType::Opaque, "opaque", 0, 14},
};

const TypeInfo* find(ElementType type) {
  for (const TypeInfo& info : kTypes)
    if (info.type == type) return &info;
  return nullptr;
}

}  // namespace

std::string_view elementTypeName(ElementType type) {
  const TypeInfo* info = find(type);
  return info ? info->name : std::string_view("invalid");
}

std::optional<ElementType> elementTypeFromName(std::string_view name) {
  // Called for every shape in a file: a hash lookup rather than a scan of the table.
  static const std::unordered_map<std::string_view, ElementType> byName = [] {
    std::unordered_map<std::string_view, ElementType> map;
    for (const TypeInfo& info : kTypes)
      if (info.type != ElementType::Tuple) map.emplace(info.name, info.type);
    return map;
  }();
  if (name.empty() || name.size() > 16) return std::nullopt;
  auto it = byName.find(name);
  if (it == byName.end()) return std::nullopt;
  return it->second;
}

int elementTypeBits(ElementType type) {
  const TypeInfo* info = find(type);
  return info ? info->bits : 0;
}

bool isFloatingPoint(ElementType type) {
  switch (type) {
    case ElementType::F16: case ElementType::BF16: case ElementType::F32: case ElementType::F64:
    case ElementType::F8E5M2: case ElementType::F8E4M3FN: case ElementType::F8E4M3B11FNUZ:
    case ElementType::F8E5M2FNUZ: case ElementType::F8E4M3FNUZ: case ElementType::F8E4M3:
    case ElementType::F8E3M4: case ElementType::F8E8M0FNU: case ElementType::F4E2M1FN:
      return true;
    default:
      return false;
  }
}

bool isSignedInteger(ElementType type) {
  switch (type) {
    case ElementType::S2: case ElementType::S4: case ElementType::S8: case ElementType::S16:
    case ElementType::S32: case ElementType::S64:
      return true;
    default:
      return false;
  }
}

bool isUnsignedInteger(ElementType type) {
  switch (type) {
    case ElementType::U2: case ElementType::U4: case ElementType::U8: case ElementType::U16:
    case ElementType::U32: case ElementType::U64:
      return true;
    default:
      return false;
  }
}

bool isComplex(ElementType type) { return type == ElementType::C64 || type == ElementType::C128; }

bool isArrayType(ElementType type) {
  return type != ElementType::Invalid && type != ElementType::Token &&
         type != ElementType::Tuple && type != ElementType::Opaque;
}

int elementTypeProtoNumber(ElementType type) {
  const TypeInfo* info = find(type);
  return info ? info->protoNumber : 0;
}

std::optional<ElementType> elementTypeFromProtoNumber(int number) {
  for (const TypeInfo& info : kTypes)
    if (info.protoNumber == number) return info.type;
  return std::nullopt;
}

}  // namespace shardscope::ir
