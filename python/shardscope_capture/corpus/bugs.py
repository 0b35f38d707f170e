"""The bug pairs: shard_map programs of shard_map_programs.py with one line wrong, and the
locator of that line (`# BUG:<variant>` in the factory's source)."""

from __future__ import annotations

import inspect
import os
import re

from . import SOURCE_ROOT
from . import shard_map_programs as sm
from .spec import PairSpec

_MARKER = re.compile(r"#\s*BUG:(\S+)")


def kind(variant: str) -> str:
    """The bug kind of a variant ("wrong-ppermute/stride-2" -> "wrong-ppermute")."""
    return variant.split("/")[0]


def bug_line(function, variant: str) -> tuple[str, int]:
    """(path relative to SOURCE_ROOT, line) of the one `# BUG:<variant>` line of `function`."""
    lines, start = inspect.getsourcelines(function)
    hits = [start + k for k, text in enumerate(lines) if variant in _MARKER.findall(text)]
    if len(hits) != 1:
        raise RuntimeError(f"{function.__qualname__}: {len(hits)} lines marked '# BUG:{variant}', expected one")
    path = os.path.relpath(inspect.getsourcefile(function), SOURCE_ROOT).replace(os.sep, "/")
    return path, hits[0]


def _bug(id, model, strategy, mesh, capture, factory, variant, description):
    return PairSpec(id=id, model=model, strategy=strategy, mesh=mesh, capture=capture, description=description,
                    bug=variant, bug_in=factory)


