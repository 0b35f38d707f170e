#pragma once
// The report's "Communication and memory" section (issue 24 item 4): the distributed
// program's collectives per kind and per layer with bytes per device and time on the
// chosen interconnect, then memory per device. Drawn from summary::ProgramSummary.
#include "summary/program_summary.h"

#include <string>

namespace shardscope::report {

// Human-readable sizes and times the section (and the GUI panel) print: "1.50 MiB", "12.3 µs".
std::string formatBytes(double bytes);
std::string formatSeconds(double seconds);

// Layers beyond this many are summed into one "other layers" row.
inline constexpr std::size_t kMaxSummaryLayerRows = 200;

void appendProgramSummarySection(std::string& html, const summary::ProgramSummary& summary);

}  // namespace shardscope::report
