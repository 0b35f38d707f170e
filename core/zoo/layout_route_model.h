#pragma once
// The decoder of the zoo strategies whose distributed programs reach the baseline's values
// by other layout routes (issue 19): the baseline is a plain [B,S,H] Llama decoder (RMSNorm,
// multi-head causal attention with rotary embedding, SwiGLU MLP); the distributed
// program is tensor parallel as Megatron splits it, but lays its tensors out as a real
// framework does:
//   NeuronxHsb: transformers-neuronx's HSB residual stream ([H,S,B]), `dot00` projections
//     from it, attention in [S,B,heads,D], the attention's all-reduce in BSH with the
//     `collectives_layout` transposes around it, the MLP's in HSB;
//   HeadsTransposed: heads and head_dim transposed before the output projection, which
//     contracts them against the weight seen as [head_dim, heads, H] (transformers-neuronx's
//     3-D `attn_output_transposed` weight).
// Both programs are written by the same code, so parameters pair by index.

#include "zoo/bug_injector.h"
#include "zoo/graph_builder.h"
#include "zoo/source_file.h"
#include "zoo/zoo_case.h"

namespace shardscope::zoo {

enum class LayoutRoute { NeuronxHsb, HeadsTransposed };

// Both programs of the case; `source` is the file their metadata points into.
void emitLayoutRouteCase(ZooCase& zooCase, LayoutRoute route, const SourceFile& source);

// The case of `spec` with both programs and `source`, its description left to the strategy.
ZooCase buildLayoutRouteCase(const CaseSpec& spec, LayoutRoute route, SourceFile source);
// Both routes split the heads and the FFN over the devices.
void validateLayoutRouteSpec(const CaseSpec& spec);
// "L Llama decoder layer(s) (RMSNorm, ...) on N devices": the model both descriptions start with.
std::string layoutRouteModelText(const CaseSpec& spec);

}  // namespace shardscope::zoo
