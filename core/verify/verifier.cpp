// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/verifier.h"

#include "support/input_budget.h"

#include "ir/call_inlining.h"
#include "ir/tuple_collective_split.h"

#include "verify/device_values.h"
#include "verify/frontier.h"
#include "verify/input_roles.h"
#include "verify/output_pairing.h"
#include "verify/parameter_pairing.h"
#include "verify/layer_memo.h"
#include "verify/layout_routes.h"
#include "verify/merge_log.h"
#include "verify/relation_inference.h"
#include "verify/replicated_groups.h"
#include "verify/relations_file.h"
#include "verify/scaled_facts.h"
#include "verify/rule_table.h"
#include "verify/stage_program.h"
#include "verify/verify_context.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

namespace shardscope::verify {

const char* verdictName(Verdict verdict) { return verdict == Verdict::Equivalent ? "equivalent" : "not_verified"; }

namespace {

const std::string kTupleStatusText = "tuple";  // a tuple's status relation (trace::Text::fixed)

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

bool hasAnySharding(const ir::Computation& entry) {
  for (const ir::Instruction& in : entry.instructions)
    if (in.sharding) return true;
  return false;
}

struct DeviceSetup {
  int64_t devices = 1;
  bool partitions = true;
};

// Whether a computation (or one it calls) holds an op whose value depends on the device
// or has effects: the same call on equal inputs may then differ between devices.
bool callsDeviceDependent(const ir::Module& module, ir::ComputationId id, std::vector<signed char>& memo, int depth) {
  if (id < 0 || id >= static_cast<ir::ComputationId>(module.computations.size()) || depth > 32) return true;
  if (memo[id] >= 0) return memo[id] != 0;
  memo[id] = 1;  // cycles count as dependent
  bool dependent = false;
  for (const ir::Instruction& in : module.computations[id].instructions) {
    switch (in.opcode) {
      case ir::Opcode::PartitionId: case ir::Opcode::ReplicaId: case ir::Opcode::Rng: case ir::Opcode::RngBitGenerator:
      case ir::Opcode::RngGetAndUpdateState: case ir::Opcode::CustomCall: case ir::Opcode::Infeed: case ir::Opcode::Outfeed:
      case ir::Opcode::Send: case ir::Opcode::Recv: case ir::Opcode::Opaque:
        dependent = true;
        break;
      default:
        dependent = dependent || in.isCollective();
    }
    for (ir::ComputationId called : in.calledComputations()) dependent = dependent || callsDeviceDependent(module, called, memo, depth + 1);
    if (dependent) break;
  }
  memo[id] = dependent ? 1 : 0;
  return dependent;
}

// The name of an operand whose fact (or a tuple element of it) is padded, or "".
std::string paddedOperand(const VerifyContext& c, const ir::Instruction& in) {
  auto padded = [](const Fact& f, auto&& self) -> bool {
    if (f.relation.isPadded()) return true;
    return std::any_of(f.elements.begin(), f.elements.end(), [&](const Fact& e) { return self(e, self); });
  };
  for (ir::InstructionId operand : in.operands)
    if (const auto& f = c.facts[operand]; f && padded(*f, padded)) return std::string(c.distributedInstruction(operand).name);
  return {};
}

DeviceSetup devicesOf(const ir::Module& module) {
  const auto partitions = module.headerInt("num_partitions");
  if (partitions && *partitions > 1) return {*partitions, true};
  if (module.replicaCount() > 1) return {module.replicaCount(), false};
  // No device count in the header (hand-written per-rank programs such as Neuron's):
  // the collectives' groups name the ranks, which run as replicas.
  const int64_t inferred = module.numPartitions();
  return {inferred, inferred <= 1};
}

// The relation each output element must have, from the ROOT's sharding or the file.
std::vector<std::optional<Relation>> outputRelations(const ir::Instruction& baselineRoot, const ir::Instruction& root, const RelationsFile& file,
                                                     int64_t devices, bool annotated, const std::optional<OutputPairing>& pairing,
                                                     std::vector<std::string>& inferred, std::string& error,
                                                     const std::vector<ir::Shape>* stageShapes = nullptr) {
  std::vector<ir::Shape> baselineShapes, localShapes;
  if (stageShapes) {
    // A stage program: its ROOT's values are the stage's ends (stage_program.h).
    baselineShapes = *stageShapes;
    localShapes = root.shape.isTuple() ? root.shape.tupleShapes : std::vector<ir::Shape>{root.shape};
    if (localShapes.size() != baselineShapes.size()) {
      error = "the ROOT has " + std::to_string(localShapes.size()) + " values, the stage ends at " + std::to_string(baselineShapes.size()) + " baseline values";
      return {};
    }
  } else if (root.shape.isTuple() && pairing) {
    for (int64_t j : pairing->baselineElement) baselineShapes.push_back(baselineRoot.shape.tupleShapes[j]);
    localShapes = root.shape.tupleShapes;
  } else if (root.shape.isTuple()) {
    if (!baselineRoot.shape.isTuple() || baselineRoot.shape.tupleShapes.size() != root.shape.tupleShapes.size()) {
      error = "the ROOTs differ: one is a tuple of " + std::to_string(root.shape.tupleShapes.size()) + " elements, the other " +
              (baselineRoot.shape.isTuple() ? "of " + std::to_string(baselineRoot.shape.tupleShapes.size()) : std::string("is not"));
      return {};
    }
    baselineShapes = baselineRoot.shape.tupleShapes;
    localShapes = root.shape.tupleShapes;
  } else {
    baselineShapes = {baselineRoot.shape};
    localShapes = {root.shape};
  }
  std::vector<sharding::HloSharding> given;
  if (!file.output.empty()) {
    given = file.output;
  } else if (root.sharding) {
    given = root.sharding->isTuple() ? root.sharding->tupleElements() : std::vector<sharding::HloSharding>{*root.sharding};
  }
  if (!given.empty() && given.size() != baselineShapes.size()) {
    error = "the output sharding has " + std::to_string(given.size()) + " elements, the ROOT " + std::to_string(baselineShapes.size());
    return {};
  }
  std::vector<std::optional<Relation>> out;
  for (std::size_t i = 0; i < baselineShapes.size(); ++i) {
    std::string why;
    std::optional<Relation> relation;
    if (!given.empty()) {
      relation = Relation::fromSharding(given[i], baselineShapes[i].dims, devices, &why);
    } else if (annotated) {
      relation = Relation::replicated(devices, baselineShapes[i].rank());
    } else {
      relation = inferRelationFromShapes(baselineShapes[i].dims, localShapes[i].dims, devices, &why);
      if (relation) inferred.push_back("output" + (baselineShapes.size() > 1 ? "[" + std::to_string(i) + "]" : std::string()) + ": " + inferredRelationText(*relation));
    }
    if (!relation) {
      error = "output" + (baselineShapes.size() > 1 ? " element " + std::to_string(i) : std::string()) + ": " + why;
      return {};
    }
    out.push_back(std::move(relation));
  }
  return out;
}

void setParameterRelations(VerifyContext& c, const RelationsFile& file, const ParameterPairing& pairing, bool annotated, std::vector<std::string>& inferred) {
  const std::size_t count = pairing.byNumber.size();
  c.baselineParameters.assign(count, -1);
  c.parameterRelations.assign(count, std::nullopt);
  c.parameterRelationErrors.assign(count, {});
  c.parameterRelationInferred.assign(count, false);
  std::set<std::string> used;
  // fromSharding once per distinct sharding object and shape: a module's shardings are
  // shared objects (one per spelling) and every layer's parameters repeat a few of them.
  std::map<std::pair<const sharding::HloSharding*, std::vector<int64_t>>, std::pair<std::optional<Relation>, std::string>> fromSharding;
  for (std::size_t i = 0; i < count; ++i) {
    const PairedParameter& paired = pairing.byNumber[i];
    const ir::Instruction& d = c.distributedEntry.instructions[paired.carrier];
    const sharding::HloSharding* given = nullptr;
    if (auto it = file.parameters.find(std::to_string(i)); it != file.parameters.end()) given = &it->second, used.insert(it->first);
    if (auto it = file.parameters.find(std::string(c.distributedEntry.instructions[paired.distributed].name)); it != file.parameters.end())
      given = &it->second, used.insert(it->first);
    if (paired.role) {
      c.parameterRelationErrors[i] = std::string("a distributed-only input (") + inputRoleName(paired.role->kind) + "): no baseline value holds it";
      continue;
    }
    if (paired.baseline < 0) {
      c.parameterRelationErrors[i] = paired.unpaired;
      continue;
    }
    c.baselineParameters[i] = paired.baseline;
    const ir::Instruction& b = c.baselineEntry.instructions[paired.baseline];
    const bool carried = paired.carrier != paired.distributed;
    if (!given && d.sharding && !carried) given = d.sharding.get();
    std::string why;
    if (!b.shape.isArray() || !d.shape.isArray()) {
      c.parameterRelationErrors[i] = "tuple-shaped parameters are not paired";
      continue;
    }
    if (given) {
      auto [known, fresh] = fromSharding.try_emplace({given, b.shape.dims});
      if (fresh) known->second.first = Relation::fromSharding(*given, b.shape.dims, c.devices, &known->second.second);
      c.parameterRelations[i] = known->second.first;
      why = known->second.second;
    } else if ((annotated || c.rankByRank) && !carried) {
      c.parameterRelations[i] = Relation::replicated(c.devices, b.shape.rank());
    } else {
      c.parameterRelations[i] = inferRelationFromShapes(b.shape.dims, d.shape.dims, c.devices, &why);
      c.parameterRelationInferred[i] = c.parameterRelations[i].has_value();
      if (c.parameterRelations[i] && !c.parameterRelations[i]->isReplicated())
        inferred.push_back("parameter " + std::to_string(i) + " (" + std::string(d.name) + "): " + inferredRelationText(*c.parameterRelations[i]));
      if (!c.parameterRelations[i]) inferred.push_back("parameter " + std::to_string(i) + " (" + std::string(d.name) + "): ambiguous: " + why);
    }
    if (!c.parameterRelations[i]) c.parameterRelationErrors[i] = why;
    // Paired through its only use: that use holds the baseline parameter, the
    // parameter itself (of another rank) holds no baseline value.
    if (carried && c.parameterRelations[i]) {
      for (ir::InstructionId carrier : paired.carriers) c.pairedCarriers.emplace(carrier, std::pair{paired.baseline, *c.parameterRelations[i]});
      c.parameterRelations[i].reset();
      c.parameterRelationErrors[i] = "paired with baseline %" + std::string(b.name) + " through its uses, reshapes to " + d.shape.toString(false);
    }
  }
  for (const auto& [key, unused] : file.parameters)
    if (!used.count(key)) {
      const auto at = file.parameterPositions.find(key);
      const auto [line, column] = at != file.parameterPositions.end() ? at->second : std::pair{1, 1};
      throw VerifyInputError("relations:" + std::to_string(line) + ":" + std::to_string(column) + ": error: parameter \"" + key +
                             "\" names no parameter of the distributed program");
    }
}

}  // namespace

namespace {
// Relations are kept per device (relation.h), so a value costs devices x (rank + 1)
// entries: num_partitions=1048576 on a chain of 400 negates would need gigabytes.
// Refused before any relation is made when the whole program passes the analysis budget.
void chargeRelationBudget(const ir::Module& distributed, int64_t devices) {
  InputBudgetScope scope;
  std::string error;
  for (const ir::Computation& computation : distributed.computations)
    for (const ir::Instruction& instruction : computation.instructions) {
      int64_t cells = 0;
      if (__builtin_mul_overflow(devices, std::max<int64_t>(instruction.shape.rank(), 0) + 1, &cells) ||
          !scope.budget().charge(BudgetItem::RelationCells, cells, &error))
        throw VerifyInputError("num_partitions=" + std::to_string(devices) + " over " + std::to_string(distributed.instructionCount()) +
                               " instructions: " + error);
    }
}

VerifyResult verifyInlinedPair(const ir::Module& baseline, const ir::Module& distributed, const VerifyOptions& options,
                               const CancellationToken& cancel, const ProgressCallback& progress, const std::vector<std::string>& bodyExits);

// A stored fact's relations (a tuple's elements too) take the interner's copy of their
// per-device numbers.
void internRelations(Fact& fact, DeviceIntsInterner& interner) {
  fact.relation.internDeviceNumbers(interner);
  for (Fact& element : fact.elements) internRelations(element, interner);
}

// The entry's instructions that take a shard_map body's result out of it (the users of a
// call of a manual computation): there each device's value becomes what the out_specs
// say, so a partial value that leaves the body unreduced is reported there too.
std::vector<std::string> manualBodyExits(const ir::Module& module) {
  std::vector<std::string> names;
  if (module.entry < 0) return names;
  const ir::Computation& entry = module.entryComputation();
  const auto users = entry.users();
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(entry.instructions.size()); ++id) {
    const ir::Instruction& in = entry.instructions[id];
    if (in.opcode != ir::Opcode::Call) continue;
    const ir::ComputationId called = in.calledComputation("to_apply");
    if (called < 0 || called >= static_cast<ir::ComputationId>(module.computations.size()) ||
        module.computations[called].name.find("manual_computation") == std::string_view::npos)
      continue;
    for (ir::InstructionId user : users[id]) names.emplace_back(entry.instructions[user].name);
  }
  return names;
}
}  // namespace

