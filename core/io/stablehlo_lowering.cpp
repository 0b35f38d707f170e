#include "io/stablehlo_lowering.h"

#include "io/attribute_text.h"
#include "io/stablehlo_attributes.h"
#include "io/stablehlo_lexer.h"
#include "io/stablehlo_op_table.h"
#include "io/stablehlo_shardy.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <unordered_map>

namespace shardscope::io::mlir {
namespace {

using namespace shardscope::ir;
using sharding::HloSharding;

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

// One MLIR string literal and nothing else (`"abc"`, not `"a" : i32`).
bool isStringLiteral(std::string_view text) {
  if (text.size() < 2 || text.front() != '"' || text.back() != '"') return false;
  for (std::size_t i = 1; i + 1 < text.size(); ++i) {
    if (text[i] == '\\') ++i;
    else if (text[i] == '"') return false;
  }
  return true;
}

bool isReturnOp(std::string_view name) {
  return name == "func.return" || name == "return" || name == "stablehlo.return" || name == "mhlo.return" ||
         name == "sdy.return";
}

// Where a value lives: the computation being built and its instruction.
struct Scope {
  ComputationId computation = -1;
  std::unordered_map<std::string_view, InstructionId> values;
  std::set<std::string, std::less<>> names;  // instruction names taken in the computation
};

struct SourceLocation {
  std::string opName;
  std::string file;
  int64_t line = -1;
};

class Lowering {
 public:
  Lowering(const ParsedModule& parsed, const LoweringOptions& options, std::vector<LoweringWarning>& warnings)
      : parsed_(parsed), options_(options), warnings_(warnings) {}

  Module run() {
    Module module;
    module_ = &module;
    module.name = parsed_.name.empty() ? "module" : parsed_.name;
    for (const NamedAttr& attribute : parsed_.attributes) {
      if (attribute.name == "mhlo.num_partitions") {
        if (auto n = parseIntAttr(attribute.value)) module.header.push_back({"num_partitions", std::to_string(*n)});
      } else if (attribute.name == "mhlo.num_replicas") {
        if (auto n = parseIntAttr(attribute.value)) module.header.push_back({"replica_count", std::to_string(*n)});
      }
    }
    std::string meshList;
    for (const MeshDefinition& mesh : parsed_.meshes) {
      auto defined = meshes_.define(mesh.name, mesh.text);
      if (auto* error = std::get_if<std::string>(&defined)) fail(mesh.offset, *error);
      if (!meshList.empty()) meshList += ", ";
      meshList += mesh.name + " = #sdy.mesh" + std::string(mesh.text);
    }
    // Shardy meshes stay with the module, where XLA's Shardy export puts them.
    if (!meshList.empty()) module.header.push_back({"frontend_attributes", "{xla.sdy.meshes=\"" + escape("{" + meshList + "}") + "\"}"});

    // Every function gets its computation first, so calls can name later functions.
    for (const Function& function : parsed_.functions) {
      const std::string name(function.name);
      if (functionIndex_.count(name)) fail(function.offset, "function @" + name + " is defined twice");
      functionIndex_.emplace(name, newComputation(name));
    }
    ComputationId entry = -1;
    for (std::size_t f = 0; f < parsed_.functions.size(); ++f) {
      const Function& function = parsed_.functions[f];
      if (function.name == "main") entry = functionIndex_.at(std::string(function.name));
    }
    if (entry < 0)
      for (const Function& function : parsed_.functions)
        if (function.visibility != "private" && entry < 0) entry = functionIndex_.at(std::string(function.name));
    if (entry < 0) entry = functionIndex_.at(std::string(parsed_.functions.back().name));
    for (const Function& function : parsed_.functions) lowerFunction(function);
    module.entry = entry;
    module.computations[entry].isEntry = true;
    return module;
  }

 private:
  [[noreturn]] void fail(std::size_t offset, std::string message) { throw LoweringError{offset, std::move(message)}; }
  void warn(std::size_t offset, std::string message) { warnings_.push_back(LoweringWarning{offset, std::move(message)}); }

  ComputationId newComputation(const std::string& wanted) {
    std::string name = wanted;
    for (int n = 1; computationNames_.count(name); ++n) name = wanted + "." + std::to_string(n);
    computationNames_.insert(name);
    Computation computation;
    computation.name = module_->strings().intern(name);
    module_->computations.push_back(std::move(computation));
    return static_cast<ComputationId>(module_->computations.size() - 1);
  }

  Computation& computation(const Scope& scope) { return module_->computations[scope.computation]; }

  std::string_view uniqueName(Scope& scope, std::string_view wanted) {
    std::string base(wanted.starts_with("%") ? wanted.substr(1) : wanted);
    for (char& c : base)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-')) c = '.';
    if (base.empty()) base = "v";
    std::string name = base;
    for (int n = 1; scope.names.count(name); ++n) name = base + "." + std::to_string(n);
    scope.names.insert(name);
    return module_->strings().intern(name);
  }

  InstructionId add(Scope& scope, Instruction instruction) {
    Computation& target = computation(scope);
    target.instructions.push_back(std::move(instruction));
    return static_cast<InstructionId>(target.instructions.size() - 1);
  }

  InstructionId addParameter(Scope& scope, std::string_view name, const Shape& shape, int64_t number, std::size_t offset) {
    Instruction parameter;
    parameter.name = uniqueName(scope, name);
    parameter.opcode = Opcode::Parameter;
    parameter.opcodeText = opcodeName(Opcode::Parameter);
    parameter.shape = shape;
    parameter.parameterNumber = number;
    parameter.fileOffset = static_cast<int64_t>(offset);
    const InstructionId id = add(scope, std::move(parameter));
    scope.values[name] = id;
    return id;
  }

  InstructionId lookup(const Scope& scope, const ValueUse& use) {
    auto it = scope.values.find(use.name);
    if (it != scope.values.end()) return it->second;
    fail(use.offset, "use of undefined value '" + std::string(use.name) +
                         "' (values of an enclosing region cannot be used inside a nested region)");
  }

  const Shape& shapeOf(const Scope& scope, InstructionId id) { return module_->computations[scope.computation].instructions[id].shape; }

  Instruction make(Opcode opcode, Shape shape, std::vector<InstructionId> operands, std::size_t offset) {
    Instruction instruction;
    instruction.opcode = opcode;
    instruction.opcodeText = opcodeName(opcode);
    instruction.shape = std::move(shape);
    instruction.operands = std::move(operands);
    instruction.fileOffset = static_cast<int64_t>(offset);
    return instruction;
  }

  void setAttribute(Instruction& instruction, std::string_view key, AttributeValue value) {
    instruction.setAttribute(module_->strings().intern(key), std::move(value));
  }

  // ---- locations -------------------------------------------------------------------

