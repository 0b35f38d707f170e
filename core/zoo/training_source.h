#pragma once
// train.py: the PyTorch training step (DDP or FSDP) the data-parallel and fsdp cases
// point their metadata into.

#include "zoo/source_file.h"

namespace shardscope::zoo {

SourceFile trainingSource();

}  // namespace shardscope::zoo
