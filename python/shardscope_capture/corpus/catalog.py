"""Every pair of the corpus, by id: the jit pairs (strategies.py), the correct shard_map
programs (below) and the bug pairs (bugs.py)."""

from __future__ import annotations

from . import bugs, strategies
from . import shard_map_programs as sm
from .spec import PairSpec


def _shard_map(id, model, strategy, mesh, capture, description):
    return PairSpec(id=id, model=model, strategy=strategy, mesh=mesh, capture=capture, description=description)


def shard_map_pairs():
    tp2, tp4, tp8 = (("tp", 2),), (("tp", 4),), (("tp", 8),)
    sp4 = (("sp", 4),)
    return [
        _shard_map("mlp-shmap-tp2", "mlp", "shard-map-megatron-tp", tp2, sm.mlp_tp_capture(),
                   "Megatron MLP by hand: column- and row-parallel weights, one psum"),
        _shard_map("mlp-shmap-tp4", "mlp", "shard-map-megatron-tp", tp4, sm.mlp_tp_capture(),
                   "Megatron MLP by hand over four devices"),
        _shard_map("mlp-shmap-dp2-tp2", "mlp", "shard-map-data-tensor-2d", (("dp", 2), ("tp", 2)),
                   sm.mlp_tp_capture(batch_axis="dp"), "2-D: batch over dp, psum over tp"),
        _shard_map("mlp-shmap-dp4-tp2", "mlp", "shard-map-data-tensor-2d", (("dp", 4), ("tp", 2)),
                   sm.mlp_tp_capture(batch_axis="dp"), "2-D (dp 4, tp 2): batch over dp, psum over tp"),
        _shard_map("mlp-shmap-tp4-psum-scatter", "mlp", "shard-map-reduce-scatter", tp4, sm.mlp_tp_scatter_capture(4),
                   "Megatron MLP whose output tokens are psum_scatter'd over tp"),
        _shard_map("mlp-shmap-tp8-psum-scatter", "mlp", "shard-map-reduce-scatter", tp8, sm.mlp_tp_scatter_capture(8),
                   "the reduce-scatter MLP over eight devices"),
        _shard_map("mlp-shmap-fsdp4", "mlp", "shard-map-fsdp", (("fsdp", 4),), sm.fsdp_mlp_capture(4, 0),
                   "ZeRO-3 by hand: row-sharded parameters all_gather'd (tiled) before use"),
        _shard_map("mlp-shmap-fsdp8", "mlp", "shard-map-fsdp", (("fsdp", 8),), sm.fsdp_mlp_capture(8, 0),
                   "ZeRO-3 by hand over eight devices"),
        _shard_map("mlp-shmap-fsdp4-cols", "mlp", "shard-map-fsdp", (("fsdp", 4),), sm.fsdp_mlp_capture(4, 1),
                   "ZeRO-3 by hand with parameters sharded on their last dimension"),
        _shard_map("block-shmap-sp-tp4", "transformer-mlp-sublayer", "shard-map-sequence-parallel", tp4,
                   sm.sp_mlp_block_capture(4),
                   "Megatron sequence parallel MLP sublayer: all_gather the sequence, psum_scatter it back"),
        _shard_map("mlp-shmap-dp4-loss", "mlp-loss", "shard-map-data-parallel", (("dp", 4),),
                   sm.mlp_dp_program_capture("loss"), "data parallel loss: per-device losses stacked, averaged"),
        _shard_map("mlp-train-shmap-dp4", "mlp-train-step", "shard-map-data-parallel", (("dp", 4),),
                   sm.mlp_dp_program_capture("sgd"), "data parallel SGD step: per-device gradients stacked, averaged"),
        _shard_map("attention-shmap-tp2", "attention", "shard-map-megatron-tp", tp2, sm.attention_tp_capture(),
                   "attention with RoPE, heads over tp, psum of the output projection"),
        _shard_map("attention-shmap-tp4", "attention", "shard-map-megatron-tp", tp4, sm.attention_tp_capture(),
                   "head-parallel attention over four devices"),
        _shard_map("attention-shmap-dp2-tp2", "attention", "shard-map-data-tensor-2d", (("dp", 2), ("tp", 2)),
                   sm.attention_tp_capture(batch_axis="dp"), "attention: batch over dp, heads over tp"),
        _shard_map("llama-gqa-shmap-tp4-kv-replicated", "llama-gqa-attention", "shard-map-megatron-tp", tp4,
                   sm.gqa_tp_capture(4), "GQA (8 query, 2 KV heads) with TP = 4: KV projections replicated, "
                   "each device picks the KV head of its two query heads"),
        _shard_map("llama-gqa-shmap-tp8-kv-replicated", "llama-gqa-attention", "shard-map-megatron-tp", tp8,
                   sm.gqa_tp_capture(8), "GQA with TP = 8: one query head per device"),
        _shard_map("attention-shmap-sp4-ring", "attention", "shard-map-ring-attention", sp4,
                   sm.sequence_attention_capture(sm.ring_attention, 4),
                   "causal ring attention: K/V blocks passed around a ppermute ring, online softmax"),
        _shard_map("attention-shmap-sp4-all-gather", "attention", "shard-map-sequence-parallel", sp4,
                   sm.sequence_attention_capture(sm.all_gather_attention, 4),
                   "sequence parallel attention gathering K/V with a tiled all_gather"),
        _shard_map("attention-shmap-sp4-ulysses", "attention", "shard-map-ulysses", sp4,
                   sm.sequence_attention_capture(sm.ulysses_attention, 4),
                   "Ulysses attention: all_to_all sequence <-> heads"),
        _shard_map("moe-shmap-ep4", "moe-top2", "shard-map-expert-parallel", (("ep", 4),), sm.moe_ep_capture(),
                   "expert parallel top-2 MoE: all_to_all dispatch and return"),
        _shard_map("matmul-shmap-tp4-ring", "linear", "shard-map-collective-matmul", tp4, sm.ring_matmul_capture(4),
                   "all-gather matmul as a ppermute ring (collective matmul)"),
    ]


def all_pairs() -> list[PairSpec]:
    pairs = strategies.pairs() + shard_map_pairs() + bugs.pairs()
    ids = [p.id for p in pairs]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise RuntimeError(f"duplicate pair ids: {duplicates}")
    return sorted(pairs, key=lambda p: p.id)


def by_id() -> dict[str, PairSpec]:
    return {p.id: p for p in all_pairs()}