  void resolveLocation(std::string_view text, int depth, SourceLocation& out) {
    text = trim(text);
    if (depth > 32 || text.empty() || !out.file.empty()) return;
    if (text.front() == '#') {
      auto alias = parsed_.locationAliases.find(text);
      if (alias != parsed_.locationAliases.end()) resolveLocation(alias->second, depth + 1, out);
      return;
    }
    if (text.front() == '"') {
      std::size_t end = 1;
      while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
      if (end >= text.size()) return;
      const std::string value = unquoteMlirString(text.substr(0, end + 1));
      std::string_view rest = trim(text.substr(end + 1));
      if (rest.starts_with(":")) {  // "file":line:col
        out.file = value;
        rest.remove_prefix(1);
        int64_t line = 0;
        std::size_t i = 0;
        while (i < rest.size() && std::isdigit(static_cast<unsigned char>(rest[i])) && line < (int64_t{1} << 40)) line = line * 10 + (rest[i++] - '0');
        if (i > 0) out.line = line;
        return;
      }
      if (out.opName.empty()) out.opName = value;
      if (rest.starts_with("(") && rest.ends_with(")")) resolveLocation(rest.substr(1, rest.size() - 2), depth + 1, out);
      return;
    }
    if (text.starts_with("callsite(") && text.ends_with(")")) {
      const std::string_view inside = text.substr(9, text.size() - 10);
      int nesting = 0;
      for (std::size_t i = 0; i + 4 <= inside.size(); ++i) {
        const char c = inside[i];
        if (c == '(' || c == '[' || c == '<') ++nesting;
        else if (c == ')' || c == ']' || c == '>') --nesting;
        else if (nesting == 0 && inside.substr(i, 4) == " at ") {
          resolveLocation(inside.substr(0, i), depth + 1, out);
          resolveLocation(inside.substr(i + 4), depth + 1, out);
          return;
        }
      }
      return;
    }
    if (text.starts_with("fused")) {
      const std::size_t open = text.find('[');
      if (open == std::string_view::npos || !text.ends_with("]")) return;
      const std::string_view inside = text.substr(open + 1, text.size() - open - 2);
      int nesting = 0;
      std::size_t start = 0;
      for (std::size_t i = 0; i <= inside.size(); ++i) {
        const char c = i < inside.size() ? inside[i] : ',';
        if (c == '(' || c == '[' || c == '<') ++nesting;
        else if (c == ')' || c == ']' || c == '>') --nesting;
        else if (c == ',' && nesting == 0) {
          resolveLocation(inside.substr(start, i - start), depth + 1, out);
          start = i + 1;
        }
      }
    }
  }

  void applyLocation(Instruction& instruction, std::string_view location) {
    if (location.empty()) return;
    SourceLocation resolved;
    resolveLocation(location, 0, resolved);
    if (!resolved.opName.empty()) instruction.metadata.opName = module_->strings().intern(resolved.opName);
    if (!resolved.file.empty()) instruction.metadata.sourceFile = module_->strings().intern(resolved.file);
    if (resolved.line >= 0 && !resolved.file.empty()) instruction.metadata.sourceLine = resolved.line;
  }

  // ---- shardings -------------------------------------------------------------------

  std::shared_ptr<const HloSharding> gspmdSharding(const NamedAttr& attribute) {
    const std::string text = unquoteMlirString(trim(attribute.value));
    auto parsed = sharding::parseHloSharding(text);
    if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) fail(attribute.offset, "invalid mhlo.sharding: " + error->message);
    return std::make_shared<const HloSharding>(std::get<HloSharding>(std::move(parsed)));
  }

  HloSharding shardySharding(std::string_view text, std::size_t offset, const Shape* shape = nullptr) {
    auto converted = shardyToHloSharding(text, meshes_, shape && shape->isArray() ? shape->rank() : -1);
    if (auto* error = std::get_if<std::string>(&converted)) fail(offset, *error);
    return std::get<HloSharding>(std::move(converted));
  }

  // `sdy.sharding` on a value (a single sharding) or an op (`#sdy.sharding_per_value`).
  void applyShardingAttributes(Instruction& instruction, const std::vector<NamedAttr>& attributes, std::set<std::string>& consumed) {
    for (const NamedAttr& attribute : attributes) {
      if (attribute.name == "mhlo.sharding") {
        instruction.sharding = gspmdSharding(attribute);
        consumed.insert(attribute.name);
      } else if (attribute.name == "sdy.sharding") {
        consumed.insert(attribute.name);
        const std::string_view value = trim(attribute.value);
        if (value.starts_with("#sdy.sharding_per_value")) {
          auto list = splitShardingList(value);
          if (auto* error = std::get_if<std::string>(&list)) fail(attribute.offset, *error);
          std::vector<HloSharding> elements;
          const auto& texts = std::get<std::vector<std::string>>(list);
          for (std::size_t i = 0; i < texts.size(); ++i) {
            const Shape* element = instruction.shape.isTuple() ? (i < instruction.shape.tupleShapes.size() ? &instruction.shape.tupleShapes[i] : nullptr)
                                                               : (texts.size() == 1 ? &instruction.shape : nullptr);
            elements.push_back(shardySharding(texts[i], attribute.offset, element));
          }
          if (elements.size() == 1) instruction.sharding = std::make_shared<const HloSharding>(std::move(elements.front()));
          else instruction.sharding = std::make_shared<const HloSharding>(HloSharding::tuple(std::move(elements)));
        } else {
          instruction.sharding = std::make_shared<const HloSharding>(shardySharding(value, attribute.offset, &instruction.shape));
        }
        // The named form (open dims, priorities) stays for the editor, as XLA keeps it.
        setAttribute(instruction, "frontend_attributes", RawText{"{xla.sdy.sharding=\"" + escape(std::string(value)) + "\"}"});
      }
    }
  }

  // Attributes no rule consumed stay on the instruction verbatim (quoted), so nothing
  // is silently dropped.
  void keepRemaining(Instruction& instruction, const std::vector<NamedAttr>& attributes, const std::set<std::string>& consumed) {
    for (const NamedAttr& attribute : attributes) {
      if (consumed.count(attribute.name) || instruction.attribute(attribute.name)) continue;
      const std::string_view value = trim(attribute.value);
      if (value.empty()) {
        setAttribute(instruction, attribute.name, true);
      } else if (isStringLiteral(value)) {
        setAttribute(instruction, attribute.name, QuotedString{escape(unquoteMlirString(value))});
      } else {
        setAttribute(instruction, attribute.name, QuotedString{escape(std::string(value))});
      }
    }
  }

  // ---- functions and regions -------------------------------------------------------

  void lowerFunction(const Function& function) {
    Scope scope;
    scope.computation = functionIndex_.at(std::string(function.name));
    computation(scope).fileOffset = static_cast<int64_t>(function.offset);
    for (std::size_t i = 0; i < function.arguments.size(); ++i) {
      const ValueDef& argument = function.arguments[i];
      const InstructionId id = addParameter(scope, argument.name, *argument.type, static_cast<int64_t>(i), argument.offset);
      Instruction& parameter = computation(scope).instructions[id];
      std::set<std::string> consumed;
      applyShardingAttributes(parameter, argument.attributes, consumed);
      keepRemaining(parameter, argument.attributes, consumed);
      applyLocation(parameter, argument.location);
    }
    std::vector<InstructionId> results = lowerBody(function.body, scope, true);
    const InstructionId root = finishComputation(scope, results, function.body.offset, function.resultTypes.size() == 1);
    // Result shardings belong to the root (XLA does the same on export).
    std::vector<HloSharding> resultShardings;
    bool anyResultSharding = false;
    for (const auto& attributes : function.resultAttributes) {
      Instruction probe;
      std::set<std::string> consumed;
      applyShardingAttributes(probe, attributes, consumed);
      anyResultSharding = anyResultSharding || probe.sharding;
      resultShardings.push_back(probe.sharding ? *probe.sharding : HloSharding::replicated());
    }
    Instruction& rootInstruction = computation(scope).instructions[root];
    if (anyResultSharding && !rootInstruction.sharding && rootInstruction.opcode != Opcode::Parameter) {
      rootInstruction.sharding = std::make_shared<const HloSharding>(
          resultShardings.size() == 1 && !rootInstruction.shape.isTuple() ? resultShardings.front()
                                                                           : HloSharding::tuple(std::move(resultShardings)));
    }
  }

