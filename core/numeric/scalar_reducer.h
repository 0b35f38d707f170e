#pragma once
// The combiner of reduce, all-reduce, reduce-scatter and scatter: a called computation
// of two scalars. The common ones (a single add/multiply/maximum/minimum/and/or of the
// two parameters) run directly; any other computation is interpreted per element.

#include "numeric/eval_context.h"

namespace shardscope::numeric {

class ScalarReducer {
 public:
  // `computation` is checked to take two scalar parameters of one result type.
  ScalarReducer(const ir::Instruction& at, ir::ComputationId computation, ir::ElementType type, EvalContext& context);

  double combine(double accumulated, double next) const;
  ir::Opcode knownOp() const { return op_; }  // Opaque when interpreted per element

 private:
  const ir::Instruction& at_;
  ir::ComputationId computation_;
  ir::ElementType type_;
  EvalContext& context_;
  ir::Opcode op_ = ir::Opcode::Opaque;
};

}  // namespace shardscope::numeric
