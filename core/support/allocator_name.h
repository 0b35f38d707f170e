#pragma once
// Which malloc this process runs on: the programs link gperftools' tcmalloc where it is
// available (CMakeLists.txt, SHARDSCOPE_TCMALLOC), which replaces malloc by being loaded.
// Printed by `shardscope-cli --version`, so a user (and a test) can tell.
#include <string>

namespace shardscope {

// "tcmalloc 2.10", or "the C library's malloc".
std::string allocatorName();

}  // namespace shardscope
