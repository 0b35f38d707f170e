#pragma once
// The graph Shardy propagation runs on, read from an MLIR module (its syntax tree, so
// values keep Shardy's own names and positions): values (function arguments and
// results, op results, region arguments, manual-computation in_shardings), each with
// its dims and the sharding written on it, and nodes that relate values by a factor
// rule: ops with a registered rule, data-flow edges (while, case, optimization
// barrier, sdy.data_flow_edge), the boundaries of sdy.manual_computation, function
// results, and sharding groups.

#include "io/stablehlo_syntax.h"
#include "propagation/shardy/sdy_rules.h"
#include "propagation/shardy/sdy_sharding.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::propagation::sdy {

// How a value is named in the corpus manifest (and in `--json`'s sdy_values).
struct ValueKey {
  std::string func;
  std::string what;  // arg, func_result, op_result, op_in_sharding
  int index = -1;    // arg / func_result
  int opIndex = -1;  // op_result / op_in_sharding: the top-level op holding it
  int result = -1;
  int operand = -1;  // op_in_sharding
  std::string op;    // the op that produces the value
  std::vector<std::pair<int, int>> regionPath;  // [[region, op], ...] below the top-level op
};

enum class NodeKind {
  Op,          // an op with a factor rule
  Edge,        // data-flow edge: sources are operands, the edge's target is the result
  FuncResult,  // return value <-> function result attribute (only before and after the fixpoint)
  ManualLink,  // global value (operands[0]) <-> the body's local view (results[0])
};

struct Node {
  NodeKind kind = NodeKind::Op;
  std::string opName;
  std::string row;  // the rule table row
  std::vector<int> operands, results;  // value ids
  FactorRule rule;
  // Propagation barrier: the directions it lets through (sdy.propagation_barrier).
  bool allowForward = true, allowBackward = true;
  std::vector<std::string> manualAxes;  // ManualLink
};

struct Value {
  std::optional<std::vector<int64_t>> dims;  // nullopt: not a ranked tensor (token)
  std::optional<TensorSharding> sharding;     // as written
  std::string name;                           // `%3`, `%arg0`, for the trace
};

struct Graph {
  MeshTable meshes;
  std::vector<Value> values;
  std::vector<int> alias;  // value -> the value that holds its sharding (targets of one edge share)
  std::vector<Node> nodes;
  std::vector<std::vector<int>> groups;  // sharding groups
  std::vector<std::vector<int>> siblings;  // the results of each op with more than one
  std::vector<std::pair<ValueKey, int>> keyed;  // values the manifest can name

  int holder(int value) const;
};

struct GraphError {
  std::size_t offset = 0;
  std::string message;
};

// Throws GraphError on shardings that cannot be read or ops whose form is not
// understood. `addDataFlowEdges`: Shardy's sdy-add-data-flow-edges (while, case and
// optimization_barrier results become propagation targets); without it only
// sdy.data_flow_edge ops written in the input connect regions. `importCalls`: the
// pipeline's sdy-import-func-calls (each func.call gets its own copy of the callee).
Graph buildGraph(const io::mlir::ParsedModule& module, bool addDataFlowEdges, bool importCalls = false);

}  // namespace shardscope::propagation::sdy
