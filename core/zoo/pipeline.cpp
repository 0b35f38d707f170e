// pipeline: GPipe pipeline parallelism written as one SPMD program (as PyTorch/XLA and
// JAX write pipelines for XLA): device d is stage d and holds layers [d*L/N,(d+1)*L/N).
// In each of M+N-1 ticks every stage runs its layers on its current microbatch and a
// collective-permute shifts the activations to the next stage; the last stage's outputs
// are broadcast to all devices by one all-reduce at the end.
#include "zoo/case_assembly.h"
#include "zoo/llama_blocks.h"
#include "zoo/llama_source.h"
#include "zoo/sharding_specs.h"
#include "zoo/strategy.h"

#include <algorithm>

namespace shardscope::zoo {
namespace {

using ir::ElementType;
constexpr ElementType kF32 = ElementType::F32;

SourceFile pipelineSource() {
  static constexpr const char* kText = R"PY(# GPipe as one SPMD program (PyTorch/XLA): every device runs this function; device d
# is pipeline stage d and holds the stacked weights of its layers. Microbatches enter at
# stage 0, activations move one stage per tick with a collective-permute, and the last
# stage's outputs are broadcast with an all-reduce. The layers are model.py's. The
# baseline is reference_forward: the same microbatches through all layers on one device.
import torch
import torch_xla.core.xla_model as xm

from model import DecoderLayer


def reference_forward(layers, microbatches, cos, sin):
    # The baseline: one device runs every layer on one microbatch after the other.
    outputs = []
    for i in range(microbatches.shape[0]):
        x = microbatches[i : i + 1]  #@ref_feed
        for layer in layers:
            x = layer(x, cos, sin)
        outputs.append(x)
    return torch.cat(outputs)  #@ref_concat


def stage_forward(stage_layers, x, cos, sin):
    for layer in stage_layers:
        x = layer(x, cos, sin)  #@stage_layer
    return x


def spmd_pipeline(stage_layers, microbatches, cos, sin, num_stages):  #@inputs
    stage = xm.get_ordinal()  #@stage_index
    num_micro = microbatches.shape[0]
    state = torch.zeros_like(microbatches[:1])  #@state_init
    outputs = []
    for tick in range(num_micro + num_stages - 1):
        feed = microbatches[tick : tick + 1] if tick < num_micro else torch.zeros_like(state)  #@feed
        state = torch.where(stage == 0, feed, state)  #@select_input
        state = stage_forward(stage_layers, state, cos, sin)  #@stage_call
        if tick >= num_stages - 1:
            outputs.append(state)  #@collect
        if tick < num_micro + num_stages - 2:
            pairs = [[i, i + 1] for i in range(num_stages - 1)]
            state = xm.collective_permute(state, pairs)  #@permute
    out = torch.cat(outputs)  #@concat
    out = torch.where(stage == num_stages - 1, out, torch.zeros_like(out))  #@last_stage
    return xm.all_reduce(xm.REDUCE_SUM, out)  #@broadcast
)PY";
  return SourceFile("pipeline.py", kText);
}

void validate(const CaseSpec& spec) { requireDivisible(spec.model.layers, spec.devices, "the number of layers (--layers) for equal pipeline stages"); }

struct Stacks {
  Value inputNorm, wq, wk, wv, wo, postNorm, gate, up, down;
};

class PipelineEmitter {
 public:
  PipelineEmitter(GraphBuilder& b, const CaseSpec& spec, const std::vector<SourceFile>& sources, bool distributed, BugInjector* bugs)
      : b_(b), spec_(spec), model_(sources[0]), layers_(sources[1]), pipe_(sources[2]), distributed_(distributed), bugs_(bugs),
        emitter_(b, spec.model, LlamaParallelism{1, false, nullptr}, model_, layers_) {
    n_ = distributed ? spec.devices : 1;
  }

  Value emit() {
    const ModelShape& m = spec_.model;
    const int64_t micro = spec_.devices;  // GPipe with as many microbatches as stages
    at(pipe_, "inputs", "xla__device_data");
    Value x;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      x = distributed_ ? b_.parameter("microbatches", kF32, {micro, m.seq, m.hidden}, sharding::HloSharding::replicated())
                       : b_.parameter("microbatches", kF32, {micro, m.seq, m.hidden});
    }
    RopeTables rope;
    {
      GraphBuilder::Scope scope(b_, "inputs");
      rope.cos = replicated("rope_cos", {m.seq, m.headDim});
      rope.sin = replicated("rope_sin", {m.seq, m.headDim});
    }
    Stacks s = declareStacks();
    const int64_t local = m.layers / n_;
    std::vector<std::pair<AttentionWeights, MlpWeights>> weights;
    for (int64_t j = 0; j < local; ++j) weights.push_back(layerWeights(s, j));
    if (!distributed_) {
      // GPipe's reference: the microbatches one after the other through every layer.
      std::vector<Value> outputs;
      for (int64_t i = 0; i < micro; ++i) {
        GraphBuilder::Scope scope(b_, "microbatch." + std::to_string(i));
        at(pipe_, "ref_feed", "aten__slice");
        Value h = b_.slice(x, {{i, i + 1}, {0, m.seq}, {0, m.hidden}});
        for (int64_t l = 0; l < m.layers; ++l) h = emitter_.decoderLayer(h, weights[l].first, weights[l].second, rope, l);
        outputs.push_back(h);
      }
      GraphBuilder::Scope scope(b_, "pipeline_output");
      at(pipe_, "ref_concat", "aten__cat");
      return b_.concatenate(outputs, 0);
    }