  // Sets the root: the single returned value, or a tuple of several.
  InstructionId finishComputation(Scope& scope, const std::vector<InstructionId>& results, std::size_t offset, bool single) {
    Computation& target = computation(scope);
    if (results.size() == 1 && single) {
      target.root = results.front();
    } else {
      std::vector<Shape> shapes;
      for (InstructionId id : results) shapes.push_back(shapeOf(scope, id));
      Instruction tuple = make(Opcode::Tuple, Shape::tuple(std::move(shapes)), results, offset);
      tuple.name = uniqueName(scope, "tuple");
      target.root = add(scope, std::move(tuple));
    }
    return target.root;
  }

  // Lowers the operations of a block; returns the values its terminator returns.
  // A function may return nothing (its root is then an empty tuple); a region may not.
  std::vector<InstructionId> lowerBody(const Region& region, Scope& scope, bool allowEmpty = false) {
    for (const Operation& op : region.operations) {
      if (isReturnOp(op.name)) {
        std::vector<InstructionId> results;
        for (const ValueUse& use : op.operands) results.push_back(lookup(scope, use));
        if (results.empty() && !allowEmpty) fail(op.offset, "a region must return at least one value");
        return results;
      }
      lowerOperation(op, scope);
    }
    fail(region.offset, "region has no return operation");
  }

  // A region as its own computation: parameters from the block arguments (or given
  // shapes, for pretty forms that do not write them).
  ComputationId lowerRegion(const Region& region, const std::string& name, const std::vector<Shape>& argumentShapes,
                            bool tupleResults) {
    Scope scope;
    scope.computation = newComputation(name);
    computation(scope).fileOffset = static_cast<int64_t>(region.offset);
    for (std::size_t i = 0; i < region.arguments.size(); ++i) {
      const ValueDef& argument = region.arguments[i];
      std::optional<Shape> shape = argument.type;
      if (!shape && i < argumentShapes.size()) shape = argumentShapes[i];
      if (!shape) fail(argument.offset, "cannot tell the type of region argument '" + std::string(argument.name) + "'");
      addParameter(scope, argument.name, *shape, static_cast<int64_t>(i), argument.offset);
    }
    std::vector<InstructionId> results = lowerBody(region, scope);
    finishComputation(scope, results, region.offset, !tupleResults);
    return scope.computation;
  }

  // `while` and other single-operand HLO ops take several values as one tuple.
  ComputationId lowerTupledRegion(const Region& region, const std::string& name, const std::vector<Shape>& shapes, bool tupleResults) {
    if (shapes.size() == 1) return lowerRegion(region, name, shapes, false);
    Scope scope;
    scope.computation = newComputation(name);
    const Shape tupleShape = Shape::tuple(shapes);
    const InstructionId parameter = addParameter(scope, "p", tupleShape, 0, region.offset);
    for (std::size_t i = 0; i < region.arguments.size() && i < shapes.size(); ++i) {
      Instruction element = make(Opcode::GetTupleElement, shapes[i], {parameter}, region.arguments[i].offset);
      element.name = uniqueName(scope, region.arguments[i].name);
      setAttribute(element, "index", static_cast<int64_t>(i));
      scope.values[region.arguments[i].name] = add(scope, std::move(element));
    }
    std::vector<InstructionId> results = lowerBody(region, scope);
    finishComputation(scope, results, region.offset, !tupleResults);
    return scope.computation;
  }

  // The types of the op's results, from `(...) -> ...` or the tail of a plain list.
  std::vector<Shape> resultTypes(const Operation& op) {
    if (!op.resultTypes.empty()) return op.resultTypes;
    if (op.typeList.empty()) return {};
    const std::size_t count = static_cast<std::size_t>(std::max(op.resultCount, 1));
    if (op.typeList.size() < count) fail(op.offset, "fewer result types than results");
    return std::vector<Shape>(op.typeList.end() - static_cast<std::ptrdiff_t>(count), op.typeList.end());
  }

  // Binds the op's result names to `id` (a single result) or to get-tuple-elements of it.
  void bindResults(const Operation& op, Scope& scope, InstructionId id, std::size_t resultCount) {
    if (op.resultNames.empty()) return;
    if (resultCount <= 1 && op.resultNames.size() == 1) {
      scope.values[op.resultNames.front()] = id;
      return;
    }
    const Shape tupleShape = shapeOf(scope, id);
    std::size_t index = 0;
    for (std::string_view name : op.resultNames) {
      const int count = op.resultNames.size() == 1 ? op.resultCount : 1;
      for (int k = 0; k < count; ++k, ++index) {
        if (index >= tupleShape.tupleShapes.size()) fail(op.offset, "more result names than results");
        Instruction element = make(Opcode::GetTupleElement, tupleShape.tupleShapes[index], {id}, op.offset);
        const std::string spelled = op.resultNames.size() == 1 ? std::string(name) + "#" + std::to_string(k) : std::string(name);
        element.name = uniqueName(scope, op.resultNames.size() == 1 ? std::string(name.substr(1)) + "." + std::to_string(k) : std::string(name));
        setAttribute(element, "index", static_cast<int64_t>(index));
        const InstructionId elementId = add(scope, std::move(element));
        scope.values[module_->strings().intern(spelled)] = elementId;
      }
    }
  }

  std::string regionName(const Scope& scope, std::string_view what) {
    return std::string(module_->computations[scope.computation].name) + "." + std::string(what);
  }

  // ---- operations ------------------------------------------------------------------

  // Values of the enclosing scope a while's regions use. HLO computations see only
  // their parameters, so (as XLA's exporter does) they become extra loop-carried
  // values the body passes through unchanged.
  void collectCaptures(const Region& region, const Scope& scope, std::set<std::string_view>& defined, std::vector<ValueUse>& captured) {
    for (const ValueDef& argument : region.arguments) defined.insert(argument.name);
    for (const Operation& inner : region.operations) {
      for (const ValueUse& use : inner.operands) {
        const std::string_view base = use.name.substr(0, use.name.find('#'));
        if (defined.count(use.name) || defined.count(base) || !scope.values.count(use.name)) continue;
        if (std::none_of(captured.begin(), captured.end(), [&](const ValueUse& c) { return c.name == use.name; })) captured.push_back(use);
      }
      for (std::string_view name : inner.resultNames) defined.insert(name);
      for (const ValueDef& definition : inner.definitions) defined.insert(definition.name);
      for (const Region& nested : inner.regions) collectCaptures(nested, scope, defined, captured);
    }
  }

