#pragma once
// PyTorch DTensor placements: one per mesh dimension, saying what that mesh dimension
// does to the tensor: Shard(d) splits tensor dim d, Replicate() copies it, Partial()
// leaves a pending reduction (a sum unless another reduce op is named). Text form
// `[Shard(0), Replicate(), Partial()]`; the parser also takes PyTorch's repr and short
// forms: `(Shard(dim=0), Replicate())`, `[S(0), R, P]`, `Partial(sum)`.

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sharding/hlo_sharding.h"

namespace shardscope::sharding {

enum class ReduceOp { Sum, Avg, Max, Min };

struct Placement {
  enum class Kind { Shard, Replicate, Partial };
  Kind kind = Kind::Replicate;
  int64_t dim = 0;                  // Shard only; may be negative (counts from the end)
  ReduceOp reduceOp = ReduceOp::Sum;  // Partial only

  static Placement shard(int64_t dim) { return {Kind::Shard, dim, ReduceOp::Sum}; }
  static Placement replicate() { return {}; }
  static Placement partial(ReduceOp op = ReduceOp::Sum) { return {Kind::Partial, 0, op}; }

  std::string toString() const;
  friend bool operator==(const Placement&, const Placement&) = default;
};

std::string placementsToString(const std::vector<Placement>& placements);

std::variant<std::vector<Placement>, ShardingParseError> parsePlacements(std::string_view text);

}  // namespace shardscope::sharding
