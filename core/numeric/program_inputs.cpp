#include "numeric/program_inputs.h"

#include "numeric/eval_context.h"
#include "numeric/input_generator.h"
#include "numeric/interpret_error.h"
#include "numeric/tile_relation.h"

#include <functional>

namespace shardscope::numeric {

int64_t deviceCount(const ir::Module& distributed) {
  return std::max<int64_t>(1, distributed.numPartitions()) * std::max<int64_t>(1, distributed.replicaCount());
}

namespace {

[[noreturn]] void failAtBaseline(const ir::Module& baseline, const ir::Instruction& parameter, const std::string& message) {
  InterpretError positioned(message, std::string(parameter.name), parameter.fileOffset);
  positioned.module = &baseline;
  throw positioned;
}

// Baseline parameter p's value: drawn from the seed, or the given one after checking it.
using ValueSource = std::function<Value(std::size_t p, const ir::Instruction& parameter)>;

ProgramInputs cutInputs(const ir::Module& baseline, const ir::Module& distributed, int64_t numDevices, const ValueSource& source,
                        ElementBudget& budget, const std::vector<sharding::HloSharding>& shardings) {
  const ir::Computation& baseEntry = baseline.entryComputation();
  const ir::Computation& distEntry = distributed.entryComputation();
  const std::vector<ir::InstructionId> baseParams = baseEntry.parameters();
  const std::vector<ir::InstructionId> distParams = distEntry.parameters();
  if (baseParams.size() != distParams.size())
    throw InterpretError("the baseline has " + std::to_string(baseParams.size()) + " parameters and the distributed program " +
                         std::to_string(distParams.size()) + "; parameters pair by index");
  ProgramInputs inputs;
  inputs.perDevice.assign(static_cast<std::size_t>(numDevices), {});
  for (std::size_t p = 0; p < baseParams.size(); ++p) {
    const ir::Instruction& base = baseEntry.instructions[baseParams[p]];
    const ir::Instruction& dist = distEntry.instructions[distParams[p]];
    try {
      inputs.baseline.push_back(source(p, base));
    } catch (const InterpretError& error) {
      if (error.module) throw;
      failAtBaseline(baseline, base, error.what());
    }
    const Value& full = inputs.baseline.back();
    const sharding::HloSharding tiling = p < shardings.size() ? shardings[p]
                                         : dist.sharding            ? *dist.sharding
                                                                    : sharding::HloSharding::replicated();
    if (full.isTuple() || dist.shape.isTuple()) {
      if (!tiling.isReplicated()) failAt(dist, "sharded tuple parameters are not interpreted");
      for (auto& device : inputs.perDevice) device.push_back(full);
      continue;
    }
    if (dist.shape.type != base.shape.type)
      failAt(dist, "parameter " + std::to_string(p) + " is " + std::string(ir::elementTypeName(dist.shape.type)) + " here but " +
                       std::string(ir::elementTypeName(base.shape.type)) + " in the baseline");
    const std::optional<std::vector<int64_t>> tileDims = perDeviceDims(full.dims, tiling);
    if (!tileDims || *tileDims != dist.shape.dims)
      failAt(dist, "sharding " + tiling.toString(false) + " of baseline " + base.shape.toString(false) + " does not give the declared per-device shape " +
                       dist.shape.toString(false) +
                       (!dist.sharding && tiling.isReplicated() ? "; it has no sharding=: a relations file (--relations) can give it" : ""));
    if (tiling.isTiled() && !tiling.isReplicated() && tiling.numDevices() != numDevices)
      failAt(dist, "sharding " + tiling.toString(false) + " names " + std::to_string(tiling.numDevices()) + " devices, the program runs on " +
                       std::to_string(numDevices));
    for (int64_t device = 0; device < numDevices; ++device) {
      try {
        inputs.perDevice[device].push_back(extractTile(full, tiling, device, budget));
      } catch (const InterpretError& error) {
        failAt(dist, error.what());
      }
    }
  }
  return inputs;
}

}  // namespace

ProgramInputs makeProgramInputs(const ir::Module& baseline, const ir::Module& distributed, int64_t numDevices, uint64_t seed,
                                ElementBudget& budget, const std::vector<sharding::HloSharding>& shardings) {
  return cutInputs(
      baseline, distributed, numDevices,
      [&](std::size_t p, const ir::Instruction& parameter) { return generateValue(parameter.shape, seed, static_cast<int64_t>(p), budget); },
      budget, shardings);
}

ProgramInputs makeProgramInputs(const ir::Module& baseline, const ir::Module& distributed, int64_t numDevices,
                                std::vector<Value> baselineInputs, ElementBudget& budget, const std::vector<sharding::HloSharding>& shardings) {
  const std::size_t parameters = baseline.entryComputation().parameters().size();
  if (baselineInputs.size() != parameters)
    throw InterpretError(std::to_string(baselineInputs.size()) + " input(s) given for the baseline's " + std::to_string(parameters) +
                         " parameter(s)");
  return cutInputs(
      baseline, distributed, numDevices,
      [&](std::size_t p, const ir::Instruction& parameter) {
        Value& given = baselineInputs[p];
        const ir::Shape& shape = parameter.shape;
        const bool consistent = static_cast<int64_t>(given.data.size()) == ir::checkedProduct(given.dims).value_or(-1);
        if (shape.isTuple() || given.isTuple() || given.type != shape.type || given.dims != shape.dims || !consistent)
          throw InterpretError("the input given for parameter " + std::to_string(p) + " is " + describe(given) + ", the parameter is " +
                               shape.toString(false));
        budget.admit(given.dims);
        return std::move(given);
      },
      budget, shardings);
}

}  // namespace shardscope::numeric
