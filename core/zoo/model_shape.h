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
// How a strategy spreads each layer over the devices, which decides what its twin must
// keep of the full model. Sliced: tensor, sequence, data or expert parallelism cut every
// layer (heads, FFN, batch, experts) over the devices, so the numbers of query and KV
// heads are structure (heads per device, KV heads replicated over devices). WholeLayers:
// pipeline stages run whole layers, all heads, in each of 2N-1 ticks, so only the query
// heads per KV head (the GQA grouping) are.
enum class LayerSpread { Sliced, WholeLayers };

// Tiny twin of `preset` for `devices` (N): a head dim of 2, hidden = heads * 2, FFN =
// hidden, a vocabulary of 8 per device, a sequence of max(8, 2N), batch 2, 2 layers
// unless asked otherwise, the preset's query and KV heads. Past kTwinDevicesBeforeShrinking
// devices, so that --tp 32 twins fit the numeric checker's budget: the sequence is the
// smallest multiple of N from 16, FFN = hidden / 2 when that splits over N, and
// WholeLayers twins keep one KV head and its group of query heads.
inline constexpr int64_t kTwinDevicesBeforeShrinking = 8;
ModelShape smallTwin(const ModelShape& preset, int64_t devices, LayerSpread spread = LayerSpread::Sliced);

}  // namespace shardscope::zoo
