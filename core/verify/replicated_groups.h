#pragma once
// Replicated groups (issue 19, item 3): device d holds baseline slice f(d) where f is not
// injective. When the TP degree exceeds the KV head count, transformers-neuronx
// (GQA.REPLICATED_HEADS), vLLM (num_kv_head_replicas) and Megatron give every rank one
// KV head, rank r holding head r / (tp / kv): groups of consecutive ranks share a slice.
//
// A relation already holds such a tiling (tileIndex per device, GSPMD's
// last_tile_dim_replicate); what is new is reading it from shapes alone, for per-rank
// programs without annotations. The shapes do not say which ranks share a slice, so the
// reading with consecutive groups is taken and reported as an assumption: another
// placement (interleaved ranks) must come from the relations file.

#include "verify/relation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::verify {

// The relation of a value whose one differing dim `dim` is `groups` times smaller per
// device, 1 < groups < devices and groups dividing devices: device d holds slice
// d / (devices / groups) of that dim. nullopt when the shapes are not of that form.
std::optional<Relation> replicatedGroupsFromShapes(const std::vector<int64_t>& baselineDims, const std::vector<int64_t>& localDims,
                                                   int64_t devices);

// The groups of a relation tiled along one dim with every tile on the same number (> 1)
// of devices and not partial: the dim, the slice count and the devices per slice.
struct ReplicatedGroups {
  int64_t dim = -1;
  int64_t slices = 1;
  int64_t devicesPerSlice = 1;
  bool consecutive = false;  // device d holds slice d / devicesPerSlice
};
std::optional<ReplicatedGroups> replicatedGroupsOf(const Relation& relation);

// What an inferred relation assumes, for the report: empty for an injective tiling (the
// shapes say all there is), a sentence naming the groups for replicated groups.
std::string replicatedGroupsAssumption(const Relation& relation);

// The relation's text as the report lists an inferred relation: toString() and, for
// replicated groups, the assumption in parentheses.
std::string inferredRelationText(const Relation& relation);

}  // namespace shardscope::verify
