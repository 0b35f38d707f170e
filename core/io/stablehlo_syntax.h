#pragma once
// The parsed form of an MLIR module before it becomes IR: functions, regions and
// operations with their operands, attributes (raw text, decoded per op later), types
// and locations. Views point into the source text, which outlives this tree.

#include "ir/shape.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::io::mlir {

struct NamedAttr {
  std::string name;        // unquoted key
  std::string_view value;  // raw text; empty for a unit attribute (`use_global_device_ids`)
  std::size_t offset = 0;
};

struct ValueUse {
  std::string_view name;  // `%0`, `%arg3`, `%5#1`
  std::size_t offset = 0;
};

// A block argument or a pretty-form definition (`%iterArg = %x`, `%arg14: tensor<..>`).
struct ValueDef {
  std::string_view name;
  std::optional<ir::Shape> type;
  std::optional<std::size_t> boundOperand;  // `%iterArg = %x`: index of %x among the operands
  std::vector<NamedAttr> attributes;        // function arguments: `{mhlo.sharding = ...}`
  std::string_view location;
  std::size_t offset = 0;
};

struct Operation;

struct Region {
  std::vector<ValueDef> arguments;  // from `^bb0(...)`, or the op's pretty definitions
  bool explicitArguments = false;   // written as `^bb0(...)`
  std::vector<Operation> operations;
  std::size_t offset = 0;
};

struct Operation {
  std::vector<std::string_view> resultNames;  // `%0` of `%0:2 = ...`, or `%a`, `%b`
  int resultCount = 0;
  std::string_view name;  // `stablehlo.add`, `func.call`, `sdy.manual_computation`
  std::size_t offset = 0;
  bool generic = false;   // `"stablehlo.add"(...)` form
  std::vector<ValueUse> operands;
  std::vector<NamedAttr> attributes;
  std::vector<std::string_view> keywords;  // pretty-form bare words: LT, SIGNED, dense<...>
  std::string_view symbol;                 // @callee / @custom_call_target
  std::vector<ir::Shape> operandTypes;     // from a function type `(...) -> ...`
  std::vector<ir::Shape> resultTypes;
  std::vector<ir::Shape> typeList;         // a plain type list `: t1, t2`
  std::vector<Region> regions;
  std::vector<ValueDef> definitions;       // pretty-form region argument definitions
  std::string_view location;               // inside of `loc(...)`
  std::string_view appliesOp;              // `applies stablehlo.add` (reduce shorthand)
  std::string_view bracketSuffix;          // `%t[0]` (get_tuple_element) or `%x [0:4, 1:2]` (slice)
  bool pairedReduceOperands = false;       // `(%x init: %y), ...`: operands alternate input/init

  const NamedAttr* attribute(std::string_view key) const {
    for (const NamedAttr& a : attributes)
      if (a.name == key) return &a;
    return nullptr;
  }
};

struct Function {
  std::string_view name;  // without '@'
  std::string_view visibility;
  std::vector<ValueDef> arguments;
  std::vector<ir::Shape> resultTypes;
  std::vector<std::vector<NamedAttr>> resultAttributes;
  std::vector<NamedAttr> attributes;
  Region body;
  std::size_t offset = 0;
};

struct MeshDefinition {
  std::string name;
  std::string_view text;  // `<["x"=2]>`
  std::size_t offset = 0;
};

struct ParsedModule {
  std::string name;
  std::vector<NamedAttr> attributes;
  std::vector<MeshDefinition> meshes;
  std::vector<Function> functions;
  std::map<std::string, std::string_view, std::less<>> locationAliases;  // `#loc3` -> inside of loc(...)
};

}  // namespace shardscope::io::mlir
