#pragma once
// Groups from the `layers.N` structure of names: PyTorch module paths
// (`model.layers.3.self_attn`, GPT-2's `transformer.h.3`, `blocks_3`) survive in op_names
// without '/' scopes and in instruction names. The first such token found, in the
// op_name and then the name, is the instruction's layer.

#include "ir/computation.h"

#include <string>
#include <string_view>
#include <vector>

namespace shardscope::grouping {

// "layers.3" for "model.layers.3.mlp", "h.11" for "transformer.h.11.attn"; "" when none.
std::string layerToken(std::string_view text);

// By instruction: its layer token, "" when neither its op_name nor its name has one.
std::vector<std::string> layerNameGroups(const ir::Computation& computation);

}  // namespace shardscope::grouping
