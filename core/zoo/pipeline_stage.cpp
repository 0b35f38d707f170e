// pipeline-stage: one pipeline stage of a Llama stack as its own program, the way
// neuronx-distributed and PyTorch/XLA dump a pipeline (one graph per stage): the stage
// receives the previous stage's activations as an input, runs its layers under tensor
// parallelism and returns what it sends on. The baseline is the whole model on one
// device; the stage corresponds to its layers [L/2, L), and the case's relations file
// names where it begins and ends (verify/stage_program.h).
#include "zoo/case_assembly.h"
#include "zoo/llama_blocks.h"
#include "zoo/llama_case.h"
#include "zoo/llama_source.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

#include <algorithm>

namespace shardscope::zoo {
namespace {

using ir::ElementType;
constexpr ElementType kF32 = ElementType::F32;

SourceFile stageSource() {
  static constexpr const char* kText = R"PY(# One pipeline stage as its own program (neuronx-distributed, PyTorch/XLA): the stage
# receives the previous stage's hidden states, runs its layers under tensor parallelism
# and sends its output to the next stage, which runs the final norm and the LM head.
# The layers are model.py's; the baseline is model.py's forward on one device.
import torch
import torch_xla.core.xla_model as xm

from model import DecoderLayer


class PipelineStage(torch.nn.Module):
    def __init__(self, layers, first, last):
        super().__init__()
        self.layers = layers[first:last]  #@stage_layers

    def forward(self, cos, sin):
        x = recv_from_previous_stage()  #@recv
        for layer in self.layers:
            x = layer(x, cos, sin)  #@stage_layer
        send_to_next_stage(x)  #@send
        return x
)PY";
  return SourceFile("pipeline_stage.py", kText);
}

// A middle stage needs layers before it and at least two of its own (a boundary one
// layer off must leave a layer): stacks shorter than 4 layers are made 4.
constexpr int64_t kMinLayers = 4;

CaseSpec sized(const CaseSpec& requested) {
  CaseSpec spec = requested;
  spec.model.layers = std::max(spec.model.layers, kMinLayers);
  return spec;
}

void validate(const CaseSpec& spec) { requireTensorParallel(sized(spec)); }

class StageEmitter {
 public:
  StageEmitter(GraphBuilder& b, const CaseSpec& spec, const std::vector<SourceFile>& sources, bool distributed, BugInjector* bugs)
      : b_(b), m_(spec.model), model_(sources[0]), stage_(sources[2]), distributed_(distributed), bugs_(bugs),
        tp_(distributed ? spec.devices : 1), emitter_(b, spec.model, LlamaParallelism{tp_, false, bugs}, sources[0], sources[1]) {}

  int64_t first() const { return m_.layers / 2; }

  // The baseline: every layer, the final norm and the LM head. The stage: layers
  // [first, L) on the received activations.
  Value emit() {
    if (!distributed_) {
      Value x = emitter_.hiddenInput(m_.batch);
      RopeTables rope = emitter_.ropeTables();
      for (int64_t layer = 0; layer < m_.layers; ++layer) {
        const auto [a, mlp] = declareLayer(layer);
        x = decoderLayer(x, a, mlp, rope, layer);
        if (layer == first() - 1) stageBegins_ = std::string(b_.name(x));
        if (layer == m_.layers - 1) stageEnds_ = std::string(b_.name(x));
      }
      return emitter_.lmHead(x);
    }
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      at(stage_, "recv", "xla__device_data");
      x = b_.parameter("stage_input", kF32, {m_.batch, m_.seq, m_.hidden}, sharding::HloSharding::replicated());
    }
    RopeTables rope = emitter_.ropeTables();
    // stage-boundary: the stage stops one layer before the end of its range.
    int64_t last = m_.layers;
    const bool shortStage = bugs_ && bugs_->wants(BugKind::StageBoundary, bugs_->layer());
    if (shortStage) --last;
    for (int64_t layer = first(); layer < last; ++layer) {
      const auto [a, mlp] = declareLayer(layer);
      x = decoderLayer(x, a, mlp, rope, layer);
    }
    if (shortStage)
      bugs_->applied(b_, x,
                     "the stage runs layers " + std::to_string(first()) + ".." + std::to_string(last - 1) + " and sends layer " + std::to_string(last - 1) +
                         "'s output, where its range ends after layer " + std::to_string(m_.layers - 1) + ": one layer is never run",
                     "every layer keeps the [B,S,H] shape of the residual stream, so the activations sent have the shape the next stage expects");
    b_.setSharding(x, sharding::HloSharding::replicated());
    return x;
  }

