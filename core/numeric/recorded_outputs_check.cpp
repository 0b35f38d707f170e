// The check against XLA's recorded outputs (recorded_outputs_check.h).
#include "numeric/recorded_outputs_check.h"

#include "numeric/interpret_error.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/parameter_shardings.h"
#include "numeric/program_inputs.h"
#include "numeric/tile_relation.h"

#include <algorithm>
#include <map>

namespace shardscope::numeric {
namespace {

// The ROOT's array leaves, depth first (how JAX flattens a result pytree).
void flattenLeaves(const Value& value, std::vector<const Value*>& leaves) {
  if (!value.isTuple()) {
    leaves.push_back(&value);
    return;
  }
  for (const Value& element : value.elements) flattenLeaves(element, leaves);
}

// The lowest device holding each tile of `tiling` (recorded_outputs_check.h).
std::vector<int64_t> lowestHolders(const sharding::HloSharding& tiling, std::size_t ranks) {
  if (tiling.isReplicated() || !tiling.isTiled()) return {0};
  const std::vector<int64_t>& dims = tiling.tileDims();
  const std::size_t dataRank = static_cast<std::size_t>(tiling.dataRank());
  std::map<std::vector<int64_t>, int64_t> lowest;  // tile coordinates -> device
  std::vector<int64_t> at(dims.size(), 0);
  for (int64_t device : tiling.devices()) {
    const std::vector<int64_t> tile(at.begin(), at.begin() + static_cast<std::ptrdiff_t>(std::min(dataRank, at.size())));
    auto [it, inserted] = lowest.emplace(tile, device);
    if (!inserted) it->second = std::min(it->second, device);
    nextIndex(at, dims);
  }
  std::vector<int64_t> holders;
  for (const auto& [tile, device] : lowest)
    if (device >= 0 && static_cast<std::size_t>(device) < ranks) holders.push_back(device);
  std::sort(holders.begin(), holders.end());
  return holders;
}

// Per rank: the emulated value, except where an element misses XLA's and the golden's
// element does not (recorded_outputs_check.h, goldenOnly). Nullopt when the shapes do
// not fit (compareUnderRelation says why).
std::optional<std::vector<Value>> emulatedOrGolden(const std::vector<const Value*>& values, const std::vector<const Value*>& golden,
                                                   const Value& recorded, const TileRelation& relation, const Tolerance& tolerance,
                                                   NanPolicy nan, int64_t& goldenOnly) {
  std::vector<Value> chosen;
  ElementBudget budget;
  for (std::size_t d = 0; d < values.size(); ++d) {
    Value tile;
    try {
      tile = extractTile(recorded, relation.tiling, static_cast<int64_t>(d), budget);
    } catch (const InterpretError&) {
      return std::nullopt;  // a misfit: compareUnderRelation names it
    }
    if (tile.dims != values[d]->dims || golden[d]->dims != values[d]->dims) return std::nullopt;
    Value value = *values[d];
    for (std::size_t e = 0; e < value.data.size(); ++e) {
      ErrorStats emulated, exact;
      compareElement(values[d]->data[e], tile.data[e], tolerance, nan, 0, emulated);
      if (emulated.passed()) continue;
      compareElement(golden[d]->data[e], tile.data[e], tolerance, nan, 0, exact);
      if (!exact.passed()) continue;
      value.data[e] = golden[d]->data[e];
      ++goldenOnly;
    }
    chosen.push_back(std::move(value));
  }
  return chosen;
}

// One leaf: every rank's value against the recorded one under `relation`.
RecordedOutputCheck compareLeaf(const std::string& program, int64_t index, const std::vector<const Value*>& emulated,
                                const std::vector<const Value*>& golden, const Value& recorded, const TileRelation& relation, NanPolicy nan) {
  std::vector<const Value*> values = emulated;
  RecordedOutputCheck check;
  check.program = program;
  check.index = index;
  check.type = recorded.type;
  check.dims = recorded.dims;
  check.relation = relation.toString();
  check.tolerance = toleranceFor(recorded.type);
  for (std::size_t d = 0; d < values.size(); ++d) check.ranks.push_back(RankCheck{static_cast<int64_t>(d), true, {}, true});
  check.returnedRanks = lowestHolders(relation.tiling, values.size());
  auto misfit = [&](std::string note) {
    check.passed = false;
    check.note = std::move(note);
    for (RankCheck& rank : check.ranks) {
      rank.passed = false;
      rank.compared = false;
    }
    return check;
  };
  if (values.front()->type != recorded.type)
    return misfit("our result is " + describe(*values.front()) + ", XLA's recorded output is " + describe(recorded));
  std::optional<std::vector<Value>> chosen;
  if (!relation.isPartial() && golden.size() == emulated.size())
    chosen = emulatedOrGolden(emulated, golden, recorded, relation, check.tolerance, nan, check.goldenOnly);
  if (chosen) {
    values.clear();
    for (const Value& value : *chosen) values.push_back(&value);
  } else {
    check.goldenOnly = 0;
  }
  const std::optional<std::vector<ErrorStats>> stats = compareUnderRelation(values, recorded, relation, check.tolerance, nan);
  if (!stats)
    return misfit("our per-rank result " + describe(*values.front()) + " does not fit XLA's recorded " + describe(recorded) + " under " +
                  check.relation);
  std::string passing, failing;
  for (std::size_t d = 0; d < stats->size(); ++d) {
    check.ranks[d].error = (*stats)[d];
    check.ranks[d].passed = (*stats)[d].passed();
    check.error.merge((*stats)[d]);
    check.passed = check.passed && check.ranks[d].passed;
    std::string& list = check.ranks[d].passed ? passing : failing;
    list += (list.empty() ? "" : ",") + std::to_string(d);
  }
  // XLA hands back one copy of a replicated output (the first device's): ranks that
  // disagree with it while others match hold other values than their replicas.
  if (!passing.empty() && !failing.empty())
    check.note = "rank(s) " + passing + " match XLA's recorded array and rank(s) " + failing + " do not" +
                 (relation.tiling.isReplicated() ? ": XLA returns one replica of a replicated output, so the replicas disagree" : "");
  return check;
}

// The ROOT's value on each of `devices`.
std::vector<Value> interpretRoot(const ir::Module& module, const InterpreterOptions& options, ElementBudget& budget,
                                 const CancellationToken& cancel, const std::vector<int64_t>& devices,
                                 const std::vector<std::vector<Value>>& arguments) {
  Interpreter interpreter(module, options, budget, cancel);
  EntryValues values = interpreter.run(devices, arguments);
  return std::move(values.values[module.entryComputation().root]);
}

}  // namespace

RecordedOutputsResult checkRecordedOutputs(const ir::Module& baseline, const ir::Module& distributed, const RecordedRun& run,
                                           const NumericCheckOptions& options, const CancellationToken& cancel,
                                           const ProgressCallback& progress) {
  RecordedOutputsResult result;
  const std::string distributedFile = distributed.sourcePath.empty() ? distributed.name : distributed.sourcePath;
  const std::string baselineFile = baseline.sourcePath.empty() ? baseline.name : baseline.sourcePath;
  if (baseline.entry < 0 || distributed.entry < 0) {
    result.error = Diagnostic{Severity::Error, distributedFile, 0, 0, "both modules need an entry computation"};
    return result;
  }
  result.numDevices = deviceCount(distributed);
  ElementBudget budget(options.maxElementsPerTensor, options.maxElementsTotal);
  try {
    reportProgress(progress, 0.0, "cutting the recorded inputs");
    const ParameterShardings shardings = distributedParameterShardings(distributed, options.relationsJson);
    if (shardings.error) {
      result.error = shardings.error;
      return result;
    }
    const ProgramInputs inputs = makeProgramInputs(baseline, distributed, result.numDevices, run.inputs, budget, shardings.byNumber);

    reportProgress(progress, 0.2, "running the baseline on the recorded inputs");
    InterpreterOptions baseOptions;  // emulated types: XLA computes in the declared ones
    baseOptions.collectiveArithmetic = CollectiveArithmetic::XlaCpu;  // the outputs are XLA CPU's
    const std::vector<Value> baseRoot = interpretRoot(baseline, baseOptions, budget, cancel, {0}, {inputs.baseline});
    InterpreterOptions baseGolden = baseOptions;
    baseGolden.emulateTypes = false;
    const std::vector<Value> baseExact = interpretRoot(baseline, baseGolden, budget, cancel, {0}, {inputs.baseline});
    std::vector<const Value*> baseLeaves, baseExactLeaves;
    flattenLeaves(baseRoot.front(), baseLeaves);
    flattenLeaves(baseExact.front(), baseExactLeaves);
    if (baseLeaves.size() != run.baselineOutputs.size()) {
      result.error = Diagnostic{Severity::Error, baselineFile, 0, 0,
                                "the baseline returns " + std::to_string(baseLeaves.size()) + " array(s), " +
                                    std::to_string(run.baselineOutputs.size()) + " recorded"};
      return result;
    }
    const TileRelation whole{sharding::HloSharding::replicated(), {}};
    for (std::size_t i = 0; i < baseLeaves.size(); ++i)
      result.baseline.push_back(
          compareLeaf("baseline", static_cast<int64_t>(i), {baseLeaves[i]}, {baseExactLeaves[i]}, run.baselineOutputs[i], whole, options.nanPolicy));

    reportProgress(progress, 0.5, "running every rank on its tile of the recorded inputs");
    InterpreterOptions distOptions;
    distOptions.collectiveArithmetic = CollectiveArithmetic::XlaCpu;
    distOptions.numDevices = result.numDevices;
    distOptions.numPartitions = std::max<int64_t>(1, distributed.numPartitions());
    std::vector<int64_t> devices;
    for (int64_t d = 0; d < result.numDevices; ++d) devices.push_back(d);
    const std::vector<Value> distRoot = interpretRoot(distributed, distOptions, budget, cancel, devices, inputs.perDevice);
    InterpreterOptions distGolden = distOptions;
    distGolden.emulateTypes = false;
    const std::vector<Value> distExact = interpretRoot(distributed, distGolden, budget, cancel, devices, inputs.perDevice);
    std::vector<std::vector<const Value*>> rankLeaves(distRoot.size()), rankExactLeaves(distExact.size());
    for (std::size_t d = 0; d < distRoot.size(); ++d) flattenLeaves(distRoot[d], rankLeaves[d]);
    for (std::size_t d = 0; d < distExact.size(); ++d) flattenLeaves(distExact[d], rankExactLeaves[d]);
    if (rankLeaves.front().size() != run.distributedOutputs.size()) {
      result.error = Diagnostic{Severity::Error, distributedFile, 0, 0,
                                "the distributed program returns " + std::to_string(rankLeaves.front().size()) + " array(s), " +
                                    std::to_string(run.distributedOutputs.size()) + " recorded"};
      return result;
    }
    const ir::Instruction& root = distributed.entryComputation().rootInstruction();
    for (std::size_t i = 0; i < run.distributedOutputs.size(); ++i) {
      sharding::HloSharding layout = sharding::HloSharding::replicated();
      if (i < run.outputShardings.size()) layout = run.outputShardings[i];
      else if (run.outputShardings.size() == 1) layout = run.outputShardings.front();
      else if (root.sharding && root.sharding->isTuple() && i < root.sharding->tupleElements().size()) layout = root.sharding->tupleElements()[i];
      else if (root.sharding && !root.sharding->isTuple()) layout = *root.sharding;
      std::vector<const Value*> values, exact;
      for (const auto& leaves : rankLeaves) values.push_back(leaves[i]);
      for (const auto& leaves : rankExactLeaves)
        if (i < leaves.size()) exact.push_back(leaves[i]);
      RecordedOutputCheck check;
      if (!layout.isReplicated() && !layout.isTiled()) {
        check.program = "distributed";
        check.index = static_cast<int64_t>(i);
        check.type = run.distributedOutputs[i].type;
        check.dims = run.distributedOutputs[i].dims;
        check.relation = layout.toString(false);
        check.passed = false;
        check.note = "the output sharding " + layout.toString(false) + " is neither tiled nor replicated; not compared";
      } else {
        check = compareLeaf("distributed", static_cast<int64_t>(i), values, exact, run.distributedOutputs[i], TileRelation{layout, {}}, options.nanPolicy);
      }
      result.distributed.push_back(std::move(check));
    }
  } catch (const InterpretError& error) {
    result.error = diagnosticFor(error, baseline, distributed);
    return result;
  } catch (const OperationCancelled&) {
    throw;
  } catch (const std::exception& error) {
    result.error = Diagnostic{Severity::Error, distributedFile, 0, 0, std::string("the check against XLA's outputs stopped: ") + error.what()};
    return result;
  }
  for (const auto* list : {&result.baseline, &result.distributed})
    for (const RecordedOutputCheck& check : *list) result.passed = result.passed && check.passed;
  reportProgress(progress, 1.0, "done");
  return result;
}

}  // namespace shardscope::numeric
