#include "egraph/enode.h"

#include <cstdint>

namespace shardscope::egraph {

std::size_t ENodeHash::operator()(const ENode& node) const {
  // FNV-style mixing of 32-bit words; cheap and spreads small consecutive ids.
  std::uint64_t h = 0xcbf29ce484222325ULL ^ node.op.index();
  h *= 0x100000001b3ULL;
  for (Id child : node.children) {
    h ^= child.value + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0x100000001b3ULL;
  }
  return static_cast<std::size_t>(h ^ (h >> 29));
}

}  // namespace shardscope::egraph