  bool lowerWhileWithCaptures(const Operation& op, Scope& scope) {
    if (op.regions.size() != 2 || op.regions[1].operations.empty()) return false;
    std::set<std::string_view> defined;
    std::vector<ValueUse> captured;
    for (const Region& region : op.regions) collectCaptures(region, scope, defined, captured);
    if (captured.empty()) return false;
    Operation extended = op;
    std::vector<Shape> types = resultTypes(op);
    for (const ValueUse& use : captured) {
      const Shape shape = shapeOf(scope, lookup(scope, use));
      extended.operands.push_back(use);
      types.push_back(shape);
      for (Region& region : extended.regions) {
        ValueDef argument;
        argument.name = use.name;
        argument.type = shape;
        argument.offset = use.offset;
        region.arguments.push_back(argument);
      }
      extended.regions[1].operations.back().operands.push_back(use);  // the body's return
    }
    extended.resultTypes = types;
    extended.typeList.clear();
    extended.resultCount = static_cast<int>(types.size());
    extended.resultNames.clear();
    lowerOperation(extended, scope);
    const InstructionId id = static_cast<InstructionId>(computation(scope).instructions.size() - 1);
    if (op.resultNames.size() == 1 && op.resultCount <= 1) {
      Instruction element = make(Opcode::GetTupleElement, types[0], {id}, op.offset);
      element.name = uniqueName(scope, std::string(op.resultNames.front().substr(1)));
      setAttribute(element, "index", int64_t{0});
      scope.values[op.resultNames.front()] = add(scope, std::move(element));
    } else {
      bindResults(op, scope, id, static_cast<std::size_t>(op.resultCount));
    }
    return true;
  }

  void lowerOperation(const Operation& op, Scope& scope) {
    if (op.name == "sdy.manual_computation") return lowerManualComputation(op, scope);
    if (op.name == "stablehlo.while" && lowerWhileWithCaptures(op, scope)) return;
    if (op.name == "func.call" || op.name == "call") return lowerCall(op, scope);

    std::vector<InstructionId> operands;
    for (const ValueUse& use : op.operands) operands.push_back(lookup(scope, use));
    if (op.pairedReduceOperands) {  // (input init: value), ... -> inputs then inits
      std::vector<InstructionId> inputs, inits;
      for (std::size_t i = 0; i < operands.size(); ++i) (i % 2 == 0 ? inputs : inits).push_back(operands[i]);
      operands = inputs;
      operands.insert(operands.end(), inits.begin(), inits.end());
    }
    std::vector<Shape> results = resultTypes(op);
    if (results.empty() && op.resultCount > 0) fail(op.offset, "operation '" + std::string(op.name) + "' has no result type");
    std::optional<Opcode> mapped = opcodeForMlirOp(op.name);
    if (op.name == "sdy.sharding_constraint") mapped = Opcode::CustomCall;
    if (!mapped) {
      if (!options_.allowUnknownOps) fail(op.offset, "unsupported operation '" + std::string(op.name) + "'");
      warn(op.offset, "operation '" + std::string(op.name) + "' has no HLO mapping and is loaded as an opaque instruction");
    }
    const Opcode opcode = mapped.value_or(Opcode::Opaque);
    if (opcode == Opcode::AllToAll) {
      if (auto split = opAttrInt(op, "split_dimension"), concat = opAttrInt(op, "concat_dimension"); split && concat && *split != *concat)
        return lowerArrayAllToAll(op, scope, operands, results, *split, *concat);
    }
    // Single-operand HLO ops that StableHLO writes variadic: tuple the operands.
    if ((opcode == Opcode::While || opcode == Opcode::OptimizationBarrier) && operands.size() != 1) {
      std::vector<Shape> shapes;
      for (InstructionId id : operands) shapes.push_back(shapeOf(scope, id));
      Instruction tuple = make(Opcode::Tuple, Shape::tuple(std::move(shapes)), operands, op.offset);
      tuple.name = uniqueName(scope, op.resultNames.empty() ? "tuple" : std::string(op.resultNames.front()) + ".operands");
      operands = {add(scope, std::move(tuple))};
    }

    Instruction instruction = make(opcode, results.size() == 1 ? results.front() : Shape::tuple(results), operands, op.offset);
    if (opcode == Opcode::Opaque) instruction.opcodeText = module_->strings().intern(op.name);
    instruction.name = uniqueName(scope, op.resultNames.empty() ? std::string(stripHloDialect(op.name).empty() ? op.name : stripHloDialect(op.name))
                                                                : std::string(op.resultNames.front()));
    std::set<std::string> consumed;
    convertAttributes(op, opcode, instruction, scope, consumed);
    if (opcode == Opcode::Broadcast) dropExpandedDims(instruction, scope);
    lowerRegions(op, opcode, instruction, scope, results);
    applyShardingAttributes(instruction, op.attributes, consumed);
    keepRemaining(instruction, op.attributes, consumed);
    applyLocation(instruction, op.location);
    const std::size_t resultCount = results.size();
    const InstructionId id = add(scope, std::move(instruction));
    bindResults(op, scope, id, resultCount);
  }

  // StableHLO's broadcast_in_dim may stretch a size-1 operand dim; HLO's broadcast
  // may not. As XLA does, reshape those dims away first.
  void dropExpandedDims(Instruction& broadcast, Scope& scope) {
    const std::vector<int64_t>* dims = broadcast.intListAttribute("dimensions");
    if (!dims || broadcast.operands.size() != 1) return;
    const Shape operand = shapeOf(scope, broadcast.operands[0]);
    if (!operand.isArray() || dims->size() != operand.dims.size()) return;
    std::vector<int64_t> keptDims, keptMapping;
    for (std::size_t i = 0; i < dims->size(); ++i) {
      const int64_t target = (*dims)[i];
      const bool stretched = operand.dims[i] == 1 && target >= 0 && target < broadcast.shape.rank() && broadcast.shape.dims[target] != 1;
      if (stretched) continue;
      keptDims.push_back(operand.dims[i]);
      keptMapping.push_back(target);
    }
    if (keptDims.size() == operand.dims.size()) return;
    Instruction reshape = make(Opcode::Reshape, Shape::array(operand.type, keptDims), {broadcast.operands[0]}, static_cast<std::size_t>(broadcast.fileOffset));
    reshape.name = uniqueName(scope, std::string(broadcast.name) + ".squeeze");
    broadcast.operands[0] = add(scope, std::move(reshape));
    setAttribute(broadcast, "dimensions", IntList{keptMapping});
  }

  std::optional<int64_t> opAttrInt(const Operation& op, std::string_view key) {
    const NamedAttr* attribute = op.attribute(key);
    return attribute ? parseIntAttr(attribute->value) : std::nullopt;
  }

  std::vector<int64_t> intList(const Operation& op, std::initializer_list<std::string_view> keys, std::set<std::string>& consumed) {
    for (std::string_view key : keys)
      if (const NamedAttr* attribute = op.attribute(key)) {
        std::optional<std::vector<int64_t>> values = parseIntArray(attribute->value);
        if (!values) fail(attribute->offset, "expected a list of integers for '" + std::string(key) + "'");
        consumed.insert(attribute->name);
        return *values;
      }
    return {};
  }

  bool hasAny(const Operation& op, std::initializer_list<std::string_view> keys) {
    for (std::string_view key : keys)
      if (op.attribute(key)) return true;
    return false;
  }