  const std::string& stageBegins() const { return stageBegins_; }
  const std::string& stageEnds() const { return stageEnds_; }

 private:
  void at(const SourceFile& file, std::string_view tag, std::string_view opType) {
    b_.setLocation(file.name(), file.line(tag));
    b_.setOpType(opType);
  }

  // A weight split along `splitDim` into `parts` tiles, each replicated on tp/parts devices.
  Value weight(const std::string& name, std::vector<int64_t> dims, int64_t splitDim, int64_t parts) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    const auto rank = static_cast<int64_t>(dims.size());
    dims.at(splitDim) /= parts;
    return b_.parameter(name, kF32, std::move(dims), tiledAlongReplicated(rank, splitDim, parts, tp_));
  }

  Value replicated(const std::string& name, std::vector<int64_t> dims) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
  }

  // Declared as LlamaEmitter's declareAttention/declareMlp do (same names, scopes and
  // lines), so that wrong-layer-weights can load one weight under another layer's name.
  std::pair<AttentionWeights, MlpWeights> declareLayer(int64_t layer) {
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    const std::string prefix = "layers." + std::to_string(layer) + ".";
    const int64_t kvParts = std::min(m_.kvHeads, tp_);
    AttentionWeights a;
    at(model_, "norm_weight", "xla__device_data");
    a.norm = replicated(prefix + "input_norm.weight", {m_.hidden});
    at(model_, "q_weight", "xla__device_data");
    a.wq = weight(prefix + "attn.q_proj.weight", {m_.hidden, m_.heads * m_.headDim}, 1, tp_);
    at(model_, "k_weight", "xla__device_data");
    a.wk = weight(prefix + "attn.k_proj.weight", {m_.hidden, m_.kvHeads * m_.headDim}, 1, kvParts);
    at(model_, "v_weight", "xla__device_data");
    a.wv = weight(prefix + "attn.v_proj.weight", {m_.hidden, m_.kvHeads * m_.headDim}, 1, kvParts);
    at(model_, "o_weight", "xla__device_data");
    a.wo = weight(prefix + "attn.o_proj.weight", {m_.heads * m_.headDim, m_.hidden}, 0, tp_);
    MlpWeights mlp;
    at(model_, "norm_weight", "xla__device_data");
    mlp.norm = replicated(prefix + "post_attn_norm.weight", {m_.hidden});
    at(model_, "gate_weight", "xla__device_data");
    mlp.gate = weight(prefix + "mlp.gate_proj.weight", {m_.hidden, m_.ffn}, 1, tp_);
    at(model_, "up_weight", "xla__device_data");
    mlp.up = weight(prefix + "mlp.up_proj.weight", {m_.hidden, m_.ffn}, 1, tp_);
    at(model_, "down_weight", "xla__device_data");
    // wrong-layer-weights: the stage loads down_proj from the checkpoint entry of the
    // previous stage's last layer (named so, it pairs with that baseline weight).
    if (bugs_ && bugs_->wants(BugKind::WrongLayerWeights, layer)) {
      const std::string wrong = "layers." + std::to_string(first() - 1) + ".mlp.down_proj.weight";
      mlp.down = weight(wrong, {m_.ffn, m_.hidden}, 0, tp_);
      bugs_->applied(b_, mlp.down,
                     "layer " + std::to_string(layer) + "'s down_proj weight is loaded from `" + wrong + "` (the previous stage's last layer) instead of `" + prefix +
                         "mlp.down_proj.weight`",
                     "every layer's down_proj has the same [FFN,H] shape and the same row split");
    } else {
      mlp.down = weight(prefix + "mlp.down_proj.weight", {m_.ffn, m_.hidden}, 0, tp_);
    }
    return {a, mlp};
  }

  // LlamaEmitter::decoderLayer, with the residual adds written here: skipped-residual
  // drops the attention block's.
  Value decoderLayer(Value x, const AttentionWeights& a, const MlpWeights& mlp, const RopeTables& rope, int64_t layer) {
    Value h;
    {
      GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
      Value attn = emitter_.attention(emitter_.rmsNorm(x, a.norm, "input_norm"), a, rope, layer);
      emitter_.at(model_, "attn_residual", "aten__add");
      if (bugs_ && bugs_->wants(BugKind::SkippedResidual, layer)) {
        h = attn;
        bugs_->applied(b_, attn,
                       "layer " + std::to_string(layer) + "'s attention output goes on without the residual add (`h = attn(norm(x))` where the baseline has `h = x + attn(norm(x))`)",
                       "the attention output already has the residual stream's [B,S,H] shape and replication");
      } else {
        h = b_.add(x, attn);
      }
    }
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(layer));
    Value out = emitter_.mlp(emitter_.rmsNorm(h, mlp.norm, "post_attn_norm"), mlp, layer);
    emitter_.at(model_, "mlp_residual", "aten__add");
    return b_.add(h, out);
  }

  GraphBuilder& b_;
  const ModelShape& m_;
  const SourceFile& model_;
  const SourceFile& stage_;
  bool distributed_;
  BugInjector* bugs_;
  int64_t tp_;
  LlamaEmitter emitter_;
  std::string stageBegins_, stageEnds_;
};

