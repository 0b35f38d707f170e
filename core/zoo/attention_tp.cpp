// attention-tp: head-parallel self-attention. q/k/v projections are column-parallel
// (whole heads per device, KV heads replicated when there are fewer than devices),
// softmax runs per head, o_proj is row-parallel with one all-reduce.
#include "zoo/llama_case.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

void validate(const CaseSpec& spec) { requireTensorParallel(spec); }

ZooCase build(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  LlamaCaseSetup setup;
  setup.body = [&](LlamaEmitter& e) {
    Value x = e.hiddenInput(m.batch);
    RopeTables rope = e.ropeTables();
    for (int64_t layer = 0; layer < m.layers; ++layer) x = e.attentionBlock(x, e.declareAttention(layer), rope, layer);
    return x;
  };
  setup.description =
      "Head-parallel causal self-attention with grouped-query heads and rotary embeddings (`x + o_proj(attn(norm(x)))`), " +
      std::to_string(m.layers) + " layer(s), on " + std::to_string(n) + " devices.\n\n" + llamaShapeFacts(spec) +
      "\n- `q_proj`, `k_proj`, `v_proj` are column-parallel: the columns of a head stay together, so the reshape to "
      "`[B,S,heads,head_dim]`, rotary embedding, the causal mask and softmax all run on whole local heads with no communication.\n"
      "- `o_proj` is row-parallel: its product is a partial sum over the devices' heads, completed by one `all-reduce`.\n"
      "- `rope_cos`/`rope_sin` and the residual stream are replicated; the ROOT is `{replicated}`.\n";
  return buildLlamaCase(spec, setup);
}

}  // namespace

const Strategy& attentionTpStrategy() {
  static const Strategy strategy{
      "attention-tp", "head-parallel QKV, per-head softmax, row-parallel output projection with one all-reduce",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups,
       BugKind::WrongDtype, BugKind::WrongReshapeSplit, BugKind::WrongTranspose},
      false, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
