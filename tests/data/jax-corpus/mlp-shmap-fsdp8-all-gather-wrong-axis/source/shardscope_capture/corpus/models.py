"""The corpus's models, written once for both programs of a pair.

Each model takes a `Layout` (or None): the mesh axes its activations are constrained to
with `shardscope_capture.constraint`, which is the identity while the single-device
baseline is traced. Parameters are dicts of arrays made by the `init_*` functions from a
fixed seed (numpy), scaled by 1/sqrt(fan-in) so that deep stacks stay finite."""

from __future__ import annotations

import math
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
import optax

from ..capture import constraint


@dataclass(frozen=True)
class Layout:
    """Mesh axes of the activations (None: that dimension is not constrained to an axis)."""

    batch: object = None   # the batch (or token) dimension: an axis name or a tuple of them
    model: str | None = None  # Megatron tensor parallelism: heads and the MLP's hidden dim
    kv: str | None = None  # the K/V heads (None: replicated, e.g. TP degree > KV heads)
    seq: str | None = None  # sequence parallelism of the residual stream between sublayers
    expert: str | None = None  # expert parallelism: the expert dimension of MoE buffers


def shard(layout: Layout | None, x, *spec):
    """`constraint(x, *spec)` when the model runs under a layout, else x."""
    if layout is None:
        return x
    return constraint(x, *spec)


# ---------------------------------------------------------------------------------------
# parameters


def _normal(rng, shape, scale):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def _linear(rng, fan_in, *shape):
    return _normal(rng, shape, 1.0 / math.sqrt(fan_in))


def _gain(rng, size):
    return (1.0 + 0.1 * rng.standard_normal(size)).astype(np.float32)


def init_mlp(rng, d, f):
    return {"w1": _linear(rng, d, d, f), "b1": _normal(rng, (f,), 0.1),
            "w2": _linear(rng, f, f, d), "b2": _normal(rng, (d,), 0.1)}


def init_attention(rng, d, n_heads, n_kv, head_dim):
    return {"wq": _linear(rng, d, d, n_heads * head_dim), "wk": _linear(rng, d, d, n_kv * head_dim),
            "wv": _linear(rng, d, d, n_kv * head_dim), "wo": _linear(rng, n_heads * head_dim, n_heads * head_dim, d)}


def init_swiglu(rng, d, f):
    return {"wg": _linear(rng, d, d, f), "wu": _linear(rng, d, d, f), "wd": _linear(rng, f, f, d)}


def init_block(rng, d, f, n_heads, n_kv, head_dim):
    return {"attn_norm": _gain(rng, d), "attn": init_attention(rng, d, n_heads, n_kv, head_dim),
            "mlp_norm": _gain(rng, d), "mlp": init_swiglu(rng, d, f)}


def init_decoder(rng, vocab, d, f, n_heads, n_kv, head_dim, n_layers):
    """The blocks' parameters stacked on a leading layer dimension (as MaxText and others
    keep them): one array per kind of weight, not one per layer."""
    blocks = [init_block(rng, d, f, n_heads, n_kv, head_dim) for _ in range(n_layers)]
    return {"embed": _normal(rng, (vocab, d), 1.0),
            "layers": jax.tree.map(lambda *per_layer: np.stack(per_layer), *blocks),
            "final_norm": _gain(rng, d), "lm_head": _linear(rng, d, d, vocab)}


def init_moe(rng, d, f, n_experts):
    return {"router": _linear(rng, d, d, n_experts), "w_in": _linear(rng, d, n_experts, d, f),
            "w_out": _linear(rng, f, n_experts, f, d)}


def activations(rng, *shape):
    return _normal(rng, shape, 1.0)


def tokens(rng, vocab, *shape):
    return rng.integers(0, vocab, shape).astype(np.int32)


# ---------------------------------------------------------------------------------------
# layers


def mlp(layout, p, x):
    """Two dense layers with a GELU between them; x: [batch, d]."""
    h = jax.nn.gelu(x @ p["w1"] + p["b1"])
    h = shard(layout, h, layout and layout.batch, layout and layout.model)
    y = h @ p["w2"] + p["b2"]
    return shard(layout, y, layout and layout.batch, None)


