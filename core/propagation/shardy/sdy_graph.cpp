#include "propagation/shardy/sdy_graph.h"

#include "io/stablehlo_attributes.h"
#include "io/stablehlo_shardy.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>

namespace shardscope::propagation::sdy {

using io::mlir::NamedAttr;
using io::mlir::Operation;
using io::mlir::Region;
using Dims = std::optional<std::vector<int64_t>>;

int Graph::holder(int value) const {
  while (alias[static_cast<std::size_t>(value)] != value) value = alias[static_cast<std::size_t>(value)];
  return value;
}

namespace {

Dims dimsOf(const ir::Shape& shape) {
  if (!shape.isArray()) return std::nullopt;
  return shape.dims;
}

bool isReturn(std::string_view name) {
  return name == "func.return" || name == "return" || name == "stablehlo.return" || name == "sdy.return" || name == "mhlo.return";
}

// The text of the first `<@mesh, ...>` / `<mesh<...>, ...>` keyword (sharding_constraint, reshard).
std::optional<std::string_view> inlineSharding(const Operation& op) {
  for (std::string_view keyword : op.keywords)
    if (keyword.starts_with("<")) return keyword;
  if (const NamedAttr* attribute = op.attribute("sharding")) return attribute->value;
  return std::nullopt;
}

class Builder {
 public:
  Builder(const io::mlir::ParsedModule& module, bool edges, bool importCalls) : module_(module), edges_(edges), importCalls_(importCalls) {}

  Graph build() {
    for (const auto& mesh : module_.meshes) {
      auto parsed = parseSdyMesh(mesh.text);
      if (auto* error = std::get_if<std::string>(&parsed)) throw GraphError{mesh.offset, "mesh @" + mesh.name + ": " + *error};
      graph_.meshes[mesh.name] = std::get<SdyMesh>(parsed);
    }
    // Shardy's import turns every func.call into a named computation holding its own
    // copy of the callee, so only functions nobody calls are built as roots; the
    // callee's own names (`foo arg 0`) key its first copy, as the export names it.
    // Without the import a call is opaque, and a called function's results take no
    // sharding from what it returns (Shardy leaves them unannotated).
    std::set<std::string_view> called;
    for (const auto& function : module_.functions) functions_[function.name] = &function;
    for (const auto& function : module_.functions) collectCalls(function.body, called);
    bool any = false;
    for (const auto& function : module_.functions)
      if (!importCalls_ || !called.count(function.name)) {
        buildFunction(function, !called.count(function.name));
        any = true;
      }
    if (!any)
      for (const auto& function : module_.functions) buildFunction(function, true);
    if (importCalls_) applyShardingConstraints();
    linkFuncDataFlowEdges();
    for (auto& [id, members] : groups_) graph_.groups.push_back(members);
    return std::move(graph_);
  }

 private:
  int newValue(Dims dims, std::string_view name) {
    graph_.values.push_back(Value{std::move(dims), std::nullopt, std::string(name)});
    graph_.alias.push_back(static_cast<int>(graph_.alias.size()));
    return static_cast<int>(graph_.values.size()) - 1;
  }

  void unite(int target, int other) {
    const int a = graph_.holder(target), b = graph_.holder(other);
    if (a == b) return;
    if (!graph_.values[static_cast<std::size_t>(a)].sharding) graph_.values[static_cast<std::size_t>(a)].sharding = graph_.values[static_cast<std::size_t>(b)].sharding;
    graph_.alias[static_cast<std::size_t>(b)] = a;
  }

  TensorSharding parseSharding(std::string_view text, std::size_t offset, const Dims& dims) {
    auto parsed = parseTensorSharding(text, graph_.meshes);
    if (auto* error = std::get_if<std::string>(&parsed)) throw GraphError{offset, *error};
    TensorSharding sharding = std::get<TensorSharding>(std::move(parsed));
    // A maximal sharding (a mesh without axes, `<@maximal_mesh, []>`) fits any rank.
    const auto mesh = graph_.meshes.find(sharding.mesh);
    const bool maximal = sharding.dims.empty() && mesh != graph_.meshes.end() && mesh->second.axes.empty();
    if (dims && sharding.dims.size() != dims->size() && !maximal)
      throw GraphError{offset, "sharding of rank " + std::to_string(sharding.dims.size()) + " on a value of rank " + std::to_string(dims->size())};
    return sharding;
  }

