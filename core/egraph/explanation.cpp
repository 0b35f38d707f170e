#include "egraph/explanation.h"

namespace shardscope::egraph {

FlattenedExplanation flatten(const Explanation& explanation, std::size_t maxSteps) {
  struct Frame {
    const Explanation* proof;
    std::size_t next;
    std::size_t depth;
  };
  FlattenedExplanation flat;
  std::vector<Frame> stack{{&explanation, 0, 0}};
  while (!stack.empty()) {
    Frame& frame = stack.back();
    if (frame.next == frame.proof->steps.size()) {
      stack.pop_back();
      continue;
    }
    if (flat.steps.size() >= maxSteps) {
      flat.truncated = true;
      break;
    }
    const ExplanationStep& step = frame.proof->steps[frame.next++];
    const std::size_t depth = frame.depth;
    flat.steps.push_back(FlatExplanationStep{depth, &step});
    // Operands' proofs come right after their congruence step, first operand first.
    for (auto it = step.operands.rbegin(); it != step.operands.rend(); ++it)
      stack.push_back(Frame{it->proof.get(), 0, depth + 1});
  }
  return flat;
}

}  // namespace shardscope::egraph
