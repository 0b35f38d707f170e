#pragma once
// One call from MLIR text and a Shardy pass list to the shardings Shardy's passes
// would leave on every value the corpus manifest can name (`--json`'s "sdy_values").

#include "propagation/shardy/sdy_graph.h"
#include "propagation/shardy/sdy_propagation.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::propagation::sdy {

struct KeyedSharding {
  ValueKey key;
  std::optional<TensorSharding> sharding;
};

struct ShardyRun {
  Graph graph;
  ShardyResult result;
  std::vector<KeyedSharding> values;  // in the order the module defines them
};

struct ShardyRunError {
  std::size_t offset = 0;  // byte offset into the text
  std::string message;
};

// Parses, builds the graph and propagates; a malformed module or pass list is an error.
std::variant<ShardyRun, ShardyRunError> runShardy(std::string_view mlirText, std::string_view passList,
                                                  const CancellationToken& cancel = {}, const ProgressCallback& progress = {});

// Whether `expected` (Shardy's text, or "" for no sharding) means `got`: parsed, with
// replicated and unreduced sets compared as sets.
bool sameMeaning(std::string_view expected, const std::optional<TensorSharding>& got, MeshTable meshes);

}  // namespace shardscope::propagation::sdy
