#include "layout/chain_simplifier.h"

namespace shardscope::layout {
namespace {

// A transpose that keeps the order of the non-unit axes moves no element.
bool movesOnlyUnitAxes(const Shape& input, const std::vector<int64_t>& perm) {
  int64_t last = -1;
  for (int64_t axis : perm) {
    if (input[axis] == 1) continue;
    if (axis < last) return false;
    last = axis;
  }
  return true;
}

class SimplifiedChain {
 public:
  explicit SimplifiedChain(const Shape& input) { shapes_.push_back(input); }

  void push(const LayoutOp& op) {
    const Shape& current = shapes_.back();
    if (op.isTranspose()) {
      Shape output = applyToShape(current, op).shape;
      if (movesOnlyUnitAxes(current, op.values)) {
        pushReshape(std::move(output));
        return;
      }
      if (!ops_.empty() && ops_.back().isTranspose()) {
        // transpose(p1) then transpose(p2) is transpose(c) with c[k] = p1[p2[k]].
        const std::vector<int64_t> first = ops_.back().values;
        pop();
        std::vector<int64_t> composed(op.values.size());
        for (std::size_t k = 0; k < composed.size(); ++k) composed[k] = first[op.values[k]];
        push(LayoutOp::transpose(std::move(composed)));
        return;
      }
      ops_.push_back(op);
      shapes_.push_back(std::move(output));
      return;
    }
    pushReshape(op.values);
  }

  LayoutChain take() { return std::move(ops_); }

 private:
  void pushReshape(Shape target) {
    if (!ops_.empty() && ops_.back().isReshape()) pop();
    if (target == shapes_.back()) return;
    ops_.push_back(LayoutOp::reshape(target));
    shapes_.push_back(std::move(target));
  }
  void pop() {
    ops_.pop_back();
    shapes_.pop_back();
  }

  LayoutChain ops_;
  std::vector<Shape> shapes_;  // shapes_[k] is the input of ops_[k]; back() is the output
};

}  // namespace

LayoutChain simplifyChain(const Shape& input, const LayoutChain& chain) {
  SimplifiedChain simplified(input);
  for (const LayoutOp& op : chain) simplified.push(op);
  return simplified.take();
}

}  // namespace shardscope::layout