VerifyResult verifyPair(const ir::Module& baseline, const ir::Module& distributed, const VerifyOptions& options, const CancellationToken& cancel,
                        const ProgressCallback& progress) {
  // Calls are inlined first (XLA's CallInliner): a shard_map body after SPMD
  // partitioning, a nested jit or named_call in the baseline.
  std::optional<ir::Module> inlinedBaseline, inlinedDistributed, splitDistributed;
  if (ir::entryHasCalls(baseline)) inlinedBaseline = ir::inlineEntryCalls(baseline);
  if (ir::entryHasCalls(distributed)) inlinedDistributed = ir::inlineEntryCalls(distributed);
  const ir::Module& program = inlinedDistributed ? *inlinedDistributed : distributed;
  // One all-reduce over all gradients relates element by element (tuple_collective_split.h).
  if (ir::entryHasTupleAllReduce(program)) splitDistributed = ir::splitTupleAllReduces(program);
  try {
    return verifyInlinedPair(inlinedBaseline ? *inlinedBaseline : baseline, splitDistributed ? *splitDistributed : program, options, cancel,
                             progress, inlinedDistributed ? manualBodyExits(distributed) : std::vector<std::string>{});
  } catch (const BudgetExceeded& error) {
    // An iota tile assignment expanded past the budget of the load or analysis that asked
    // for it (HloSharding::devices()), or the trace: a refusal of this input, not a crash.
    throw VerifyInputError(error.what());
  }
}

