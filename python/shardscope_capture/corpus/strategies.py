"""The jit pairs: a model of models.py on a mesh, distributed by its in_shardings and the
activation constraints of its Layout (data parallel, FSDP/ZeRO-3, Megatron tensor
parallel, sequence parallel, 2-D data x tensor, expert parallel) and training steps."""

from __future__ import annotations

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from . import models
from .models import Layout
from .spec import Capture, PairSpec

SEED = 0
# what the large (performance) pairs leave out to keep the corpus small: they keep the
# baseline, the distributed and the annotated HLO, relations, inputs and outputs
LARGE_DROPS = ("distributed_optimized", "propagated_gspmd", "propagated_shardy", "annotated_shardy_mlir",
               "propagated_shardy_mlir")

# shapes (small: every pair stays a few hundred kB)
MLP = dict(batch=8, d=32, f=64)
BLOCK = dict(batch=4, seq=16, d=32, f=64, heads=4, kv=4, head_dim=8)
LLAMA = dict(batch=4, seq=8, vocab=64, d=32, f=64, heads=8, kv=2, head_dim=4, layers=2)
LLAMA_LARGE = dict(LLAMA, d=16, f=32, heads=4, kv=2, head_dim=4)  # the performance pairs: many layers, small
MOE = dict(tokens=64, d=32, f=32, experts=8, top_k=2)


def by_name(tree, rules, default=P()):
    """A PartitionSpec per leaf of `tree`, chosen by the leaf's last dict key (a parameter
    name, which is also the key of its optimizer moments). Leaves under "layers" are stacked
    on a leading layer dimension, which stays unsharded. A rule may be a function of the
    leaf and whether it is stacked."""
    def pick(path, leaf):
        keys = [k.key for k in path if isinstance(k, jax.tree_util.DictKey)]
        stacked = "layers" in keys
        rule = rules.get(keys[-1], default) if keys else default
        if callable(rule):
            return rule(leaf, stacked)
        return P(None, *rule) if stacked else rule
    return jax.tree_util.tree_map_with_path(pick, tree)


def fsdp(axis, size, also=None):
    """ZeRO-3 / FSDP: every parameter's first dimension (after the layer dimension of stacked
    ones) over `axis`, when it divides."""
    also = also or {}

    def rule(leaf, stacked):
        lead = (None,) if stacked else ()
        shape = np.shape(leaf)[len(lead):]
        return P(*lead, axis) if len(shape) >= 1 and shape[0] % size == 0 else P()
    return {"*": rule, **also}


def _rules_with_default(rules):
    default = rules.get("*", P())
    return {k: v for k, v in rules.items() if k != "*"}, default


def param_specs(params, rules):
    named, default = _rules_with_default(rules)
    return by_name(params, named, default)


def megatron(tp="tp", kv_sharded=True, fsdp_axis=None):
    """Megatron-LM: column-parallel in-projections, row-parallel out-projections."""
    column, row = P(fsdp_axis, tp), P(tp, fsdp_axis)
    kv = column if kv_sharded else P(fsdp_axis, None)
    return {"w1": column, "b1": P(tp), "w2": row, "wq": column, "wk": kv, "wv": kv, "wo": row,
            "wg": column, "wu": column, "wd": row, "lm_head": P(fsdp_axis, tp)}


# ---------------------------------------------------------------------------------------
# model captures


def mlp_capture(layout, rules, x_spec):
    def capture(mesh):
        rng = np.random.default_rng(SEED)
        params = models.init_mlp(rng, MLP["d"], MLP["f"])
        x = models.activations(rng, MLP["batch"], MLP["d"])
        return Capture("jit", models.mlp_program(layout), (params, x), (param_specs(params, rules), x_spec))
    return capture


def block_capture(layout, rules, x_spec):
    def capture(mesh):
        c = BLOCK
        rng = np.random.default_rng(SEED)
        params = models.init_block(rng, c["d"], c["f"], c["heads"], c["kv"], c["head_dim"])
        x = models.activations(rng, c["batch"], c["seq"], c["d"])
        return Capture("jit", models.block_program(layout, c["heads"], c["kv"]), (params, x),
                       (param_specs(params, rules), x_spec))
    return capture


