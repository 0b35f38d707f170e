#pragma once
// The report's style sheet, written inline into the page (no external files).

#include <string_view>

namespace shardscope::report {

std::string_view reportStyleSheet();

}  // namespace shardscope::report