  void setWritten(int value, std::string_view text, std::size_t offset) {
    Value& v = graph_.values[static_cast<std::size_t>(value)];
    v.sharding = parseSharding(text, offset, v.dims);
  }

  void define(std::string_view name, int id) {
    if (!name.empty()) scopes_.back()[name] = id;
  }

  int lookup(const io::mlir::ValueUse& use) {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      auto it = scope->find(use.name);
      if (it != scope->end()) return it->second;
    }
    throw GraphError{use.offset, "use of undefined value '" + std::string(use.name) + "'"};
  }

  void key(int value, ValueKey key) {
    if (keying_) graph_.keyed.emplace_back(std::move(key), value);
  }

  static bool isCall(const Operation& op) { return op.name == "call" || op.name == "func.call"; }

  static std::string_view calleeName(const Operation& op) {
    std::string_view name = op.symbol;
    if (name.starts_with("@")) name.remove_prefix(1);
    return name;
  }

  void collectCalls(const Region& region, std::set<std::string_view>& called) {
    for (const Operation& op : region.operations) {
      if (isCall(op)) called.insert(calleeName(op));
      for (const Region& inner : op.regions) collectCalls(inner, called);
    }
  }

  // One copy of the callee per call site: call operands flow into its arguments and
  // its returned values into the call's results, both as data-flow edges.
  void buildCall(const Operation& op, const ValueKey& base, const std::vector<int>& operands, const io::mlir::Function& callee) {
    const bool first = instantiated_.insert(callee.name).second;
    const std::string savedFunc = func_;
    const bool savedKeying = keying_;
    auto savedScopes = std::move(scopes_);
    func_ = std::string(callee.name);
    keying_ = keying_ && first;
    scopes_.assign(1, {});
    ++callDepth_;
    for (std::size_t i = 0; i < callee.arguments.size(); ++i) {
      const auto& argument = callee.arguments[i];
      const int v = newValue(argument.type ? dimsOf(*argument.type) : Dims{}, argument.name);
      for (const NamedAttr& attribute : argument.attributes)
        if (attribute.name == "sdy.sharding") setWritten(v, attribute.value, attribute.offset);
      define(argument.name, v);
      key(v, ValueKey{func_, "arg", static_cast<int>(i)});
      if (i < operands.size()) addIdentity(NodeKind::Edge, "func.call", {operands[i]}, v);
    }
    const auto returned = buildOps(callee.body, {}, -1);
    --callDepth_;
    const bool calleeKeying = keying_;
    func_ = savedFunc;
    keying_ = savedKeying;
    scopes_ = std::move(savedScopes);
    const std::vector<int> results = defineResults(op, resultDims(op), base);
    for (std::size_t i = 0; i < results.size() && i < returned.size(); ++i) {
      addIdentity(NodeKind::Edge, "func.call", {returned[i]}, results[i]);
      if (calleeKeying) graph_.keyed.emplace_back(ValueKey{std::string(callee.name), "func_result", static_cast<int>(i)}, results[i]);
    }
  }

  void addNode(Node node) { graph_.nodes.push_back(std::move(node)); }

  void addIdentity(NodeKind kind, std::string name, std::vector<int> sources, int target) {
    const Dims& dims = graph_.values[static_cast<std::size_t>(target)].dims;
    if (!dims) return;
    Node node;
    node.kind = kind;
    node.opName = std::move(name);
    node.row = "identity";
    for (int s : sources)
      if (graph_.values[static_cast<std::size_t>(s)].dims == dims) node.operands.push_back(s);
    node.results = {target};
    node.rule = identityRule(*dims, static_cast<int>(node.operands.size()));
    addNode(std::move(node));
  }

