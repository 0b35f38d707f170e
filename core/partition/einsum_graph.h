#pragma once
// EinSumGraph: a DAG of EinSum nodes (seed 003, §2.1). Every tensor is either a graph
// input or the output of exactly one node; a node computes
//     Out[o...] = agg_{r...}( kernel(A[a...], B[b...], ...) )
// where the indices on the right but not on the left (r...) are aggregated.
//
// The graph is built through addBound / addInput / addNode, which validate everything
// (unknown tensors, rank and bound mismatches, unaggregated indices) and report a
// positioned GraphError. The DSL parser (einsum_parser.h) is one client; the lowering
// of HLO modules (hlo_lowering.h) is the other.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardscope::partition {

// Limits for untrusted input: they bound every allocation the engines make.
inline constexpr int kMaxTensorRank = 10;
inline constexpr int kMaxJoinRank = 12;
inline constexpr int64_t kMaxIndexBound = int64_t{1} << 40;
inline constexpr int kMaxExpressionDepth = 64;

enum class Aggregation { None, Sum, Max, Min };
enum class UnaryFunction { Relu, Exp, Tanh, Neg };
enum class BinaryOperator { Mul, Add, Sub, Div };

std::string_view aggregationName(Aggregation aggregation);  // "sum", ... ("" for None)
std::string_view unaryFunctionName(UnaryFunction function);   // "relu", ...
char binaryOperatorSymbol(BinaryOperator op);                 // '*', '+', '-', '/'

struct SourcePosition {
  int line = 0;    // 1-based; 0 when unknown (e.g. a graph built by code)
  int column = 0;  // 1-based
};

struct GraphError {
  SourcePosition position;
  std::string message;
};

struct EinSumIndex {
  std::string name;
  int64_t bound = 0;
};

// A tensor named with one index per dimension: A[i,j]. Index ids refer to
// EinSumGraph::indices().
struct TensorAccess {
  int tensor = -1;
  std::vector<int> indices;
  SourcePosition position;
};

// The scalar kernel applied to each tuple of operand elements, as a flat tree whose
// root is the last entry. Only its operands matter to the cost model; the rest is kept
// so the graph can be printed and shown. `Call` names an elementwise function the DSL
// has no spelling for (graphs lowered from HLO: "maximum", "select", "convert", ...).
struct ScalarExpr {
  enum class Kind { Operand, Constant, Unary, Binary, Call };
  Kind kind = Kind::Operand;
  int operand = -1;  // Operand: position in EinSumNode::operands
  double constant = 0;
  UnaryFunction unary = UnaryFunction::Relu;
  BinaryOperator binary = BinaryOperator::Mul;
  int lhs = -1;  // Unary: the argument; Binary: left child (positions in the same vector)
  int rhs = -1;  // Binary: right child
  std::string function;    // Call: the function's name
  std::vector<int> args;   // Call: the arguments (positions in the same vector)
};

struct EinSumTensor {
  std::string name;
  std::vector<int> indices;      // as declared or defined; dimension k has bound of indices[k]
  std::vector<int64_t> shape;    // bounds of `indices`
  double elements = 1;           // product of shape (double: sizes only feed the cost model)
  int producer = -1;             // node id; -1 for a graph input
  std::vector<int> consumers;    // distinct node ids that read it, in graph order
  SourcePosition position;
};

struct EinSumNode {
  int output = -1;  // tensor id
  Aggregation aggregation = Aggregation::None;
  // The join space: every index of the node, in order of first appearance among the
  // operands, followed by output-only (broadcast) indices. Partition vectors use it.
  std::vector<int> joinIndices;
  std::vector<TensorAccess> operands;  // in order of appearance in the kernel
  std::vector<ScalarExpr> kernel;      // root is kernel.back()
  // Derived positions in joinIndices, cached for the cost model.
  std::vector<int> outputJoinDims;                // per output dimension
  std::vector<std::vector<int>> operandJoinDims;  // per operand, per dimension
  std::vector<int> aggregatedJoinDims;            // join dims not in the output
  SourcePosition position;
};

// Operand description used to add a node; indices are named, not yet resolved.
struct AccessSpec {
  std::string tensor;
  std::vector<std::string> indices;
  SourcePosition position;
};

// A node to add: Out[outIndices] = aggregation(kernel over operands).
struct NodeSpec {
  std::string output;
  std::vector<std::string> outputIndices;
  Aggregation aggregation = Aggregation::None;
  std::vector<AccessSpec> operands;
  std::vector<ScalarExpr> kernel;  // Operand entries refer to `operands` by position
  SourcePosition position;           // of the statement (the output name)
  SourcePosition aggregationPosition;  // of the aggregation keyword, if any
};

class EinSumGraph {
 public:
  // Declares (or re-declares with the same value) the bound of an index.
  std::optional<GraphError> addBound(const std::string& name, int64_t bound,
                                     SourcePosition position = {});
  std::optional<GraphError> addInput(const std::string& name,
                                     const std::vector<std::string>& indices,
                                     SourcePosition position = {});
  std::optional<GraphError> addNode(NodeSpec spec);

  const std::vector<EinSumIndex>& indices() const { return indices_; }
  const std::vector<EinSumTensor>& tensors() const { return tensors_; }
  // In definition order, which is a topological order (tensors are defined before use).
  const std::vector<EinSumNode>& nodes() const { return nodes_; }
  const EinSumTensor& outputOf(const EinSumNode& node) const { return tensors_[node.output]; }
  std::optional<int> findTensor(std::string_view name) const;
  std::optional<int> findIndex(std::string_view name) const;
  int64_t joinBound(const EinSumNode& node, int joinDim) const {
    return indices_[node.joinIndices[joinDim]].bound;
  }

  // True when no computed tensor is read by more than one node: the DP is exact then.
  bool isForest() const;

  // The kernel as text, e.g. "sum(A[i,j] * B[j,k])".
  std::string nodeExpressionText(const EinSumNode& node) const;
  std::string accessText(const TensorAccess& access) const;

 private:
  std::optional<GraphError> resolveAccess(const AccessSpec& spec, TensorAccess& access) const;

  std::vector<EinSumIndex> indices_;
  std::vector<EinSumTensor> tensors_;
  std::vector<EinSumNode> nodes_;
  // Name lookups stay O(1) so large generated files do not parse in quadratic time.
  std::unordered_map<std::string, int> tensorIds_;
  std::unordered_map<std::string, int> indexIds_;
};

}  // namespace shardscope::partition
