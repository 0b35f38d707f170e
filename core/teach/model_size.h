#pragma once
// A transformer's size for the strategy explorer (issue 24): its shape (layers, hidden,
// heads, FFN, vocabulary, experts) and the parameter count the estimates use. Presets
// are the models seed 002 names (LLaMA 70B, GPT-3 175B, Megatron-Turing 530B) plus the
// Llama 3 family; their shapes are the published configurations.
#include <optional>
#include <string>
#include <vector>

namespace shardscope::teach {

struct ModelSize {
  std::string name;
  int layers = 1;
  int hidden = 1;
  int heads = 1;
  int kvHeads = 0;           // grouped-query attention; 0: as many as heads
  int ffn = 1;               // the MLP's inner width
  long long vocab = 1;
  bool gatedMlp = false;     // SwiGLU (three FFN matrices, Llama) or two (GPT)
  bool tiedEmbeddings = false;
  int experts = 1;           // > 1: every layer's MLP is a mixture of this many experts
  int expertsPerToken = 1;   // top-k routing
  // The count the model's name gives (70e9 for "70B"), which seed 002's figures use
  // ("LLaMA 70B 的参数量为 700 亿 ... 约 140 GB"); 0: count from the shape.
  double nominalParameters = 0;

  // Counted from the shape: per layer the attention projections (q and o h x h, k and v
  // h x kv-width), the MLP (2 or 3 h x ffn matrices, times the experts, plus a router),
  // two norms; the embedding and, unless tied, the output head (vocab x h).
  double shapeParameters() const;
  // Of shapeParameters(), the expert MLPs (split by EP); 0 for dense models.
  double shapeExpertParameters() const;
  double parameters() const { return nominalParameters > 0 ? nominalParameters : shapeParameters(); }
  // parameters() split as the shape splits them.
  double expertParameters() const;
  double denseParameters() const { return parameters() - expertParameters(); }
};

// Llama 3 8B, 70B, 405B; GPT-3 175B; Megatron-Turing NLG 530B.
const std::vector<ModelSize>& modelPresets();
const ModelSize* findModelPreset(const std::string& name);

// Why the shape is not a model (a non-positive size, heads not dividing hidden, kv heads
// not dividing heads, top-k above the experts), or nullopt.
std::optional<std::string> validateModel(const ModelSize& model);

}  // namespace shardscope::teach
