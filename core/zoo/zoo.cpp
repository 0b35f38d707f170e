#include "zoo/zoo.h"

#include "zoo/strategy.h"

#include <algorithm>
#include <random>

namespace shardscope::zoo {

namespace {

std::string listNames(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

}  // namespace

CaseSpec resolveZooRequest(const ZooRequest& request) {
  CaseSpec spec;
  const std::size_t colon = request.name.find(':');
  spec.strategy = request.name.substr(0, colon);
  spec.preset = colon == std::string::npos ? std::string() : request.name.substr(colon + 1);
  const Strategy* strategy = findStrategy(spec.strategy);
  if (!strategy) {
    std::vector<std::string> names;
    for (const Strategy* s : allStrategies()) names.emplace_back(s->name);
    throw ZooError("unknown strategy '" + spec.strategy + "' (known: " + listNames(names) + ")");
  }
  std::optional<ModelShape> preset;
  if (!spec.preset.empty()) {
    preset = findPreset(spec.preset);
    if (!preset) {
      std::vector<std::string> names;
      for (const ModelShape& p : modelPresets()) names.push_back(p.name);
      throw ZooError("unknown preset '" + spec.preset + "' (known: " + listNames(names) + ")");
    }
  }
  spec.devices = request.devices > 0 ? request.devices : (preset ? 8 : 2);
  if (request.devices < 0 || spec.devices < 2 || spec.devices > kMaxDevices)
    throw ZooError("--tp must be between 2 and " + std::to_string(kMaxDevices) + ", got " + std::to_string(request.devices));
  if (request.layers < 0 || request.layers > kMaxLayers)
    throw ZooError("--layers must be between 1 and " + std::to_string(kMaxLayers) + ", got " + std::to_string(request.layers));
  spec.small = request.small;
  if (!preset) spec.model = toyModel();
  else if (!request.small) spec.model = *preset;
  else spec.model = smallTwin(*preset, spec.devices, strategy->layersPerDevice ? LayerSpread::WholeLayers : LayerSpread::Sliced);
  if (request.layers > 0) spec.model.layers = request.layers;
  else if (strategy->layersPerDevice && (request.small || !preset))
    spec.model.layers = ((spec.model.layers + spec.devices - 1) / spec.devices) * spec.devices;

  spec.bug = request.bug;
  spec.seed = request.seed;
  if (spec.bug != BugKind::None) {
    if (std::find(strategy->bugs.begin(), strategy->bugs.end(), spec.bug) == strategy->bugs.end()) {
      std::vector<std::string> names;
      for (BugKind kind : strategy->bugs) names.emplace_back(bugKindName(kind));
      throw ZooError("strategy '" + spec.strategy + "' has no site for bug '" + std::string(bugKindName(spec.bug)) +
                     "' (it supports: " + listNames(names) + ")");
    }
    std::mt19937_64 random(request.seed);
    spec.bugLayer = static_cast<int64_t>(random() % static_cast<uint64_t>(spec.model.layers));
  }
  // Built piecewise: GCC 12 warns (-Wrestrict, a false positive) on one long concatenation.
  spec.caseName = spec.strategy;
  if (!spec.preset.empty()) spec.caseName.append(":").append(spec.preset);
  if (request.small && preset) spec.caseName.append("-small");
  spec.caseName.append("-tp").append(std::to_string(spec.devices));
  if (spec.bug != BugKind::None) spec.caseName.append("-").append(bugKindName(spec.bug));
  strategy->validate(spec);
  return spec;
}

ZooResult generateZooCase(const ZooRequest& request, const CancellationToken& token, const ProgressCallback& progress) {
  ZooResult result;
  reportProgress(progress, 0.0, "resolving");
  CaseSpec spec = resolveZooRequest(request);
  const Strategy* strategy = findStrategy(spec.strategy);
  result.trace.add({"case-resolved", spec.caseName, spec.strategy,
                    "generating " + spec.caseName + " (" + spec.model.name + ", " + std::to_string(spec.model.layers) + " layer(s), " +
                        std::to_string(spec.devices) + " devices)",
                    {{"strategy", spec.strategy}, {"model", spec.model.name}, {"devices", std::to_string(spec.devices)}}});
  token.throwIfCancelled();
  reportProgress(progress, 0.1, "building");
  result.zooCase = strategy->build(spec);
  token.throwIfCancelled();
  result.trace.add({"program-built", "baseline", spec.strategy,
                    "baseline: " + std::to_string(result.zooCase.baseline.instructionCount()) + " instructions",
                    {{"instructions", std::to_string(result.zooCase.baseline.instructionCount())}}});
  result.trace.add({"program-built", "distributed", spec.strategy,
                    "distributed: " + std::to_string(result.zooCase.distributed.instructionCount()) + " instructions on " +
                        std::to_string(spec.devices) + " devices",
                    {{"instructions", std::to_string(result.zooCase.distributed.instructionCount())}}});
  if (const auto& bug = result.zooCase.bug)
    result.trace.add({"bug-injected", bug->instruction, std::string(bugKindName(bug->kind)), bug->what,
                      {{"layer", std::to_string(bug->layer)}, {"op_name", bug->opName},
                       {"source", bug->sourceFile + ":" + std::to_string(bug->sourceLine)}}});
  reportProgress(progress, 1.0, "built");
  return result;
}

}  // namespace shardscope::zoo
