#pragma once
// Model shapes the zoo generates: the real Llama 3 presets, their tiny "small twins"
// (same structure: layer composition, heads per KV head, KV-head replication under
// tensor parallelism; shapes small enough for the numeric checker), and the toy model
// used when no preset is named.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::zoo {

struct ModelShape {
  std::string name;       // "llama3-8b", "toy", "llama3-8b (small twin)"
  int64_t layers = 0;
  int64_t hidden = 0;
  int64_t heads = 0;      // query heads
  int64_t kvHeads = 0;    // key/value heads (grouped-query attention)
  int64_t headDim = 0;
  int64_t ffn = 0;        // SwiGLU intermediate size
  int64_t vocab = 0;
  int64_t batch = 0;      // global batch of the generated step
  int64_t seq = 0;        // sequence length (KV length for decoding)
  double rmsEps = 1e-5;
  double ropeTheta = 500000.0;
};

// The presets by name: llama3-8b, llama3-70b, llama3.1-405b.
const std::vector<ModelShape>& modelPresets();
std::optional<ModelShape> findPreset(std::string_view name);
// The model used when NAME has no preset: already small.
ModelShape toyModel();
// Tiny twin of `preset` for `devices`: the same number of query and KV heads (so the
// GQA grouping and the KV replication over devices are those of the full model), a
// head dim of 2, a small vocabulary and sequence, 2 layers unless asked otherwise.
ModelShape smallTwin(const ModelShape& preset, int64_t devices);

}  // namespace shardscope::zoo
