#pragma once
// Bijection inference (seed 000 §3.2, Algorithm 2): given the baseline layout chain Sb
// and the distributed chain Sd applied to related inputs, find the op sequence that,
// applied to the distributed result, gives the baseline result — or say precisely why
// none exists.
//
// Use from the verifier, for a reshape/transpose chain met in both graphs:
//
//   BijectionQuery q;
//   q.baselineInput = {4, 64, 4096};                     // b
//   q.baselineChain = {reshape(256,4096)};               // Sb
//   q.distributedChain = {transpose(1,0,2), reshape(256,4096)};   // Sd
//   // q.axisMap: how d's axes hold b's (AxisMap::blockSharded for a GSPMD tile);
//   // absent means d is b itself (or b reshaped to q.distributedInput).
//   BijectionResult r = inferBijection(q, token, progress);
//   r.found() -> r.ops == reshape(64,4,4096) transpose(1,0,2) reshape(256,4096)
//   r.distributedExpression() == "(⊗(j,i),k)", r.baselineExpression() == "(⊗(i,j),k)"
//
// Sharded inputs: with a map, d is one device's part of b and the ops give that device's
// part of the baseline result B. `relation` says how that part sits in B: Tiled (every
// device digit is more major than the held digits of its axis: a contiguous block, i.e.
// B is tiled along those axes) or Strided (a device digit sits below a held one: the
// device's elements are spaced out; `resultAxes` gives the exact digits, and
// resultMap() is the axis map to carry into the next query, whose baseline input is B).
//
// The engine is sound: every op sequence it returns maps the distributed result onto
// the baseline result exactly (tests check this on index tensors). For unsharded inputs
// it is complete: any two reshape/transpose chains get an answer, at most
// reshape-transpose-reshape when the symbolic algebra can follow both chains, and a
// longer, still exact, sequence otherwise (method Composed).

#include "layout/axis_map.h"
#include "layout/bijection_construction.h"
#include "layout/layout_op.h"
#include "layout/symbolic_layout.h"
#include "support/cancellation.h"
#include "trace/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::layout {

struct BijectionQuery {
  Shape baselineInput;                   // b: the symbol basis (axes named i, j, k, ...)
  LayoutChain baselineChain;             // Sb, applied to b
  std::optional<Shape> distributedInput; // d's shape; default: from axisMap, else b's shape
  LayoutChain distributedChain;          // Sd, applied to d
  std::optional<AxisMap> axisMap;        // M; absent: d is b in the same flat order
};

struct BijectionOptions {
  // Record the step-by-step trace (expressions as text). Off for bulk use in the
  // verifier, where only the result matters.
  bool recordTrace = true;
};

enum class BijectionOutcome {
  Found,         // ops relate the layouts
  NotBijective,  // the inputs have different element counts: no bijection exists
  Unsupported,   // a relation may exist but this engine cannot state it (sharded input
                 // through an irregular reshape); the reason says where
  InvalidInput,  // a chain does not apply to its input, or the map is inconsistent
};

enum class RelationKind {
  Whole,    // ops(D) is the baseline result B itself
  Tiled,    // ops(D) is this device's contiguous block of B
  Strided,  // ops(D) is this device's strided part of B (see resultAxes)
};

enum class BijectionMethod {
  Symbolic,  // Algorithm 2 on the symbolic expressions of both chains
  Composed,  // segment-wise rewrite of inverse(Sd) followed by Sb (irregular reshapes)
};

// Which input an InvalidInput outcome is about.
enum class QueryPart { None, BaselineChain, DistributedChain, AxisMap, Shapes };

struct BijectionResult {
  BijectionOutcome outcome = BijectionOutcome::InvalidInput;
  std::string reason;  // why not found; when found, a note or empty
  LayoutChain ops;     // apply to the distributed result, in order
  BijectionMethod method = BijectionMethod::Symbolic;
  RelationKind relation = RelationKind::Whole;

  // InvalidInput: which part, and the index of the op that does not apply (or -1).
  QueryPart invalidPart = QueryPart::None;
  int invalidOp = -1;

  Shape baselineResultShape;    // B's shape
  Shape distributedResultShape; // D's shape
  Shape localResultShape;       // ops(D)'s shape (B's shape unless sharded)
  std::vector<ResultAxis> resultAxes;  // per axis of B: its held and device digits

  // The symbolic expressions Eb and Ed over the atoms of the baseline input (set when
  // method is Symbolic; the relation inspector shows them).
  AtomTable atoms;
  SymbolicLayout baselineLayout;
  SymbolicLayout distributedLayout;
  Shape symbolBasis;

  trace::Trace trace;

  bool found() const { return outcome == BijectionOutcome::Found; }
  bool hasExpressions() const { return found() && method == BijectionMethod::Symbolic; }
  // `(⊗(i,j),k)`, with device digits as `dev(i/4)`; empty without expressions.
  std::string baselineExpression() const;
  std::string distributedExpression() const;
  // How ops(D)'s axes hold B's axes, to start the next query with B as the baseline input.
  AxisMap resultMap() const;
};

BijectionResult inferBijection(const BijectionQuery& query, const CancellationToken& cancel,
                               const ProgressCallback& progress,
                               const BijectionOptions& options = {});

const char* toString(BijectionOutcome outcome);
const char* toString(RelationKind relation);
const char* toString(BijectionMethod method);

}  // namespace shardscope::layout
