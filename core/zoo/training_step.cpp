#include "zoo/training_step.h"

#include "zoo/case_assembly.h"
#include "zoo/training_source.h"
#include "zoo/collective_sites.h"
#include "zoo/sharding_specs.h"

#include <string>
#include <vector>

namespace shardscope::zoo {

using ir::ElementType;

namespace {

constexpr ElementType kF32 = ElementType::F32;

struct LayerState {
  Value w1 = -1, w2 = -1;        // as declared (full, or the local shard under FSDP)
  Value input = -1, pre = -1, act = -1;
};

class StepEmitter {
 public:
  StepEmitter(GraphBuilder& b, const ModelShape& m, const SourceFile& src, const TrainingStepOptions& o)
      : b_(b), m_(m), src_(src), o_(o) {}

  Value emit() {
    const int64_t tokens = trainingTokens(m_);
    const int64_t localTokens = o_.mode == WeightMode::Baseline ? tokens : tokens / o_.devices;
    const bool localMean = o_.mode == WeightMode::LocalMean;
    Value x, target;
    std::vector<LayerState> layers(static_cast<std::size_t>(m_.layers));
    // PyTorch/XLA lists the model's parameters before the batch, and the world size
    // among them.
    if (localMean) {
      for (int64_t l = 0; l < m_.layers; ++l) declare(layers[l], l);
      GraphBuilder::Scope scope(b_, "inputs");
      at("world_size", "xla__device_data");
      worldSize_ = b_.parameter("world_size", kF32, {}, sharding::HloSharding::replicated());
    }
    {
      GraphBuilder::Scope scope(b_, "inputs");
      at("batch", "xla__device_data");
      x = input("tokens", {localTokens, m_.hidden});
      target = input("targets", {localTokens, m_.hidden});
    }
    if (!localMean)
      for (int64_t l = 0; l < m_.layers; ++l) declare(layers[l], l);
    Value h = x;
    for (int64_t l = 0; l < m_.layers; ++l) h = forward(layers[l], h, l);
    Value grad;
    {
      GraphBuilder::Scope scope(b_, "loss");
      at("loss", "aten__mse_loss");
      // d(0.5 * sum |y - t|^2 / tokens)/dy, scaled by the global token count so that the
      // sum of the devices' gradients is the full-batch gradient; PyTorch/XLA's step
      // takes the mean over its own tokens and divides the sum by the world size later.
      grad = b_.multiply(b_.subtract(h, target), b_.filled(kF32, 1.0 / static_cast<double>(localMean ? localTokens : tokens), b_.dims(h)));
    }
    std::vector<Value> updated(static_cast<std::size_t>(2 * m_.layers));
    for (int64_t l = m_.layers; l-- > 0;) grad = backward(layers[l], grad, l, updated);
    if (localMean) reduceGradients(layers, updated);
    GraphBuilder::Scope scope(b_, "optimizer");
    at("sgd", "aten__add");
    Value root = b_.tuple(updated);
    if (o_.mode != WeightMode::Baseline) {
      std::vector<sharding::HloSharding> elements;
      for (std::size_t i = 0; i < updated.size(); ++i)
        elements.push_back(o_.mode == WeightMode::FullySharded ? tiledAlong(2, 0, o_.devices) : sharding::HloSharding::replicated());
      b_.setSharding(root, sharding::HloSharding::tuple(std::move(elements)));
    }
    return root;
  }

 private:
  void at(std::string_view tag, std::string_view opType) {
    b_.setLocation(src_.name(), src_.line(tag));
    b_.setOpType(opType);
  }
  CollectiveContext collectives(int64_t layer) { return {b_, o_.devices, o_.bugs, layer}; }
  static std::string layerScope(int64_t l) { return "layer." + std::to_string(l); }

  Value input(const std::string& name, std::vector<int64_t> dims) {
    if (o_.mode == WeightMode::Baseline) return b_.parameter(name, kF32, std::move(dims));
    return b_.parameter(name, kF32, std::move(dims), tiledAlong(2, 0, o_.devices));
  }

  Value weight(const std::string& name, std::vector<int64_t> dims) {
    switch (o_.mode) {
      case WeightMode::Baseline: return b_.parameter(name, kF32, std::move(dims));
      case WeightMode::DataParallel: case WeightMode::LocalMean:
        return b_.parameter(name, kF32, std::move(dims), sharding::HloSharding::replicated());
      case WeightMode::FullySharded:
        dims[0] /= o_.devices;
        return b_.parameter(name, kF32, std::move(dims), tiledAlong(2, 0, o_.devices));
    }
    return -1;
  }

