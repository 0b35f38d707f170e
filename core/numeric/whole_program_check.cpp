// Layer 3 (seed 004 §6): the N-rank simulation of the distributed program against the
// baseline. Both run in double: this layer asks whether the distributed program
// computes the same function (data placement, reductions, relations); how much the
// declared element types lose is the computation layer's question, and in f32 alone a
// deep chain (softmax after large dots) drifts past 1e-5 on its own. The tolerance is
// still the declared dtype's, so reordered sums always pass and real bugs never do. The
// ROOT is checked per rank under the output relation (the ROOT's sharding, default
// replicated) and decides the layer; the intermediates are related to baseline values
// (intermediate_relations.h), and the earliest one that breaks its relation is the
// first divergence.
#include "numeric/intermediate_relations.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/tile_relation.h"
#include "numeric/tile_choice_blame.h"
#include "numeric/value_frontier.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

// Compares one array-valued instruction on all devices; nullopt when `relation` does
// not fit the shapes.
std::optional<std::vector<ErrorStats>> compareArray(const std::vector<const Value*>& values, const Value& golden,
                                                    const TileRelation& relation, const CheckSetup& setup) {
  if (values.empty() || values[0]->isTuple() || golden.isTuple()) return std::nullopt;
  return compareUnderRelation(values, golden, relation, toleranceFor(values[0]->type), setup.nan);
}

void flatten(const Value& value, const sharding::HloSharding& sharding, std::vector<std::pair<std::vector<int64_t>, sharding::HloSharding>>& leaves,
             std::vector<int64_t> path) {
  if (!value.isTuple()) {
    leaves.emplace_back(path, sharding);
    return;
  }
  for (std::size_t i = 0; i < value.elements.size(); ++i) {
    std::vector<int64_t> child = path;
    child.push_back(static_cast<int64_t>(i));
    const sharding::HloSharding element = sharding.isTuple() && i < sharding.tupleElements().size() ? sharding.tupleElements()[i] : sharding;
    flatten(value.elements[i], element, leaves, child);
  }
}

const Value& at(const Value& value, const std::vector<int64_t>& path) {
  const Value* current = &value;
  for (int64_t i : path) current = &current->elements.at(i);
  return *current;
}

void addFrontierEvent(const InstructionCheck& check, trace::Trace& trace) {
  trace::TraceEvent event;
  event.kind = "instruction-check";
  event.subject = check.instruction;
  event.rule = check.relation;
  event.message = check.instruction + " " + check.relation + ": " + check.note;
  trace.add(std::move(event));
}

}  // namespace

LayerReport checkWholeProgram(const CheckSetup& setup) {
  LayerReport report;
  report.layer = Layer::Whole;
  InterpreterOptions baseOptions;
  baseOptions.emulateTypes = false;
  Interpreter baselineRun(setup.baseline, baseOptions, setup.budget, setup.cancel);
  const EntryValues base = baselineRun.run({0}, {setup.inputs.baseline});

  InterpreterOptions distOptions;
  distOptions.emulateTypes = false;
  distOptions.numDevices = setup.numDevices;
  distOptions.numPartitions = std::max<int64_t>(1, setup.distributed.numPartitions());
  Interpreter distributedRun(setup.distributed, distOptions, setup.budget, setup.cancel);
  std::vector<int64_t> devices;
  for (int64_t d = 0; d < setup.numDevices; ++d) devices.push_back(d);
  const EntryValues dist = distributedRun.run(devices, setup.inputs.perDevice);

  const ir::Computation& baseEntry = setup.baseline.entryComputation();
  const ir::Computation& distEntry = setup.distributed.entryComputation();

  // The output relation decides the layer, rank by rank.
  const ir::Instruction& root = distEntry.rootInstruction();
  const Value& baseRoot = base.values[baseEntry.root][0];
  InstructionCheck rootCheck = describeInstruction(setup.distributed, root);
  rootCheck.reference = "baseline ROOT " + std::string(baseEntry.rootInstruction().name);
  std::vector<RankCheck> ranks;
  for (int64_t d = 0; d < setup.numDevices; ++d) ranks.push_back(RankCheck{d, true, {}, true});
  std::vector<std::pair<std::vector<int64_t>, sharding::HloSharding>> leaves;
  flatten(baseRoot, outputRelation(setup), leaves, {});
  for (const auto& [path, outputSharding] : leaves) {
    std::vector<const Value*> values;
    try {
      for (const Value& value : dist.values[distEntry.root]) values.push_back(&at(value, path));
    } catch (const std::out_of_range&) {
      values.clear();
    }
    const std::optional<std::vector<ErrorStats>> stats =
        values.empty() ? std::nullopt : compareArray(values, at(baseRoot, path), TileRelation{outputSharding, {}}, setup);
    rootCheck.relation = TileRelation{outputSharding, {}}.toString();
    if (!stats) {
      rootCheck.passed = false;
      rootCheck.note = "the ROOT's per-device shape does not fit the baseline result under " + rootCheck.relation;
      for (RankCheck& rank : ranks) rank.passed = false;
      continue;
    }
    for (int64_t d = 0; d < setup.numDevices; ++d) {
      ranks[d].error.merge((*stats)[d]);
      rootCheck.error.merge((*stats)[d]);
      if (!(*stats)[d].passed()) {
        ranks[d].passed = false;
        rootCheck.passed = false;
        rootCheck.failingRanks.push_back(d);
      }
    }
  }
  report.ranks = ranks;
  rootCheck.ranks = ranks;
  report.passed = rootCheck.passed;

  // Every related intermediate, in topological order, then the ROOT.
  if (setup.compareIntermediates) {
    report.instructions = checkIntermediates(setup, base, dist, rootCheck);
    // Where values alone cannot decide, the verifier's frontier on the same pair chooses
    // (symbolic_guide.h); it runs only then.
    SymbolicGuide guide(setup);
    const auto failing = std::find_if(report.instructions.begin(), report.instructions.end(), [](const InstructionCheck& c) { return !c.passed; });
    // Nothing compared before a differing ROOT fails (nothing pairs by name): the frontier
    // of the values matched by value is the first divergence (value_frontier.h).
    if (!report.passed && failing == report.instructions.end()) {
      if (std::optional<InstructionCheck> frontier = findValueFrontier(setup, base, dist, rootCheck, {}, &guide)) {
        addFrontierEvent(*frontier, setup.trace);
        report.instructions.push_back(std::move(*frontier));
      }
    } else if (!report.passed && failing != report.instructions.end()) {
      // The first failing op takes a tile a per-device offset chose (tile_choice_blame.h).
      if (std::optional<InstructionCheck> choice = blameTileChoice(setup, *failing, guide)) {
        addFrontierEvent(*choice, setup.trace);
        report.instructions.insert(failing, std::move(*choice));
      }
    }
  } else report.notes.push_back("intermediates not compared (ROOT only): the first divergence is the ROOT");
  report.instructions.push_back(rootCheck);
  if (!report.passed) {
    for (const InstructionCheck& check : report.instructions)
      if (!check.passed) {
        report.firstDivergence = check;
        break;
      }
    if (!report.firstDivergence) report.firstDivergence = rootCheck;
  }
  return report;
}

}  // namespace shardscope::numeric
