#include "ir/opcode.h"

#include <array>
#include <string>
#include <unordered_map>

namespace shardscope::ir {
namespace {

struct OpcodeInfo {
  std::string_view name;
  int arity;
};

constexpr std::array kOpcodes = {
#define SHARDSCOPE_OPCODE_INFO(e, text, arity) OpcodeInfo{text, arity},
    SHARDSCOPE_HLO_OPCODES(SHARDSCOPE_OPCODE_INFO)
#undef SHARDSCOPE_OPCODE_INFO
};

const std::unordered_map<std::string_view, Opcode>& byName() {
  static const std::unordered_map<std::string_view, Opcode> table = [] {
    std::unordered_map<std::string_view, Opcode> map;
    for (std::size_t i = 0; i < kOpcodes.size(); ++i)
      if (static_cast<Opcode>(i) != Opcode::Opaque) map.emplace(kOpcodes[i].name, static_cast<Opcode>(i));
    // Spellings other XLA versions use for the same opcode.
    map.emplace("sin", Opcode::Sin);
    map.emplace("cos", Opcode::Cos);
    map.emplace("clz", Opcode::Clz);
    return map;
  }();
  return table;
}

}  // namespace

std::string_view opcodeName(Opcode opcode) { return kOpcodes[static_cast<std::size_t>(opcode)].name; }

std::optional<Opcode> opcodeFromName(std::string_view name) {
  const auto& table = byName();
  auto it = table.find(name);
  if (it == table.end()) return std::nullopt;
  return it->second;
}

int opcodeArity(Opcode opcode) { return kOpcodes[static_cast<std::size_t>(opcode)].arity; }

std::optional<Opcode> asyncShorthand(std::string_view text, Opcode& async) {
  static constexpr std::pair<std::string_view, Opcode> kSuffixes[] = {
      {"-start", Opcode::AsyncStart}, {"-update", Opcode::AsyncUpdate}, {"-done", Opcode::AsyncDone}};
  for (const auto& [suffix, opcode] : kSuffixes) {
    if (text.size() <= suffix.size() || !text.ends_with(suffix)) continue;
    if (std::optional<Opcode> wrapped = opcodeFromName(text.substr(0, text.size() - suffix.size()))) {
      async = opcode;
      return wrapped;
    }
  }
  return std::nullopt;
}

bool isElementwiseUnary(Opcode opcode) {
  switch (opcode) {
    case Opcode::Abs: case Opcode::Cbrt: case Opcode::Ceil: case Opcode::Clz: case Opcode::Convert:
    case Opcode::Copy: case Opcode::Cos: case Opcode::Erf: case Opcode::Exp: case Opcode::Expm1:
    case Opcode::Floor: case Opcode::Imag: case Opcode::IsFinite: case Opcode::Log:
    case Opcode::Log1p: case Opcode::Logistic: case Opcode::Negate: case Opcode::Not:
    case Opcode::PopulationCount: case Opcode::Real: case Opcode::ReducePrecision:
    case Opcode::RoundNearestAfz: case Opcode::RoundNearestEven: case Opcode::Rsqrt:
    case Opcode::Sign: case Opcode::Sin: case Opcode::Sqrt: case Opcode::Tan: case Opcode::Tanh:
      return true;
    default:
      return false;
  }
}

bool isElementwiseBinary(Opcode opcode) {
  switch (opcode) {
    case Opcode::Add: case Opcode::And: case Opcode::Atan2: case Opcode::Compare:
    case Opcode::Complex: case Opcode::Divide: case Opcode::Maximum: case Opcode::Minimum:
    case Opcode::Multiply: case Opcode::Or: case Opcode::Power: case Opcode::Remainder:
    case Opcode::ShiftLeft: case Opcode::ShiftRightArithmetic: case Opcode::ShiftRightLogical:
    case Opcode::Subtract: case Opcode::Xor: case Opcode::StochasticConvert:
      return true;
    default:
      return false;
  }
}

bool isElementwise(Opcode opcode) {
  return isElementwiseUnary(opcode) || isElementwiseBinary(opcode) || opcode == Opcode::Select ||
         opcode == Opcode::Clamp;
}

bool isCollective(Opcode opcode) {
  switch (opcode) {
    case Opcode::AllGather: case Opcode::AllGatherStart: case Opcode::AllReduce:
    case Opcode::AllReduceStart: case Opcode::AllToAll: case Opcode::CollectiveBroadcast:
    case Opcode::CollectivePermute: case Opcode::CollectivePermuteStart: case Opcode::ReduceScatter:
      return true;
    default:
      return false;
  }
}

}  // namespace shardscope::ir
