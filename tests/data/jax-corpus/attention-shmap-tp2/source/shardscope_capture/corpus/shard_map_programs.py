"""shard_map programs with hand-written collectives, and the bugs users write in them.

Each factory returns a per-device body for jax.shard_map (or a whole program where the
bug is in the shard_map call itself); with `bug=None` it is the correct program. A bug
replaces one line of the correct program and is written on one line, marked
`# BUG:<variant>` (bugs.py finds it; the kind is the variant up to a '/')."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

from . import models
from .spec import Capture

SEED = 0
MLP = dict(batch=8, tokens=16, d=32, f=64)
ATTENTION = dict(batch=2, seq=16, d=32, heads=8, head_dim=4)
GQA = dict(batch=2, seq=8, d=32, heads=8, kv=2, head_dim=4)
MOE = dict(tokens=32, d=32, f=32, experts=8, top_k=2)
MATMUL = dict(tokens=16, d=32, f=64)


# ---------------------------------------------------------------------------------------
# MLP: Megatron by hand, reduce-scatter outputs, FSDP weight gathers, sequence parallel


def mlp_tp(axis="tp", bug=None):
    """Megatron MLP: w1/b1 column-sharded, w2 row-sharded, one psum of the partial products."""
    def mlp_tp_body(x, w1, b1, w2, b2):
        h = jax.nn.gelu(x @ w1 + b1)
        if bug == "missing-psum":
            y = h @ w2  # BUG:missing-psum
        elif bug == "psum-wrong-axis":
            y = jax.lax.psum(h @ w2, "dp")  # BUG:psum-wrong-axis
        elif bug == "bf16-round-trip":
            y = jax.lax.psum((h @ w2).astype(jnp.bfloat16), axis).astype(jnp.float32)  # BUG:bf16-round-trip
        else:
            y = jax.lax.psum(h @ w2, axis)
        return y + b2
    return mlp_tp_body


def mlp_tp_scatter(n, bug=None):
    """Megatron MLP whose output rows (tokens) are reduce-scattered over tp."""
    def mlp_tp_scatter_body(x, w1, b1, w2, b2):
        y = jax.nn.gelu(x @ w1 + b1) @ w2
        t, d = y.shape
        if bug == "reduce-scatter-wrong-dim":
            y = jax.lax.psum_scatter(y.reshape(t // n, n, d), "tp", scatter_dimension=1, tiled=False)  # BUG:reduce-scatter-wrong-dim
        else:
            y = jax.lax.psum_scatter(y, "tp", scatter_dimension=0, tiled=True)
        return y + b2
    return mlp_tp_scatter_body


def fsdp_mlp(n, dim, bug=None):
    """ZeRO-3 by hand: each parameter sharded on `dim` (its last dim if it has fewer), gathered
    before use; the batch is sharded over the same axis."""
    def fsdp_mlp_body(x, w1, b1, w2, b2):
        if bug == "all-gather-wrong-axis":
            w1 = jax.lax.all_gather(w1, "fsdp", axis=1).reshape(n * w1.shape[0], w1.shape[1])  # BUG:all-gather-wrong-axis
        elif bug == "all-gather-untiled":
            w1 = jax.lax.all_gather(w1, "fsdp").reshape(w1.shape[0], n * w1.shape[1])  # BUG:all-gather-untiled
        else:
            w1 = jax.lax.all_gather(w1, "fsdp", axis=dim, tiled=True)
        b1, w2, b2 = (jax.lax.all_gather(w, "fsdp", axis=min(dim, w.ndim - 1), tiled=True) for w in (b1, w2, b2))
        return models.mlp(None, {"w1": w1, "b1": b1, "w2": w2, "b2": b2}, x)
    return fsdp_mlp_body


def sp_mlp_block(n, bug=None):
    """Megatron sequence parallel MLP sublayer: the residual stream sharded on the sequence,
    all-gathered before the tensor-parallel MLP and reduce-scattered after it."""
    def sp_mlp_block_body(x, gain, w1, w2):
        b, s_local, d = x.shape
        h = models.rms_norm(x, gain)
        if bug == "all-gather-untiled":
            h = jax.lax.all_gather(h, "tp").reshape(b, n * s_local, d)  # BUG:all-gather-untiled
        elif bug == "all-gather-wrong-axis":
            h = jax.lax.all_gather(h, "tp", axis=2).reshape(b, n * s_local, d)  # BUG:all-gather-wrong-axis
        else:
            h = jax.lax.all_gather(h, "tp", axis=1, tiled=True)
        u = jax.nn.gelu(h @ w1) @ w2
        if bug == "reduce-scatter-wrong-dim":
            y = jax.lax.psum_scatter(u.reshape(b, s_local, n, d), "tp", scatter_dimension=2, tiled=False)  # BUG:reduce-scatter-wrong-dim
        else:
            y = jax.lax.psum_scatter(u, "tp", scatter_dimension=1, tiled=True)
        return x + y
    return sp_mlp_block_body


def mlp_reference(x, w1, b1, w2, b2):
    return models.mlp(None, {"w1": w1, "b1": b1, "w2": w2, "b2": b2}, x)


def sp_mlp_block_reference(x, gain, w1, w2):
    return x + jax.nn.gelu(models.rms_norm(x, gain) @ w1) @ w2


# ---------------------------------------------------------------------------------------
# data-parallel loss and training step: per-device results stacked over dp


def mlp_loss_dp(mesh, bug=None):
    """The MSE loss over a dp-sharded batch: each device's loss, stacked, then averaged."""
    def local_loss(params, x, y):
        return models.mlp_loss(None, params, x, y)[None]

    def mlp_loss_program(params, x, y):
        if bug == "replicated-out-specs":
            losses = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P(), check_vma=False)(params, x, y)  # BUG:replicated-out-specs
        else:
            losses = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P("dp"), check_vma=False)(params, x, y)
        return jnp.mean(losses)
    return mlp_loss_program


