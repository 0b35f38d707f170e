#pragma once
// A synthetic HLO text module shaped like a real transformer dump (decoder layers of
// dots, elementwise ops, reductions and all-reduces, each with full metadata), used to
// measure parse throughput on inputs of any size.

#include <cstddef>
#include <string>

namespace shardscope::bench {

// Text of at least `minBytes` bytes.
std::string syntheticHloModule(std::size_t minBytes);

}  // namespace shardscope::bench