  void buildFunction(const io::mlir::Function& function, bool linkResults) {
    func_ = std::string(function.name);
    scopes_.assign(1, {});
    for (std::size_t i = 0; i < function.arguments.size(); ++i) {
      const auto& argument = function.arguments[i];
      const int v = newValue(argument.type ? dimsOf(*argument.type) : Dims{}, argument.name);
      for (const NamedAttr& attribute : argument.attributes)
        if (attribute.name == "sdy.sharding") setWritten(v, attribute.value, attribute.offset);
      define(argument.name, v);
      key(v, ValueKey{func_, "arg", static_cast<int>(i)});
      argOf_[v] = {function.name, static_cast<int>(i)};
    }
    const auto returned = buildOps(function.body, {}, -1);
    returnedBy_[function.name] = returned;
    for (std::size_t i = 0; i < returned.size(); ++i) {
      Dims dims = i < function.resultTypes.size() ? dimsOf(function.resultTypes[i]) : graph_.values[static_cast<std::size_t>(returned[i])].dims;
      const int result = newValue(dims, "result " + std::to_string(i));
      if (i < function.resultAttributes.size())
        for (const NamedAttr& attribute : function.resultAttributes[i])
          if (attribute.name == "sdy.sharding") setWritten(result, attribute.value, attribute.offset);
      key(result, ValueKey{func_, "func_result", static_cast<int>(i)});
      if (linkResults) addIdentity(NodeKind::FuncResult, "func.return", {returned[i]}, result);
    }
  }

  // Builds the ops of a region; returns the values its terminator returns. `path` is
  // the region path of these ops below top-level op `top` (-1: the function body).
  std::vector<int> buildOps(const Region& region, const std::vector<std::pair<int, int>>& path, int top) {
    std::vector<int> returned;
    for (std::size_t k = 0; k < region.operations.size(); ++k) {
      const Operation& op = region.operations[k];
      ValueKey base{func_, "op_result"};
      base.opIndex = top < 0 ? static_cast<int>(k) : top;
      base.regionPath = path;
      if (top >= 0) base.regionPath.back().second = static_cast<int>(k);
      if (isReturn(op.name)) {
        returned.clear();
        for (const auto& use : op.operands) returned.push_back(lookup(use));
        continue;
      }
      buildOp(op, base);
    }
    return returned;
  }

  std::vector<int> buildRegion(const Region& region, const ValueKey& base, int index, const std::vector<Dims>& argumentDims,
                               std::vector<int>* arguments) {
    scopes_.emplace_back();
    for (std::size_t i = 0; i < region.arguments.size(); ++i) {
      const auto& argument = region.arguments[i];
      Dims dims = argument.type ? dimsOf(*argument.type) : (i < argumentDims.size() ? argumentDims[i] : Dims{});
      const int v = newValue(dims, argument.name);
      for (const NamedAttr& attribute : argument.attributes)
        if (attribute.name == "sdy.sharding") setWritten(v, attribute.value, attribute.offset);
      define(argument.name, v);
      if (arguments) arguments->push_back(v);
    }
    auto path = base.regionPath;
    path.emplace_back(index, 0);
    const auto returned = buildOps(region, path, base.opIndex);
    scopes_.pop_back();
    return returned;
  }

  std::vector<Dims> resultDims(const Operation& op) {
    std::vector<ir::Shape> types = op.resultTypes;
    if (types.empty() && !op.typeList.empty()) {
      const std::size_t count = static_cast<std::size_t>(std::max(op.resultCount, 1));
      if (op.resultCount > 0 && op.typeList.size() >= count) types.assign(op.typeList.end() - static_cast<std::ptrdiff_t>(count), op.typeList.end());
    }
    std::vector<Dims> dims;
    for (std::size_t i = 0; i < static_cast<std::size_t>(op.resultCount); ++i) dims.push_back(i < types.size() ? dimsOf(types[i]) : Dims{});
    return dims;
  }

