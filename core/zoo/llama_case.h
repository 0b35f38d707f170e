#pragma once
// The four Llama-based strategies (mlp-tp, attention-tp, llama-layer-tp,
// sequence-parallel) differ only in which blocks they stack, whether the residual
// stream is split along the sequence, and their output relation; this builds both
// programs of such a case from one body.

#include "sharding/hlo_sharding.h"
#include "zoo/llama_blocks.h"
#include "zoo/zoo_case.h"

#include <functional>
#include <string>

namespace shardscope::zoo {

struct LlamaCaseSetup {
  bool sequenceParallel = false;
  // Emits the whole program into the emitter's builder and returns its result. Called
  // once for the baseline and once for the distributed program.
  std::function<Value(LlamaEmitter&)> body;
  sharding::HloSharding rootSharding = sharding::HloSharding::replicated();
  std::string description;
};

ZooCase buildLlamaCase(const CaseSpec& spec, const LlamaCaseSetup& setup);

// "[B, S, H] = [2, 4096, 4096]"-style facts every Llama README repeats.
std::string llamaShapeFacts(const CaseSpec& spec);

}  // namespace shardscope::zoo