def mlp_sgd_dp(mesh, lr=0.1, bug=None):
    """An SGD step: per-device gradients stacked over dp, averaged, then applied."""
    def local_grads(params, x, y):
        loss, grads = jax.value_and_grad(lambda p: models.mlp_loss(None, p, x, y))(params)
        return jax.tree.map(lambda g: g[None], (loss, grads))

    def mlp_sgd_program(params, x, y):
        if bug == "replicated-out-specs":
            loss, grads = jax.shard_map(local_grads, mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P(), check_vma=False)(params, x, y)  # BUG:replicated-out-specs
        else:
            loss, grads = jax.shard_map(local_grads, mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P("dp"), check_vma=False)(params, x, y)
        grads = jax.tree.map(lambda g: jnp.mean(g, axis=0), grads)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads), jnp.mean(loss)
    return mlp_sgd_program


def mlp_loss_reference(params, x, y):
    return models.mlp_loss(None, params, x, y)


def mlp_sgd_reference(params, x, y, lr=0.1):
    loss, grads = jax.value_and_grad(lambda p: models.mlp_loss(None, p, x, y))(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


# ---------------------------------------------------------------------------------------
# attention: heads over tp, GQA with replicated KV heads, ring / all-gather / Ulysses
# sequence parallel


def attention_tp(head_dim, bug=None):
    """Multi-head attention with RoPE, heads over tp (x replicated or batch over dp), psum of
    the output projection's partial products."""
    def attention_tp_body(x, wq, wk, wv, wo):
        b, s, _ = x.shape
        heads = wq.shape[1] // head_dim
        if bug == "head-split-order":
            q = (x @ wq).reshape(b, s, head_dim, heads).swapaxes(2, 3)  # BUG:head-split-order
        else:
            q = (x @ wq).reshape(b, s, heads, head_dim)
        k = (x @ wk).reshape(b, s, heads, head_dim)
        v = (x @ wv).reshape(b, s, heads, head_dim)
        positions = jnp.arange(s)
        o = models.causal_attention(models.rope(q, positions), models.rope(k, positions), v)
        if bug == "wrong-transpose":
            o = o.transpose(0, 2, 1, 3).reshape(b, s, heads * head_dim)  # BUG:wrong-transpose
        else:
            o = o.reshape(b, s, heads * head_dim)
        if bug == "missing-psum":
            y = o @ wo  # BUG:missing-psum
        elif bug == "psum-wrong-axis":
            y = jax.lax.psum(o @ wo, "dp")  # BUG:psum-wrong-axis
        else:
            y = jax.lax.psum(o @ wo, "tp")
        return y
    return attention_tp_body


def gqa_tp(n, n_heads, n_kv, head_dim, bug=None):
    """Grouped-query attention, query heads over tp; the K/V projections replicated (TP may
    exceed the KV head count) and each device picks the KV head of its query heads."""
    local = n_heads // n  # query heads on a device
    group = n_heads // n_kv  # query heads per KV head

    def gqa_tp_body(x, wq, wk, wv, wo):
        b, s, _ = x.shape
        positions = jnp.arange(s)
        if bug == "head-split-order":
            q = (x @ wq).reshape(b, s, head_dim, local).swapaxes(2, 3)  # BUG:head-split-order
        else:
            q = (x @ wq).reshape(b, s, local, head_dim)
        k_all = models.rope((x @ wk).reshape(b, s, n_kv, head_dim), positions)
        v_all = (x @ wv).reshape(b, s, n_kv, head_dim)
        if bug == "kv-head-index":
            kv_head = jax.lax.axis_index("tp") % n_kv  # BUG:kv-head-index
        else:
            kv_head = jax.lax.axis_index("tp") * local // group
        k = jnp.repeat(jax.lax.dynamic_index_in_dim(k_all, kv_head, axis=2), local, axis=2)
        v = jnp.repeat(jax.lax.dynamic_index_in_dim(v_all, kv_head, axis=2), local, axis=2)
        o = models.causal_attention(models.rope(q, positions), k, v)
        if bug == "wrong-transpose":
            o = o.transpose(0, 2, 1, 3).reshape(b, s, local * head_dim)  # BUG:wrong-transpose
        else:
            o = o.reshape(b, s, local * head_dim)
        if bug == "missing-psum":
            y = o @ wo  # BUG:missing-psum
        else:
            y = jax.lax.psum(o @ wo, "tp")
        return y
    return gqa_tp_body


def _sequence_qkv(x, wq, wk, wv, n_heads, head_dim, axis):
    """q, k, v of this device's sequence block, RoPE at the block's global positions."""
    b, s_local, _ = x.shape
    positions = jax.lax.axis_index(axis) * s_local + jnp.arange(s_local)
    q = models.rope((x @ wq).reshape(b, s_local, n_heads, head_dim), positions)
    k = models.rope((x @ wk).reshape(b, s_local, n_heads, head_dim), positions)
    v = (x @ wv).reshape(b, s_local, n_heads, head_dim)
    return q, k, v, positions


def ring_attention(n, n_heads, head_dim, bug=None):
    """Causal ring attention: the sequence over sp; K/V blocks travel the ring by ppermute
    while each device accumulates an online softmax over the blocks it has seen."""
    def ring_attention_body(x, wq, wk, wv, wo):
        b, s_local, _ = x.shape
        i = jax.lax.axis_index("sp")
        q, k, v, positions = _sequence_qkv(x, wq, wk, wv, n_heads, head_dim, "sp")
        kv = jnp.stack([k, v])
        ring = [(j, (j + 1) % n) for j in range(n)]
        m = jnp.full((b, n_heads, s_local), -1e30, jnp.float32)
        total = jnp.zeros((b, n_heads, s_local), jnp.float32)
        acc = jnp.zeros((b, s_local, n_heads, head_dim), jnp.float32)
        for step in range(n):
            source = (i - step) % n  # the device whose K/V block this one holds now
            k_positions = source * s_local + jnp.arange(s_local)
            scores = jnp.einsum("bqhd,bkhd->bhqk", q, kv[0]) / math.sqrt(head_dim)
            scores = jnp.where((positions[:, None] >= k_positions[None, :])[None, None], scores, -1e9)
            m_new = jnp.maximum(m, jnp.max(scores, axis=-1))
            p = jnp.exp(scores - m_new[..., None])
            correction = jnp.exp(m - m_new)
            total = total * correction + jnp.sum(p, axis=-1)
            acc = acc * correction.transpose(0, 2, 1)[..., None] + jnp.einsum("bhqk,bkhd->bqhd", p, kv[1])
            m = m_new
            if step == n - 1:
                break
            if bug == "wrong-ppermute":
                kv = jax.lax.ppermute(kv, "sp", [(j, (j - 1) % n) for j in range(n)])  # BUG:wrong-ppermute
            elif bug == "wrong-ppermute/stride-2":
                kv = jax.lax.ppermute(kv, "sp", [(j, (j + 2) % n) for j in range(n)])  # BUG:wrong-ppermute/stride-2
            elif bug == "bf16-round-trip":
                kv = jax.lax.ppermute(kv.astype(jnp.bfloat16), "sp", ring).astype(jnp.float32)  # BUG:bf16-round-trip
            else:
                kv = jax.lax.ppermute(kv, "sp", ring)
        o = acc / total.transpose(0, 2, 1)[..., None]
        return o.reshape(b, s_local, n_heads * head_dim) @ wo
    return ring_attention_body


def all_gather_attention(n, n_heads, head_dim, bug=None):
    """Sequence parallel attention that all-gathers K and V over sp."""
    def all_gather_attention_body(x, wq, wk, wv, wo):
        b, s_local, _ = x.shape
        q, k, v, positions = _sequence_qkv(x, wq, wk, wv, n_heads, head_dim, "sp")
        kv = jnp.stack([k, v])
        if bug == "all-gather-untiled":
            kv = jax.lax.all_gather(kv, "sp").reshape(2, b, n * s_local, n_heads, head_dim)  # BUG:all-gather-untiled
        else:
            kv = jax.lax.all_gather(kv, "sp", axis=2, tiled=True)
        o = models.causal_attention(q, kv[0], kv[1], positions, jnp.arange(n * s_local))
        return o.reshape(b, s_local, n_heads * head_dim) @ wo
    return all_gather_attention_body


def ulysses_attention(n, n_heads, head_dim, bug=None):
    """DeepSpeed-Ulysses: all_to_all from sequence-sharded to head-sharded q/k/v, full-sequence
    attention on a device's heads, all_to_all back."""
    def ulysses_attention_body(x, wq, wk, wv, wo):
        b, s_local, _ = x.shape
        positions = jax.lax.axis_index("sp") * s_local + jnp.arange(s_local)
        if bug == "head-split-order":
            q = (x @ wq).reshape(b, s_local, head_dim, n_heads).swapaxes(2, 3)  # BUG:head-split-order
        else:
            q = (x @ wq).reshape(b, s_local, n_heads, head_dim)
        k = (x @ wk).reshape(b, s_local, n_heads, head_dim)
        v = (x @ wv).reshape(b, s_local, n_heads, head_dim)
        q, k = models.rope(q, positions), models.rope(k, positions)
        q, k, v = (jax.lax.all_to_all(t, "sp", 2, 1, tiled=True) for t in (q, k, v))
        o = jax.lax.all_to_all(models.causal_attention(q, k, v), "sp", 1, 2, tiled=True)
        if bug == "wrong-transpose":
            o = o.transpose(0, 2, 1, 3).reshape(b, s_local, n_heads * head_dim)  # BUG:wrong-transpose
        else:
            o = o.reshape(b, s_local, n_heads * head_dim)
        return o @ wo
    return ulysses_attention_body


def attention_reference(x, wq, wk, wv, wo):
    n_heads = ATTENTION["heads"]
    return models.attention(None, {"wq": wq, "wk": wk, "wv": wv, "wo": wo}, x, n_heads, n_heads)


def gqa_reference(x, wq, wk, wv, wo):
    return models.attention(None, {"wq": wq, "wk": wk, "wv": wv, "wo": wo}, x, GQA["heads"], GQA["kv"])


# ---------------------------------------------------------------------------------------
# expert parallel MoE (all_to_all) and a collective matmul (ppermute ring)


def moe_ep(top_k, bug=None):
    """Expert parallel top-k MoE: tokens and experts over ep; all_to_all sends each device's
    expert buffers to the experts' devices and the results back. No token is dropped (the
    capacity is the local token count), so the result does not depend on the grouping."""
    def moe_ep_body(x, router, w_in, w_out):
        dispatch, combine = models.moe_route(x @ router, top_k, x.shape[0])
        xe = jnp.einsum("tec,td->ecd", dispatch, x)
        if bug == "bf16-round-trip":
            xe = jax.lax.all_to_all(xe.astype(jnp.bfloat16), "ep", 0, 1, tiled=True).astype(jnp.float32)  # BUG:bf16-round-trip
        else:
            xe = jax.lax.all_to_all(xe, "ep", 0, 1, tiled=True)
        ye = jax.lax.all_to_all(models.experts(w_in, w_out, xe), "ep", 1, 0, tiled=True)
        return jnp.einsum("tec,ecd->td", combine, ye)
    return moe_ep_body


def moe_reference(x, router, w_in, w_out):
    params = {"router": router, "w_in": w_in, "w_out": w_out}
    return models.moe(None, params, x, top_k=MOE["top_k"], capacity_factor=MOE["experts"] / MOE["top_k"])


def ring_matmul(n, bug=None):
    """All-gather matmul as a ring: the token blocks of x travel by ppermute while each
    device multiplies them by its column block of w (GELU after)."""
    def ring_matmul_body(x, w):
        t_local = x.shape[0]
        i = jax.lax.axis_index("tp")
        ring = [(j, (j + 1) % n) for j in range(n)]
        out = jnp.zeros((n * t_local, w.shape[1]), x.dtype)
        block = x
        for step in range(n):
            source = (i - step) % n  # the device whose block of x this one holds now
            out = jax.lax.dynamic_update_slice(out, jax.nn.gelu(block @ w), (source * t_local, 0))
            if step == n - 1:
                break
            if bug == "wrong-ppermute":
                block = jax.lax.ppermute(block, "tp", [(j, (j - 1) % n) for j in range(n)])  # BUG:wrong-ppermute
            else:
                block = jax.lax.ppermute(block, "tp", ring)
        return out
    return ring_matmul_body


def matmul_reference(x, w):
    return jax.nn.gelu(x @ w)


# ---------------------------------------------------------------------------------------
# captures: inputs, specs and the program of each family


def _rng():
    return np.random.default_rng(SEED)


def _mlp_inputs(rows):
    rng = _rng()
    p = models.init_mlp(rng, MLP["d"], MLP["f"])
    x = models.activations(rng, rows, MLP["d"])
    return x, p


def mlp_tp_capture(bug=None, batch_axis=None):
    def capture(mesh):
        x, p = _mlp_inputs(MLP["batch"])
        specs = (P(batch_axis, None), P(None, "tp"), P("tp"), P("tp", None), P())
        return Capture("shard_map", mlp_tp("tp", bug), (x, p["w1"], p["b1"], p["w2"], p["b2"]), specs,
                       P(batch_axis, None), mlp_reference)
    return capture


def mlp_tp_scatter_capture(n, bug=None):
    def capture(mesh):
        x, p = _mlp_inputs(MLP["tokens"])
        specs = (P(), P(None, "tp"), P("tp"), P("tp", None), P())
        return Capture("shard_map", mlp_tp_scatter(n, bug), (x, p["w1"], p["b1"], p["w2"], p["b2"]), specs,
                       P("tp", None), mlp_reference)
    return capture


def fsdp_mlp_capture(n, dim, bug=None):
    def capture(mesh):
        x, p = _mlp_inputs(MLP["batch"])
        matrix = P("fsdp", None) if dim == 0 else P(None, "fsdp")
        specs = (P("fsdp", None), matrix, P("fsdp"), matrix, P("fsdp"))
        return Capture("shard_map", fsdp_mlp(n, dim, bug), (x, p["w1"], p["b1"], p["w2"], p["b2"]), specs,
                       P("fsdp", None), mlp_reference)
    return capture


def sp_mlp_block_capture(n, bug=None):
    def capture(mesh):
        rng = _rng()
        p = models.init_mlp(rng, MLP["d"], MLP["f"])
        gain = (1.0 + 0.1 * rng.standard_normal(MLP["d"])).astype(np.float32)
        x = models.activations(rng, 2, MLP["tokens"], MLP["d"])
        specs = (P(None, "tp", None), P(), P(None, "tp"), P("tp", None))
        return Capture("shard_map", sp_mlp_block(n, bug), (x, gain, p["w1"], p["w2"]), specs,
                       P(None, "tp", None), sp_mlp_block_reference)
    return capture


def mlp_dp_program_capture(which, bug=None):
    def capture(mesh):
        rng = _rng()
        p = models.init_mlp(rng, MLP["d"], MLP["f"])
        x = models.activations(rng, MLP["batch"], MLP["d"])
        y = models.activations(rng, MLP["batch"], MLP["d"])
        program, reference = {"loss": (mlp_loss_dp, mlp_loss_reference),
                              "sgd": (mlp_sgd_dp, mlp_sgd_reference)}[which]
        return Capture("program", program(mesh, bug=bug), (p, x, y), (P(), P("dp"), P("dp")), None, reference)
    return capture


def _attention_inputs(c, n_kv):
    rng = _rng()
    p = models.init_attention(rng, c["d"], c["heads"], n_kv, c["head_dim"])
    x = models.activations(rng, c["batch"], c["seq"], c["d"])
    return (x, p["wq"], p["wk"], p["wv"], p["wo"])


def attention_tp_capture(bug=None, batch_axis=None):
    def capture(mesh):
        c = ATTENTION
        column = P(None, "tp")
        specs = (P(batch_axis), column, column, column, P("tp", None))
        return Capture("shard_map", attention_tp(c["head_dim"], bug), _attention_inputs(c, c["heads"]), specs,
                       P(batch_axis), attention_reference)
    return capture


def gqa_tp_capture(n, bug=None):
    def capture(mesh):
        c = GQA
        specs = (P(), P(None, "tp"), P(), P(), P("tp", None))
        return Capture("shard_map", gqa_tp(n, c["heads"], c["kv"], c["head_dim"], bug),
                       _attention_inputs(c, c["kv"]), specs, P(), gqa_reference)
    return capture


def sequence_attention_capture(factory, n, bug=None):
    def capture(mesh):
        c = ATTENTION
        specs = (P(None, "sp", None), P(), P(), P(), P())
        return Capture("shard_map", factory(n, c["heads"], c["head_dim"], bug), _attention_inputs(c, c["heads"]),
                       specs, P(None, "sp", None), attention_reference)
    return capture


def moe_ep_capture(bug=None):
    def capture(mesh):
        c = MOE
        rng = _rng()
        p = models.init_moe(rng, c["d"], c["f"], c["experts"])
        x = models.activations(rng, c["tokens"], c["d"])
        specs = (P("ep", None), P(), P("ep"), P("ep"))
        return Capture("shard_map", moe_ep(c["top_k"], bug), (x, p["router"], p["w_in"], p["w_out"]), specs,
                       P("ep", None), moe_reference)
    return capture


def ring_matmul_capture(n, bug=None):
    def capture(mesh):
        c = MATMUL
        rng = _rng()
        x = models.activations(rng, c["tokens"], c["d"])
        w = (rng.standard_normal((c["d"], c["f"])) / math.sqrt(c["d"])).astype(np.float32)
        return Capture("shard_map", ring_matmul(n, bug), (x, w), (P("tp", None), P(None, "tp")), P(None, "tp"),
                       matmul_reference)
    return capture