    const std::vector<int64_t> one{1, m.seq, m.hidden};
    Value stage, isFirst, state;
    {
      GraphBuilder::Scope scope(b_, "pipeline_input");
      at(pipe_, "stage_index", "xla__get_ordinal");
      stage = b_.partitionId();
      isFirst = b_.broadcast(b_.compare(stage, b_.scalar(ElementType::U32, 0), "EQ"), one, {});
      at(pipe_, "state_init", "aten__zeros_like");
      state = b_.filled(kF32, 0.0, one);
    }
    const int64_t ticks = micro + n_ - 1;
    const int64_t bugTick = bugs_ ? bugs_->layer() % (ticks - 1) : -1;
    std::vector<Value> outputs;
    for (int64_t t = 0; t < ticks; ++t) {
      GraphBuilder::Scope tick(b_, "tick." + std::to_string(t));
      at(pipe_, "feed", "aten__slice");
      Value feed = t < micro ? b_.slice(x, {{t, t + 1}, {0, m.seq}, {0, m.hidden}}) : b_.filled(kF32, 0.0, one);
      at(pipe_, "select_input", "aten__where");
      state = b_.select(isFirst, feed, state);
      for (int64_t j = 0; j < local; ++j) {
        at(pipe_, "stage_layer", "stage");
        state = emitter_.decoderLayer(state, weights[j].first, weights[j].second, rope, j);
      }
      if (t >= n_ - 1) outputs.push_back(state);
      if (t < ticks - 1) state = permute(state, t == bugTick);
    }
    GraphBuilder::Scope scope(b_, "pipeline_output");
    at(pipe_, "concat", "aten__cat");
    Value out = b_.concatenate(outputs, 0);
    at(pipe_, "last_stage", "aten__where");
    Value isLast = b_.broadcast(b_.compare(stage, b_.scalar(ElementType::U32, static_cast<double>(n_ - 1)), "EQ"), b_.dims(out), {});
    out = b_.select(isLast, out, b_.filled(kF32, 0.0, b_.dims(out)));
    at(pipe_, "broadcast", "xla__cross_replica_sum");
    Value result = sumPartials(CollectiveContext{b_, n_, bugs_, bugs_ ? bugs_->layer() : -1}, out);
    b_.setSharding(result, sharding::HloSharding::replicated());
    return result;
  }

 private:
  void at(const SourceFile& file, std::string_view tag, std::string_view opType) {
    b_.setLocation(file.name(), file.line(tag));
    b_.setOpType(opType);
  }

  Value replicated(const std::string& name, std::vector<int64_t> dims) {
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
  }

  Value stacked(const std::string& name, std::vector<int64_t> dims, std::string_view tag) {
    at(model_, tag, "xla__device_data");
    dims.insert(dims.begin(), spec_.model.layers);
    const auto rank = static_cast<int64_t>(dims.size());
    if (!distributed_) return b_.parameter(name, kF32, std::move(dims));
    dims[0] /= n_;
    return b_.parameter(name, kF32, std::move(dims), tiledAlong(rank, 0, n_));
  }

  Stacks declareStacks() {
    const ModelShape& m = spec_.model;
    GraphBuilder::Scope scope(b_, "stage_weights");
    Stacks s;
    s.inputNorm = stacked("layers.input_norm.weight", {m.hidden}, "norm_weight");
    s.wq = stacked("layers.attn.q_proj.weight", {m.hidden, m.heads * m.headDim}, "q_weight");
    s.wk = stacked("layers.attn.k_proj.weight", {m.hidden, m.kvHeads * m.headDim}, "k_weight");
    s.wv = stacked("layers.attn.v_proj.weight", {m.hidden, m.kvHeads * m.headDim}, "v_weight");
    s.wo = stacked("layers.attn.o_proj.weight", {m.heads * m.headDim, m.hidden}, "o_weight");
    s.postNorm = stacked("layers.post_attn_norm.weight", {m.hidden}, "norm_weight");
    s.gate = stacked("layers.mlp.gate_proj.weight", {m.hidden, m.ffn}, "gate_weight");
    s.up = stacked("layers.mlp.up_proj.weight", {m.hidden, m.ffn}, "up_weight");
    s.down = stacked("layers.mlp.down_proj.weight", {m.ffn, m.hidden}, "down_weight");
    return s;
  }

  // Layer j of the local stack: slice [j:j+1] and drop the layer dim.
  Value layerSlice(Value stack, int64_t j) {
    std::vector<int64_t> dims = b_.dims(stack);
    std::vector<std::pair<int64_t, int64_t>> ranges{{j, j + 1}};
    for (std::size_t d = 1; d < dims.size(); ++d) ranges.push_back({0, dims[d]});
    dims.erase(dims.begin());
    return b_.reshape(b_.slice(stack, ranges), dims);
  }

