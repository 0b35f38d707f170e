#pragma once
// The cost models and search spaces EinDecomp can be asked for (issue 22):
//  - cost model `seed` (seed 003, §3.1; cost_model.h): every node pays its input
//    broadcast and aggregation, computed tensors pay one repartition, inputs are free;
//  - cost model `einsummable` (the authors' apart01_cost): only contraction nodes pay
//    broadcast and aggregation, every tensor, graph inputs included, pays the
//    repartition to its readers, uneven splits counted exactly (einsummable_cost.h);
//  - space `exact`: every node makes exactly P kernel calls (and, in the einsummable
//    model, every input is cut into exactly P blocks);
//  - space `contraction`: contraction nodes make exactly P calls, every other node and
//    input 1 to P (einsummable's parts_space_t::contraction);
//  - space `all-range`: contraction nodes and inputs P to 4P, other nodes 1 to 4P; it
//    contains einsummable's all_range (P, 2P or 4P blocks for every node).
// Block counts are powers of two; a split into more parts than an index's bound is
// dropped.

#include "partition/einsum_graph.h"
#include "partition/partition_vector.h"

#include <optional>
#include <string_view>
#include <vector>

namespace shardscope::partition {

enum class CostModel { Seed, Einsummable };
enum class SearchSpace { Exact, Contraction, AllRange };

std::string_view costModelName(CostModel model);     // "seed", "einsummable"
std::string_view searchSpaceName(SearchSpace space);  // "exact", "contraction", "all-range"
std::optional<CostModel> parseCostModel(std::string_view text);
std::optional<SearchSpace> parseSearchSpace(std::string_view text);  // also "all_range"

// einsummable's is_contraction: two operands multiplied, summed over at least one index,
// no output-only (broadcast) index.
bool isContraction(const EinSumGraph& graph, const EinSumNode& node);

struct ExponentRange {
  int low = 0;   // log2 of the fewest blocks
  int high = 0;  // log2 of the most blocks
};
ExponentRange nodeBlockRange(SearchSpace space, bool contraction, int log2Devices);
ExponentRange inputBlockRange(SearchSpace space, int log2Devices);

// Every vector of powers of two whose product is 2^e for some e in `range` and whose
// k-th entry does not exceed bounds[k]: by e ascending, then in candidatePartitions'
// order. Throws PartitionError beyond kMaxCandidatesPerNode.
std::vector<PartitionVector> candidatePartitionsInRange(const std::vector<int64_t>& bounds,
                                                        ExponentRange range);

}  // namespace shardscope::partition
