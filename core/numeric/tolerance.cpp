#include "numeric/tolerance.h"

#include "numeric/element_rounding.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shardscope::numeric {

Tolerance toleranceFor(ir::ElementType type) {
  switch (type) {
    case ir::ElementType::F32: case ir::ElementType::F64: return {1e-5, 1e-5};
    case ir::ElementType::F16: return {1e-3, 1e-3};
    case ir::ElementType::BF16: return {5e-3, 5e-3};
    default: break;
  }
  if (std::optional<FloatFormat> format = floatFormat(type)) {
    const double ulp = std::ldexp(1.0, -format->mantissaBits);
    return {ulp, ulp};
  }
  return {0, 0};
}

void ErrorStats::merge(const ErrorStats& other) {
  if (firstMismatch < 0 && other.firstMismatch >= 0) firstMismatch = other.firstMismatch;
  compared += other.compared;
  mismatched += other.mismatched;
  maxAbsError = std::max(maxAbsError, other.maxAbsError);
  maxRelError = std::max(maxRelError, other.maxRelError);
}

void compareElement(double cal, double ref, const Tolerance& tolerance, NanPolicy nan, int64_t index, ErrorStats& stats) {
  ++stats.compared;
  bool ok = false;
  const bool calNan = std::isnan(cal), refNan = std::isnan(ref);
  if (calNan || refNan) {
    ok = nan == NanPolicy::EqualNan && calNan && refNan;
    if (!ok) stats.maxAbsError = stats.maxRelError = std::numeric_limits<double>::infinity();
  } else if (cal == ref) {
    ok = true;  // also equal infinities, whose difference would be NaN
  } else if (std::isinf(cal) || std::isinf(ref)) {
    // rtol * |inf| would admit any finite value next to an infinite one.
    stats.maxAbsError = stats.maxRelError = std::numeric_limits<double>::infinity();
  } else {
    const double abs = std::fabs(cal - ref);
    ok = abs <= tolerance.atol + tolerance.rtol * std::fabs(ref);
    stats.maxAbsError = std::max(stats.maxAbsError, abs);
    if (ref != 0) stats.maxRelError = std::max(stats.maxRelError, abs / std::fabs(ref));
    else stats.maxRelError = std::max(stats.maxRelError, std::isinf(abs) ? abs : 0.0);
  }
  if (!ok) {
    ++stats.mismatched;
    if (stats.firstMismatch < 0) stats.firstMismatch = index;
  }
}

std::string nanPolicyName(NanPolicy policy) { return policy == NanPolicy::EqualNan ? "equal-nan" : "nan-fails"; }

}  // namespace shardscope::numeric
