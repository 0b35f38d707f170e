#pragma once
// HloSharding <-> xla.OpSharding, shared by the HloModuleProto reader and writer.

#include "sharding/hlo_sharding.h"

#include <string>
#include <variant>

namespace xla {
class OpSharding;
}

namespace shardscope::io {

void toOpSharding(const sharding::HloSharding& sharding, xla::OpSharding& proto);

// Checks everything an untrusted OpSharding declares (device counts, ranks, the iota
// permutation, tuple depth) before building anything; returns the problem otherwise.
std::variant<sharding::HloSharding, std::string> fromOpSharding(const xla::OpSharding& proto, int depth = 0);

}  // namespace shardscope::io
