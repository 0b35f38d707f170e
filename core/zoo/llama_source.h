#pragma once
// The PyTorch source the Llama-based cases point their metadata into: model.py (a
// Llama decoder in the style of Megatron-LM / NeuronX Distributed) and
// parallel_layers.py (the tensor- and sequence-parallel regions that hold the
// collectives). Tags name the lines the graph refers to.

#include "zoo/source_file.h"

namespace shardscope::zoo {

SourceFile llamaModelSource();
SourceFile parallelLayersSource();

}  // namespace shardscope::zoo