  std::vector<int> defineResults(const Operation& op, const std::vector<Dims>& dims, const ValueKey& base) {
    std::vector<int> results;
    for (std::size_t i = 0; i < dims.size(); ++i) {
      std::string name = op.resultNames.size() == dims.size() ? std::string(op.resultNames[i])
                         : op.resultNames.empty()          ? std::string()
                         : dims.size() == 1                ? std::string(op.resultNames[0])
                                                           : std::string(op.resultNames[0]) + "#" + std::to_string(i);
      const int v = newValue(dims[i], name);
      if (!name.empty()) {
        auto& stored = names_.emplace_back(std::move(name));
        define(stored, v);
      }
      ValueKey k = base;
      k.result = static_cast<int>(i);
      k.op = std::string(op.name);
      key(v, std::move(k));
      results.push_back(v);
    }
    if (results.size() > 1) graph_.siblings.push_back(results);
    // An op without results may still carry a (maximal) sharding: nothing to propagate.
    if (const NamedAttr* attribute = op.attribute("sdy.sharding"); attribute && !results.empty()) {
      auto list = io::mlir::splitShardingList(attribute->value);
      if (auto* error = std::get_if<std::string>(&list)) throw GraphError{attribute->offset, *error};
      const auto& texts = std::get<std::vector<std::string>>(list);
      if (texts.size() != results.size())
        throw GraphError{attribute->offset, std::to_string(texts.size()) + " shardings for " + std::to_string(results.size()) + " results"};
      for (std::size_t i = 0; i < texts.size(); ++i) setWritten(results[i], texts[i], attribute->offset);
    }
    return results;
  }

  void buildOp(const Operation& op, const ValueKey& base) {
    std::vector<int> operands;
    for (const auto& use : op.operands) operands.push_back(lookup(use));
    std::vector<Dims> operandDims;
    for (int v : operands) operandDims.push_back(graph_.values[static_cast<std::size_t>(v)].dims);
    const std::string_view name = op.name;

    if (name == "sdy.manual_computation") return buildManual(op, base, operands, operandDims);
    if (importCalls_ && isCall(op) && callDepth_ < 32)
      if (auto callee = functions_.find(calleeName(op)); callee != functions_.end()) return buildCall(op, base, operands, *callee->second);
    if (name == "sdy.sharding_group") {
      const NamedAttr* id = op.attribute("group_id");
      auto value = id ? io::mlir::parseIntAttr(id->value) : std::nullopt;
      if (!value || operands.size() != 1) throw GraphError{op.offset, "sdy.sharding_group needs one value and a group_id"};
      groups_[*value].push_back(operands[0]);
      return;
    }

    const std::vector<Dims> dims = resultDims(op);
    std::vector<int> results = defineResults(op, dims, base);
    if (name == "sdy.sharding_constraint" || name == "sdy.reshard") {
      auto text = inlineSharding(op);
      if (!text || results.size() != 1 || operands.size() != 1) throw GraphError{op.offset, std::string(name) + " needs one value and a sharding"};
      setWritten(results[0], *text, op.offset);
      if (name == "sdy.sharding_constraint") constraintUses_.push_back({operands[0], *graph_.values[static_cast<std::size_t>(results[0])].sharding, true});
      addIdentity(NodeKind::Op, std::string(name), operands, results[0]);
      return;
    }
    if (name == "sdy.propagation_barrier") {
      if (results.size() != 1 || operands.size() != 1) throw GraphError{op.offset, "sdy.propagation_barrier needs one value"};
      addIdentity(NodeKind::Op, std::string(name), operands, results[0]);
      const NamedAttr* direction = op.attribute("allowed_direction");
      const std::string word = direction ? io::mlir::enumWord(direction->value) : "NONE";
      graph_.nodes.back().allowForward = word == "FORWARD" || word == "BOTH";
      graph_.nodes.back().allowBackward = word == "BACKWARD" || word == "BOTH";
      return;
    }
    if (name == "sdy.data_flow_edge") {
      if (results.size() != 1 || operands.size() != 1) throw GraphError{op.offset, "sdy.data_flow_edge needs one value"};
      if (const NamedAttr* attribute = op.attribute("sharding")) setWritten(results[0], attribute->value, attribute->offset);
      auto owner = owners_.find(operands[0]);
      if (owner == owners_.end()) {
        addIdentity(NodeKind::Edge, std::string(name), operands, results[0]);
        return;
      }
      for (int target : owner->second.second) unite(results[0], target);
      addIdentity(NodeKind::Edge, std::string(name), owner->second.first, results[0]);
      return;
    }
    if (name == "sdy.func_data_flow_edge" && results.size() == 1 && operands.size() == 1) {
      funcEdges_.emplace_back(operands[0], results[0]);
      return;
    }
    if (isCall(op)) {
      callSites_[calleeName(op)].push_back(operands);
      for (std::size_t i = 0; i < results.size(); ++i) callResultOf_[results[i]] = {calleeName(op), static_cast<int>(i)};
    }
    if (name == "stablehlo.while") return buildWhile(op, base, operands, operandDims, results);
    if (name == "stablehlo.case" || name == "stablehlo.if") return buildCase(op, base, results);
    if (name == "stablehlo.optimization_barrier") {
      for (std::size_t i = 0; i < results.size() && i < operands.size(); ++i) {
        owners_[results[i]] = {{operands[i]}, {}};
        if (edges_) addIdentity(NodeKind::Edge, "stablehlo.optimization_barrier", {operands[i]}, results[i]);
      }
      return;
    }
    for (std::size_t r = 0; r < op.regions.size(); ++r) buildRegion(op.regions[r], base, static_cast<int>(r), {}, nullptr);
    std::string row;
    if (auto rule = ruleFor(op, operandDims, dims, &row)) {
      Node node;
      node.kind = NodeKind::Op;
      node.opName = std::string(name);
      node.row = row;
      node.operands = operands;
      node.results = results;
      node.rule = std::move(*rule);
      addNode(std::move(node));
    }
  }

