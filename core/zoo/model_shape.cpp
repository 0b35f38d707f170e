#include "zoo/model_shape.h"

#include <algorithm>

namespace shardscope::zoo {

const std::vector<ModelShape>& modelPresets() {
  // Published Llama 3 / 3.1 configurations (config.json of the Meta releases).
  static const std::vector<ModelShape> presets = {
      {"llama3-8b", 32, 4096, 32, 8, 128, 14336, 128256, 2, 4096, 1e-5, 500000.0},
      {"llama3-70b", 80, 8192, 64, 8, 128, 28672, 128256, 2, 4096, 1e-5, 500000.0},
      {"llama3.1-405b", 126, 16384, 128, 8, 128, 53248, 128256, 2, 4096, 1e-5, 500000.0},
  };
  return presets;
}

std::optional<ModelShape> findPreset(std::string_view name) {
  for (const ModelShape& preset : modelPresets())
    if (preset.name == name) return preset;
  return std::nullopt;
}

ModelShape toyModel() { return {"toy", 2, 32, 8, 4, 4, 64, 64, 2, 8, 1e-5, 10000.0}; }

ModelShape smallTwin(const ModelShape& preset, int64_t devices, LayerSpread spread) {
  const int64_t n = std::max<int64_t>(devices, 1);
  // Past 8 devices what grows with N (ranks, pipeline ticks, 2N experts, per-rank
  // gradient copies, S x S scores) would take the 405b twins over the numeric checker's
  // budget at --tp 32, so three sizes stop growing or shrink there; up to 8 devices the
  // twins are as they always were.
  const bool manyDevices = n > kTwinDevicesBeforeShrinking;
  ModelShape small = preset;
  small.name = preset.name + " (small twin)";
  small.layers = 2;
  small.headDim = 2;
  if (manyDevices && spread == LayerSpread::WholeLayers && preset.kvHeads > 0 && preset.heads % preset.kvHeads == 0) {
    // Every stage runs all heads of its layers in each of 2N-1 ticks.
    small.kvHeads = 1;
    small.heads = preset.heads / preset.kvHeads;
  }
  small.hidden = small.heads * small.headDim;
  // FFN = hidden (not the real ~3.5x): weight-sized values dominate the budget of the
  // FFN-only strategies (data-parallel and fsdp keep gradients and updates on every rank,
  // moe-ep has 2N experts) and of the pipeline. Half of that past 8 devices, when half
  // still splits over them.
  small.ffn = small.hidden;
  if (manyDevices && small.hidden / 2 > 0 && small.hidden / 2 % n == 0) small.ffn = small.hidden / 2;
  small.vocab = 8 * std::max<int64_t>(n, 2);
  small.batch = 2;
  // The sequence splits over the devices (sequence parallelism, flash-decoding's KV cache
  // with two positions per device): max(8, 2N); past 8 devices the smallest multiple of
  // N from 16 (one position per device), or the S x S scores of head-parallel attention
  // alone would fill the budget.
  small.seq = manyDevices ? (16 + n - 1) / n * n : std::max<int64_t>(8, 2 * n);
  return small;
}

}  // namespace shardscope::zoo
