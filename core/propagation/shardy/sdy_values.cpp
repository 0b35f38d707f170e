#include "propagation/shardy/sdy_values.h"

#include "io/stablehlo_parser.h"

#include <algorithm>

namespace shardscope::propagation::sdy {

std::variant<ShardyRun, ShardyRunError> runShardy(std::string_view mlirText, std::string_view passList, const CancellationToken& cancel,
                                                  const ProgressCallback& progress) {
  std::string error;
  const auto options = optionsForPass(passList, &error);
  if (!options) return ShardyRunError{0, error};
  ShardyRun run;
  try {
    const io::mlir::ParsedModule parsed = io::mlir::parseMlirModule(mlirText);
    run.graph = buildGraph(parsed, options->addDataFlowEdges, options->exportShardings);
  } catch (const io::mlir::SyntaxError& e) {
    return ShardyRunError{e.offset, e.message};
  } catch (const GraphError& e) {
    return ShardyRunError{e.offset, e.message};
  }
  run.result = propagateShardy(run.graph, *options, cancel, progress);
  for (const auto& [key, value] : run.graph.keyed) run.values.push_back(KeyedSharding{key, run.result.of(run.graph, value)});
  return run;
}

namespace {

TensorSharding canonical(TensorSharding sharding, const MeshTable& meshes) {
  if (auto mesh = meshes.find(sharding.mesh); mesh != meshes.end()) {
    sortByMesh(sharding.replicated, mesh->second);
    sortByMesh(sharding.unreduced, mesh->second);
  }
  return sharding;
}

}  // namespace

bool sameMeaning(std::string_view expected, const std::optional<TensorSharding>& got, MeshTable meshes) {
  if (expected.empty()) return !got;
  if (!got) return false;
  auto parsed = parseTensorSharding(expected, meshes);
  if (!std::holds_alternative<TensorSharding>(parsed)) return false;
  return canonical(std::get<TensorSharding>(parsed), meshes) == canonical(*got, meshes);
}

}  // namespace shardscope::propagation::sdy