  void declare(LayerState& s, int64_t l) {
    GraphBuilder::Scope scope(b_, layerScope(l));
    const std::string prefix = "layers." + std::to_string(l) + ".";
    at("fc1_weight", "xla__device_data");
    s.w1 = weight(prefix + "fc1.weight", {m_.hidden, m_.ffn});
    at("fc2_weight", "xla__device_data");
    s.w2 = weight(prefix + "fc2.weight", {m_.ffn, m_.hidden});
  }

  // The full weight for compute: FSDP gathers the shards (forward and again in backward,
  // as FSDP frees them in between).
  Value usable(Value w, int64_t l) {
    if (o_.mode != WeightMode::FullySharded) return w;
    at("all_gather", "xla__all_gather");
    return gatherShards(collectives(l), w, 0);
  }

  Value forward(LayerState& s, Value x, int64_t l) {
    GraphBuilder::Scope scope(b_, layerScope(l));
    GraphBuilder::Scope block(b_, "mlp");
    s.input = x;
    Value w1, w2;
    {
      GraphBuilder::Scope fc(b_, "fc1");
      w1 = usable(s.w1, l);
      at("fc1", "aten__mm");
      s.pre = b_.dot(x, w1, {}, {}, {1}, {0});
    }
    at("relu", "aten__relu");
    s.act = b_.maximum(s.pre, b_.filled(kF32, 0.0, b_.dims(s.pre)));
    Value out;
    {
      GraphBuilder::Scope fc(b_, "fc2");
      w2 = usable(s.w2, l);
      at("fc2", "aten__mm");
      out = b_.dot(s.act, w2, {}, {}, {1}, {0});
    }
    at("residual", "aten__add");
    return b_.add(x, out);
  }

  // Gradient of one weight, synchronised across devices the strategy's way.
  Value synchronise(Value localGrad, int64_t l) {
    switch (o_.mode) {
      case WeightMode::Baseline: return localGrad;
      case WeightMode::DataParallel:
        at("all_reduce", "xla__cross_replica_sum");
        return sumPartials(collectives(l), localGrad);
      case WeightMode::FullySharded:
        at("reduce_scatter", "xla__reduce_scatter");
        return reduceScatterPartials(collectives(l), localGrad, 0);
      case WeightMode::LocalMean:
        return localGrad;  // reduced with every other gradient in reduceGradients
    }
    return localGrad;
  }

  // One all-reduce of every gradient (xm.reduce_gradients), each then divided by the
  // world size. The bug layer's gradients may be left out of it, reduced over half the
  // devices, or not divided.
  void reduceGradients(const std::vector<LayerState>& layers, std::vector<Value>& updated) {
    GraphBuilder::Scope scope(b_, "optimizer");
    GraphBuilder::Scope sync(b_, "reduce_gradients");
    at("all_reduce", "xla__cross_replica_sum");
    const GraphBuilder::DistributedOnly distributedOnly(b_);
    std::vector<Value> summed, skipped;
    std::vector<std::size_t> at_;
    for (std::size_t i = 0; i < pending_.size(); ++i) {
      const int64_t layer = static_cast<int64_t>(i / 2);
      if (o_.bugs && o_.bugs->wants(BugKind::MissingAllReduce, layer) && skipped.empty()) {
        skipped.push_back(i);
        continue;
      }
      at_.push_back(i);
      summed.push_back(pending_[i]);
    }
    GraphBuilder::Groups groups = GraphBuilder::allDevices(o_.devices);
    int64_t halvesLayer = -1;
    for (int64_t l = 0; l < m_.layers && o_.devices % 2 == 0; ++l)
      if (o_.bugs && o_.bugs->wants(BugKind::WrongReplicaGroups, l)) halvesLayer = l;
    if (halvesLayer >= 0) groups = GraphBuilder::consecutive(o_.devices, 2);
    const Value combined = b_.allReduceTuple(summed, groups, ReduceKind::Sum);
    if (halvesLayer >= 0)
      o_.bugs->applied(b_, combined, "the gradients' all-reduce sums over two halves of the devices (`replica_groups=[2," + std::to_string(o_.devices / 2) + "]`) instead of all " +
                                         std::to_string(o_.devices) + ", so each half averages its own gradients only",
                       "the group size changes no shape of an all-reduce");
    std::vector<Value> reduced(pending_.size(), -1);
    for (std::size_t k = 0; k < at_.size(); ++k) reduced[at_[k]] = b_.getTupleElement(combined, static_cast<int64_t>(k));
    for (std::size_t i : skipped) {
      reduced[i] = pending_[i];
      o_.bugs->applied(b_, pending_[i], "this gradient is left out of the gradients' all-reduce: each device divides its own local mean gradient by the world size",
                       "an all-reduce keeps its operands' shapes; leaving one out of the tuple changes no other shape");
    }
    at("sgd", "aten__div");
    for (std::size_t i = 0; i < pending_.size(); ++i) {
      const int64_t layer = static_cast<int64_t>(i / 2);
      const LayerState& s = layers[static_cast<std::size_t>(layer)];
      const Value w = i % 2 == 0 ? s.w1 : s.w2;
      if (o_.bugs && o_.bugs->wants(BugKind::WrongGradientScale, layer)) {
        // The step multiplies the summed gradient itself: reported there.
        at("sgd", "aten__add");
        const Value step = b_.multiply(reduced[i], b_.filled(kF32, o_.learningRate, b_.dims(reduced[i])));
        o_.bugs->applied(b_, step, "the step uses the summed gradient without the division by the world size: the update is " + std::to_string(o_.devices) + " times too large",
                         "a division by a scalar changes no shape");
        updated[i] = b_.subtract(w, step);
        continue;
      }
      updated[i] = sgd(w, b_.divide(reduced[i], b_.broadcast(worldSize_, b_.dims(reduced[i]), {})));
    }
  }