def decoder_capture(layout, rules, token_spec, layers=None, out_spec=None):
    def capture(mesh):
        c = dict(LLAMA_LARGE, layers=layers) if layers else LLAMA
        rng = np.random.default_rng(SEED)
        params = models.init_decoder(rng, c["vocab"], c["d"], c["f"], c["heads"], c["kv"], c["head_dim"],
                                     c["layers"])
        token_ids = models.tokens(rng, c["vocab"], c["batch"], c["seq"])
        return Capture("jit", models.decoder_program(layout, c["heads"], c["kv"]), (params, token_ids),
                       (param_specs(params, rules), token_spec), out_spec)
    return capture


def moe_capture(layout, rules, x_spec):
    def capture(mesh):
        c = MOE
        rng = np.random.default_rng(SEED)
        params = models.init_moe(rng, c["d"], c["f"], c["experts"])
        x = models.activations(rng, c["tokens"], c["d"])
        return Capture("jit", models.moe_program(layout, c["top_k"]), (params, x),
                       (param_specs(params, rules), x_spec))
    return capture


def _train_capture(name, params, batch, loss, opt_name, rules, batch_specs):
    opt = models.optimizer(opt_name)
    opt_state = opt.init(params)
    step = models.train_step(loss, opt)
    step.__name__ = step.__qualname__ = name
    specs = (param_specs(params, rules), param_specs(opt_state, rules)) + tuple(batch_specs)
    return Capture("jit", step, (params, opt_state) + tuple(batch), specs)


def mlp_train_capture(layout, rules, x_spec, opt_name):
    def capture(mesh):
        rng = np.random.default_rng(SEED)
        params = models.init_mlp(rng, MLP["d"], MLP["f"])
        x = models.activations(rng, MLP["batch"], MLP["d"])
        y = models.activations(rng, MLP["batch"], MLP["d"])
        return _train_capture(f"mlp_train_step_{opt_name}", params, (x, y), models.mlp_loss_program(layout),
                              opt_name, rules, (x_spec, x_spec))
    return capture


def block_train_capture(layout, rules, x_spec, opt_name):
    def capture(mesh):
        c = BLOCK
        rng = np.random.default_rng(SEED)
        params = models.init_block(rng, c["d"], c["f"], c["heads"], c["kv"], c["head_dim"])
        x = models.activations(rng, c["batch"], 8, c["d"])
        y = models.activations(rng, c["batch"], 8, c["d"])
        loss = models.block_loss_program(layout, c["heads"], c["kv"])
        return _train_capture(f"block_train_step_{opt_name}", params, (x, y), loss, opt_name, rules,
                              (x_spec, x_spec))
    return capture


def decoder_train_capture(layout, rules, token_spec, opt_name, layers):
    def capture(mesh):
        c = dict(LLAMA_LARGE, layers=layers)
        rng = np.random.default_rng(SEED)
        params = models.init_decoder(rng, c["vocab"], c["d"], c["f"], c["heads"], c["kv"], c["head_dim"],
                                     c["layers"])
        token_ids = models.tokens(rng, c["vocab"], c["batch"], c["seq"])
        targets = models.tokens(rng, c["vocab"], c["batch"], c["seq"])
        loss = models.decoder_loss_program(layout, c["heads"], c["kv"])
        return _train_capture(f"decoder_train_step_{opt_name}", params, (token_ids, targets), loss,
                              opt_name, rules, (token_spec, token_spec))
    return capture


# ---------------------------------------------------------------------------------------
# the pairs


def _pair(id, model, strategy, mesh, capture, description, **options):
    return PairSpec(id=id, model=model, strategy=strategy, mesh=mesh, capture=capture,
                    description=description, **options)