  std::pair<AttentionWeights, MlpWeights> layerWeights(const Stacks& s, int64_t j) {
    GraphBuilder::Scope scope(b_, "layer." + std::to_string(j));
    at(pipe_, "stage_layer", "aten__select");
    AttentionWeights a{layerSlice(s.inputNorm, j), layerSlice(s.wq, j), layerSlice(s.wk, j), layerSlice(s.wv, j), layerSlice(s.wo, j)};
    MlpWeights m{layerSlice(s.postNorm, j), layerSlice(s.gate, j), layerSlice(s.up, j), layerSlice(s.down, j)};
    return {a, m};
  }

  Value permute(Value state, bool bugHere) {
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    at(pipe_, "permute", "xla__collective_permute");
    std::vector<std::pair<int64_t, int64_t>> pairs;
    for (int64_t i = 0; i + 1 < n_; ++i) pairs.push_back({i, i + 1});
    const int64_t layer = bugs_ ? bugs_->layer() : -1;
    if (bugHere && bugs_->wants(BugKind::WrongReplicaGroups, layer)) {
      std::vector<std::pair<int64_t, int64_t>> backwards;
      for (auto [source, target] : pairs) backwards.push_back({target, source});
      Value v = b_.collectivePermute(state, backwards);
      bugs_->applied(b_, v, "`source_target_pairs` run backwards (stage i+1 -> i), so activations flow away from the last stage and stage i+1 receives zeros instead of stage i's output",
                     "collective-permute keeps its operand's shape whatever the pairs are");
      return v;
    }
    if (bugHere && bugs_->wants(BugKind::WrongDtype, layer)) {
      Value v = b_.collectivePermute(b_.convert(state, ElementType::BF16), pairs);
      bugs_->applied(b_, v, "the activations are sent to the next stage in bf16 and converted back to f32, where the baseline keeps f32",
                     "the converts restore the f32 type and the shape; only precision is lost");
      return b_.convert(v, kF32);
    }
    return b_.collectivePermute(state, pairs);
  }

  GraphBuilder& b_;
  const CaseSpec& spec_;
  const SourceFile& model_;
  const SourceFile& layers_;
  const SourceFile& pipe_;
  bool distributed_;
  BugInjector* bugs_;
  LlamaEmitter emitter_;
  int64_t n_ = 1;
};

// Every rank of a pipeline runs whole layers (all heads) in each of 2N-1 ticks, about
// 2N times a tensor-parallel twin's work, and the numeric checker keeps every value of
// every rank. Nothing here splits the sequence, so the small twin's is kept at
// kSmallPipelineSequence: the llama3.1-405b twin (128 heads) then fits the checker's
// element budget at N=8 with room to spare.
constexpr int64_t kSmallPipelineSequence = 4;

CaseSpec sized(const CaseSpec& requested) {
  CaseSpec spec = requested;
  if (spec.small) spec.model.seq = std::min(spec.model.seq, kSmallPipelineSequence);
  return spec;
}

ZooCase build(const CaseSpec& requested) {
  const CaseSpec spec = sized(requested);
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {llamaModelSource(), parallelLayersSource(), pipelineSource()};
  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(PipelineEmitter(baseline, spec, zooCase.sources, false, nullptr).emit());
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(PipelineEmitter(distributed, spec, zooCase.sources, true, &injector).emit());
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  zooCase.description =
      "GPipe pipeline parallelism over " + std::to_string(n) + " stages for a Llama decoder stack of " + std::to_string(m.layers) +
      " layer(s) (`" + m.name + "` shapes), written as one SPMD program.\n\n" +
      "- The input is " + std::to_string(n) + " microbatches `[" + std::to_string(n) + "," + std::to_string(m.seq) + "," + std::to_string(m.hidden) +
      "]`, replicated; the baseline (`reference_forward`) runs them one after the other through all layers and concatenates the outputs.\n" +
      "- Every weight is stacked over layers and split along the layer dim (`{devices=[" + std::to_string(n) + ",...]<=[" + std::to_string(n) +
      "]}`): device d is stage d with layers [" + std::to_string(m.layers / n) + "d, " + std::to_string(m.layers / n) + "(d+1)).\n" +
      "- " + std::to_string(2 * n - 1) + " ticks (op_name `tick.t/...`): stage 0 takes microbatch t, every stage runs its layers, and a "
      "`collective-permute` with `source_target_pairs={{0,1},...}` passes activations to the next stage (stage 0 receives nothing, i.e. zeros).\n" +
      "- Ticks " + std::to_string(n - 1) + ".." + std::to_string(2 * n - 2) + " of the last stage hold the outputs; a select keeps them on the "
      "last stage only and one `all-reduce` broadcasts them, so the ROOT is `{replicated}`.\n";
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace

const Strategy& pipelineStrategy() {
  static const Strategy strategy{
      "pipeline", "GPipe stages exchanging activations with collective-permute, outputs broadcast by one all-reduce",
      {BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongDtype},
      true, validate, build};
  return strategy;
}

}  // namespace shardscope::zoo
