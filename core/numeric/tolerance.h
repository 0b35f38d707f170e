#pragma once
// Seed 004's comparison rule, `|cal - ref| <= atol + rtol * |ref|`, with its per-dtype
// tolerance table and an explicit NaN policy, plus the error statistics the reports
// show (max absolute and relative error).

#include "ir/element_type.h"

#include <cstdint>
#include <string>

namespace shardscope::numeric {

struct Tolerance {
  double rtol = 0;
  double atol = 0;
  bool exact() const { return rtol == 0 && atol == 0; }
};

// f32 1e-5; f16 1e-3; bf16 5e-3 (seed 004 §3.4); integers and pred exact. Not in the
// table, our documented choices: f64 as f32; f8 variants one unit in the last place
// (2^-mantissa bits) for both.
Tolerance toleranceFor(ir::ElementType type);

enum class NanPolicy {
  EqualNan,  // NaN matches NaN at the same position (torch's equal_nan=True, the default)
  NanFails,  // any NaN in the value or the reference fails (strict NaN detection)
};

struct ErrorStats {
  int64_t compared = 0;
  int64_t mismatched = 0;
  double maxAbsError = 0;
  double maxRelError = 0;   // |cal - ref| / |ref| over elements with ref != 0
  int64_t firstMismatch = -1;  // flat index of the first failing element
  bool passed() const { return mismatched == 0; }
  void merge(const ErrorStats& other);
};

// Adds one element comparison to `stats`.
void compareElement(double cal, double ref, const Tolerance& tolerance, NanPolicy nan, int64_t index, ErrorStats& stats);

std::string nanPolicyName(NanPolicy policy);

}  // namespace shardscope::numeric
