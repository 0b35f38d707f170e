#include "zoo/llama_source.h"

namespace shardscope::zoo {

SourceFile llamaModelSource() {
  static constexpr const char* kText = R"PY(# Llama decoder as the zoo generates it (baseline and distributed programs point here).
# Tensor parallelism follows Megatron-LM: q/k/v, gate and up projections are
# column-parallel (heads and FFN columns split over the TP group), o_proj and down_proj
# are row-parallel (their outputs are partial sums completed by one all-reduce).
# With sequence parallelism the norms and residuals work on a 1/TP slice of the
# sequence; parallel_layers.py gathers it before and reduce-scatters it after.
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from parallel_layers import (ColumnParallelLinear, RowParallelLinear,
                             gather_from_sequence_parallel_region, get_tp_size)


class RMSNorm(nn.Module):
    def __init__(self, hidden, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))  #@norm_weight
        self.eps = eps

    def forward(self, x):
        variance = x.pow(2).mean(-1, keepdim=True)  #@norm_variance
        x = x * torch.rsqrt(variance + self.eps)  #@norm_rsqrt
        return self.weight * x  #@norm_scale


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]  #@rope_split
    return torch.cat((-x2, x1), dim=-1)  #@rope_rotate


def apply_rotary(x, cos, sin):
    return x * cos + rotate_half(x) * sin  #@rope_apply


class Attention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        tp = get_tp_size()
        self.head_dim = cfg.hidden // cfg.heads
        self.local_heads = cfg.heads // tp
        # Fewer KV heads than TP ranks: each rank holds one KV head, replicated.
        self.local_kv_heads = max(cfg.kv_heads // tp, 1)
        self.q_proj = ColumnParallelLinear(cfg.hidden, cfg.heads * self.head_dim)  #@q_weight
        self.k_proj = ColumnParallelLinear(cfg.hidden, cfg.kv_heads * self.head_dim)  #@k_weight
        self.v_proj = ColumnParallelLinear(cfg.hidden, cfg.kv_heads * self.head_dim)  #@v_weight
        self.o_proj = RowParallelLinear(cfg.heads * self.head_dim, cfg.hidden)  #@o_weight

    def forward(self, x, cos, sin):
        x = gather_from_sequence_parallel_region(x)  #@attn_gather
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, self.local_heads, self.head_dim)  #@q_proj
        k = self.k_proj(x).view(b, s, self.local_kv_heads, self.head_dim)  #@k_proj
        v = self.v_proj(x).view(b, s, self.local_kv_heads, self.head_dim)  #@v_proj
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)  #@qkv_transpose
        q, k = apply_rotary(q, cos, sin), apply_rotary(k, cos, sin)  #@rope
        groups = self.local_heads // self.local_kv_heads
        k = k[:, :, None].expand(b, self.local_kv_heads, groups, s, self.head_dim)  #@repeat_kv_k
        k = k.reshape(b, self.local_heads, s, self.head_dim)
        v = v[:, :, None].expand(b, self.local_kv_heads, groups, s, self.head_dim)  #@repeat_kv_v
        v = v.reshape(b, self.local_heads, s, self.head_dim)
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)  #@scores
        causal = torch.ones(s, s, dtype=torch.bool).tril()  #@causal_mask
        scores = scores.masked_fill(~causal, float("-inf"))  #@mask_fill
        probs = F.softmax(scores, dim=-1)  #@softmax
        out = probs @ v  #@pv
        out = out.transpose(1, 2).reshape(b, s, self.local_heads * self.head_dim)  #@merge_heads
        return self.o_proj(out)  #@o_proj


class MLP(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.gate_proj = ColumnParallelLinear(cfg.hidden, cfg.ffn)  #@gate_weight
        self.up_proj = ColumnParallelLinear(cfg.hidden, cfg.ffn)  #@up_weight
        self.down_proj = RowParallelLinear(cfg.ffn, cfg.hidden)  #@down_weight

    def forward(self, x):
        x = gather_from_sequence_parallel_region(x)  #@mlp_gather
        b, s, h = x.shape
        x = x.view(b * s, h)  #@mlp_flatten
        gate = self.gate_proj(x)  #@gate_proj
        up = self.up_proj(x)  #@up_proj
        act = F.silu(gate) * up  #@swiglu
        out = self.down_proj(act)  #@down_proj
        return out.view(b, s, h)  #@mlp_unflatten


class DecoderLayer(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.input_norm = RMSNorm(cfg.hidden, cfg.eps)
        self.attn = Attention(cfg)
        self.post_attn_norm = RMSNorm(cfg.hidden, cfg.eps)
        self.mlp = MLP(cfg)

    def forward(self, x, cos, sin):
        h = x + self.attn(self.input_norm(x), cos, sin)  #@attn_residual
        return h + self.mlp(self.post_attn_norm(h))  #@mlp_residual


class Llama(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.layers))
        self.norm = RMSNorm(cfg.hidden, cfg.eps)
        self.lm_head = ColumnParallelLinear(cfg.hidden, cfg.vocab, gather_output=False)  #@lm_head_weight

    def forward(self, hidden_states, cos, sin):  #@inputs
        for layer in self.layers:
            hidden_states = layer(hidden_states, cos, sin)  #@layer_call
        hidden_states = self.norm(hidden_states)  #@final_norm
        return self.lm_head(hidden_states)  #@lm_head
)PY";
  return SourceFile("model.py", kText);
}

SourceFile parallelLayersSource() {
  static constexpr const char* kText = R"PY(# Tensor- and sequence-parallel regions (Megatron-LM's mappings.py, condensed).
# Each function is one collective over the tensor-parallel group; under XLA they
# lower to all-reduce / all-gather / reduce-scatter with channel_id and global ids.
import torch
import torch.distributed as dist
import torch.nn as nn

_TP_GROUP = None
_SEQUENCE_PARALLEL = False


def get_tp_size():
    return dist.get_world_size(_TP_GROUP)


def reduce_from_tensor_model_parallel_region(x):
    dist.all_reduce(x, op=dist.ReduceOp.SUM, group=_TP_GROUP)  #@all_reduce
    return x


def gather_from_sequence_parallel_region(x):
    if not _SEQUENCE_PARALLEL:
        return x
    chunks = [torch.empty_like(x) for _ in range(get_tp_size())]
    dist.all_gather(chunks, x.contiguous(), group=_TP_GROUP)  #@all_gather
    return torch.cat(chunks, dim=1)


def reduce_scatter_to_sequence_parallel_region(x):
    out = x.new_empty(x.shape[0], x.shape[1] // get_tp_size(), x.shape[2])
    dist.reduce_scatter_tensor(out, x, op=dist.ReduceOp.SUM, group=_TP_GROUP)  #@reduce_scatter
    return out


class ColumnParallelLinear(nn.Module):
    """y = x @ W[:, rank]: the output columns are split over the TP group."""

    def __init__(self, in_features, out_features, gather_output=False):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(in_features, out_features // get_tp_size()))

    def forward(self, x):
        return x @ self.weight  #@column_matmul


class RowParallelLinear(nn.Module):
    """y = sum over ranks of x[:, rank] @ W[rank, :]: a partial sum on each rank."""

    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(in_features // get_tp_size(), out_features))

    def forward(self, x):
        partial = x @ self.weight  #@row_matmul
        if _SEQUENCE_PARALLEL:
            return reduce_scatter_to_sequence_parallel_region(partial)  #@row_reduce_scatter
        return reduce_from_tensor_model_parallel_region(partial)  #@row_all_reduce
)PY";
  return SourceFile("parallel_layers.py", kText);
}

}  // namespace shardscope::zoo