ZooCase build(const CaseSpec& requested) {
  const CaseSpec spec = sized(requested);
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {llamaModelSource(), parallelLayersSource(), stageSource()};
  GraphBuilder baseline = baselineBuilder(spec);
  StageEmitter baselineEmitter(baseline, spec, zooCase.sources, false, nullptr);
  zooCase.baseline = baseline.finish(baselineEmitter.emit());
  // The seed's layer, moved into the stage's range.
  const ModelShape& m = spec.model;
  const int64_t first = m.layers / 2, count = m.layers - first;
  BugInjector injector(spec.bug, first + std::max<int64_t>(spec.bugLayer, 0) % count);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(StageEmitter(distributed, spec, zooCase.sources, true, &injector).emit());
  zooCase.relationsJson = "{\"stage\": {\"inputs\": {\"stage_input\": \"" + baselineEmitter.stageBegins() + "\"}, \"output\": \"" +
                          baselineEmitter.stageEnds() + "\"}}\n";
  const int64_t n = spec.devices;
  zooCase.description =
      "One pipeline stage of a Llama decoder stack as its own program, the way neuronx-distributed and PyTorch/XLA dump a pipeline (one graph per "
      "stage). The baseline is the whole model on one device: " + std::to_string(m.layers) + " layers, the final norm and the LM head. The stage "
      "holds layers " + std::to_string(first) + ".." + std::to_string(m.layers - 1) + " under Megatron tensor parallelism on " + std::to_string(n) +
      " devices; the next stage would run the final norm and the head.\n\n" + llamaShapeFacts(spec) +
      "- Its first input, `stage_input` `[" + std::to_string(m.batch) + "," + std::to_string(m.seq) + "," + std::to_string(m.hidden) +
      "]`, is the previous stage's output: no baseline parameter holds it, the baseline computes it (`%" + baselineEmitter.stageBegins() +
      "`, layer " + std::to_string(first - 1) + "'s residual add). The stage's ROOT is what it sends on, baseline `%" + baselineEmitter.stageEnds() +
      "` (layer " + std::to_string(m.layers - 1) + "'s), not the baseline's ROOT.\n" +
      "- The weights are the stage's layers' only and pair by name; `relations.json` names where the stage begins and ends "
      "(`\"stage\": {\"inputs\": {\"stage_input\": \"" + baselineEmitter.stageBegins() + "\"}, \"output\": \"" + baselineEmitter.stageEnds() +
      "\"}}`); without it the verifier finds both from the consumers' and the ROOT's op_name and source line, and reports which baseline "
      "instructions the stage covers.\n";
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace

const Strategy& pipelineStageStrategy() {
  static const Strategy strategy{
      "pipeline-stage", "one pipeline stage of a Llama stack as its own program: activations in, its layers under TP, activations out",
      {BugKind::SkippedResidual, BugKind::WrongLayerWeights, BugKind::StageBoundary, BugKind::MissingAllReduce, BugKind::WrongDtype},
      false, validate, build, /*pairsByRole=*/true};
  return strategy;
}

}  // namespace shardscope::zoo