def pairs():
    dp = Layout(batch="dp")
    tp = Layout(model="tp", kv="tp")
    out = [
        # 2-layer MLP
        _pair("mlp-1dev", "mlp", "single-device", (("dp", 1),), mlp_capture(dp, {}, P("dp")),
              "the MLP on a one-device mesh: the distributed program is the baseline"),
        _pair("mlp-dp2", "mlp", "data-parallel", (("dp", 2),), mlp_capture(dp, {}, P("dp")),
              "data parallel: the batch over dp, parameters replicated"),
        _pair("mlp-dp8", "mlp", "data-parallel", (("dp", 8),), mlp_capture(dp, {}, P("dp")),
              "data parallel over eight devices"),
        _pair("mlp-fsdp4", "mlp", "fsdp", (("fsdp", 4),),
              mlp_capture(Layout(batch="fsdp"), fsdp("fsdp", 4), P("fsdp")),
              "FSDP / ZeRO-3: every parameter's first dimension and the batch over fsdp"),
        _pair("mlp-megatron-tp2", "mlp", "megatron-tp", (("tp", 2),), mlp_capture(tp, megatron(), P()),
              "Megatron tensor parallel: w1 column-parallel, w2 row-parallel, hidden constrained to tp"),
        _pair("mlp-megatron-tp4", "mlp", "megatron-tp", (("tp", 4),), mlp_capture(tp, megatron(), P()),
              "Megatron tensor parallel over four devices"),
        _pair("mlp-megatron-tp8", "mlp", "megatron-tp", (("tp", 8),), mlp_capture(tp, megatron(), P()),
              "Megatron tensor parallel over eight devices"),
        _pair("mlp-dp2-tp4", "mlp", "data-tensor-2d", (("dp", 2), ("tp", 4)),
              mlp_capture(Layout(batch="dp", model="tp"), megatron(), P("dp")),
              "2-D mesh: batch over dp, Megatron tensor parallel over tp"),
        _pair("mlp-dp4-tp2", "mlp", "data-tensor-2d", (("dp", 4), ("tp", 2)),
              mlp_capture(Layout(batch="dp", model="tp"), megatron(), P("dp")),
              "2-D mesh: batch over dp (4), Megatron over tp (2)"),
        # transformer block: RMSNorm, attention with RoPE, SwiGLU
        _pair("block-dp4", "transformer-block", "data-parallel", (("dp", 4),),
              block_capture(dp, {}, P("dp")), "data parallel transformer block"),
        _pair("block-fsdp4", "transformer-block", "fsdp", (("fsdp", 4),),
              block_capture(Layout(batch="fsdp"), fsdp("fsdp", 4), P("fsdp")),
              "FSDP / ZeRO-3: every parameter's first dimension and the batch over fsdp"),
        _pair("block-megatron-tp2", "transformer-block", "megatron-tp", (("tp", 2),),
              block_capture(tp, megatron(), P()), "Megatron: heads and the SwiGLU hidden dim over tp"),
        _pair("block-megatron-tp4", "transformer-block", "megatron-tp", (("tp", 4),),
              block_capture(tp, megatron(), P()), "Megatron over four devices: one head per device"),
        _pair("block-sp-tp4", "transformer-block", "sequence-parallel", (("tp", 4),),
              block_capture(Layout(model="tp", kv="tp", seq="tp"), megatron(), P(None, "tp")),
              "Megatron sequence parallel: the residual stream sharded on the sequence, attention and "
              "MLP tensor parallel (XLA inserts the all-gathers and reduce-scatters)"),
        _pair("block-dp2-tp2", "transformer-block", "data-tensor-2d", (("dp", 2), ("tp", 2)),
              block_capture(Layout(batch="dp", model="tp", kv="tp"), megatron(), P("dp")),
              "2-D mesh: batch over dp, Megatron over tp"),
        _pair("block-fsdp2-tp2", "transformer-block", "fsdp-tensor-2d", (("fsdp", 2), ("tp", 2)),
              block_capture(Layout(batch="fsdp", model="tp", kv="tp"), megatron(fsdp_axis="fsdp"), P("fsdp")),
              "2-D FSDP x tensor parallel: weights sharded over both axes"),
        # Llama-style decoder with grouped-query attention (8 query heads, 2 KV heads)
        _pair("llama-gqa-fsdp4", "llama-gqa-decoder", "fsdp", (("fsdp", 4),),
              decoder_capture(Layout(batch="fsdp"), fsdp("fsdp", 4), P("fsdp")), "the GQA decoder under FSDP"),
        _pair("llama-gqa-tp2", "llama-gqa-decoder", "megatron-tp", (("tp", 2),),
              decoder_capture(tp, megatron(), P()),
              "tensor parallel with TP = KV heads = 2: each device one KV head and its four query heads"),
        _pair("llama-gqa-tp4-kv-replicated", "llama-gqa-decoder", "megatron-tp", (("tp", 4),),
              decoder_capture(Layout(model="tp", kv=None), megatron(kv_sharded=False), P()),
              "TP = 4 > 2 KV heads: K/V projections replicated, repeated to the query heads, then sharded"),
        _pair("llama-gqa-dp2-tp4-kv-replicated", "llama-gqa-decoder", "data-tensor-2d", (("dp", 2), ("tp", 4)),
              decoder_capture(Layout(batch="dp", model="tp", kv=None), megatron(kv_sharded=False), P("dp")),
              "2-D: batch over dp, TP = 4 over the query heads with KV heads replicated"),
        _pair("llama-gqa-sp-tp2", "llama-gqa-decoder", "sequence-parallel", (("tp", 2),),
              decoder_capture(Layout(model="tp", kv="tp", seq="tp"), megatron(), P()),
              "sequence parallel residual stream with tensor-parallel GQA and SwiGLU"),
        _pair("llama-gqa-32layer-tp2", "llama-gqa-decoder", "megatron-tp", (("tp", 2),),
              decoder_capture(tp, megatron(), P(), layers=32),
              "performance: a 32-layer GQA decoder (hidden 16, 4 query and 2 KV heads), tensor parallel",
              drop_files=LARGE_DROPS, large=True),
        # top-k mixture of experts
        _pair("moe-top2-dp4", "moe-top2", "data-parallel", (("dp", 4),),
              moe_capture(Layout(batch="dp"), {}, P("dp")), "top-2 MoE, tokens over dp, experts replicated"),
        _pair("moe-top2-ep4", "moe-top2", "expert-parallel", (("ep", 4),),
              moe_capture(Layout(expert="ep"), {"w_in": P("ep"), "w_out": P("ep")}, P()),
              "expert parallel: the experts' weights and buffers over ep (two experts per device)"),
        _pair("moe-top2-ep8", "moe-top2", "expert-parallel", (("ep", 8),),
              moe_capture(Layout(expert="ep"), {"w_in": P("ep"), "w_out": P("ep")}, P()),
              "expert parallel: one expert per device"),
        _pair("moe-top2-dp2-ep4", "moe-top2", "data-expert-2d", (("dp", 2), ("ep", 4)),
              moe_capture(Layout(batch="dp", expert="ep"), {"w_in": P("ep"), "w_out": P("ep")}, P("dp")),
              "2-D: tokens over dp, experts over ep"),
        # training steps (jax.value_and_grad + optax)
        _pair("mlp-train-sgd-dp4", "mlp-train-step", "data-parallel", (("dp", 4),),
              mlp_train_capture(dp, {}, P("dp"), "sgd"), "an SGD-with-momentum step of the MLP, data parallel"),
        _pair("mlp-train-adam-fsdp4", "mlp-train-step", "fsdp", (("fsdp", 4),),
              mlp_train_capture(Layout(batch="fsdp"), fsdp("fsdp", 4), P("fsdp"), "adam"),
              "an Adam step of the MLP under ZeRO-3: parameters and moments sharded"),
        _pair("mlp-train-adam-megatron-tp4", "mlp-train-step", "megatron-tp", (("tp", 4),),
              mlp_train_capture(tp, megatron(), P(), "adam"), "an Adam step of the Megatron MLP"),
        _pair("block-train-sgd-megatron-tp4", "transformer-block-train-step", "megatron-tp", (("tp", 4),),
              block_train_capture(tp, megatron(), P(), "sgd"), "an SGD step of the Megatron transformer block"),
        _pair("block-train-adam-dp2-tp2", "transformer-block-train-step", "data-tensor-2d", (("dp", 2), ("tp", 2)),
              block_train_capture(Layout(batch="dp", model="tp", kv="tp"), megatron(), P("dp"), "adam"),
              "an Adam step of the transformer block on a 2-D data x tensor mesh"),
        _pair("llama-gqa-train-adam-dp2-tp2", "llama-gqa-decoder-train-step", "data-tensor-2d",
              (("dp", 2), ("tp", 2)),
              decoder_train_capture(Layout(batch="dp", model="tp", kv="tp"), megatron(), P("dp"), "adam", layers=4),
              "performance: an Adam step of a 4-layer GQA decoder (hidden 16, cross-entropy loss) on a 2-D mesh",
              drop_files=LARGE_DROPS, large=True),
    ]
    return out
