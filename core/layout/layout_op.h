#pragma once
// The two layout operations the bijection engine reasons about, with XLA semantics:
//   reshape(d0,d1,...)   same elements in the same row-major (flat) order, new dims;
//   transpose(p0,p1,...) output dim k is input dim p[k] (numpy / XLA `transpose`).
// A chain is a sequence of these applied left to right.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::layout {

using Shape = std::vector<int64_t>;

struct LayoutOp {
  enum class Kind { Reshape, Transpose };
  Kind kind = Kind::Reshape;
  // Reshape: the new dims. Transpose: the permutation.
  std::vector<int64_t> values;

  static LayoutOp reshape(Shape dims) { return {Kind::Reshape, std::move(dims)}; }
  static LayoutOp transpose(std::vector<int64_t> perm) {
    return {Kind::Transpose, std::move(perm)};
  }

  bool isReshape() const { return kind == Kind::Reshape; }
  bool isTranspose() const { return kind == Kind::Transpose; }
  // `reshape(64,4,4096)` / `transpose(1,0,2)`: the form the CLI reads and writes.
  std::string toString() const;

  friend bool operator==(const LayoutOp&, const LayoutOp&) = default;
};

using LayoutChain = std::vector<LayoutOp>;

// Largest element count and rank a shape may have; inputs are untrusted, and
// products beyond this would overflow the index arithmetic.
inline constexpr int64_t kMaxElements = int64_t{1} << 62;
inline constexpr int kMaxRank = 64;

// Product of the dims; nullopt when a dim is negative or the product exceeds kMaxElements.
std::optional<int64_t> elementCount(const Shape& shape);

// `(4,64,4096)`.
std::string shapeToString(const Shape& shape);
// Ops separated by single spaces; empty for an empty chain.
std::string chainToString(const LayoutChain& chain);

// Shape after applying `op` to `input`, or a message saying why it does not apply
// (reshape with another element count, transpose that is not a permutation of the rank).
struct ShapeStep {
  Shape shape;
  std::string error;  // empty on success
  bool ok() const { return error.empty(); }
};
ShapeStep applyToShape(const Shape& input, const LayoutOp& op);

// The shapes before each op and after the last: shapes[k] is the input of chain[k].
// On failure `failedOp` is the index of the op that does not apply.
struct ChainShapes {
  std::vector<Shape> shapes;
  int failedOp = -1;
  std::string error;
  bool ok() const { return failedOp < 0; }
};
ChainShapes traceShapes(const Shape& input, const LayoutChain& chain);

// The chain that undoes `chain` (applied to its output it gives back its input).
// Requires a chain that applies to `input`.
LayoutChain invertChain(const Shape& input, const LayoutChain& chain);

// Inverse permutation: q[p[k]] = k.
std::vector<int64_t> invertPermutation(const std::vector<int64_t>& perm);

}  // namespace shardscope::layout
