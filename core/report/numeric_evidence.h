#pragma once
// The report's "numeric evidence" section: the numeric checker's verdict per layer, its
// first divergence (what was compared with what, the error, the source line, its error
// on each rank) and the per-rank worst errors of that layer, as small heat-map tables.

#include "numeric/numeric_report.h"

#include <string>

namespace shardscope::report {

// Ranks per heat-map row; larger meshes wrap onto more rows.
inline constexpr int kHeatMapRanksPerRow = 16;

void appendNumericEvidence(std::string& html, const numeric::NumericCheckResult& result);

}  // namespace shardscope::report
