#pragma once
// Random shapes and reshape/transpose chains for the property tests and the benchmark.
// Deterministic for a given engine seed.

#include "layout/layout_op.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace shardscope::layout::testing {

class RandomChains {
 public:
  explicit RandomChains(uint64_t seed) : engine_(seed) {}

  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine_); }

  Shape shape(int maxRank, const std::vector<int64_t>& dims) {
    Shape out(uniform(1, maxRank));
    for (int64_t& d : out) d = dims[uniform(0, static_cast<int>(dims.size()) - 1)];
    return out;
  }

  std::vector<int64_t> permutation(std::size_t rank) {
    std::vector<int64_t> perm(rank);
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), engine_);
    return perm;
  }

  // `total` split into `rank` dims by dealing its prime factors at random (some dims
  // may stay 1, so unit axes appear too).
  Shape factorization(int64_t total, int rank) {
    Shape dims(rank, 1);
    int64_t rest = total;
    for (int64_t p = 2; rest > 1; ++p) {
      while (rest % p == 0) {
        dims[uniform(0, rank - 1)] *= p;
        rest /= p;
      }
    }
    return dims;
  }

  LayoutOp op(const Shape& input, int maxRank) {
    const bool transpose = input.size() > 1 && uniform(0, 1) == 0;
    if (transpose) return LayoutOp::transpose(permutation(input.size()));
    return LayoutOp::reshape(factorization(*elementCount(input), uniform(1, maxRank)));
  }

  LayoutChain chain(const Shape& input, int maxLength, int maxRank) {
    LayoutChain out;
    Shape shape = input;
    const int length = uniform(0, maxLength);
    for (int k = 0; k < length; ++k) {
      out.push_back(op(shape, maxRank));
      shape = applyToShape(shape, out.back()).shape;
    }
    return out;
  }

  std::mt19937_64& engine() { return engine_; }

 private:
  std::mt19937_64 engine_;
};

}  // namespace shardscope::layout::testing
