#pragma once
// The order of a program's instruction names, for the statuses' name-sorted array
// (instruction_statuses.h): sorted by (name, index) with each name's first 16 bytes
// packed into two integers, so that most comparisons read neither the names nor memcmp.
// A comparison sort of the names themselves was a twelfth of a 10^6-instruction
// verification (a cache miss into the names and a memcmp per comparison).

#include <cstdint>
#include <string_view>
#include <vector>

namespace shardscope::verify {

// The indices of `names` in the order of (names[i], i): by name, then by index.
std::vector<uint32_t> indicesInNameOrder(const std::vector<std::string_view>& names);

}  // namespace shardscope::verify