def rms_norm(x, gain, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + eps) * gain


def rope(x, positions, theta=10000.0):
    """Rotary position embedding (rotate-half form); x: [batch, seq, heads, head_dim]."""
    half = x.shape[-1] // 2
    freqs = 1.0 / (theta ** (jnp.arange(half, dtype=jnp.float32) / half))
    angles = positions.astype(jnp.float32)[:, None] * freqs[None, :]
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def causal_attention(q, k, v, q_positions=None, k_positions=None):
    """softmax(q k^T / sqrt(d)) v under a causal mask; q: [b, sq, h, d], k, v: [b, sk, h, d]."""
    q_positions = jnp.arange(q.shape[1]) if q_positions is None else q_positions
    k_positions = jnp.arange(k.shape[1]) if k_positions is None else k_positions
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(q.shape[-1])
    mask = q_positions[:, None] >= k_positions[None, :]
    scores = jnp.where(mask[None, None], scores, -1e9)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", probs, v)


def attention(layout, p, x, n_heads, n_kv):
    """Multi-head (n_kv == n_heads) or grouped-query attention with RoPE; x: [b, s, d]."""
    b, s, _ = x.shape
    head_dim = p["wq"].shape[1] // n_heads
    batch, model, kv = (layout.batch, layout.model, layout.kv) if layout else (None, None, None)
    q = (x @ p["wq"]).reshape(b, s, n_heads, head_dim)
    k = (x @ p["wk"]).reshape(b, s, n_kv, head_dim)
    v = (x @ p["wv"]).reshape(b, s, n_kv, head_dim)
    positions = jnp.arange(s)
    q, k = rope(q, positions), rope(k, positions)
    q = shard(layout, q, batch, None, model, None)
    k = shard(layout, k, batch, None, kv, None)
    v = shard(layout, v, batch, None, kv, None)
    if n_kv != n_heads:  # each K/V head serves n_heads // n_kv query heads
        k = shard(layout, jnp.repeat(k, n_heads // n_kv, axis=2), batch, None, model, None)
        v = shard(layout, jnp.repeat(v, n_heads // n_kv, axis=2), batch, None, model, None)
    o = shard(layout, causal_attention(q, k, v), batch, None, model, None)
    return o.reshape(b, s, n_heads * head_dim) @ p["wo"]


def swiglu(layout, p, x):
    h = jax.nn.silu(x @ p["wg"]) * (x @ p["wu"])
    h = shard(layout, h, layout and layout.batch, None, layout and layout.model)
    return h @ p["wd"]


def block(layout, p, x, n_heads, n_kv):
    """A pre-norm transformer block: RMSNorm, attention, RMSNorm, SwiGLU MLP, residuals."""
    batch, seq = (layout.batch, layout.seq) if layout else (None, None)
    x = shard(layout, x, batch, seq, None)
    x = x + attention(layout, p["attn"], rms_norm(x, p["attn_norm"]), n_heads, n_kv)
    x = shard(layout, x, batch, seq, None)
    x = x + swiglu(layout, p["mlp"], rms_norm(x, p["mlp_norm"]))
    return shard(layout, x, batch, seq, None)


def decoder(layout, p, token_ids, n_heads, n_kv):
    """A Llama-style decoder: embedding, blocks (GQA when n_kv < n_heads), norm, LM head."""
    batch, model = (layout.batch, layout.model) if layout else (None, None)
    x = jnp.take(p["embed"], token_ids, axis=0)
    for index in range(p["layers"]["attn_norm"].shape[0]):  # the number of layers
        x = block(layout, jax.tree.map(lambda stacked: stacked[index], p["layers"]), x, n_heads, n_kv)
    logits = rms_norm(x, p["final_norm"]) @ p["lm_head"]
    return shard(layout, logits, batch, None, model)


def moe_route(logits, top_k, capacity):
    """GShard-style top-k routing: dispatch and combine tensors [tokens, experts, capacity]
    (the first choices of all tokens are placed before the second choices; tokens over an
    expert's capacity are dropped)."""
    t, e = logits.shape
    probs = jax.nn.softmax(logits, axis=-1)
    gate, index = jax.lax.top_k(probs, top_k)
    gate = gate / jnp.sum(gate, axis=-1, keepdims=True)
    chosen = jax.nn.one_hot(index, e, dtype=jnp.int32)  # [t, k, e]
    by_choice = chosen.transpose(1, 0, 2).reshape(top_k * t, e)
    position = (jnp.cumsum(by_choice, axis=0) * by_choice - 1).reshape(top_k, t, e).transpose(1, 0, 2)
    slot = jax.nn.one_hot(jnp.where(position < capacity, position, -1), capacity)  # [t, k, e, c]
    dispatch = jnp.sum(slot, axis=1)
    combine = jnp.sum(slot * gate[:, :, None, None], axis=1)
    return dispatch, combine


def experts(p_in, p_out, xe):
    """Each expert's SiLU MLP on its buffer; xe: [experts, capacity, d]."""
    h = jax.nn.silu(jnp.einsum("ecd,edf->ecf", xe, p_in))
    return jnp.einsum("ecf,efd->ecd", h, p_out)


def moe(layout, p, x, top_k=2, capacity_factor=2.0):
    """A top-k mixture-of-experts layer; x: [tokens, d]."""
    batch, expert = (layout.batch, layout.expert) if layout else (None, None)
    t, e = x.shape[0], p["router"].shape[1]
    capacity = max(1, int(capacity_factor * t * top_k / e))
    dispatch, combine = moe_route(x @ p["router"], top_k, capacity)
    xe = shard(layout, jnp.einsum("tec,td->ecd", dispatch, x), expert, None, None)
    ye = shard(layout, experts(p["w_in"], p["w_out"], xe), expert, None, None)
    return shard(layout, jnp.einsum("tec,ecd->td", combine, ye), batch, None)


# ---------------------------------------------------------------------------------------
# losses and training steps


def mlp_loss(layout, p, x, y):
    return jnp.mean((mlp(layout, p, x) - y) ** 2)


def block_loss(layout, p, x, y, n_heads, n_kv):
    return jnp.mean((block(layout, p, x, n_heads, n_kv) - y) ** 2)


def decoder_loss(layout, p, token_ids, targets, n_heads, n_kv):
    logits = decoder(layout, p, token_ids, n_heads, n_kv)
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, targets))


# ---------------------------------------------------------------------------------------
# the functions a jit pair captures (closures over the layout and the model's sizes)


def mlp_program(layout):
    def mlp_forward(params, x):
        return mlp(layout, params, x)
    return mlp_forward


def block_program(layout, n_heads, n_kv):
    def block_forward(params, x):
        return block(layout, params, x, n_heads, n_kv)
    return block_forward


def decoder_program(layout, n_heads, n_kv):
    def decoder_forward(params, token_ids):
        return decoder(layout, params, token_ids, n_heads, n_kv)
    return decoder_forward


def moe_program(layout, top_k):
    def moe_forward(params, x):
        return moe(layout, params, x, top_k=top_k)
    return moe_forward


def mlp_loss_program(layout):
    def mlp_objective(params, x, y):
        return mlp_loss(layout, params, x, y)
    return mlp_objective


def block_loss_program(layout, n_heads, n_kv):
    def block_objective(params, x, y):
        return block_loss(layout, params, x, y, n_heads, n_kv)
    return block_objective


def decoder_loss_program(layout, n_heads, n_kv):
    def decoder_objective(params, token_ids, targets):
        return decoder_loss(layout, params, token_ids, targets, n_heads, n_kv)
    return decoder_objective


def optimizer(name):
    return {"sgd": optax.sgd(0.1, momentum=0.9), "adam": optax.adam(1e-2)}[name]


def train_step(loss, opt):
    """One optimizer step: jax.value_and_grad of `loss(params, *batch)` and an optax update."""
    def step(params, opt_state, *batch):
        value, grads = jax.value_and_grad(loss)(params, *batch)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, value
    return step
