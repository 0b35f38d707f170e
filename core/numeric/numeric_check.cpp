#include "numeric/numeric_check.h"

#include "numeric/check_footprint.h"
#include "numeric/declared_replicated.h"
#include "numeric/interpret_error.h"
#include "numeric/layer_checks.h"
#include "numeric/parameter_shardings.h"
#include "numeric/program_inputs.h"

#include "ir/call_inlining.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

namespace shardscope::numeric {

// The module an error belongs to is the one holding the named instruction.
Diagnostic diagnosticFor(const InterpretError& error, const ir::Module& baseline, const ir::Module& distributed) {
  const ir::Module& module = error.module == &baseline ? baseline : distributed;
  Diagnostic diagnostic;
  diagnostic.file = module.sourcePath.empty() ? module.name : module.sourcePath;
  const auto [line, column] = module.position(error.fileOffset);
  diagnostic.line = line;
  diagnostic.column = column;
  diagnostic.message = error.instruction.empty() ? error.what() : std::string(error.what()) + " (in '" + error.instruction + "')";
  return diagnostic;
}

namespace {

void addDivergenceEvent(const LayerReport& report, trace::Trace& trace) {
  if (!report.firstDivergence) return;
  const InstructionCheck& check = *report.firstDivergence;
  trace::TraceEvent event;
  event.kind = "first-divergence";
  event.subject = check.instruction;
  event.rule = layerName(report.layer);
  event.message = "first divergence in the " + layerName(report.layer) + " layer: " + check.instruction +
                  (check.sourceFile.empty() ? "" : " (" + check.sourceFile + ":" + std::to_string(check.sourceLine) + ")");
  event.details = {{"max_abs_err", std::to_string(check.error.maxAbsError)},
                   {"max_rel_err", std::to_string(check.error.maxRelError)},
                   {"relation", check.relation},
                   {"reference", check.reference}};
  if (!check.note.empty()) event.details.emplace_back("note", check.note);
  trace.add(std::move(event));
}

using InputMaker = std::function<ProgramInputs(int64_t numDevices, ElementBudget& budget)>;

NumericCheckResult runInlinedChecks(const ir::Module& baseline, const ir::Module& distributed, const InputMaker& makeInputs,
                                    const NumericCheckOptions& options, const CancellationToken& cancel, const ProgressCallback& progress,
                                    std::vector<bool> inlinedFromCall);

// The first-divergence search relates entry instructions; a shard_map body after SPMD
// partitioning (and a nested jit in the baseline) is a `call`, whose instructions it
// would never see, so calls are inlined first, as the verifier does (ir/call_inlining.h).
// Inputs are made from the modules the caller gave: parameters are the same.
NumericCheckResult runChecks(const ir::Module& baseline, const ir::Module& distributed, const InputMaker& makeInputs,
                             const NumericCheckOptions& options, const CancellationToken& cancel, const ProgressCallback& progress) {
  std::optional<ir::Module> inlinedBaseline, inlinedDistributed;
  if (options.compareIntermediates && ir::entryHasCalls(baseline)) inlinedBaseline = ir::inlineEntryCalls(baseline);
  if (options.compareIntermediates && ir::entryHasCalls(distributed)) inlinedDistributed = ir::inlineEntryCalls(distributed);
  // Which instructions came from a call: where a shard_map body's per-device values are
  // handed to the caller (declared_replicated.h).
  std::vector<bool> inlinedFromCall;
  if (inlinedDistributed) inlinedFromCall = instructionsFromCalls(distributed, *inlinedDistributed);
  return runInlinedChecks(inlinedBaseline ? *inlinedBaseline : baseline, inlinedDistributed ? *inlinedDistributed : distributed, makeInputs,
                          options, cancel, progress, std::move(inlinedFromCall));
}

NumericCheckResult runInlinedChecks(const ir::Module& baseline, const ir::Module& distributed, const InputMaker& makeInputs,
                                    const NumericCheckOptions& options, const CancellationToken& cancel, const ProgressCallback& progress,
                                    std::vector<bool> inlinedFromCall) {
  NumericCheckResult result;
  result.seed = options.seed;
  result.nanPolicy = options.nanPolicy;
  if (baseline.entry < 0 || distributed.entry < 0) {
    result.error = Diagnostic{Severity::Error, distributed.sourcePath, 0, 0, "both modules need an entry computation"};
    return result;
  }
  result.numDevices = deviceCount(distributed);
  if (std::find(options.layers.begin(), options.layers.end(), Layer::Whole) != options.layers.end()) {
    // Refused from the declared shapes before minutes of interpretation would hit the cap.
    const CheckFootprint footprint = wholeCheckFootprint(baseline, distributed, result.numDevices);
    if (footprint.total() > options.maxElementsTotal) {
      result.error = Diagnostic{Severity::Error, distributed.sourcePath.empty() ? distributed.name : distributed.sourcePath, 0, 0,
                                "the whole-program check would keep at least " + std::to_string(footprint.total()) + " values (" +
                                    std::to_string(result.numDevices) + " ranks x " + std::to_string(footprint.rankValues) +
                                    " + baseline " + std::to_string(footprint.baselineValues) + " + inputs " + std::to_string(footprint.inputs) +
                                    "), over the numeric checker's cap of " + std::to_string(options.maxElementsTotal) +
                                    "; check the zoo's --small twin or fewer devices instead"};
      return result;
    }
  }
  ElementBudget budget(options.maxElementsPerTensor, options.maxElementsTotal);
  ElementBudget scratch(options.maxElementsPerTensor, std::numeric_limits<int64_t>::max());
  reportProgress(progress, 0.0, "generating inputs");
  ProgramInputs inputs;
  try {
    inputs = makeInputs(result.numDevices, budget);
  } catch (const InterpretError& error) {
    result.error = diagnosticFor(error, baseline, distributed);
    return result;
  }
  CheckSetup setup{baseline, distributed, result.numDevices, options.nanPolicy, budget, scratch, inputs, cancel, result.trace,
                   options.compareIntermediates, options.outputShardings, options.relationsJson, options.symbolicFrontier,
                   std::move(inlinedFromCall)};
  const std::size_t total = options.layers.size();
  for (std::size_t i = 0; i < total; ++i) {
    const Layer layer = options.layers[i];
    reportProgress(progress, static_cast<double>(i) / static_cast<double>(total), layerName(layer) + " layer");
    trace::TraceEvent start;
    start.kind = "layer";
    start.subject = layerName(layer);
    start.message = "checking the " + layerName(layer) + " layer on " + std::to_string(result.numDevices) + " rank(s), seed " + std::to_string(options.seed);
    result.trace.add(std::move(start));
    try {
      LayerReport report = layer == Layer::Communication ? checkCommunication(setup)
                           : layer == Layer::Computation ? checkComputation(setup)
                                                         : checkWholeProgram(setup);
      addRankEvents(report, result.trace);
      addDivergenceEvent(report, result.trace);
      if (!report.passed) {
        result.verdict = Verdict::Differs;
        if (!result.firstDivergence) result.firstDivergence = report.firstDivergence;
      }
      result.layers.push_back(std::move(report));
    } catch (const InterpretError& error) {
      result.error = diagnosticFor(error, baseline, distributed);
      return result;
    } catch (const OperationCancelled&) {
      throw;
    } catch (const std::exception& error) {
      // A cycle among instructions (postOrder) or an allocation that failed: the
      // module is bad input, never a crash.
      result.error = Diagnostic{Severity::Error, distributed.sourcePath.empty() ? distributed.name : distributed.sourcePath, 0, 0,
                                std::string("numeric check stopped: ") + error.what()};
      return result;
    }
  }
  reportProgress(progress, 1.0, "done");
  return result;
}

// A relations file that does not read, or names a parameter the program lacks, is the
// result's error (the same the verifier reports).
NumericCheckResult relationsError(const NumericCheckOptions& options, Diagnostic error) {
  NumericCheckResult result;
  result.seed = options.seed;
  result.nanPolicy = options.nanPolicy;
  result.error = std::move(error);
  return result;
}

}  // namespace

NumericCheckResult runNumericCheck(const ir::Module& baseline, const ir::Module& distributed, const NumericCheckOptions& options,
                                   const CancellationToken& cancel, const ProgressCallback& progress) {
  ParameterShardings shardings = distributedParameterShardings(distributed, options.relationsJson);
  if (shardings.error) return relationsError(options, std::move(*shardings.error));
  return runChecks(
      baseline, distributed,
      [&](int64_t numDevices, ElementBudget& budget) {
        return makeProgramInputs(baseline, distributed, numDevices, options.seed, budget, shardings.byNumber);
      },
      options, cancel, progress);
}

NumericCheckResult runNumericCheckOnInputs(const ir::Module& baseline, const ir::Module& distributed, std::vector<Value> baselineInputs,
                                           const NumericCheckOptions& options, const CancellationToken& cancel,
                                           const ProgressCallback& progress) {
  ParameterShardings shardings = distributedParameterShardings(distributed, options.relationsJson);
  if (shardings.error) return relationsError(options, std::move(*shardings.error));
  return runChecks(
      baseline, distributed,
      [&](int64_t numDevices, ElementBudget& budget) {
        return makeProgramInputs(baseline, distributed, numDevices, std::move(baselineInputs), budget, shardings.byNumber);
      },
      options, cancel, progress);
}

}  // namespace shardscope::numeric