  void buildWhile(const Operation& op, const ValueKey& base, const std::vector<int>& operands, const std::vector<Dims>& operandDims,
                  const std::vector<int>& results) {
    if (op.regions.size() != 2) throw GraphError{op.offset, "stablehlo.while needs a cond and a body region"};
    std::vector<int> condArgs, bodyArgs;
    buildRegion(op.regions[0], base, 0, operandDims, &condArgs);
    const auto bodyReturns = buildRegion(op.regions[1], base, 1, operandDims, &bodyArgs);
    for (std::size_t i = 0; i < results.size() && i < operands.size(); ++i) {
      std::vector<int> sources{operands[i]};
      if (i < bodyReturns.size()) sources.push_back(bodyReturns[i]);
      std::vector<int> targets;
      if (i < bodyArgs.size()) targets.push_back(bodyArgs[i]);
      if (i < condArgs.size()) targets.push_back(condArgs[i]);
      owners_[results[i]] = {sources, targets};
      if (!edges_) continue;
      for (int target : targets) unite(results[i], target);
      addIdentity(NodeKind::Edge, "stablehlo.while", sources, results[i]);
    }
  }

  void buildCase(const Operation& op, const ValueKey& base, const std::vector<int>& results) {
    std::vector<std::vector<int>> returns;
    for (std::size_t r = 0; r < op.regions.size(); ++r) returns.push_back(buildRegion(op.regions[r], base, static_cast<int>(r), {}, nullptr));
    for (std::size_t i = 0; i < results.size(); ++i) {
      std::vector<int> sources;
      for (const auto& branch : returns)
        if (i < branch.size()) sources.push_back(branch[i]);
      owners_[results[i]] = {sources, {}};
      if (edges_) addIdentity(NodeKind::Edge, std::string(op.name), sources, results[i]);
    }
  }

