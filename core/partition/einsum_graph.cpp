#include "partition/einsum_graph.h"

#include <algorithm>

namespace shardscope::partition {

std::string_view aggregationName(Aggregation aggregation) {
  switch (aggregation) {
    case Aggregation::None: return "";
    case Aggregation::Sum: return "sum";
    case Aggregation::Max: return "max";
    case Aggregation::Min: return "min";
  }
  return "";
}

std::string_view unaryFunctionName(UnaryFunction function) {
  switch (function) {
    case UnaryFunction::Relu: return "relu";
    case UnaryFunction::Exp: return "exp";
    case UnaryFunction::Tanh: return "tanh";
    case UnaryFunction::Neg: return "neg";
  }
  return "";
}

char binaryOperatorSymbol(BinaryOperator op) {
  switch (op) {
    case BinaryOperator::Mul: return '*';
    case BinaryOperator::Add: return '+';
    case BinaryOperator::Sub: return '-';
    case BinaryOperator::Div: return '/';
  }
  return '?';
}

namespace {
GraphError errorAt(SourcePosition position, std::string message) {
  return GraphError{position, std::move(message)};
}

bool hasDuplicate(const std::vector<std::string>& names, std::string& duplicate) {
  for (std::size_t a = 0; a < names.size(); ++a)
    for (std::size_t b = a + 1; b < names.size(); ++b)
      if (names[a] == names[b]) {
        duplicate = names[a];
        return true;
      }
  return false;
}

int positionOf(const std::vector<int>& values, int value) {
  const auto it = std::find(values.begin(), values.end(), value);
  return it == values.end() ? -1 : static_cast<int>(it - values.begin());
}
}  // namespace

std::optional<int> EinSumGraph::findTensor(std::string_view name) const {
  const auto it = tensorIds_.find(std::string(name));
  if (it == tensorIds_.end()) return std::nullopt;
  return it->second;
}

std::optional<int> EinSumGraph::findIndex(std::string_view name) const {
  const auto it = indexIds_.find(std::string(name));
  if (it == indexIds_.end()) return std::nullopt;
  return it->second;
}

std::optional<GraphError> EinSumGraph::addBound(const std::string& name, int64_t bound,
                                                SourcePosition position) {
  if (bound < 1 || bound > kMaxIndexBound)
    return errorAt(position, "expected a bound between 1 and 2^40 for index '" + name +
                                 "', found " + std::to_string(bound));
  if (const auto existing = findIndex(name)) {
    if (indices_[*existing].bound != bound)
      return errorAt(position, "index '" + name + "' was already bounded by " +
                                   std::to_string(indices_[*existing].bound) + ", found " +
                                   std::to_string(bound));
    return std::nullopt;
  }
  indexIds_.emplace(name, static_cast<int>(indices_.size()));
  indices_.push_back({name, bound});
  return std::nullopt;
}

std::optional<GraphError> EinSumGraph::addInput(const std::string& name,
                                                const std::vector<std::string>& indexNames,
                                                SourcePosition position) {
  if (findTensor(name)) return errorAt(position, "tensor '" + name + "' is already defined");
  if (static_cast<int>(indexNames.size()) > kMaxTensorRank)
    return errorAt(position, "tensor '" + name + "' has more than " +
                                 std::to_string(kMaxTensorRank) + " dimensions");
  std::string duplicate;
  if (hasDuplicate(indexNames, duplicate))
    return errorAt(position, "index '" + duplicate + "' appears twice in '" + name + "'");
  EinSumTensor tensor;
  tensor.name = name;
  tensor.position = position;
  for (const std::string& indexName : indexNames) {
    const auto index = findIndex(indexName);
    if (!index)
      return errorAt(position, "index '" + indexName + "' has no bound; declare it with 'bounds " +
                                   indexName + "=N'");
    tensor.indices.push_back(*index);
    tensor.shape.push_back(indices_[*index].bound);
    tensor.elements *= static_cast<double>(indices_[*index].bound);
  }
  tensorIds_.emplace(name, static_cast<int>(tensors_.size()));
  tensors_.push_back(std::move(tensor));
  return std::nullopt;
}

std::optional<GraphError> EinSumGraph::resolveAccess(const AccessSpec& spec,
                                                     TensorAccess& access) const {
  const auto tensorId = findTensor(spec.tensor);
  if (!tensorId)
    return errorAt(spec.position, "unknown tensor '" + spec.tensor +
                                      "'; declare it with 'input' or define it first");
  const EinSumTensor& tensor = tensors_[*tensorId];
  if (spec.indices.size() != tensor.indices.size())
    return errorAt(spec.position, "expected " + std::to_string(tensor.indices.size()) +
                                      " indices for tensor '" + spec.tensor + "', found " +
                                      std::to_string(spec.indices.size()));
  std::string duplicate;
  if (hasDuplicate(spec.indices, duplicate))
    return errorAt(spec.position, "index '" + duplicate + "' appears twice in '" + spec.tensor +
                                      "'; diagonals are not supported");
  access.tensor = *tensorId;
  access.position = spec.position;
  access.indices.clear();
  for (std::size_t k = 0; k < spec.indices.size(); ++k) {
    const auto index = findIndex(spec.indices[k]);
    if (!index)
      return errorAt(spec.position, "index '" + spec.indices[k] +
                                        "' has no bound; declare it with 'bounds " +
                                        spec.indices[k] + "=N'");
    if (indices_[*index].bound != tensor.shape[k])
      return errorAt(spec.position, "dimension " + std::to_string(k) + " of '" + spec.tensor +
                                        "' has size " + std::to_string(tensor.shape[k]) +
                                        " but index '" + spec.indices[k] + "' is bounded by " +
                                        std::to_string(indices_[*index].bound));
    access.indices.push_back(*index);
  }
  return std::nullopt;
}

std::optional<GraphError> EinSumGraph::addNode(NodeSpec spec) {
  if (findTensor(spec.output))
    return errorAt(spec.position, "tensor '" + spec.output + "' is already defined");
  if (static_cast<int>(spec.outputIndices.size()) > kMaxTensorRank)
    return errorAt(spec.position, "tensor '" + spec.output + "' has more than " +
                                      std::to_string(kMaxTensorRank) + " dimensions");
  std::string duplicate;
  if (hasDuplicate(spec.outputIndices, duplicate))
    return errorAt(spec.position,
                   "index '" + duplicate + "' appears twice in '" + spec.output + "'");
  if (spec.operands.empty())
    return errorAt(spec.position, "expected at least one tensor on the right-hand side of '" +
                                      spec.output + "'");

  // The kernel must be a well-formed tree over exactly the given operands.
  if (spec.kernel.empty()) return errorAt(spec.position, "node '" + spec.output + "' has no kernel");
  std::vector<int> operandUses(spec.operands.size(), 0);
  for (std::size_t e = 0; e < spec.kernel.size(); ++e) {
    const ScalarExpr& expr = spec.kernel[e];
    const int self = static_cast<int>(e);
    const bool childrenOk =
        (expr.kind == ScalarExpr::Kind::Operand &&
         expr.operand >= 0 && expr.operand < static_cast<int>(spec.operands.size())) ||
        expr.kind == ScalarExpr::Kind::Constant ||
        (expr.kind == ScalarExpr::Kind::Unary && expr.lhs >= 0 && expr.lhs < self) ||
        (expr.kind == ScalarExpr::Kind::Binary && expr.lhs >= 0 && expr.lhs < self &&
         expr.rhs >= 0 && expr.rhs < self) ||
        (expr.kind == ScalarExpr::Kind::Call && !expr.function.empty() && !expr.args.empty() &&
         std::all_of(expr.args.begin(), expr.args.end(),
                     [self](int arg) { return arg >= 0 && arg < self; }));
    if (!childrenOk)
      return errorAt(spec.position, "node '" + spec.output + "' has a malformed kernel");
    if (expr.kind == ScalarExpr::Kind::Operand) ++operandUses[expr.operand];
  }
  if (std::any_of(operandUses.begin(), operandUses.end(), [](int n) { return n != 1; }))
    return errorAt(spec.position, "node '" + spec.output + "' has a malformed kernel");

  EinSumNode node;
  node.aggregation = spec.aggregation;
  node.position = spec.position;
  node.kernel = std::move(spec.kernel);
  for (const AccessSpec& operandSpec : spec.operands) {
    TensorAccess access;
    if (auto error = resolveAccess(operandSpec, access)) return error;
    for (int index : access.indices)
      if (positionOf(node.joinIndices, index) < 0) node.joinIndices.push_back(index);
    node.operands.push_back(std::move(access));
  }

  EinSumTensor output;
  output.name = spec.output;
  output.position = spec.position;
  for (const std::string& indexName : spec.outputIndices) {
    const auto index = findIndex(indexName);
    if (!index)
      return errorAt(spec.position, "index '" + indexName +
                                        "' has no bound; declare it with 'bounds " + indexName +
                                        "=N'");
    output.indices.push_back(*index);
    output.shape.push_back(indices_[*index].bound);
    output.elements *= static_cast<double>(indices_[*index].bound);
    // An output index absent from the right-hand side broadcasts the kernel's result.
    if (positionOf(node.joinIndices, *index) < 0) node.joinIndices.push_back(*index);
  }
  if (static_cast<int>(node.joinIndices.size()) > kMaxJoinRank)
    return errorAt(spec.position, "node '" + spec.output + "' uses more than " +
                                      std::to_string(kMaxJoinRank) + " distinct indices");

  for (int index : output.indices) node.outputJoinDims.push_back(positionOf(node.joinIndices, index));
  for (const TensorAccess& access : node.operands) {
    std::vector<int> dims;
    for (int index : access.indices) dims.push_back(positionOf(node.joinIndices, index));
    node.operandJoinDims.push_back(std::move(dims));
  }
  for (std::size_t d = 0; d < node.joinIndices.size(); ++d)
    if (positionOf(output.indices, node.joinIndices[d]) < 0)
      node.aggregatedJoinDims.push_back(static_cast<int>(d));

  if (!node.aggregatedJoinDims.empty() && node.aggregation == Aggregation::None) {
    const int index = node.joinIndices[node.aggregatedJoinDims.front()];
    SourcePosition where = spec.position;
    for (const TensorAccess& access : node.operands)
      if (positionOf(access.indices, index) >= 0) {
        where = access.position;
        break;
      }
    return errorAt(where, "expected index '" + indices_[index].name +
                              "' on the left-hand side, or an aggregation sum/max/min around "
                              "the right-hand side");
  }
  if (node.aggregatedJoinDims.empty() && node.aggregation != Aggregation::None)
    return errorAt(spec.aggregationPosition,
                   "expected an index to aggregate: every index inside '" +
                       std::string(aggregationName(node.aggregation)) +
                       "(...)' also appears on the left-hand side");

  const int nodeId = static_cast<int>(nodes_.size());
  output.producer = nodeId;
  node.output = static_cast<int>(tensors_.size());
  for (const TensorAccess& access : node.operands) {
    std::vector<int>& consumers = tensors_[access.tensor].consumers;
    if (consumers.empty() || consumers.back() != nodeId) consumers.push_back(nodeId);
  }
  tensorIds_.emplace(output.name, node.output);
  tensors_.push_back(std::move(output));
  nodes_.push_back(std::move(node));
  return std::nullopt;
}

bool EinSumGraph::isForest() const {
  for (const EinSumTensor& tensor : tensors_)
    if (tensor.producer >= 0 && tensor.consumers.size() > 1) return false;
  return true;
}

std::string EinSumGraph::accessText(const TensorAccess& access) const {
  std::string text = tensors_[access.tensor].name + "[";
  for (std::size_t k = 0; k < access.indices.size(); ++k) {
    if (k) text += ',';
    text += indices_[access.indices[k]].name;
  }
  return text + "]";
}

namespace {
std::string formatConstant(double value) {
  std::string text = std::to_string(value);
  // std::to_string prints six decimals; trim the trailing zeros for readability.
  if (text.find('.') != std::string::npos) {
    while (!text.empty() && text.back() == '0') text.pop_back();
    if (!text.empty() && text.back() == '.') text.pop_back();
  }
  return text;
}
}  // namespace

std::string EinSumGraph::nodeExpressionText(const EinSumNode& node) const {
  // Rebuilds the text bottom-up; binary children are parenthesised when they are binary
  // themselves, which is unambiguous without tracking precedence.
  std::vector<std::string> text(node.kernel.size());
  for (std::size_t e = 0; e < node.kernel.size(); ++e) {
    const ScalarExpr& expr = node.kernel[e];
    switch (expr.kind) {
      case ScalarExpr::Kind::Operand: text[e] = accessText(node.operands[expr.operand]); break;
      case ScalarExpr::Kind::Constant: text[e] = formatConstant(expr.constant); break;
      case ScalarExpr::Kind::Unary:
        text[e] = std::string(unaryFunctionName(expr.unary)) + "(" + text[expr.lhs] + ")";
        break;
      case ScalarExpr::Kind::Binary: {
        auto wrap = [&](int child) {
          return node.kernel[child].kind == ScalarExpr::Kind::Binary ? "(" + text[child] + ")"
                                                                     : text[child];
        };
        text[e] = wrap(expr.lhs) + " " + binaryOperatorSymbol(expr.binary) + " " + wrap(expr.rhs);
        break;
      }
      case ScalarExpr::Kind::Call: {
        text[e] = expr.function + "(";
        for (std::size_t a = 0; a < expr.args.size(); ++a)
          text[e] += (a ? ", " : "") + text[expr.args[a]];
        text[e] += ")";
        break;
      }
    }
  }
  const std::string& body = text.back();
  if (node.aggregation == Aggregation::None) return body;
  return std::string(aggregationName(node.aggregation)) + "(" + body + ")";
}

}  // namespace shardscope::partition
