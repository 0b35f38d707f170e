#pragma once
// Twins by congruence (issue 19): real producers name a distributed program's
// instructions apart from the baseline's (a shard_map body's dot_general.5 is the
// baseline's dot_general.3), so an instruction's twin may be found as the verifier's
// e-graph hash-conses: the one baseline instruction of its opcode and dimension
// attributes whose operands are the baseline values its own operands relate to.

#include "ir/module.h"
#include "numeric/interpreter.h"

#include <functional>
#include <unordered_map>
#include <vector>

namespace shardscope::numeric {

// What the first-divergence search knows of one operand.
struct OperandValue {
  enum class Kind {
    Unrelated,  // nothing: only a constant (or a broadcast of one) may be that
    Opaque,     // related, but not as a baseline value in its own order
    Related,    // the baseline value `baseline`, by pairing or dataflow
    Found,      // the baseline value `baseline`, found by search: may be a coincidence
  };
  Kind kind = Kind::Unrelated;
  const Value* baseline = nullptr;
};

class CongruentTwins {
 public:
  CongruentTwins(const ir::Computation& distributed, const ir::Computation& baseline, const EntryValues& baselineValues)
      : entry_(distributed), baseEntry_(baseline), base_(baselineValues) {}

  // The twin of distributed instruction `id`, or -1 (none, or two). A found operand
  // constrains the match but never anchors it: where every device holds another layer of
  // a pipeline, a found value is a coincidence.
  ir::InstructionId find(ir::InstructionId id, const std::function<OperandValue(ir::InstructionId)>& operandValue);

 private:
  bool isConstantLike(ir::InstructionId id) const;
  void index();

  const ir::Computation& entry_;
  const ir::Computation& baseEntry_;
  const EntryValues& base_;
  bool indexed_ = false;  // the baseline is indexed on the first search
  std::vector<std::vector<ir::InstructionId>> baseUsers_;
  std::unordered_map<const Value*, ir::InstructionId> baselineIdOf_;
};

}  // namespace shardscope::numeric
