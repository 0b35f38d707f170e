#pragma once
// The numeric oracle of the mutation tests (issue 6, soundness under mutation): runs the
// numeric checker's whole-program layer on the baseline against a (mutated) distributed
// program. That layer's verdict is decided by the ROOT under its output relation, so
// "differs" means the mutation changed what the program computes; the intermediates are
// not related (NumericCheckOptions::compareIntermediates = false), which gives the same
// verdict in a fraction of the time. It lives with the tests because core/zoo does not
// depend on core/numeric.

#include "numeric/numeric_check.h"

#include <cstdint>
#include <string>

namespace shardscope::zoo_testing {

enum class OracleVerdict { Same, Differs, Unevaluable };

struct OracleResult {
  OracleVerdict verdict = OracleVerdict::Unevaluable;
  std::string detail;  // the checker's error, or where the output differs
};

inline const char* oracleVerdictName(OracleVerdict verdict) {
  switch (verdict) {
    case OracleVerdict::Same: return "same";
    case OracleVerdict::Differs: return "differs";
    case OracleVerdict::Unevaluable: return "unevaluable";
  }
  return "?";
}

inline OracleResult numericOracle(const ir::Module& baseline, const ir::Module& distributed, uint64_t seed = 0) {
  numeric::NumericCheckOptions options;
  options.seed = seed;
  options.layers = {numeric::Layer::Whole};
  options.compareIntermediates = false;
  const numeric::NumericCheckResult result = numeric::runNumericCheck(baseline, distributed, options);
  if (result.error) return {OracleVerdict::Unevaluable, result.error->format()};
  if (result.verdict == numeric::Verdict::Pass) return {OracleVerdict::Same, {}};
  std::string where;
  if (result.firstDivergence)
    where = result.firstDivergence->instruction + " (max abs err " + std::to_string(result.firstDivergence->error.maxAbsError) + ")";
  return {OracleVerdict::Differs, where};
}

}  // namespace shardscope::zoo_testing