  // in_shardings[i] is a value of its own (the body's view of operand i in global
  // terms); the body argument is its local view without the manual axes.
  void buildManual(const Operation& op, const ValueKey& base, const std::vector<int>& operands, const std::vector<Dims>& operandDims) {
    const NamedAttr* in = op.attribute("in_shardings");
    const NamedAttr* out = op.attribute("out_shardings");
    const NamedAttr* axes = op.attribute("manual_axes");
    if (!in || !out || op.regions.size() != 1) throw GraphError{op.offset, "sdy.manual_computation needs in_shardings, out_shardings and a body"};
    auto split = [&](const NamedAttr* attribute) {
      auto list = io::mlir::splitShardingList(attribute->value);
      if (auto* error = std::get_if<std::string>(&list)) throw GraphError{attribute->offset, *error};
      return std::get<std::vector<std::string>>(list);
    };
    const auto inTexts = split(in);
    const auto outTexts = split(out);
    std::vector<std::string> manual;
    if (axes) {
      std::string_view text = axes->value;
      for (std::size_t i = text.find('"'); i != std::string_view::npos; i = text.find('"', i)) {
        const std::size_t end = text.find('"', i + 1);
        if (end == std::string_view::npos) break;
        manual.emplace_back(text.substr(i + 1, end - i - 1));
        i = end + 1;
      }
    }
    if (inTexts.size() != operands.size()) throw GraphError{in->offset, "in_shardings has " + std::to_string(inTexts.size()) + " entries for " + std::to_string(operands.size()) + " operands"};
    std::vector<int> globals;
    for (std::size_t i = 0; i < operands.size(); ++i) {
      const int global = newValue(operandDims[i], "in_sharding " + std::to_string(i));
      setWritten(global, inTexts[i], in->offset);
      constraintUses_.push_back({operands[i], *graph_.values[static_cast<std::size_t>(global)].sharding, false});
      ValueKey k = base;
      k.what = "op_in_sharding";
      k.operand = static_cast<int>(i);
      k.op = std::string(op.name);
      key(global, std::move(k));
      addIdentity(NodeKind::Edge, "sdy.manual_computation", {operands[i]}, global);
      globals.push_back(global);
    }
    std::vector<int> bodyArgs;
    const auto returned = buildRegion(op.regions[0], base, 0, {}, &bodyArgs);
    for (std::size_t i = 0; i < bodyArgs.size() && i < globals.size(); ++i) link(globals[i], bodyArgs[i], manual, true);
    const std::vector<Dims> dims = resultDims(op);
    std::vector<int> results = defineResults(op, dims, base);
    if (outTexts.size() != results.size()) throw GraphError{out->offset, "out_shardings has " + std::to_string(outTexts.size()) + " entries for " + std::to_string(results.size()) + " results"};
    for (std::size_t i = 0; i < results.size(); ++i) {
      setWritten(results[i], outTexts[i], out->offset);
      if (i < returned.size()) link(results[i], returned[i], manual, false);
    }
  }

  // The pipeline's sdy-apply-sharding-constraints: a fully closed constraint (or
  // manual-computation in_sharding) becomes the sharding of its input when the input
  // has none, is no data-flow edge target, and no other constraint on it disagrees.
  void applyShardingConstraints() {
    std::map<int, std::vector<const ConstraintUse*>> byInput;
    for (const ConstraintUse& use : constraintUses_) byInput[use.input].push_back(&use);
    for (const ConstraintUse& use : constraintUses_) {
      Value& input = graph_.values[static_cast<std::size_t>(use.input)];
      if (input.sharding || !input.dims || !use.fromConstraint) continue;
      if (owners_.count(use.input) || graph_.holder(use.input) != use.input || aliased(use.input)) continue;
      if (!std::all_of(use.sharding.dims.begin(), use.sharding.dims.end(), [](const DimSharding& d) { return d.closed; })) continue;
      const auto& others = byInput[use.input];
      const bool disagrees = std::any_of(others.begin(), others.end(), [&](const ConstraintUse* other) { return !(other->sharding == use.sharding); });
      if (!disagrees) input.sharding = use.sharding;
    }
  }