  void convertAttributes(const Operation& op, Opcode opcode, Instruction& instruction, Scope& scope, std::set<std::string>& consumed) {
    auto listAttribute = [&](std::string_view key, std::initializer_list<std::string_view> names) {
      if (hasAny(op, names)) setAttribute(instruction, key, IntList{intList(op, names, consumed)});
    };
    auto intAttribute = [&](std::string_view key, std::string_view name) -> std::optional<int64_t> {
      const NamedAttr* attribute = op.attribute(name);
      if (!attribute) return std::nullopt;
      std::optional<int64_t> value = parseIntAttr(attribute->value);
      if (!value) fail(attribute->offset, "expected an integer for '" + std::string(name) + "'");
      consumed.insert(attribute->name);
      if (!key.empty()) setAttribute(instruction, key, *value);
      return value;
    };
    auto collective = [&] {
      if (const NamedAttr* groups = op.attribute("replica_groups")) {
        auto matrix = parseIntMatrix(groups->value);
        if (!matrix) fail(groups->offset, "expected replica_groups = dense<[[...]]>");
        setAttribute(instruction, "replica_groups", ReplicaGroups{std::move(*matrix), nullptr});
        consumed.insert("replica_groups");
      }
      if (const NamedAttr* channel = op.attribute("channel_handle")) {
        if (auto handle = parseChannelHandle(channel->value)) setAttribute(instruction, "channel_id", *handle);
        else fail(channel->offset, "expected #stablehlo.channel_handle<handle = N, type = T>");
        consumed.insert("channel_handle");
      }
      if (op.attribute("use_global_device_ids")) {
        setAttribute(instruction, "use_global_device_ids", true);
        consumed.insert("use_global_device_ids");
      }
    };
    switch (opcode) {
      case Opcode::Broadcast: listAttribute("dimensions", {"dims", "broadcast_dimensions"}); break;
      case Opcode::Transpose: listAttribute("dimensions", {"dims", "permutation"}); break;
      case Opcode::Reverse: listAttribute("dimensions", {"dims", "dimensions"}); break;
      case Opcode::Reduce: listAttribute("dimensions", {"dimensions"}); break;
      case Opcode::Concatenate:
        for (std::string_view name : {"dim", "dimension"})
          if (auto d = intAttribute("", name)) setAttribute(instruction, "dimensions", IntList{{*d}});
        break;
      case Opcode::Iota:
        for (std::string_view name : {"dim", "iota_dimension"}) intAttribute("iota_dimension", name);
        break;
      case Opcode::GetTupleElement: {
        if (!op.bracketSuffix.empty()) {
          auto index = parseIntArray(op.bracketSuffix);
          if (!index || index->size() != 1) fail(op.offset, "expected get_tuple_element %t[index]");
          setAttribute(instruction, "index", index->front());
        }
        intAttribute("index", "index");
        break;
      }
      case Opcode::Dot: convertDot(op, instruction, scope, consumed); break;
      case Opcode::Compare: {
        std::string direction;
        if (const NamedAttr* attribute = op.attribute("comparison_direction")) {
          direction = enumWord(attribute->value);
          consumed.insert("comparison_direction");
        } else if (!op.keywords.empty()) {
          direction = enumWord(op.keywords.front());
        }
        if (direction.empty()) fail(op.offset, "compare needs a comparison direction");
        setAttribute(instruction, "direction", RawText{direction});
        consumed.insert("compare_type");
        break;
      }
      case Opcode::Slice: convertSlice(op, instruction, consumed); break;
      case Opcode::DynamicSlice: listAttribute("dynamic_slice_sizes", {"sizes", "slice_sizes"}); break;
      case Opcode::Pad: {
        std::vector<int64_t> low = intList(op, {"low", "edge_padding_low"}, consumed);
        std::vector<int64_t> high = intList(op, {"high", "edge_padding_high"}, consumed);
        std::vector<int64_t> interior = intList(op, {"interior", "interior_padding"}, consumed);
        if (low.size() != high.size() || low.size() != interior.size()) fail(op.offset, "pad needs low, high and interior of one length");
        PaddingConfig padding;
        for (std::size_t d = 0; d < low.size(); ++d) padding.dims.push_back(PadDim{low[d], high[d], interior[d]});
        setAttribute(instruction, "padding", std::move(padding));
        break;
      }
      case Opcode::AllGather:
        collective();
        if (auto d = intAttribute("", "all_gather_dim")) setAttribute(instruction, "dimensions", IntList{{*d}});
        break;
      case Opcode::ReduceScatter:
        collective();
        if (auto d = intAttribute("", "scatter_dimension")) setAttribute(instruction, "dimensions", IntList{{*d}});
        break;
      case Opcode::AllReduce: case Opcode::CollectiveBroadcast: collective(); break;
      case Opcode::AllToAll:
        collective();
        if (auto d = intAttribute("", "split_dimension")) setAttribute(instruction, "dimensions", IntList{{*d}});
        intAttribute("", "concat_dimension");
        intAttribute("", "split_count");
        break;
      case Opcode::CollectivePermute: {
        collective();
        if (const NamedAttr* pairs = op.attribute("source_target_pairs")) {
          auto matrix = parseIntMatrix(pairs->value);
          if (!matrix) fail(pairs->offset, "expected source_target_pairs = dense<[[s, t], ...]>");
          SourceTargetPairs list;
          for (const auto& pair : *matrix) {
            if (pair.size() != 2) fail(pairs->offset, "each source-target pair needs two devices");
            list.pairs.emplace_back(pair[0], pair[1]);
          }
          setAttribute(instruction, "source_target_pairs", std::move(list));
          consumed.insert("source_target_pairs");
        }
        break;
      }
      case Opcode::CustomCall: convertCustomCall(op, instruction, consumed); break;
      case Opcode::Fft: {
        std::string type;
        if (const NamedAttr* attribute = op.attribute("fft_type")) type = enumWord(attribute->value), consumed.insert("fft_type");
        if (const NamedAttr* attribute = op.attribute("type")) type = enumWord(attribute->value), consumed.insert("type");
        if (!type.empty()) setAttribute(instruction, "fft_type", RawText{type});
        listAttribute("fft_length", {"length", "fft_length"});
        break;
      }
      case Opcode::Sort:
        for (std::string_view name : {"dimension"})
          if (auto d = intAttribute("", name)) setAttribute(instruction, "dimensions", IntList{{*d}});
        if (const NamedAttr* stable = op.attribute("is_stable")) {
          setAttribute(instruction, "is_stable", trim(stable->value).empty() || parseIntAttr(stable->value).value_or(0) != 0);
          consumed.insert("is_stable");
        }
        break;
      case Opcode::ReducePrecision:
        intAttribute("exponent_bits", "exponent_bits");
        intAttribute("mantissa_bits", "mantissa_bits");
        break;
      case Opcode::Constant: {
        std::string_view value;
        if (const NamedAttr* attribute = op.attribute("value")) {
          value = attribute->value;
          consumed.insert("value");
        } else {
          for (std::string_view keyword : op.keywords)
            if (keyword.starts_with("dense")) value = keyword;
        }
        if (value.empty()) fail(op.offset, "constant without a dense<...> value");
        std::optional<std::string> literal = denseToHloLiteral(value, instruction.shape);
        if (!literal) {
          warn(op.offset, "constant value '" + std::string(value.substr(0, 60)) + "' is not decoded; it is kept elided");
          literal = "{...}";
        }
        instruction.literal = module_->strings().store(*literal);
        break;
      }
      default: break;
    }
    // Precision is only ever the default in the files we read; anything else is kept.
    for (std::string_view name : {"precision", "precision_config"})
      if (const NamedAttr* attribute = op.attribute(name))
        if (attribute->value.find("DEFAULT") != std::string_view::npos && attribute->value.find("HIGH") == std::string_view::npos)
          consumed.insert(attribute->name);
  }

