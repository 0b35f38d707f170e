#pragma once
// The EinSum DSL (docs/partition.md has the grammar): one statement per line,
//   bounds i=1024 j=512 k=256
//   input A[i,j], B[j,k]
//   C[i,k] = sum(A[i,j] * B[j,k])      # aggregations sum/max/min wrap the right side
//   D[i,k] = relu(C[i,k])              # unary relu/exp/tanh/neg; joins * + - /
// Every error is one Diagnostic `file:line:col: error: expected ..., found ...`.

#include "partition/einsum_graph.h"
#include "support/diagnostic.h"

#include <string>
#include <string_view>
#include <variant>

namespace shardscope::partition {

// Largest text accepted; bigger input is rejected before parsing.
inline constexpr std::size_t kMaxEinSumTextBytes = std::size_t{16} << 20;

std::variant<EinSumGraph, Diagnostic> parseEinSumGraph(std::string_view text,
                                                       const std::string& fileName);

}  // namespace shardscope::partition