  // sdy.func_data_flow_edge (written in the input): on a callee argument its sources
  // are that operand of every call; on a call result, the callee's returned value.
  void linkFuncDataFlowEdges() {
    for (const auto& [input, target] : funcEdges_) {
      std::vector<int> sources;  // the input itself keeps no sharding: the edge op holds it
      if (auto arg = argOf_.find(input); arg != argOf_.end()) {
        for (const auto& operands : callSites_[arg->second.first])
          if (arg->second.second < static_cast<int>(operands.size())) sources.push_back(operands[static_cast<std::size_t>(arg->second.second)]);
      } else if (auto call = callResultOf_.find(input); call != callResultOf_.end()) {
        const auto& returned = returnedBy_[call->second.first];
        if (call->second.second < static_cast<int>(returned.size())) sources.push_back(returned[static_cast<std::size_t>(call->second.second)]);
      }
      addIdentity(NodeKind::Edge, "sdy.func_data_flow_edge", sources, target);
    }
  }

  bool aliased(int value) {
    if (aliasTargets_.empty())
      for (std::size_t v = 0; v < graph_.alias.size(); ++v)
        if (graph_.alias[v] != static_cast<int>(v)) aliasTargets_.insert(graph_.alias[v]);
    return aliasTargets_.count(value) > 0;
  }

  void link(int global, int local, const std::vector<std::string>& manual, bool initialiseLocal) {
    Value& l = graph_.values[static_cast<std::size_t>(local)];
    const Value& g = graph_.values[static_cast<std::size_t>(global)];
    if (!l.dims || !g.dims || l.dims->size() != g.dims->size()) return;
    if (initialiseLocal && g.sharding && !l.sharding) {
      TensorSharding stripped = *g.sharding;
      for (auto& dim : stripped.dims)
        std::erase_if(dim.axes, [&](const AxisRef& a) { return std::find(manual.begin(), manual.end(), a.name) != manual.end(); });
      std::erase_if(stripped.replicated, [&](const AxisRef& a) { return std::find(manual.begin(), manual.end(), a.name) != manual.end(); });
      l.sharding = std::move(stripped);
    }
    Node node;
    node.kind = NodeKind::ManualLink;
    node.opName = "sdy.manual_computation";
    node.row = "manual";
    node.operands = {global};
    node.results = {local};
    node.rule = identityRule(*l.dims, 1);
    node.manualAxes = manual;
    addNode(std::move(node));
  }

  const io::mlir::ParsedModule& module_;
  bool edges_;
  bool importCalls_;
  struct ConstraintUse {
    int input;
    TensorSharding sharding;
    bool fromConstraint;  // false: a manual computation's in_sharding
  };
  std::vector<ConstraintUse> constraintUses_;
  std::set<int> aliasTargets_;
  std::vector<std::pair<int, int>> funcEdges_;  // func_data_flow_edge input, result
  std::map<int, std::pair<std::string_view, int>> argOf_, callResultOf_;
  std::map<std::string_view, std::vector<std::vector<int>>> callSites_;
  std::map<std::string_view, std::vector<int>> returnedBy_;
  bool keying_ = true;
  int callDepth_ = 0;
  std::map<std::string_view, const io::mlir::Function*> functions_;
  std::set<std::string_view> instantiated_;
  Graph graph_;
  std::string func_;
  std::vector<std::unordered_map<std::string_view, int>> scopes_;
  std::deque<std::string> names_;  // `%0#1` names built here, kept alive for the scopes' views
  std::map<int, std::pair<std::vector<int>, std::vector<int>>> owners_;  // edge owner -> sources, other targets
  std::map<int64_t, std::vector<int>> groups_;
};

}  // namespace

Graph buildGraph(const io::mlir::ParsedModule& module, bool addDataFlowEdges, bool importCalls) {
  return Builder(module, addDataFlowEdges, importCalls).build();
}

}  // namespace shardscope::propagation::sdy