  void convertDot(const Operation& op, Instruction& instruction, Scope& scope, std::set<std::string>& consumed) {
    DotDims dims;
    if (const NamedAttr* numbers = op.attribute("dot_dimension_numbers")) {
      auto parsed = parseDotDimensionNumbers(numbers->value);
      if (!parsed) fail(numbers->offset, "expected #stablehlo.dot<...> dimension numbers");
      dims = *parsed;
      consumed.insert("dot_dimension_numbers");
    } else if (op.name.ends_with(".dot")) {
      if (instruction.operands.size() != 2) fail(op.offset, "dot needs two operands");
      const int64_t lhsRank = shapeOf(scope, instruction.operands[0]).rank();
      if (lhsRank > 0) dims.lhsContracting = {lhsRank - 1};
      if (shapeOf(scope, instruction.operands[1]).rank() > 0) dims.rhsContracting = {0};
    } else {
      for (auto [key, lhs, rhs] : {std::tuple{"batching_dims", &dims.lhsBatch, &dims.rhsBatch},
                                   std::tuple{"contracting_dims", &dims.lhsContracting, &dims.rhsContracting}}) {
        if (const NamedAttr* attribute = op.attribute(key)) {
          auto pair = parseDimsPair(attribute->value);
          if (!pair) fail(attribute->offset, "expected '" + std::string(key) + " = [..] x [..]'");
          *lhs = pair->first;
          *rhs = pair->second;
          consumed.insert(key);
        }
      }
    }
    if (!dims.lhsBatch.empty()) setAttribute(instruction, "lhs_batch_dims", IntList{dims.lhsBatch});
    if (!dims.lhsContracting.empty()) setAttribute(instruction, "lhs_contracting_dims", IntList{dims.lhsContracting});
    if (!dims.rhsBatch.empty()) setAttribute(instruction, "rhs_batch_dims", IntList{dims.rhsBatch});
    if (!dims.rhsContracting.empty()) setAttribute(instruction, "rhs_contracting_dims", IntList{dims.rhsContracting});
  }

  void convertSlice(const Operation& op, Instruction& instruction, std::set<std::string>& consumed) {
    SliceConfig slice;
    if (!op.bracketSuffix.empty()) {  // [0:4, 1:3:2]
      std::string_view inside = op.bracketSuffix.substr(1, op.bracketSuffix.size() - 2);
      std::size_t start = 0;
      for (std::size_t i = 0; i <= inside.size(); ++i) {
        if (i < inside.size() && inside[i] != ',') continue;
        std::string_view part = trim(inside.substr(start, i - start));
        start = i + 1;
        if (part.empty()) continue;
        std::vector<int64_t> numbers;
        std::size_t from = 0;
        for (std::size_t j = 0; j <= part.size(); ++j) {
          if (j < part.size() && part[j] != ':') continue;
          auto value = parseIntAttr(part.substr(from, j - from));
          if (!value) fail(op.offset, "malformed slice bounds '" + std::string(part) + "'");
          numbers.push_back(*value);
          from = j + 1;
        }
        if (numbers.size() < 2 || numbers.size() > 3) fail(op.offset, "malformed slice bounds '" + std::string(part) + "'");
        slice.dims.push_back(SliceDim{numbers[0], numbers[1], numbers.size() == 3 ? numbers[2] : 1});
      }
    } else {
      std::vector<int64_t> starts = intList(op, {"start_indices"}, consumed);
      std::vector<int64_t> limits = intList(op, {"limit_indices"}, consumed);
      std::vector<int64_t> strides = intList(op, {"strides"}, consumed);
      if (starts.size() != limits.size() || (!strides.empty() && strides.size() != starts.size()))
        fail(op.offset, "slice needs start_indices, limit_indices and strides of one length");
      for (std::size_t d = 0; d < starts.size(); ++d) slice.dims.push_back(SliceDim{starts[d], limits[d], strides.empty() ? 1 : strides[d]});
    }
    setAttribute(instruction, "slice", std::move(slice));
  }

  void convertCustomCall(const Operation& op, Instruction& instruction, std::set<std::string>& consumed) {
    std::string target;
    if (op.name == "sdy.sharding_constraint") {
      target = "Sharding";
      if (const NamedAttr* attribute = op.attribute("sharding")) {
        instruction.sharding = std::make_shared<const HloSharding>(shardySharding(attribute->value, attribute->offset));
        consumed.insert("sharding");
      } else if (!op.keywords.empty()) {
        instruction.sharding = std::make_shared<const HloSharding>(shardySharding(op.keywords.front(), op.offset));
      }
    } else if (!op.symbol.empty()) {
      target = std::string(op.symbol);
      if (target.size() >= 2 && target.front() == '"') target = unquoteMlirString(target);
    } else if (const NamedAttr* attribute = op.attribute("call_target_name")) {
      target = unquoteMlirString(trim(attribute->value));
      consumed.insert("call_target_name");
    }
    setAttribute(instruction, "custom_call_target", QuotedString{escape(target)});
    if (const NamedAttr* config = op.attribute("backend_config")) {
      const std::string_view value = trim(config->value);
      if (value.starts_with("\"")) {
        setAttribute(instruction, "backend_config", QuotedString{escape(unquoteMlirString(value))});
        consumed.insert("backend_config");
      }
    }
    if (const NamedAttr* effect = op.attribute("has_side_effect")) {
      setAttribute(instruction, "custom_call_has_side_effect", trim(effect->value).empty() || trim(effect->value) == "true");
      consumed.insert("has_side_effect");
    }
    consumed.insert("api_version");
  }

