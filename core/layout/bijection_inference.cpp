#include "layout/bijection_inference.h"

#include "layout/composed_bijection.h"

#include <optional>

namespace shardscope::layout {
namespace {

const char* partName(QueryPart part) {
  switch (part) {
    case QueryPart::BaselineChain: return "baseline";
    case QueryPart::DistributedChain: return "distributed";
    case QueryPart::AxisMap: return "axis map";
    case QueryPart::Shapes: return "shapes";
    case QueryPart::None: break;
  }
  return "";
}

BijectionResult& fail(BijectionResult& result, BijectionOutcome outcome, std::string reason) {
  result.outcome = outcome;
  result.reason = std::move(reason);
  result.ops.clear();
  return result;
}

BijectionResult& invalid(BijectionResult& result, QueryPart part, int op, std::string reason) {
  result.invalidPart = part;
  result.invalidOp = op;
  return fail(result, BijectionOutcome::InvalidInput, std::move(reason));
}

std::string checkShape(const Shape& shape, const char* what) {
  if (shape.size() > static_cast<std::size_t>(kMaxRank))
    return std::string(what) + " has rank " + std::to_string(shape.size()) +
           ", above the limit of " + std::to_string(kMaxRank);
  if (!elementCount(shape))
    return std::string(what) + " " + shapeToString(shape) +
           " has a negative dimension or more than 2^62 elements";
  return {};
}

// The baseline input's digits as atoms: Eb's input layout, and Ed's through the map.
// Returns the number of device digits.
int symbolizeMappedInputs(const AxisMapCheck& check, const AxisMap& map, AtomTable& table,
                          SymbolicLayout& baseline, SymbolicLayout& distributed) {
  int deviceDigits = 0;
  std::vector<std::vector<int>> atomsOfAxis(check.digits.size());
  std::vector<int> axisAtoms;
  for (std::size_t i = 0; i < check.digits.size(); ++i) {
    axisAtoms.clear();
    for (const AxisMapCheck::Digit& digit : check.digits[i]) {
      const int atom = table.add(digit.factor);
      axisAtoms.push_back(atom);
      atomsOfAxis[i].push_back(atom);
      if (!digit.held) ++deviceDigits;
    }
    baseline.appendAxis(axisAtoms);
  }
  for (const auto& factors : map.axes) {
    axisAtoms.clear();
    for (const AxisFactor& f : factors) {
      if (f.size == 1) continue;
      for (int atom : atomsOfAxis[f.axis])
        if (table.factor(atom) == f) axisAtoms.push_back(atom);
    }
    distributed.appendAxis(axisAtoms);
  }
  return deviceDigits;
}

void addEvent(BijectionResult& result, std::string kind, std::string subject, std::string rule,
              std::string message) {
  result.trace.add({std::move(kind), std::move(subject), std::move(rule), std::move(message), {}});
}

// Applies `chain` symbolically; on an irregular reshape returns its index and sets `why`.
int followChain(SymbolicLayout& layout, const LayoutChain& chain, AtomTable& table,
                std::string& why, BijectionResult& result, const AtomNamer* namer,
                const char* subject) {
  for (std::size_t k = 0; k < chain.size(); ++k) {
    if (!applySymbolic(layout, chain[k], table, &why)) return static_cast<int>(k);
    if (namer)
      addEvent(result, "layout-step", subject,
               chain[k].isReshape() ? "reshape-merge-split" : "transpose-permute",
               chain[k].toString() + " gives " + namer->toString(layout, table));
  }
  return -1;
}

RelationKind classify(const std::vector<ResultAxis>& axes) {
  bool anyDevice = false;
  for (const ResultAxis& axis : axes) {
    bool heldSeen = false;
    for (const ResultAxisFactor& f : axis) {
      if (f.held) {
        heldSeen = true;
        continue;
      }
      anyDevice = true;
      if (heldSeen) return RelationKind::Strided;
    }
  }
  return anyDevice ? RelationKind::Tiled : RelationKind::Whole;
}

std::vector<ResultAxis> wholeAxes(const Shape& shape) {
  std::vector<ResultAxis> axes(shape.size());
  for (std::size_t t = 0; t < shape.size(); ++t)
    if (shape[t] != 1) axes[t].push_back({shape[t], 1, true, {}});
  return axes;
}

}  // namespace

BijectionResult inferBijection(const BijectionQuery& query, const CancellationToken& cancel,
                               const ProgressCallback& progress, const BijectionOptions& options) {
  BijectionResult result;
  cancel.throwIfCancelled();
  reportProgress(progress, 0.0, "checking shapes");

  // Step 0: both chains must apply to their inputs.
  const Shape& baseInput = query.baselineInput;
  if (std::string error = checkShape(baseInput, "the baseline input"); !error.empty())
    return invalid(result, QueryPart::Shapes, -1, std::move(error));
  const ChainShapes bShapes = traceShapes(baseInput, query.baselineChain);
  if (!bShapes.ok())
    return invalid(result, QueryPart::BaselineChain, bShapes.failedOp,
                   "baseline op " + std::to_string(bShapes.failedOp + 1) + ": " + bShapes.error);
  Shape dInput;
  AxisMapCheck mapCheck;
  if (query.axisMap) {
    mapCheck = checkAxisMap(baseInput, *query.axisMap);
    if (!mapCheck.ok()) return invalid(result, QueryPart::AxisMap, -1, mapCheck.error);
    dInput = query.axisMap->distributedShape();
    if (query.distributedInput && *query.distributedInput != dInput)
      return invalid(result, QueryPart::Shapes, -1,
                     "the distributed input " + shapeToString(*query.distributedInput) +
                         " is not the shape " + shapeToString(dInput) + " the axis map describes");
  } else {
    dInput = query.distributedInput.value_or(baseInput);
    if (std::string error = checkShape(dInput, "the distributed input"); !error.empty())
      return invalid(result, QueryPart::Shapes, -1, std::move(error));
  }
  const ChainShapes dShapes = traceShapes(dInput, query.distributedChain);
  if (!dShapes.ok())
    return invalid(result, QueryPart::DistributedChain, dShapes.failedOp,
                   "distributed op " + std::to_string(dShapes.failedOp + 1) + ": " +
                       dShapes.error);
  const Shape& bResult = bShapes.shapes.back();
  const Shape& dResult = dShapes.shapes.back();
  result.baselineResultShape = bResult;
  result.distributedResultShape = dResult;
  result.symbolBasis = baseInput;

  if (!query.axisMap) {
    const int64_t bCount = *elementCount(baseInput);
    const int64_t dCount = *elementCount(dInput);
    if (bCount != dCount)
      return fail(result, BijectionOutcome::NotBijective,
                  "not a bijection: the baseline input " + shapeToString(baseInput) + " has " +
                      std::to_string(bCount) + " elements, the distributed input " +
                      shapeToString(dInput) + " has " + std::to_string(dCount));
    if (bCount == 0) {
      // All empty tensors of one shape are equal.
      result.outcome = BijectionOutcome::Found;
      result.localResultShape = bResult;
      result.resultAxes = wholeAxes(bResult);
      if (dResult != bResult) result.ops.push_back(LayoutOp::reshape(bResult));
      return result;
    }
  }

  // Step 1: symbolic expressions of both inputs, then of both chains.
  AtomTable& table = result.atoms;
  table.reserve(4 * (baseInput.size() + dInput.size()) + 8);
  SymbolicLayout baseline;
  SymbolicLayout distributed;
  int deviceDigits = 0;
  std::string why;
  int irregularOp = -1;
  QueryPart irregularPart = QueryPart::None;
  if (query.axisMap) {
    deviceDigits = symbolizeMappedInputs(mapCheck, *query.axisMap, table, baseline, distributed);
  } else {
    for (std::size_t i = 0; i < baseInput.size(); ++i) {
      const int atom = table.add({static_cast<int>(i), 1, baseInput[i]});
      baseline.appendAxis(std::span<const int>(&atom, 1));
    }
    distributed = baseline;
    if (dInput != baseInput && !symbolicReshape(distributed, dInput, table, &why))
      irregularPart = QueryPart::Shapes;
  }
  const SymbolicLayout baselineInputLayout = baseline;
  const SymbolicLayout distributedInputLayout = distributed;
  std::optional<AtomNamer> namer;
  if (options.recordTrace) namer.emplace(baseInput);
  const AtomNamer* traceNamer = namer ? &*namer : nullptr;
  if (traceNamer) {
    addEvent(result, "layout-input", "baseline", "symbolize",
             "b " + shapeToString(baseInput) + " is " + namer->toString(baseline, table));
    if (irregularPart == QueryPart::None)
      addEvent(result, "layout-input", "distributed", "symbolize",
               "d " + shapeToString(dInput) + " is " + namer->toString(distributed, table));
  }
  if (irregularPart == QueryPart::None) {
    irregularOp = followChain(baseline, query.baselineChain, table, why, result, traceNamer,
                              "baseline");
    if (irregularOp >= 0) irregularPart = QueryPart::BaselineChain;
  }
  if (irregularPart == QueryPart::None) {
    irregularOp = followChain(distributed, query.distributedChain, table, why, result,
                              traceNamer, "distributed");
    if (irregularOp >= 0) irregularPart = QueryPart::DistributedChain;
  }
  cancel.throwIfCancelled();

  if (irregularPart == QueryPart::None) {
    // Steps 2-4 on the two expressions.
    ConstructedBijection built = constructBijection(distributed, dResult, baseline, bResult, table);
    if (!built.ok)
      return fail(result, BijectionOutcome::Unsupported,
                  "internal inconsistency in the symbolic layouts: " + built.error);
    result.outcome = BijectionOutcome::Found;
    result.method = BijectionMethod::Symbolic;
    result.ops = std::move(built.ops);  // already free of no-op steps
    result.localResultShape = std::move(built.localShape);
    result.resultAxes = std::move(built.axes);
    result.relation = classify(result.resultAxes);
    result.baselineLayout = std::move(baseline);
    result.distributedLayout = std::move(distributed);
    if (result.relation == RelationKind::Strided)
      result.reason = "strided relation: a device digit lies below a held digit in a baseline "
                      "result axis, so a device's part is not one contiguous block";
    if (traceNamer) {
      addEvent(result, "rank-normalized", "distributed", "normalize",
               "Êd has factor sizes " + shapeToString(built.normalizedShape));
      addEvent(result, "permutation", "distributed", "match-factors",
               "p = " + LayoutOp::transpose(built.permutation).toString().substr(9));
      addEvent(result, "op-sequence", "bijection", "construct",
               result.ops.empty() ? std::string("no op needed")
                                  : chainToString(result.ops));
      addEvent(result, "relation", "bijection", toString(result.relation),
               std::string("ops(D) is ") +
                   (result.relation == RelationKind::Whole
                        ? "the baseline result"
                        : result.relation == RelationKind::Tiled ? "this device's block of it"
                                                                 : "a strided part of it"));
    }
    reportProgress(progress, 1.0, "done");
    return result;
  }

  const std::string where =
      irregularPart == QueryPart::Shapes
          ? std::string("reshaping the baseline input to the distributed input ") +
                shapeToString(dInput)
          : std::string(partName(irregularPart)) + " op " + std::to_string(irregularOp + 1);
  if (traceNamer)
    addEvent(result, "irregular-reshape", partName(irregularPart), "reshape-merge-split",
             where + ": " + why);
  if (deviceDigits > 0)
    return fail(result, BijectionOutcome::Unsupported,
                "unsupported: " + where + " is irregular (" + why +
                    "); with a sharded input it has no block-wise relation this engine can state");

  // Fallback: inverse(Sd), then d -> b, then Sb, rewritten segment by segment.
  LayoutChain chain = invertChain(dInput, query.distributedChain);
  if (query.axisMap) {
    const ConstructedBijection toBaseline = constructBijection(
        distributedInputLayout, dInput, baselineInputLayout, baseInput, table);
    chain.insert(chain.end(), toBaseline.ops.begin(), toBaseline.ops.end());
  } else if (dInput != baseInput) {
    chain.push_back(LayoutOp::reshape(baseInput));
  }
  chain.insert(chain.end(), query.baselineChain.begin(), query.baselineChain.end());
  const ComposedChain composed = composeChain(dResult, chain, cancel);
  result.outcome = BijectionOutcome::Found;
  result.method = BijectionMethod::Composed;
  result.ops = composed.ops;
  result.localResultShape = bResult;
  result.resultAxes = wholeAxes(bResult);
  result.relation = RelationKind::Whole;
  result.baselineLayout = {};
  result.distributedLayout = {};
  result.reason = where + " is irregular (" + why +
                  "), so no symbolic expression covers it; the sequence is inverse(Sd) followed "
                  "by Sb, rewritten segment by segment";
  if (traceNamer)
    addEvent(result, "op-sequence", "bijection", "compose",
             (result.ops.empty() ? std::string("no op needed") : chainToString(result.ops)) +
                 " (" + std::to_string(composed.segments) + " symbolic segment(s), " +
                 std::to_string(composed.irregularOps) + " op(s) kept)");
  reportProgress(progress, 1.0, "done");
  return result;
}

std::string BijectionResult::baselineExpression() const {
  if (!hasExpressions()) return {};
  std::vector<bool> held(atoms.count(), false);
  for (int leaf : distributedLayout.leaves(atoms)) held[leaf] = true;
  return AtomNamer(symbolBasis).toString(baselineLayout, atoms,
                                         [&held](int leaf) { return !held[leaf]; });
}

std::string BijectionResult::distributedExpression() const {
  if (!hasExpressions()) return {};
  return AtomNamer(symbolBasis).toString(distributedLayout, atoms);
}

AxisMap BijectionResult::resultMap() const {
  AxisMap map;
  map.axes.resize(resultAxes.size());
  for (std::size_t t = 0; t < resultAxes.size(); ++t)
    for (const ResultAxisFactor& f : resultAxes[t])
      if (f.held) map.axes[t].push_back({static_cast<int>(t), f.strideInAxis, f.size});
  return map;
}

const char* toString(BijectionOutcome outcome) {
  switch (outcome) {
    case BijectionOutcome::Found: return "found";
    case BijectionOutcome::NotBijective: return "not-bijective";
    case BijectionOutcome::Unsupported: return "unsupported";
    case BijectionOutcome::InvalidInput: return "invalid-input";
  }
  return "";
}

const char* toString(RelationKind relation) {
  switch (relation) {
    case RelationKind::Whole: return "whole";
    case RelationKind::Tiled: return "tiled";
    case RelationKind::Strided: return "strided";
  }
  return "";
}

const char* toString(BijectionMethod method) {
  switch (method) {
    case BijectionMethod::Symbolic: return "symbolic";
    case BijectionMethod::Composed: return "composed";
  }
  return "";
}

}  // namespace shardscope::layout
