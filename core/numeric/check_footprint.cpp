#include "numeric/check_footprint.h"

#include <limits>

namespace shardscope::numeric {
namespace {

constexpr int64_t kSaturated = std::numeric_limits<int64_t>::max();

int64_t saturatingAdd(int64_t a, int64_t b) { return a > kSaturated - b ? kSaturated : a + b; }

int64_t saturatingMultiply(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  return a > kSaturated / b ? kSaturated : a * b;
}

// Elements of an array shape or of a tuple's leaves; a shape whose count overflows
// (or has an unknown dim) saturates, which any cap refuses.
int64_t shapeElements(const ir::Shape& shape) {
  if (shape.isTuple()) {
    int64_t sum = 0;
    for (const ir::Shape& element : shape.tupleShapes) sum = saturatingAdd(sum, shapeElements(element));
    return sum;
  }
  if (shape.type == ir::ElementType::Token) return 0;
  const std::optional<int64_t> count = shape.elementCount();
  return count && *count >= 0 ? *count : kSaturated;
}

struct EntryCount {
  int64_t parameters = 0;
  int64_t values = 0;
};

EntryCount countEntry(const ir::Module& module) {
  EntryCount count;
  if (module.entry < 0) return count;
  for (const ir::Instruction& instruction : module.entryComputation().instructions) {
    const int64_t elements = shapeElements(instruction.shape);
    if (instruction.opcode == ir::Opcode::Parameter) count.parameters = saturatingAdd(count.parameters, elements);
    else if (instruction.opcode != ir::Opcode::Tuple && instruction.opcode != ir::Opcode::GetTupleElement)
      count.values = saturatingAdd(count.values, elements);
  }
  return count;
}

}  // namespace

int64_t CheckFootprint::total() const {
  return saturatingAdd(saturatingAdd(inputs, baselineValues), saturatingMultiply(rankValues, ranks));
}

CheckFootprint wholeCheckFootprint(const ir::Module& baseline, const ir::Module& distributed, int64_t ranks) {
  const EntryCount base = countEntry(baseline);
  const EntryCount dist = countEntry(distributed);
  CheckFootprint footprint;
  footprint.ranks = ranks < 1 ? 1 : ranks;
  footprint.inputs = saturatingAdd(base.parameters, saturatingMultiply(dist.parameters, footprint.ranks));
  footprint.baselineValues = base.values;
  footprint.rankValues = dist.values;
  return footprint;
}

}  // namespace shardscope::numeric
