#include "numeric/input_generator.h"

#include "numeric/element_rounding.h"
#include "numeric/interpret_error.h"

namespace shardscope::numeric {
namespace {

struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // [0, 1)
};

void fill(Value& value, const ir::Shape& shape, SplitMix64& random, ElementBudget& budget) {
  if (shape.isTuple()) {
    value.type = ir::ElementType::Tuple;
    for (const ir::Shape& element : shape.tupleShapes) {
      value.elements.emplace_back();
      fill(value.elements.back(), element, random, budget);
    }
    return;
  }
  if (shape.type == ir::ElementType::Token) {
    value.type = shape.type;
    return;
  }
  if (!shape.isArray() || !shape.isStatic() || !isEmulated(shape.type))
    throw InterpretError("cannot generate inputs of shape " + shape.toString(false));
  value = budget.makeArray(shape.type, shape.dims);
  for (double& element : value.data) {
    if (shape.type == ir::ElementType::Pred) element = random.next() & 1;
    else if (ir::isSignedInteger(shape.type)) element = static_cast<double>(static_cast<int64_t>(random.next() % 17) - 8);
    else if (ir::isUnsignedInteger(shape.type)) element = static_cast<double>(random.next() % 9);
    else element = roundToElementType(2 * random.unit() - 1, shape.type);
  }
}

}  // namespace

Value generateValue(const ir::Shape& shape, uint64_t seed, int64_t stream, ElementBudget& budget) {
  SplitMix64 random{seed * 0x100000001B3ull ^ static_cast<uint64_t>(stream) * 0x9E3779B97F4A7C15ull};
  random.next();
  Value value;
  fill(value, shape, random, budget);
  return value;
}

double distinctiveValue(int64_t device, int64_t index) { return static_cast<double>(device) * 1e6 + static_cast<double>(index) + 1; }

}  // namespace shardscope::numeric