  Value sgd(Value w, Value grad) {
    at("sgd", "aten__add");
    return b_.subtract(w, b_.multiply(grad, b_.filled(kF32, o_.learningRate, b_.dims(grad))));
  }

  Value backward(LayerState& s, Value dy, int64_t l, std::vector<Value>& updated) {
    GraphBuilder::Scope scope(b_, layerScope(l));
    GraphBuilder::Scope block(b_, "backward");
    Value dW2, dact;
    {
      GraphBuilder::Scope fc(b_, "fc2");
      at("backward", "aten__mm_backward");
      dW2 = b_.dot(s.act, dy, {}, {}, {0}, {0});  // act^T dy: [F, H]
      Value w2 = usable(s.w2, l);
      at("backward", "aten__mm_backward");
      dact = b_.dot(dy, w2, {}, {}, {1}, {1});    // dy W2^T: [T, F]
    }
    at("backward", "aten__threshold_backward");
    Value positive = b_.compare(s.pre, b_.filled(kF32, 0.0, b_.dims(s.pre)), "GT");
    Value dpre = b_.select(positive, dact, b_.filled(kF32, 0.0, b_.dims(dact)));
    Value dW1, dx;
    {
      GraphBuilder::Scope fc(b_, "fc1");
      at("backward", "aten__mm_backward");
      dW1 = b_.dot(s.input, dpre, {}, {}, {0}, {0});  // x^T dpre: [H, F]
      Value w1 = usable(s.w1, l);
      at("backward", "aten__mm_backward");
      dx = b_.add(dy, b_.dot(dpre, w1, {}, {}, {1}, {1}));
    }
    {
      GraphBuilder::Scope sync(b_, "grad_sync");
      dW2 = synchronise(dW2, l);
      dW1 = synchronise(dW1, l);
    }
    if (o_.mode == WeightMode::LocalMean) {
      // The step happens after the gradients' one all-reduce; remembered by position
      // in the updated tuple (2l: W1, 2l+1: W2).
      if (pending_.size() < updated.size()) pending_.resize(updated.size(), -1);
      pending_[2 * l] = dW1;
      pending_[2 * l + 1] = dW2;
      return dx;
    }
    GraphBuilder::Scope step(b_, "sgd");
    updated[2 * l] = sgd(s.w1, dW1);
    updated[2 * l + 1] = sgd(s.w2, dW2);
    return dx;
  }

  GraphBuilder& b_;
  const ModelShape& m_;
  const SourceFile& src_;
  TrainingStepOptions o_;
  Value worldSize_ = -1;
  std::vector<Value> pending_;  // LocalMean: each weight's local gradient, by position in the ROOT
};

}  // namespace

int64_t trainingTokens(const ModelShape& model) { return model.batch * model.seq; }

Value emitTrainingStep(GraphBuilder& builder, const ModelShape& model, const SourceFile& source, const TrainingStepOptions& options) {
  return StepEmitter(builder, model, source, options).emit();
}

ZooCase buildTrainingCase(const CaseSpec& spec, WeightMode distributedMode) {
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {trainingSource()};
  GraphBuilder baseline = baselineBuilder(spec);
  zooCase.baseline = baseline.finish(emitTrainingStep(baseline, spec.model, zooCase.sources[0], {WeightMode::Baseline, 1, nullptr, 0.01}));
  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  zooCase.distributed = distributed.finish(
      emitTrainingStep(distributed, spec.model, zooCase.sources[0], {distributedMode, spec.devices, &injector, 0.01}));
  recordBug(zooCase, injector);
  return zooCase;
}

}  // namespace shardscope::zoo
