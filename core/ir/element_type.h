#pragma once
// XLA element types (xla_data.proto PrimitiveType) with their HLO text spelling.

#include <cstdint>
#include <optional>
#include <string_view>

namespace shardscope::ir {

enum class ElementType : uint8_t {
  Invalid,
  Pred,
  S2, S4, S8, S16, S32, S64,
  U2, U4, U8, U16, U32, U64,
  F16, BF16, F32, F64,
  F8E5M2, F8E4M3FN, F8E4M3B11FNUZ, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3, F8E3M4, F8E8M0FNU,
  F4E2M1FN,
  C64, C128,
  Token,
  Tuple,
  Opaque,
};

std::string_view elementTypeName(ElementType type);  // "f32", "bf16", "pred", ...
std::optional<ElementType> elementTypeFromName(std::string_view name);

// Storage bits of one element (0 for token, tuple and opaque).
int elementTypeBits(ElementType type);
bool isFloatingPoint(ElementType type);  // includes the f8/f4 variants
bool isSignedInteger(ElementType type);
bool isUnsignedInteger(ElementType type);
bool isComplex(ElementType type);
// Array types: everything except token, tuple, opaque.
bool isArrayType(ElementType type);

// XLA's PrimitiveType enum number (for HloModuleProto) and back.
int elementTypeProtoNumber(ElementType type);
std::optional<ElementType> elementTypeFromProtoNumber(int number);

}  // namespace shardscope::ir
