// Parameter counts from a transformer's shape, and the preset models.
#include "teach/model_size.h"

namespace shardscope::teach {

namespace {

double mlpMatrices(const ModelSize& model) { return model.gatedMlp ? 3.0 : 2.0; }

double expertMlpPerLayer(const ModelSize& model) {
  return mlpMatrices(model) * model.hidden * static_cast<double>(model.ffn) * model.experts;
}

}  // namespace

double ModelSize::shapeParameters() const {
  const double h = hidden;
  const int kv = kvHeads > 0 ? kvHeads : heads;
  const double kvWidth = h / heads * kv;
  const double attention = 2.0 * h * h + 2.0 * h * kvWidth;
  const double router = experts > 1 ? h * experts : 0.0;
  const double perLayer = attention + expertMlpPerLayer(*this) + router + 2.0 * h;
  const double embeddings = static_cast<double>(vocab) * h * (tiedEmbeddings ? 1.0 : 2.0);
  return layers * perLayer + embeddings + h;  // + the final norm
}

double ModelSize::shapeExpertParameters() const {
  return experts > 1 ? layers * expertMlpPerLayer(*this) : 0.0;
}

double ModelSize::expertParameters() const {
  const double shape = shapeParameters();
  return shape > 0 ? parameters() * shapeExpertParameters() / shape : 0.0;
}

const std::vector<ModelSize>& modelPresets() {
  // Published configurations: Llama 3 (Meta's model cards: 32/80/126 layers, GQA with 8
  // KV heads, SwiGLU, 128,256-token vocabulary); GPT-3 (Brown et al. 2020, table 2.1);
  // MT-NLG (Smith et al. 2022: 105 layers, hidden 20480, 128 heads).
  static const std::vector<ModelSize> presets = {
      {"Llama 3 8B", 32, 4096, 32, 8, 14336, 128256, true, false, 1, 1, 8e9},
      {"Llama 3 70B", 80, 8192, 64, 8, 28672, 128256, true, false, 1, 1, 70e9},
      {"Llama 3 405B", 126, 16384, 128, 8, 53248, 128256, true, false, 1, 1, 405e9},
      {"GPT-3 175B", 96, 12288, 96, 0, 49152, 50257, false, true, 1, 1, 175e9},
      {"Megatron-Turing 530B", 105, 20480, 128, 0, 81920, 51200, false, true, 1, 1, 530e9},
  };
  return presets;
}

const ModelSize* findModelPreset(const std::string& name) {
  for (const ModelSize& model : modelPresets())
    if (model.name == name) return &model;
  return nullptr;
}

std::optional<std::string> validateModel(const ModelSize& model) {
  if (model.layers < 1 || model.hidden < 1 || model.heads < 1 || model.ffn < 1 || model.vocab < 1)
    return "expected positive layers, hidden size, heads, FFN size and vocabulary";
  if (model.hidden % model.heads != 0)
    return "the hidden size " + std::to_string(model.hidden) + " is not a multiple of the " +
           std::to_string(model.heads) + " heads";
  if (model.kvHeads < 0 || (model.kvHeads > 0 && model.heads % model.kvHeads != 0))
    return "the KV heads must divide the heads";
  if (model.experts < 1 || model.expertsPerToken < 1 || model.expertsPerToken > model.experts)
    return "expected 1 <= experts per token <= experts";
  if (model.nominalParameters < 0) return "expected a non-negative parameter count";
  return std::nullopt;
}

}  // namespace shardscope::teach