  void lowerRegions(const Operation& op, Opcode opcode, Instruction& instruction, Scope& scope, const std::vector<Shape>& results) {
    const std::string base = std::string(instruction.name);
    if (!op.appliesOp.empty()) {  // `applies stablehlo.add`: a two-parameter scalar reducer
      if (op.operands.size() != 2) fail(op.offset, "'applies' is only supported for a reduce of one input");
      const std::optional<Opcode> applied = opcodeForMlirOp(op.appliesOp);
      if (!applied || !isElementwiseBinary(*applied)) fail(op.offset, "'applies " + std::string(op.appliesOp) + "' is not a binary elementwise op");
      Scope reducer;
      reducer.computation = newComputation(regionName(scope, base + ".reducer"));
      const Shape scalar = shapeOf(scope, instruction.operands[1]);
      const InstructionId a = addParameter(reducer, "lhs", scalar, 0, op.offset);
      const InstructionId b = addParameter(reducer, "rhs", scalar, 1, op.offset);
      Instruction combine = make(*applied, scalar, {a, b}, op.offset);
      combine.name = uniqueName(reducer, opcodeName(*applied));
      computation(reducer).root = add(reducer, std::move(combine));
      setAttribute(instruction, "to_apply", CalledComputations{{reducer.computation}, false});
      return;
    }
    if (op.regions.empty()) return;
    switch (opcode) {
      case Opcode::While: {
        std::vector<Shape> stateShapes = results;
        const ComputationId condition = lowerTupledRegion(op.regions.at(0), regionName(scope, base + ".cond"), stateShapes, false);
        if (op.regions.size() < 2) fail(op.offset, "while needs cond and body regions");
        const ComputationId body = lowerTupledRegion(op.regions[1], regionName(scope, base + ".body"), stateShapes, stateShapes.size() != 1);
        setAttribute(instruction, "condition", CalledComputations{{condition}, false});
        setAttribute(instruction, "body", CalledComputations{{body}, false});
        return;
      }
      case Opcode::Conditional: {
        // HLO branches take one operand each; StableHLO branches take none.
        CalledComputations branches;
        branches.list = true;
        for (std::size_t i = 0; i < op.regions.size(); ++i) {
          Scope branch;
          branch.computation = newComputation(regionName(scope, base + ".branch" + std::to_string(i)));
          // The values of the enclosing scope a branch uses are its operand, as a tuple.
          std::set<std::string_view> defined;
          std::vector<ValueUse> captured;
          collectCaptures(op.regions[i], scope, defined, captured);
          std::vector<InstructionId> capturedIds;
          std::vector<Shape> capturedShapes;
          for (const ValueUse& use : captured) {
            capturedIds.push_back(lookup(scope, use));
            capturedShapes.push_back(shapeOf(scope, capturedIds.back()));
          }
          const InstructionId parameter =
              addParameter(branch, captured.empty() ? "unused" : "captures", Shape::tuple(capturedShapes), 0, op.regions[i].offset);
          for (std::size_t k = 0; k < captured.size(); ++k) {
            Instruction element = make(Opcode::GetTupleElement, capturedShapes[k], {parameter}, captured[k].offset);
            element.name = uniqueName(branch, std::string(captured[k].name.substr(1)));
            setAttribute(element, "index", static_cast<int64_t>(k));
            branch.values[captured[k].name] = add(branch, std::move(element));
          }
          std::vector<InstructionId> values = lowerBody(op.regions[i], branch);
          finishComputation(branch, values, op.regions[i].offset, results.size() == 1);
          branches.ids.push_back(branch.computation);
          Instruction operand = make(Opcode::Tuple, Shape::tuple(capturedShapes), capturedIds, op.offset);
          operand.name = uniqueName(scope, base + ".operand" + std::to_string(i));
          instruction.operands.push_back(add(scope, std::move(operand)));
        }
        setAttribute(instruction, "branch_computations", std::move(branches));
        return;
      }
      default: {
        CalledComputations called;
        for (std::size_t i = 0; i < op.regions.size(); ++i)
          called.ids.push_back(lowerRegion(op.regions[i], regionName(scope, base + ".region" + std::to_string(i)), {}, false));
        const bool applies = opcode == Opcode::Reduce || opcode == Opcode::AllReduce || opcode == Opcode::ReduceScatter ||
                             opcode == Opcode::Sort || opcode == Opcode::ReduceWindow || opcode == Opcode::Scatter;
        called.list = !applies && called.ids.size() > 1;
        setAttribute(instruction, applies ? "to_apply" : "calls", std::move(called));
        return;
      }
    }
  }

  void lowerCall(const Operation& op, Scope& scope) {
    auto callee = functionIndex_.find(std::string(op.symbol));
    if (op.symbol.empty() || callee == functionIndex_.end()) fail(op.offset, "call of undefined function @" + std::string(op.symbol));
    std::vector<InstructionId> operands;
    for (const ValueUse& use : op.operands) operands.push_back(lookup(scope, use));
    std::vector<Shape> results = resultTypes(op);
    Instruction call = make(Opcode::Call, results.size() == 1 ? results.front() : Shape::tuple(results), std::move(operands), op.offset);
    call.name = uniqueName(scope, op.resultNames.empty() ? std::string("call") : std::string(op.resultNames.front()));
    setAttribute(call, "to_apply", CalledComputations{{callee->second}, false});
    std::set<std::string> consumed;
    applyShardingAttributes(call, op.attributes, consumed);
    keepRemaining(call, op.attributes, consumed);
    applyLocation(call, op.location);
    const std::size_t count = results.size();
    bindResults(op, scope, add(scope, std::move(call)), count);
  }

  InstructionId customCall(Scope& scope, std::string_view name, std::string_view target, InstructionId operand, Shape shape,
                           HloSharding sharding, const Operation& op) {
    Instruction call = make(Opcode::CustomCall, std::move(shape), {operand}, op.offset);
    call.name = uniqueName(scope, name);
    setAttribute(call, "custom_call_target", QuotedString{std::string(target)});
    setAttribute(call, "backend_config", QuotedString{""});
    call.sharding = std::make_shared<const HloSharding>(std::move(sharding));
    applyLocation(call, op.location);
    return add(scope, std::move(call));
  }

