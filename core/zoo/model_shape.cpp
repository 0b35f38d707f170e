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

ModelShape smallTwin(const ModelShape& preset, int64_t devices) {
  ModelShape small = preset;
  small.name = preset.name + " (small twin)";
  small.layers = 2;
  small.headDim = 2;
  small.hidden = preset.heads * small.headDim;
  // FFN = hidden (not the real ~3.5x): the weights dominate the numeric checker's work
  // for the FFN-only strategies (data-parallel, fsdp, moe-ep) and the pipeline.
  small.ffn = small.hidden;
  small.vocab = 8 * std::max<int64_t>(devices, 2);
  small.batch = 2;
  small.seq = std::max<int64_t>(8, 2 * devices);
  return small;
}

}  // namespace shardscope::zoo
