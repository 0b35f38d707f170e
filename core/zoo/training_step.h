#pragma once
// One SGD training step of a stack of residual feed-forward blocks
// (y = x + relu(x W1) W2, loss = 0.5 * mean over tokens of |y - target|^2), written with
// its backward pass: the program data-parallel and FSDP cases distribute. The forward
// and backward math is shared; the weight handling (replicated + gradient all-reduce, or
// sharded + all-gather / reduce-scatter) is what the two strategies differ in.

#include "zoo/bug_injector.h"
#include "zoo/graph_builder.h"
#include "zoo/model_shape.h"
#include "zoo/source_file.h"
#include "zoo/zoo_case.h"

#include <cstdint>

namespace shardscope::zoo {

enum class WeightMode {
  Baseline,       // one device: full batch, full weights
  DataParallel,   // batch split, weights replicated, gradients all-reduced
  FullySharded,   // batch split, weights split along dim 0: all-gathered for use,
                  // gradients reduce-scattered back to shards
  LocalMean,      // PyTorch/XLA's data-parallel step: the weights first, then a world-size
                  // input, then the batch; the mean loss over the local batch, one tuple
                  // all-reduce of every gradient, each divided by the world size
};

struct TrainingStepOptions {
  WeightMode mode = WeightMode::Baseline;
  int64_t devices = 1;
  BugInjector* bugs = nullptr;
  double learningRate = 0.01;
};

// Emits the whole step; returns the tuple of updated weights (the ROOT) and sets its
// sharding in the distributed modes.
Value emitTrainingStep(GraphBuilder& builder, const ModelShape& model, const SourceFile& source,
                       const TrainingStepOptions& options);

// The data-parallel and FSDP cases: both programs of one training step, the source
// file they point to and the injected bug; the caller adds the description.
ZooCase buildTrainingCase(const CaseSpec& spec, WeightMode distributedMode);

// Number of tokens of the step (batch * seq of the model).
int64_t trainingTokens(const ModelShape& model);

}  // namespace shardscope::zoo
