// heads-transposed: tensor-parallel Llama decoder layers whose attention output is
// contracted with heads and head_dim transposed: the context [B,heads,S,D] is permuted to
// [B,S,D,heads] and the row-parallel o_proj weight viewed as [D,heads,H], as
// transformers-neuronx's output() does with a 3-D transposed weight
// (`attn_output_transposed`), where the baseline merges the heads to [B,S,heads*D] first.
#include "zoo/layout_route_model.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

SourceFile headsSource() {
  static constexpr const char* kText = R"PY(# A Llama decoder layer, tensor parallel (Megatron column/row split). The baseline
# merges the heads before o_proj; the distributed program contracts the context with heads
# and head_dim transposed against the weight viewed as [head_dim, heads, hidden], as
# transformers-neuronx's output() does with attn_output_transposed (3-D out_weight).
import math
import torch


def rms_norm(x, w, eps):
    variance = (x * x).mean(-1, keepdim=True)  #@norm_variance
    x = x * torch.rsqrt(variance + eps)  #@norm_rsqrt
    return w * x  #@norm_scale


def rotary(x, cos, sin):  # along head_dim, the last dim of either layout
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]
    return x * cos + torch.cat((-x2, x1), dim=-1) * sin  #@rope_apply
    # rotate_half: the halves swapped, the second negated  #@rope_rotate


def layer(x, p, tp):  #@inputs
    # per-rank weights: q/k/v/gate/up column slices, o/down row slices  #@params
    b, s, h = x.shape
    n = rms_norm(x, p.input_norm, p.eps)
    q = (n @ p.wq).view(b, s, -1, p.head_dim).transpose(1, 2)  #@q_proj
    k = (n @ p.wk).view(b, s, -1, p.head_dim).transpose(1, 2)  #@k_proj
    v = (n @ p.wv).view(b, s, -1, p.head_dim).transpose(1, 2)  #@v_proj
    # view(b, s, heads, head_dim) and transpose(1, 2)  #@split_heads
    a = q @ k.transpose(-1, -2) / math.sqrt(p.head_dim)  #@scores
    a = a.masked_fill(~torch.ones_like(a, dtype=bool).tril(), -math.inf)  #@causal_mask
    a = torch.softmax(a, -1)  #@softmax
    c = a @ v  # [b, heads, s, head_dim]  #@pv
    if tp == 1:
        c = c.transpose(1, 2).reshape(b, s, -1)  #@merge_heads
        o = c @ p.wo  #@o_proj
    else:
        c = c.permute(0, 2, 3, 1)  # [b, s, head_dim, heads]  #@heads_transpose
        w = p.wo.view(-1, p.head_dim, h).permute(1, 0, 2)  # [head_dim, heads, h]  #@weight_view
        o = torch.einsum("bsdn,dnh->bsh", c, w)
        o = all_reduce(o)  #@all_reduce
    x = x + o  #@residual
    n = rms_norm(x, p.post_attn_norm, p.eps).view(b * s, h)  #@mlp_flatten
    g = n @ p.gate  #@gate_proj
    u = n @ p.up  #@up_proj
    m = torch.nn.functional.silu(g) * u  #@swiglu
    m = (m @ p.down).view(b, s, h)  #@down_proj
    m = all_reduce(m)  # view(b, s, h) before  #@mlp_unflatten
    return x + m
)PY";
  return SourceFile("heads_transposed.py", kText);
}

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase = buildLayoutRouteCase(spec, LayoutRoute::HeadsTransposed, headsSource());
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  zooCase.description =
      "Heads transposed before the output projection: " + layoutRouteModelText(spec) + ", " + std::to_string(m.heads / n) + " heads per device.\n\n"
      "- q/k/v, gate and up are column-parallel, o_proj and down row-parallel, each completed by one `all-reduce`.\n"
      "- The baseline merges the heads (`transpose(0,2,1,3)`, reshape to `[B,S,heads*D]`) and multiplies by `o_proj` `[heads*D,H]`.\n"
      "- The distributed program permutes the context `[B,heads,S,D]` to `[B,S,D,heads]`, views its `o_proj` rows as "
      "`[heads,D,H]` and transposes them to `[D,heads,H]` (transformers-neuronx's 3-D `attn_output_transposed` weight), and contracts "
      "`(D, heads)` with `(D, heads)`: the same products in another order, which the verifier follows as layout bijections of the "
      "baseline's merged context and weight (docs/verify.md, layout relations).\n";
  return zooCase;
}

}  // namespace

const Strategy& headsTransposedStrategy() {
  static const Strategy strategy{
      "heads-transposed", "tensor-parallel decoder contracting heads and head_dim transposed in the output projection",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongDtype,
       BugKind::WrongReshapeSplit, BugKind::WrongTranspose},
      false, validateLayoutRouteSpec, build};
  return strategy;
}

}  // namespace shardscope::zoo
