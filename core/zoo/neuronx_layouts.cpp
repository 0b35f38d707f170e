// neuronx-layouts: tensor-parallel Llama decoder layers laid out as transformers-neuronx
// lays them out (attention_layout=HSB): the residual stream is [H,S,B], projections are
// `dot00` of its [H,S*B] view, attention runs on [S,B,heads,D]; the attention's all-reduce
// runs in BSH with the `collectives_layout` transposes around it (reshape and transpose to
// [B,S,H], all-reduce, permute(2,1,0) back), the MLP's in HSB. The baseline is the same
// decoder in PyTorch's [B,S,H].
#include "zoo/layout_route_model.h"
#include "zoo/strategy.h"

namespace shardscope::zoo {
namespace {

SourceFile neuronxSource() {
  static constexpr const char* kText = R"PY(# A Llama decoder written twice: `reference` in PyTorch's [B,S,H] (baseline.hlo), and
# `neuronx_layer` as transformers-neuronx's HLO builders write it for tp_degree ranks with
# attention_layout=HSB (distributed.hlo): the hidden state is [H,S,B]; the attention's
# all-reduce uses collectives_layout=BSH (transposes around it), the MLP's HSB.
import math
import torch
from transformers_neuronx import hlo


def rms_norm(x, w, eps, dim):
    variance = (x * x).mean(dim, keepdim=True)  #@norm_variance
    x = x * torch.rsqrt(variance + eps)  #@norm_rsqrt
    return w * x  #@norm_scale


def rotary(x, cos, sin):  # along head_dim, the last dim of either layout
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]
    return x * cos + torch.cat((-x2, x1), dim=-1) * sin  #@rope_apply
    # rotate_half: the halves swapped, the second negated  #@rope_rotate


def attention_core(q, k, v):
    s = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])  #@scores
    s = s.masked_fill(~torch.ones_like(s, dtype=bool).tril(), -math.inf)  #@causal_mask
    return torch.softmax(s, -1) @ v  #@softmax


def reference(x, layers):  # [B, S, H]  #@inputs
    for p in layers:  #@params
        b, s, h = x.shape
        n = rms_norm(x, p.input_norm, p.eps, -1)
        q = (n @ p.wq).view(b, s, -1, p.head_dim).transpose(1, 2)  #@q_proj
        k = (n @ p.wk).view(b, s, -1, p.head_dim).transpose(1, 2)  #@k_proj
        v = (n @ p.wv).view(b, s, -1, p.head_dim).transpose(1, 2)  #@v_proj
        # view(b, s, heads, head_dim) and transpose(1, 2)  #@split_heads
        c = attention_core(q, k, v)  #@pv
        c = c.transpose(1, 2).reshape(b, s, -1)  #@merge_heads
        x = x + c @ p.wo  #@o_proj
        n = rms_norm(x, p.post_attn_norm, p.eps, -1).view(b * s, h)  #@mlp_flatten
        g = n @ p.gate  #@gate_proj
        u = n @ p.up  #@up_proj
        a = torch.nn.functional.silu(g) * u  #@swiglu
        x = x + (a @ p.down).view(b, s, h)  #@down_proj
        # the residual adds  #@residual
        # view(b, s, h)  #@mlp_unflatten
    return x


def neuronx_forward(x, layers, tp_degree):
    hidden = hlo.permute(x, (2, 1, 0))  # [B,S,H] -> [H,S,B]  #@to_hsb_in
    for p in layers:
        hidden = neuronx_layer(hidden, p, tp_degree)
    return hlo.permute(hidden, (2, 1, 0))  #@to_bsh_out


def neuronx_layer(hidden, p, tp_degree):
    h, s, b = hidden.sizes
    n = rms_norm(hidden, p.input_norm, p.eps, 0)  # over dim 0 of [H,S,B]
    n = hlo.reshape(n, (h, s * b))  # dot00 operand  #@hsb_flatten
    q = hlo.dot00(n, p.wq)  # (h, s*b) @ (h, i) => (s*b, i)
    q = hlo.reshape(q, (s, b, p.heads_tp, p.head_dim))  # and k, v
    c = attention_core(q, k, v)  # dots with batch dims (b, heads): [B,heads,S,D]
    c = hlo.reshape(hlo.permute(c, (2, 0, 1, 3)), (s * b, -1))
    o = hlo.dot10(c, p.wo)  # (s*b, h): a partial sum on each rank
    o = hlo.permute(hlo.reshape(o, (s, b, h)), (1, 0, 2))  # collectives_layout=BSH  #@to_bsh
    o = hlo.all_reduce_sum(o, tp_degree)  #@all_reduce
    hidden = hidden + hlo.permute(o, (2, 1, 0))  # back to HSB  #@to_hsb
    n = hlo.reshape(rms_norm(hidden, p.post_attn_norm, p.eps, 0), (h, s * b))
    a = silu(hlo.dot00(n, p.gate)) * hlo.dot00(n, p.up)
    d = hlo.dot10(a, p.down)  # (s*b, h)
    d = hlo.reshape(hlo.transpose(d, 0, 1), (h, s, b))  # collectives_layout=HSB
    return hidden + hlo.all_reduce_sum(d, tp_degree)
)PY";
  return SourceFile("neuronx_layouts.py", kText);
}

ZooCase build(const CaseSpec& spec) {
  ZooCase zooCase = buildLayoutRouteCase(spec, LayoutRoute::NeuronxHsb, neuronxSource());
  const ModelShape& m = spec.model;
  zooCase.description =
      "transformers-neuronx's layouts: " + layoutRouteModelText(spec) + ", batch " + std::to_string(m.batch) + ", sequence " + std::to_string(m.seq) + ", hidden " +
      std::to_string(m.hidden) + ".\n\n"
      "- The baseline is the decoder in `[B,S,H]`. The distributed program is Megatron-style tensor parallel (column-parallel q/k/v, gate, up; "
      "row-parallel o_proj, down) but keeps the residual stream in transformers-neuronx's HSB layout `[H,S,B]` "
      "(`attention_layout=HSB`): the input is permuted to `[H,S,B]` and the output back to `[B,S,H]`.\n"
      "- RMSNorm reduces over dim 0; the projections are `dot00` products of the `[H,S*B]` view (rows sequence-major); rotary embedding cuts and joins head_dim of `[S,B,heads,D]`; q/k/v are "
      "`[S,B,heads,D]` and the attention dots take `(B, heads)` as batch dims.\n"
      "- Attention output (`collectives_layout=BSH`): `[S*B,H]` is reshaped to `[S,B,H]`, transposed to `[B,S,H]`, all-reduced, and "
      "permuted `(2,1,0)` back to HSB for the residual add.\n"
      "- MLP output (`collectives_layout=HSB`): `[S*B,H]` is transposed and reshaped to `[H,S,B]` and all-reduced there.\n"
      "- No value of the distributed program between the input and output permutes has the baseline's layout except around the "
      "attention's all-reduce: the verifier follows each value as a bijection of a baseline value (docs/verify.md, layout relations).\n";
  return zooCase;
}

}  // namespace

const Strategy& neuronxLayoutsStrategy() {
  static const Strategy strategy{
      "neuronx-layouts", "transformers-neuronx's HSB residual stream, BSH all-reduce with collectives_layout transposes around it",
      {BugKind::AllGatherForAllReduce, BugKind::ExtraAllReduce, BugKind::MissingAllReduce, BugKind::WrongReplicaGroups, BugKind::WrongDtype,
       BugKind::WrongReshapeSplit, BugKind::WrongTranspose},
      false, validateLayoutRouteSpec, build};
  return strategy;
}

}  // namespace shardscope::zoo