  // XLA's own lowering of sdy.manual_computation: each operand goes through
  // Sharding(in_sharding) and SPMDFullToShardShape to the local shape, the body is a
  // called computation, and each result comes back through Sharding({manual}) and
  // SPMDShardToFullShape(out_sharding). The GSPMD form of a program reads the same.
  void lowerManualComputation(const Operation& op, Scope& scope) {
    if (op.regions.size() != 1) fail(op.offset, "sdy.manual_computation needs one region");
    const Region& body = op.regions.front();
    auto shardings = [&](std::string_view key) {
      const NamedAttr* attribute = op.attribute(key);
      if (!attribute) fail(op.offset, "sdy.manual_computation needs " + std::string(key));
      auto list = splitShardingList(attribute->value);
      if (auto* error = std::get_if<std::string>(&list)) fail(attribute->offset, *error);
      std::vector<HloSharding> values;
      std::string meshName;
      for (const std::string& element : std::get<std::vector<std::string>>(list)) {
        values.push_back(shardySharding(element, attribute->offset));
        const std::size_t at = element.find('@');
        if (at != std::string::npos && meshName.empty()) {
          std::size_t end = at + 1;
          while (end < element.size() && (std::isalnum(static_cast<unsigned char>(element[end])) || element[end] == '_' || element[end] == '.')) ++end;
          meshName = element.substr(at + 1, end - at - 1);
        }
      }
      return std::pair{values, meshName};
    };
    auto [inShardings, inMesh] = shardings("in_shardings");
    auto [outShardings, outMesh] = shardings("out_shardings");
    std::vector<std::string> manualAxes;
    if (const NamedAttr* axes = op.attribute("manual_axes")) {
      std::string_view text = axes->value;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '"') continue;
        const std::size_t end = text.find('"', i + 1);
        if (end == std::string_view::npos) fail(axes->offset, "unterminated axis name in manual_axes");
        manualAxes.emplace_back(text.substr(i + 1, end - i - 1));
        i = end;
      }
    }
    const std::string meshName = !inMesh.empty() ? inMesh : outMesh;
    const sharding::Mesh* mesh = meshes_.find(meshName);
    std::optional<HloSharding> manual = mesh ? manualSharding(*mesh, manualAxes) : std::optional<HloSharding>(HloSharding::manual());
    if (!manual) {
      warn(op.offset, "sdy.manual_computation is manual over only some mesh axes; its local values are marked {manual}");
      manual = HloSharding::manual();
    }
    if (inShardings.size() != op.operands.size()) fail(op.offset, "in_shardings has " + std::to_string(inShardings.size()) + " entries for " + std::to_string(op.operands.size()) + " operands");
    if (body.arguments.size() != op.operands.size()) fail(body.offset, "the region takes " + std::to_string(body.arguments.size()) + " arguments for " + std::to_string(op.operands.size()) + " operands");
    const std::string base = op.resultNames.empty() ? std::string("manual") : std::string(op.resultNames.front().substr(1));
    std::vector<InstructionId> locals;
    for (std::size_t i = 0; i < op.operands.size(); ++i) {
      const InstructionId global = lookup(scope, op.operands[i]);
      if (!body.arguments[i].type) fail(body.arguments[i].offset, "region argument without a type");
      const InstructionId annotated = customCall(scope, base + ".in" + std::to_string(i), "Sharding", global, shapeOf(scope, global), inShardings[i], op);
      locals.push_back(customCall(scope, base + ".local" + std::to_string(i), "SPMDFullToShardShape", annotated, *body.arguments[i].type, *manual, op));
    }
    const ComputationId bodyComputation = lowerRegion(body, regionName(scope, base + ".manual_computation"), {}, false);
    const Computation& called = module_->computations[bodyComputation];
    const Shape localResult = called.rootInstruction().shape;
    std::vector<Shape> globalResults = resultTypes(op);
    Instruction call = make(Opcode::Call, localResult, locals, op.offset);
    call.name = uniqueName(scope, base + ".body");
    setAttribute(call, "to_apply", CalledComputations{{bodyComputation}, false});
    applyLocation(call, op.location);
    const InstructionId callId = add(scope, std::move(call));
    const bool tupled = called.rootInstruction().opcode == Opcode::Tuple && globalResults.size() != 1;
    if (globalResults.size() != outShardings.size()) fail(op.offset, "out_shardings has " + std::to_string(outShardings.size()) + " entries for " + std::to_string(globalResults.size()) + " results");
    std::vector<InstructionId> outputs;
    for (std::size_t j = 0; j < globalResults.size(); ++j) {
      InstructionId local = callId;
      if (tupled) {
        Instruction element = make(Opcode::GetTupleElement, localResult.tupleShapes.at(j), {callId}, op.offset);
        element.name = uniqueName(scope, base + ".result" + std::to_string(j));
        setAttribute(element, "index", static_cast<int64_t>(j));
        local = add(scope, std::move(element));
      }
      const InstructionId marked = customCall(scope, base + ".out" + std::to_string(j), "Sharding", local, shapeOf(scope, local), *manual, op);
      outputs.push_back(customCall(scope, base + ".full" + std::to_string(j), "SPMDShardToFullShape", marked, globalResults[j], outShardings[j], op));
    }
    std::size_t index = 0;
    for (std::string_view name : op.resultNames) {
      const int count = op.resultNames.size() == 1 ? op.resultCount : 1;
      for (int k = 0; k < count; ++k, ++index) {
        if (index >= outputs.size()) fail(op.offset, "more result names than results");
        const std::string spelled = op.resultNames.size() == 1 && count > 1 ? std::string(name) + "#" + std::to_string(k) : std::string(name);
        scope.values[module_->strings().intern(spelled)] = outputs[index];
      }
    }
  }

  // split_dimension != concat_dimension has no HLO array all-to-all; XLA's builder
  // writes it as reshape -> all-to-all -> transpose -> reshape, and so do we.
  void lowerArrayAllToAll(const Operation& op, Scope& scope, const std::vector<InstructionId>& operands,
                          const std::vector<Shape>& results, int64_t split, int64_t concat) {
    if (operands.size() != 1 || results.size() != 1) fail(op.offset, "all_to_all with split_dimension != concat_dimension needs one operand");
    // A copy: add() below grows the instruction vector the reference would point into.
    const Shape input = shapeOf(scope, operands.front());
    const std::optional<int64_t> count = opAttrInt(op, "split_count");
    const int64_t rank = input.rank();
    if (!count || *count < 1 || split < 0 || split >= rank || concat < 0 || concat >= rank || input.dims[split] % *count != 0)
      fail(op.offset, "all_to_all split_dimension / concat_dimension / split_count do not fit the operand");
    const std::string base = op.resultNames.empty() ? std::string("all_to_all") : std::string(op.resultNames.front().substr(1));
    // [.., n, d/n, ..] with the chunk index n major within the split dim.
    std::vector<int64_t> splitDims;
    for (int64_t d = 0; d < rank; ++d) {
      if (d == split) {
        splitDims.push_back(*count);
        splitDims.push_back(input.dims[d] / *count);
      } else {
        splitDims.push_back(input.dims[d]);
      }
    }
    Instruction reshape = make(Opcode::Reshape, Shape::array(input.type, splitDims), {operands.front()}, op.offset);
    reshape.name = uniqueName(scope, base + ".split");
    const InstructionId reshaped = add(scope, std::move(reshape));
    Instruction exchange = make(Opcode::AllToAll, Shape::array(input.type, splitDims), {reshaped}, op.offset);
    exchange.name = uniqueName(scope, base);
    std::set<std::string> consumed;
    convertAttributes(op, Opcode::AllToAll, exchange, scope, consumed);
    setAttribute(exchange, "dimensions", IntList{{split}});
    applyShardingAttributes(exchange, op.attributes, consumed);
    keepRemaining(exchange, op.attributes, consumed);
    applyLocation(exchange, op.location);
    const InstructionId exchanged = add(scope, std::move(exchange));
    // Move the chunk dim (now indexing the source device) just before the concat dim.
    const int64_t concatInSplit = concat < split ? concat : concat + 1;
    std::vector<int64_t> order;
    for (int64_t d = 0; d < rank + 1; ++d) {
      if (d == split) continue;
      if (d == concatInSplit) order.push_back(split);
      order.push_back(d);
    }
    std::vector<int64_t> transposedDims;
    for (int64_t d : order) transposedDims.push_back(splitDims[d]);
    Instruction transpose = make(Opcode::Transpose, Shape::array(input.type, transposedDims), {exchanged}, op.offset);
    transpose.name = uniqueName(scope, base + ".order");
    setAttribute(transpose, "dimensions", IntList{order});
    const InstructionId transposed = add(scope, std::move(transpose));
    Instruction merge = make(Opcode::Reshape, results.front(), {transposed}, op.offset);
    merge.name = uniqueName(scope, base + ".concat");
    applyLocation(merge, op.location);
    bindResults(op, scope, add(scope, std::move(merge)), 1);
  }

  const ParsedModule& parsed_;
  const LoweringOptions& options_;
  std::vector<LoweringWarning>& warnings_;
  Module* module_ = nullptr;
  ShardyMeshes meshes_;
  std::unordered_map<std::string, ComputationId> functionIndex_;
  std::set<std::string, std::less<>> computationNames_;
};

}  // namespace

Module lowerToModule(const ParsedModule& parsed, const LoweringOptions& options, std::vector<LoweringWarning>& warnings) {
  return Lowering(parsed, options, warnings).run();
}

}  // namespace shardscope::io::mlir