namespace {
// Whether a collective of the entry runs over all replicas without naming them
// (`replica_groups={}`): the program then says nothing of how many there are.
bool hasUncountedGroups(const ir::Computation& entry) {
  for (const ir::Instruction& in : entry.instructions)
    if (in.isCollective()) {
      const ir::ReplicaGroups* groups = in.replicaGroups();
      if (!groups || groups->groups.empty()) return true;
    }
  return false;
}

VerifyResult verifyInlinedPair(const ir::Module& baseline, const ir::Module& program, const VerifyOptions& options,
                               const CancellationToken& cancel, const ProgressCallback& progress, const std::vector<std::string>& bodyExits) {
  cancel.throwIfCancelled();
  VerifyResult result;
  auto phaseStart = Clock::now();
  auto endPhase = [&](const char* phase) {
    result.stats.phaseSeconds.emplace_back(phase, secondsSince(phaseStart));
    phaseStart = Clock::now();
  };
  if (baseline.entry < 0 || program.entry < 0) throw VerifyInputError("both programs need an entry computation");
  const RelationsFile file = options.relationsJson.empty() ? RelationsFile{} : parseRelationsFile(options.relationsJson);
  DeviceSetup setup = devicesOf(program);
  const DeviceSetup baselineSetup = devicesOf(baseline);
  // `replica_groups={}` with no header count: the relations file says how many devices,
  // or the paired parameters' sizes do (reported).
  const bool uncounted = setup.devices <= 1 && !program.headerInt("num_partitions") && program.replicaCount() <= 1 &&
                         hasUncountedGroups(program.entryComputation());
  if (file.devices > 0) setup = {file.devices, program.headerInt("num_partitions").value_or(1) > 1};
  const ParameterPairing pairing =
      pairParameters(baseline.entryComputation(), program.entryComputation(), setup.devices > 1 || file.devices > 0 ? setup.devices : 0, file);
  // Nothing pairs at all: these are not two versions of one program.
  const auto bCount = pairing.baselineEntryParameters.size();
  if (bCount > 0 && std::none_of(pairing.byNumber.begin(), pairing.byNumber.end(), [](const PairedParameter& p) { return p.baseline >= 0; }))
    throw VerifyInputError("cannot pair the programs: the baseline entry has " + std::to_string(bCount) + " parameters, the distributed one " +
                           std::to_string(pairing.byNumber.size()) + ", and none pairs with one of the baseline's" +
                           (pairing.notes.empty() ? std::string() : " (" + pairing.notes.front() + ")"));
  if (uncounted && file.devices == 0 && pairing.impliedDevices > 1) {
    setup = {pairing.impliedDevices, false};
    result.inferredRelations.push_back("devices: " + std::to_string(setup.devices) +
                                       " replicas, as the paired parameters' sizes imply (replica_groups={} names no count)");
  }
  if (setup.devices < 1 || setup.devices > sharding::HloSharding::kMaxDevices) throw VerifyInputError("device count out of range");
  if (!pairing.byIndex) result.inferredRelations.insert(result.inferredRelations.end(), pairing.notes.begin(), pairing.notes.end());
  std::optional<ir::Module> valued;
  if (hasValuedInputs(pairing)) valued = applyInputRoles(program, pairing, setup.devices, setup.partitions);
  const ir::Module& distributed = valued ? *valued : program;
  chargeRelationBudget(distributed, setup.devices);

  VerifyContext context(baseline, distributed, setup.devices, setup.partitions);
  // The distinct per-device numbers of the facts' relations (device_ints.h): each fact is
  // interned as it is stored, so facts with the same tiling share one copy.
  DeviceIntsInterner deviceNumbers;
  context.rankByRank = baselineSetup.devices == setup.devices && setup.devices > 1;
  context.identityCustomCalls = options.identityCustomCalls;
  context.elementwiseCustomCalls = options.elementwiseCustomCalls;
  context.bodyExit.assign(context.distributedEntry.instructions.size(), 0);
  for (const std::string& exit : bodyExits)
    if (const ir::InstructionId at = context.distributedEntry.find(exit); at >= 0) context.bodyExit[at] = 1;
  const bool annotated = hasAnySharding(distributed.entryComputation()) || context.rankByRank;
  if (context.rankByRank)
    result.inferredRelations.push_back("the baseline runs on the same " + std::to_string(setup.devices) + " devices: every value relates rank by rank");
  setParameterRelations(context, file, pairing, annotated, result.inferredRelations);
  const ir::Instruction& baselineRootInstruction = baseline.entryComputation().rootInstruction();
  const ir::Instruction& distributedRootInstruction = distributed.entryComputation().rootInstruction();
  // A pipeline stage's own program (stage_program.h): its ROOT is checked against where
  // the stage ends in the baseline, not against the baseline's ROOT.
  const auto stage = planStage(baseline.entryComputation(), program.entryComputation(), pairing, file, setup.devices);
  std::vector<ir::Shape> stageShapes;
  if (stage) {
    for (ir::InstructionId id : stage->outputs) stageShapes.push_back(baseline.entryComputation().instructions[id].shape);
    result.stage = stage->report;
    for (std::string& line : stageLines(stage->report)) result.inferredRelations.push_back(std::move(line));
  }
  const auto outputPairing =
      stage ? std::nullopt : pairOutputs(baselineRootInstruction.shape, distributedRootInstruction.shape, setup.devices);
  if (outputPairing) {
    std::string line = "outputs pair in order with baseline outputs";
    for (int64_t j : outputPairing->baselineElement) line += " " + std::to_string(j);
    result.inferredRelations.push_back(line);
    for (int64_t j : outputPairing->unchecked)
      result.inferredRelations.push_back("baseline output " + std::to_string(j) + " (" + baselineRootInstruction.shape.tupleShapes[j].toString(false) +
                                         ") has no distributed counterpart and is not checked");
  }
  std::string outputError;
  const auto wantedOutput = outputRelations(baselineRootInstruction, distributedRootInstruction, file, setup.devices, annotated || context.rankByRank,
                                            outputPairing, result.inferredRelations, outputError, stage ? &stageShapes : nullptr);
  endPhase("pairing");

  reportProgress(progress, 0.05, "loading the baseline into the e-graph");
  context.loadBaseline();
  endPhase("e-graph");

  reportProgress(progress, 0.1, "propagating relations");
  LayerMemo memo(context, options.memoizeLayers);
  const auto& order = context.distributedPostOrder();
  const auto& rules = ruleTable();
  MergeLog mergeLog(context, result.trace, options.recordTrace);  // the trace events the GUI's step player reads
  std::vector<signed char> dependentComputation(distributed.computations.size(), -1);
  std::size_t done = 0;
  for (ir::InstructionId id : order) {
    if ((++done & 255) == 0) {
      cancel.throwIfCancelled();
      reportProgress(progress, 0.1 + 0.8 * static_cast<double>(done) / static_cast<double>(order.size()), "propagating relations");
    }
    const ir::Instruction& in = context.distributedInstruction(id);
    std::optional<Fact> fact;
    std::string reason;
    // A scaled operand (scaled_facts.h): only an op linear in it, and only a rule that
    // carries the factor, relates the result; the verifier sets the result's factor.
    const std::string scaled = in.opcode == ir::Opcode::Tuple ? std::string() : scaledOperand(context, in);
    bool ruled = false;
    bool deviceDependentCall = false;
    if (!context.rankByRank)
      for (ir::ComputationId called : in.calledComputations())
        deviceDependentCall = deviceDependentCall || callsDeviceDependent(distributed, called, dependentComputation, 0);
    const auto carrier = context.pairedCarriers.find(id);
    const bool carried = carrier != context.pairedCarriers.end();
    const bool reused = !carried && !deviceDependentCall && memo.reuse(id, fact);
    if (reused && !fact) reason = context.reasons[id];
    if (carried) {
      // A parameter paired through this reshape, its only use (parameter_pairing.h).
      const ir::InstructionId b = carrier->second.first;
      fact = context.makeFact(context.baselineId(b), context.baselineEntry.instructions[b].shape, in.shape, carrier->second.second, &reason);
      if (fact) fact->rule = "parameter-pairing", ++context.ruleFirings;
    } else if (deviceDependentCall) {
      reason = "calls a computation whose result depends on the device (partition-id, collectives, custom-calls)";
    } else if (!reused) {
      std::string fallback;
      std::optional<double> scale = 1.0;
      std::string scaleWhy;
      if (!scaled.empty()) scale = scaleOfResult(context, id, &scaleWhy);
      if (!scale) fallback = reason = "operand %" + scaled + " is the baseline's value times a constant, which this op does not carry: " + scaleWhy;
      const std::string padded = paddedOperand(context, in);
      const std::string laidOut = laidOutOperand(context, in);
      for (const Rule& rule : rules) {
        if (!rule.applies(in)) continue;
        if (!scale) break;
        if (!scaled.empty() && !ruleCarriesScale(rule.name)) {
          if (fallback.empty()) fallback = "operand %" + scaled + " is the baseline's value times a constant, which rule " + std::string(rule.name) + " does not carry";
          continue;
        }
        if (!padded.empty() && !ruleHandlesPadding(rule.name)) {
          if (fallback.empty()) fallback = "operand %" + padded + " is tiled with padding, which rule " + std::string(rule.name) + " does not carry";
          continue;
        }
        if (!laidOut.empty() && !ruleHandlesLayout(rule.name)) {
          if (fallback.empty()) fallback = "operand %" + laidOut + " is held under a layout bijection, which rule " + std::string(rule.name) + " does not carry";
          continue;
        }
        RuleOutcome outcome = rule.apply(context, id);
        if (outcome.fact) {
          fact = std::move(outcome.fact);
          fact->rule = rule.name;
          ruled = true;
          if (!scaled.empty() && rule.name != std::string_view("constant-scaling")) {
            fact->scale = *scale;
            fact->scaleOrigin = -1;
            for (ir::InstructionId operand : in.operands)
              if (const auto& f = context.facts[operand]; fact->scale != 1.0 && f && f->scale != 1.0) fact->scaleOrigin = f->scaleOrigin;
          }
          ++context.ruleFirings;
          break;
        }
        if (outcome.applicable && reason.empty()) reason = outcome.reason;
        if (fallback.empty()) fallback = outcome.reason;
      }
      if (reason.empty()) reason = fallback.empty() ? "no rule relates " + std::string(in.opcodeText) : fallback;
    }
    // Where no rule relates the value to one baseline value, the devices may each hold
    // a different one (pipeline stages); uniform per-device values are an ordinary fact.
    if (!fact && !deviceDependentCall && paddedOperand(context, in).empty() && laidOutOperand(context, in).empty()) {
      if (auto values = deriveDeviceValues(context, id)) {
        ++context.ruleFirings;
        fact = uniformFact(context, id, *values);
        if (fact) fact->rule = values->rule;
        else context.deviceValues[id] = std::move(values);
      }
    }
    // Per-device values read through a scaled operand would drop its factor.
    if (!scaled.empty() && !ruled && !carried) {
      if (fact) reason = "operand %" + scaled + " is the baseline's value times a constant, which per-device values do not carry";
      fact.reset();
      context.deviceValues[id].reset();
    }
    // Inferred input relations the fact rests on become the parameters' relations; the
    // values along each adopted chain are then partial by this rule (their merge-log
    // events, held until now, say so).
    if (fact && !fact->assumedShares.empty()) {
      adoptPartialShares(context, *fact, result.inferredRelations);
      for (const ShareAssumption& share : fact->assumedShares)
        for (ir::InstructionId adopted : share.chain)
          if (context.facts[adopted]) context.facts[adopted]->rule = fact->rule;
    }
    if (fact) {
      internRelations(*fact, deviceNumbers);
      context.facts[id] = std::move(fact);
    } else {
      context.reasons[id] = reason;
    }
    mergeLog.decided(id);
  }
  mergeLog.finish();
  settleLayoutRoutes(context, order, mergeLog);
  context.graph.rebuild();
  result.stats.layersReused = memo.layersReused();
  endPhase("propagation");

  reportProgress(progress, 0.92, "checking the output and the frontier");
  const ir::InstructionId root = context.distributedEntry.root;
  std::string rootProblem = outputError;
  // Outputs paired by role (output_pairing.h): no baseline tuple holds just these
  // elements, so the ROOT relates element by element to the baseline ROOT's.
  if (const ir::Instruction& dRoot = context.distributedInstruction(root), &bRoot = context.baselineEntry.instructions[context.baselineEntry.root];
      outputPairing && !context.facts[root] && dRoot.opcode == ir::Opcode::Tuple && bRoot.opcode == ir::Opcode::Tuple &&
      std::all_of(dRoot.operands.begin(), dRoot.operands.end(), [&](ir::InstructionId operand) { return context.facts[operand].has_value(); })) {
    Fact tuple;
    tuple.baseline = context.baselineId(context.baselineEntry.root);
    tuple.baselineInstruction = context.baselineEntry.root;
    tuple.baselineShape = bRoot.shape;
    tuple.rule = "tuple-elements";
    for (ir::InstructionId operand : dRoot.operands) tuple.elements.push_back(*context.facts[operand]);
    internRelations(tuple, deviceNumbers);
    context.facts[root] = std::move(tuple);
  }
  const auto& rootFact = context.facts[root];
  const ir::InstructionId baselineRoot = context.baselineEntry.root;
  if (rootProblem.empty() && rootFact) {
    std::vector<const Fact*> elements;
    std::vector<egraph::Id> expected;
    const ir::Instruction& bRoot = context.baselineEntry.instructions[baselineRoot];
    if (stage) {
      if (rootFact->elements.empty()) elements.push_back(&*rootFact);
      for (const Fact& e : rootFact->elements) elements.push_back(&e);
      for (ir::InstructionId end : stage->outputs) expected.push_back(context.baselineId(end));
      if (elements.size() != expected.size()) rootProblem = "the ROOT has " + std::to_string(elements.size()) + " values, the stage ends at " + std::to_string(expected.size());
    } else if (outputPairing && bRoot.opcode == ir::Opcode::Tuple) {
      for (std::size_t i = 0; i < rootFact->elements.size(); ++i) {
        elements.push_back(&rootFact->elements[i]);
        expected.push_back(context.baselineId(bRoot.operands[outputPairing->baselineElement[i]]));
      }
    } else if (rootFact->elements.empty()) {
      elements.push_back(&*rootFact);
      expected.push_back(context.baselineId(baselineRoot));
    } else if (bRoot.opcode == ir::Opcode::Tuple && bRoot.operands.size() == rootFact->elements.size()) {
      for (std::size_t i = 0; i < rootFact->elements.size(); ++i) {
        elements.push_back(&rootFact->elements[i]);
        expected.push_back(context.baselineId(bRoot.operands[i]));
      }
    } else if (!context.graph.equivalent(rootFact->baseline, context.baselineId(baselineRoot))) {
      rootProblem = "the ROOT tuple is not the baseline's ROOT tuple";
    } else {
      for (const Fact& e : rootFact->elements) elements.push_back(&e);
    }
    for (std::size_t i = 0; rootProblem.empty() && i < elements.size(); ++i) {
      const Fact& f = *elements[i];
      if (i < expected.size() && !context.graph.equivalent(f.baseline, expected[i])) {
        const ir::Instruction* b = context.baselineInstructionPtr(f);
        rootProblem = "the result relates to baseline %" + (b ? std::string(b->name) : std::string("?")) +
                      (stage ? ", not to %" + stage->report.outputs[i] + ", where the stage ends (" + stage->report.outputsHow + ")"
                             : std::string(", not to the baseline's result"));
      } else if (f.scale != 1.0) {
        const ir::Instruction* b = context.baselineInstructionPtr(f);
        rootProblem = "the result is baseline %" + (b ? std::string(b->name) : std::string("?")) + scaleText(f.scale) + " (the factor appears at %" +
                      (f.scaleOrigin >= 0 ? std::string(context.distributedInstruction(f.scaleOrigin).name) : std::string("?")) + ")";
      } else if (i < wantedOutput.size() && wantedOutput[i] && !f.relation.sameAs(*wantedOutput[i])) {
        rootProblem = "the result is " + f.relation.toString() + " but the output must be " + wantedOutput[i]->toString();
      }
    }
  }
  const bool verified = rootFact && rootProblem.empty();
  result.verdict = verified ? Verdict::Equivalent : Verdict::NotVerified;
  if (!verified) result.frontier = findFrontier(context, rootProblem);
  for (FrontierEntry& start : layoutRouteStarts(context, result.frontier)) result.frontier.push_back(std::move(start));
  // An operand that carries a factor the op refused (scaled_facts.h): where the factor
  // appeared is reported too (a wrong constant, or a mean over the local batch).
  for (std::size_t e = 0, count = result.frontier.size(); e < count; ++e) {
    const ir::InstructionId at = context.distributedEntry.find(result.frontier[e].instruction);
    if (at < 0) continue;
    for (ir::InstructionId operand : context.distributedInstruction(at).operands) {
      const auto& f = context.facts[operand];
      if (!f || f->scale == 1.0 || f->scaleOrigin < 0 || !context.facts[f->scaleOrigin]) continue;
      const ir::Instruction& origin = context.distributedInstruction(f->scaleOrigin);
      const bool listed = std::any_of(result.frontier.begin(), result.frontier.end(), [&](const FrontierEntry& x) { return x.instruction == origin.name; });
      if (listed) continue;
      const ir::Instruction* b = context.baselineInstructionPtr(*context.facts[f->scaleOrigin]);
      FrontierEntry entry;
      entry.instruction = std::string(origin.name);
      entry.opcode = std::string(origin.opcodeText);
      entry.sourceFile = std::string(origin.metadata.sourceFile);
      entry.sourceLine = origin.metadata.sourceLine > 0 ? static_cast<int>(origin.metadata.sourceLine) : 0;
      entry.reason = "is baseline %" + (b ? std::string(b->name) : std::string("?")) + scaleText(context.facts[f->scaleOrigin]->scale) +
                     " (another constant than the baseline's), a factor that reaches %" + result.frontier[e].instruction + " (as" +
                     scaleText(f->scale) + " at %" + std::string(context.distributedInstruction(operand).name) + ") and is never divided out";
      result.frontier.push_back(std::move(entry));
    }
  }
  // An operand that is a distributed-only input nobody named: say which entry to add.
  for (FrontierEntry& entry : result.frontier) {
    const ir::InstructionId at = context.distributedEntry.find(entry.instruction);
    if (at < 0) continue;
    for (ir::InstructionId operand : parametersBehindScalars(context, at)) {
      const ir::Instruction& o = context.distributedInstruction(operand);
      if (o.parameterNumber < 0 || o.parameterNumber >= static_cast<int64_t>(pairing.byNumber.size())) continue;
      const PairedParameter& p = pairing.byNumber[o.parameterNumber];
      if (p.role && entry.instruction != std::string(o.name))
        entry.reason += "; it reads %" + std::string(o.name) + ", a distributed-only input (" + inputRoleName(p.role->kind) + ") with no baseline value";
      else if (!p.unpaired.empty() && entry.instruction != std::string(o.name))
        entry.reason += "; it reads %" + std::string(o.name) + ": " + p.unpaired;
    }
  }
  for (const FrontierEntry& entry : result.frontier) mergeLog.frontierReached(entry);
  // Re-asking the rules about an unrelated instruction is read-only for the proof, but
  // coercions count as rule firings: keep the statistics those of the proof itself.
  const int64_t firingsOfProof = context.ruleFirings;
  const auto instructionCount = static_cast<ir::InstructionId>(context.distributedEntry.instructions.size());
  // The statuses in program order, one per instruction (instruction_statuses.h: built
  // front to back), and their name order beside them.
  StatusesByName<InstructionStatus>::Entries named(static_cast<std::size_t>(instructionCount));
  for (ir::InstructionId id = 0; id < instructionCount; ++id) {
    auto& entry = named[static_cast<std::size_t>(id)];
    entry.first = context.distributedInstruction(id).name;
    InstructionStatus& status = entry.second;
    const auto& fact = context.facts[id];
    const ir::Instruction& in = context.distributedInstruction(id);
    status.verified = fact.has_value();
    if (fact) {
      // The text its event carries, formatted once per distinct relation by the merge log.
      status.relation = fact->elements.empty() ? mergeLog.relationText(fact->relation, fact->scale) : trace::Text::fixed(kTupleStatusText);
      // relationValue: moved out of the fact below, once no rule reads the facts again.
      status.rule = fact->rule;
      if (const ir::Instruction* b = context.baselineInstructionPtr(*fact)) status.baselineCounterpart = std::string(b->name);
    } else if (const auto& values = context.deviceValues[id]) {
      // Pipeline stages: each device holds its own baseline value (device_values.h). It is
      // related when no device's value is unknown.
      status.verified = allDevicesKnown(*values);
      status.relation = describeDeviceValues(context, *values);
      status.rule = values->rule;
      if (!status.verified) status.reason = context.reasons[id];
    } else {
      status.reason = context.reasons[id];
      // Where relations stop: every operand related, this one not. Each matching rule's
      // own answer, not only the first, tells the user what the rule set expected.
      const bool operandsRelated =
          std::all_of(in.operands.begin(), in.operands.end(), [&](ir::InstructionId operand) { return context.facts[operand].has_value(); });
      bool deviceDependentCall = false;
      if (!context.rankByRank)
        for (ir::ComputationId called : in.calledComputations())
          deviceDependentCall = deviceDependentCall || callsDeviceDependent(distributed, called, dependentComputation, 0);
      // The same padding gate as the proof: a rule never shown a padded operand there is
      // not asked here either, so an attempt never describes a step the proof refused.
      const std::string padded = paddedOperand(context, in);
      const std::string laidOut = laidOutOperand(context, in);
      if (operandsRelated && !deviceDependentCall)
        for (const Rule& rule : rules) {
          if (!rule.applies(in)) continue;
          if (!padded.empty() && !ruleHandlesPadding(rule.name)) {
            status.attempts.push_back(RuleAttempt{std::string(rule.name), false,
                                                  "operand %" + padded + " is tiled with padding, which this rule does not carry"});
            continue;
          }
          if (!laidOut.empty() && !ruleHandlesLayout(rule.name)) {
            status.attempts.push_back(RuleAttempt{std::string(rule.name), false,
                                                  "operand %" + laidOut + " is held under a layout bijection, which this rule does not carry"});
            continue;
          }
          const RuleOutcome outcome = rule.apply(context, id);
          status.attempts.push_back(
              RuleAttempt{std::string(rule.name), outcome.applicable, outcome.fact ? std::string("relates it (the proof reused a layer's answer)") : outcome.reason});
        }
    }
  }
  // The facts' relations are the statuses' now (the rules' attempts above were the last
  // readers): moved, not copied (a tiling over 32 devices holds a hundred numbers).
  for (ir::InstructionId id = 0; id < instructionCount; ++id)
    if (auto& fact = context.facts[id]; fact && fact->elements.empty()) named[static_cast<std::size_t>(id)].second.relationValue = std::move(fact->relation);
  result.instructions = StatusesByName<InstructionStatus>::fromProgramOrder(std::move(named));
  context.ruleFirings = firingsOfProof;
  result.stats.enodes = static_cast<int64_t>(context.graph.nodeCount());
  result.stats.eclasses = static_cast<int64_t>(context.graph.classCount());
  result.stats.ruleFirings = context.ruleFirings;
  endPhase("report");
  reportProgress(progress, 1.0, "done");
  return result;
}
}  // namespace

}  // namespace shardscope::verify