def pairs():
    tp2, tp4, tp8 = (("tp", 2),), (("tp", 4),), (("tp", 8),)
    sp4 = (("sp", 4),)
    return [
        # missing psum: the row-parallel partial products are returned unsummed
        _bug("mlp-shmap-tp2-missing-psum", "mlp", "shard-map-megatron-tp", tp2,
             sm.mlp_tp_capture("missing-psum"), sm.mlp_tp, "missing-psum",
             "Megatron MLP whose w2 partial products are never psum'd over tp"),
        _bug("mlp-shmap-tp4-missing-psum", "mlp", "shard-map-megatron-tp", tp4,
             sm.mlp_tp_capture("missing-psum"), sm.mlp_tp, "missing-psum",
             "Megatron MLP over four devices without its psum"),
        _bug("attention-shmap-tp4-missing-psum", "attention", "shard-map-megatron-tp", tp4,
             sm.attention_tp_capture("missing-psum"), sm.attention_tp, "missing-psum",
             "head-parallel attention whose output projection is not psum'd"),
        _bug("llama-gqa-shmap-tp4-missing-psum", "llama-gqa-attention", "shard-map-megatron-tp", tp4,
             sm.gqa_tp_capture(4, "missing-psum"), sm.gqa_tp, "missing-psum",
             "GQA attention (KV heads replicated, TP = 4) without the psum of its output projection"),
        # psum over the wrong mesh axis
        _bug("mlp-shmap-dp2-tp2-psum-wrong-axis", "mlp", "shard-map-data-tensor-2d", (("dp", 2), ("tp", 2)),
             sm.mlp_tp_capture("psum-wrong-axis", batch_axis="dp"), sm.mlp_tp, "psum-wrong-axis",
             "2-D mesh: the tensor-parallel partial sums psum'd over dp instead of tp"),
        _bug("mlp-shmap-dp4-tp2-psum-wrong-axis", "mlp", "shard-map-data-tensor-2d", (("dp", 4), ("tp", 2)),
             sm.mlp_tp_capture("psum-wrong-axis", batch_axis="dp"), sm.mlp_tp, "psum-wrong-axis",
             "2-D mesh (dp 4, tp 2): psum over dp instead of tp"),
        _bug("attention-shmap-dp2-tp2-psum-wrong-axis", "attention", "shard-map-data-tensor-2d",
             (("dp", 2), ("tp", 2)), sm.attention_tp_capture("psum-wrong-axis", batch_axis="dp"), sm.attention_tp,
             "psum-wrong-axis", "attention with the batch over dp and heads over tp, output psum'd over dp"),
        # all_gather on the wrong axis (stacked on another dimension, then reshaped)
        _bug("mlp-shmap-fsdp4-all-gather-wrong-axis", "mlp", "shard-map-fsdp", (("fsdp", 4),),
             sm.fsdp_mlp_capture(4, 0, "all-gather-wrong-axis"), sm.fsdp_mlp, "all-gather-wrong-axis",
             "FSDP: the row-sharded w1 gathered along axis 1 and reshaped (rows interleaved)"),
        _bug("mlp-shmap-fsdp8-all-gather-wrong-axis", "mlp", "shard-map-fsdp", (("fsdp", 8),),
             sm.fsdp_mlp_capture(8, 0, "all-gather-wrong-axis"), sm.fsdp_mlp, "all-gather-wrong-axis",
             "FSDP over eight devices: w1 gathered along the wrong axis"),
        _bug("block-shmap-sp-tp4-all-gather-wrong-axis", "transformer-mlp-sublayer", "shard-map-sequence-parallel",
             tp4, sm.sp_mlp_block_capture(4, "all-gather-wrong-axis"), sm.sp_mlp_block, "all-gather-wrong-axis",
             "sequence parallel: the normed sequence blocks gathered along the hidden axis and reshaped"),
        # all_gather without tiled=True (a new leading axis), reshaped to the expected shape
        _bug("mlp-shmap-fsdp4-cols-all-gather-untiled", "mlp", "shard-map-fsdp", (("fsdp", 4),),
             sm.fsdp_mlp_capture(4, 1, "all-gather-untiled"), sm.fsdp_mlp, "all-gather-untiled",
             "FSDP on the last dimension: w1 gathered untiled and reshaped (columns interleaved)"),
        _bug("attention-shmap-sp4-all-gather-untiled", "attention", "shard-map-sequence-parallel", sp4,
             sm.sequence_attention_capture(sm.all_gather_attention, 4, "all-gather-untiled"),
             sm.all_gather_attention, "all-gather-untiled",
             "sequence parallel attention: K/V gathered untiled and reshaped"),
        _bug("block-shmap-sp-tp4-all-gather-untiled", "transformer-mlp-sublayer", "shard-map-sequence-parallel",
             tp4, sm.sp_mlp_block_capture(4, "all-gather-untiled"), sm.sp_mlp_block, "all-gather-untiled",
             "sequence parallel: the sequence gathered untiled (axis 0) and reshaped"),
        # a wrong ppermute permutation
        _bug("attention-shmap-sp4-ring-wrong-ppermute", "attention", "shard-map-ring-attention", sp4,
             sm.sequence_attention_capture(sm.ring_attention, 4, "wrong-ppermute"), sm.ring_attention,
             "wrong-ppermute", "causal ring attention whose ring turns the other way than its block bookkeeping"),
        _bug("attention-shmap-sp4-ring-wrong-ppermute-stride2", "attention", "shard-map-ring-attention", sp4,
             sm.sequence_attention_capture(sm.ring_attention, 4, "wrong-ppermute/stride-2"), sm.ring_attention,
             "wrong-ppermute/stride-2", "ring attention passing K/V two devices on: half the blocks are never seen"),
        _bug("matmul-shmap-tp4-ring-wrong-ppermute", "linear", "shard-map-collective-matmul", tp4,
             sm.ring_matmul_capture(4, "wrong-ppermute"), sm.ring_matmul, "wrong-ppermute",
             "all-gather matmul ring sending its blocks backwards"),
        # reduce-scatter over the wrong dimension
        _bug("mlp-shmap-tp4-psum-scatter-wrong-dim", "mlp", "shard-map-reduce-scatter", tp4,
             sm.mlp_tp_scatter_capture(4, "reduce-scatter-wrong-dim"), sm.mlp_tp_scatter,
             "reduce-scatter-wrong-dim", "Megatron MLP whose tokens are reduce-scattered strided, not in blocks"),
        _bug("mlp-shmap-tp8-psum-scatter-wrong-dim", "mlp", "shard-map-reduce-scatter", tp8,
             sm.mlp_tp_scatter_capture(8, "reduce-scatter-wrong-dim"), sm.mlp_tp_scatter,
             "reduce-scatter-wrong-dim", "the same over eight devices"),
        _bug("block-shmap-sp-tp4-psum-scatter-wrong-dim", "transformer-mlp-sublayer", "shard-map-sequence-parallel",
             tp4, sm.sp_mlp_block_capture(4, "reduce-scatter-wrong-dim"), sm.sp_mlp_block,
             "reduce-scatter-wrong-dim", "sequence parallel: the MLP output reduce-scattered on the wrong dimension"),
        # a bf16 round trip
        _bug("mlp-shmap-tp4-bf16-psum", "mlp", "shard-map-megatron-tp", tp4,
             sm.mlp_tp_capture("bf16-round-trip"), sm.mlp_tp, "bf16-round-trip",
             "Megatron MLP that psums in bf16 to save bandwidth"),
        _bug("attention-shmap-sp4-ring-bf16-ppermute", "attention", "shard-map-ring-attention", sp4,
             sm.sequence_attention_capture(sm.ring_attention, 4, "bf16-round-trip"), sm.ring_attention,
             "bf16-round-trip", "ring attention passing K/V in bf16"),
        _bug("moe-shmap-ep4-bf16-all-to-all", "moe-top2", "shard-map-expert-parallel", (("ep", 4),),
             sm.moe_ep_capture("bf16-round-trip"), sm.moe_ep, "bf16-round-trip",
             "expert parallel MoE dispatching its tokens in bf16"),
        # a reshape that splits heads in the wrong order
        _bug("attention-shmap-tp4-head-split-order", "attention", "shard-map-megatron-tp", tp4,
             sm.attention_tp_capture("head-split-order"), sm.attention_tp, "head-split-order",
             "head-parallel attention reshaping q to (head_dim, heads) instead of (heads, head_dim)"),
        _bug("llama-gqa-shmap-tp4-head-split-order", "llama-gqa-attention", "shard-map-megatron-tp", tp4,
             sm.gqa_tp_capture(4, "head-split-order"), sm.gqa_tp, "head-split-order",
             "GQA attention splitting its query heads in the wrong order"),
        _bug("attention-shmap-sp4-ulysses-head-split-order", "attention", "shard-map-ulysses", sp4,
             sm.sequence_attention_capture(sm.ulysses_attention, 4, "head-split-order"), sm.ulysses_attention,
             "head-split-order", "Ulysses attention splitting q's heads in the wrong order"),
        # a wrong transpose
        _bug("attention-shmap-tp2-wrong-transpose", "attention", "shard-map-megatron-tp", tp2,
             sm.attention_tp_capture("wrong-transpose"), sm.attention_tp, "wrong-transpose",
             "head-parallel attention transposing heads before the sequence when merging them"),
        _bug("attention-shmap-sp4-ulysses-wrong-transpose", "attention", "shard-map-ulysses", sp4,
             sm.sequence_attention_capture(sm.ulysses_attention, 4, "wrong-transpose"), sm.ulysses_attention,
             "wrong-transpose", "Ulysses attention with a leftover transpose before the output projection"),
        _bug("llama-gqa-shmap-tp4-wrong-transpose", "llama-gqa-attention", "shard-map-megatron-tp", tp4,
             sm.gqa_tp_capture(4, "wrong-transpose"), sm.gqa_tp, "wrong-transpose",
             "GQA attention with a wrong transpose when merging its heads"),
        # out_specs that claim a replicated result that is not
        _bug("mlp-shmap-dp4-loss-replicated-out-specs", "mlp-loss", "shard-map-data-parallel", (("dp", 4),),
             sm.mlp_dp_program_capture("loss", "replicated-out-specs"), sm.mlp_loss_dp, "replicated-out-specs",
             "per-device losses returned with out_specs=P(): the mean sees one device's loss"),
        _bug("mlp-train-shmap-dp4-replicated-out-specs", "mlp-train-step", "shard-map-data-parallel",
             (("dp", 4),), sm.mlp_dp_program_capture("sgd", "replicated-out-specs"), sm.mlp_sgd_dp,
             "replicated-out-specs", "per-device gradients claimed replicated: the step uses one device's"),
        # GQA: the wrong KV head for a device's query heads
        _bug("llama-gqa-shmap-tp4-kv-head-index", "llama-gqa-attention", "shard-map-megatron-tp", tp4,
             sm.gqa_tp_capture(4, "kv-head-index"), sm.gqa_tp, "kv-head-index",
             "GQA with TP = 4 > 2 KV heads picking KV head (device % kv) instead of (device // 2)"),
        _bug("llama-gqa-shmap-tp8-kv-head-index", "llama-gqa-attention", "shard-map-megatron-tp", tp8,
             sm.gqa_tp_capture(8, "kv-head-index"), sm.gqa_tp, "kv-head-index",
             "GQA with one query head per device picking the wrong KV head"),
    ]
