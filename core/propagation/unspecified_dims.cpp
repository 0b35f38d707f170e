#include "propagation/unspecified_dims.h"

#include "propagation/tiling.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace shardscope::propagation {

std::optional<std::vector<int64_t>> unspecifiedDimsOf(const ir::Instruction& instruction, int64_t rank) {
  if (instruction.opcode != ir::Opcode::CustomCall) return std::nullopt;
  const auto target = instruction.stringAttribute("custom_call_target");
  const auto config = instruction.stringAttribute("backend_config");
  if (!target || *target != "Sharding" || !config) return std::nullopt;
  constexpr std::string_view key = "unspecified_dims=[";
  const std::size_t at = config->find(key);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = config->substr(at + key.size());
  const std::size_t close = rest.find(']');
  if (close == std::string_view::npos) return std::nullopt;
  rest = rest.substr(0, close);
  std::vector<int64_t> dims;
  while (!rest.empty()) {
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    int64_t value = -1;
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    if (error != std::errc() || value < 0 || value >= rank) return std::nullopt;
    dims.push_back(value);
    rest.remove_prefix(static_cast<std::size_t>(end - rest.data()));
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    if (!rest.empty()) {
      if (rest.front() != ',') return std::nullopt;
      rest.remove_prefix(1);
    }
  }
  std::sort(dims.begin(), dims.end());
  dims.erase(std::unique(dims.begin(), dims.end()), dims.end());
  if (dims.empty()) return std::nullopt;
  return dims;
}

std::optional<sharding::HloSharding> refineUnspecifiedDims(const sharding::HloSharding& current,
                                                           const sharding::HloSharding& proposal,
                                                           const std::vector<int64_t>& dims, int64_t rank) {
  if (isTileMaximal(proposal)) return std::nullopt;
  const std::optional<Tiling> proposed = tilingOf(proposal, rank);
  if (!proposed) return std::nullopt;
  std::vector<int64_t> specified;
  for (int64_t d = 0; d < rank; ++d)
    if (!std::binary_search(dims.begin(), dims.end(), d)) specified.push_back(d);
  const Tiling open = replicateDims(*proposed, specified);
  if (open.numTiles() == 1) return std::nullopt;
  // XLA's MergeShardingIfCompatible: a replicated annotation simply takes the tiles.
  if (current.isReplicated()) return toSharding(open);
  const std::optional<Tiling> mine = isTileMaximal(current) ? std::nullopt : tilingOf(current, rank);
  if (!mine) return std::nullopt;
  const std::optional<Tiling> merged = mergeCompatible(open, *mine, mine->numTiles() + 1);
  if (!merged) return std::nullopt;
  return toSharding(*merged);
}

}  // namespace shardscope::propagation
