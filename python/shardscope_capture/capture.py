"""`dump` and `dump_shard_map`: one JAX function as a ShardScope pair directory.

What a pair directory holds (docs/corpus.md has the whole table):
  baseline.hlo                the function (or the reference) jitted for one device
  distributed.hlo             the per-device program right after XLA's SPMD partitioning
  distributed.optimized.hlo   after the CPU backend's optimisations (fusions included)
  annotated.hlo               the program as JAX hands it to XLA: user shardings only
  propagated.gspmd.hlo        after GSPMD's sharding propagation (every instruction's sharding)
  propagated.shardy.hlo       after the Shardy pass (its decisions, as HLO shardings)
  annotated.shardy.mlir / propagated.shardy.mlir   Shardy's module before / after propagation
  relations.json              the input and output shardings (the verifier's --relations)
  inputs/argN.npy             the seeded inputs, flattened in parameter order
  outputs/{baseline,distributed}/outN.npy   XLA's own results on those inputs
  source/...                  the source files the metadata names
  manifest.json               versions, mesh, shardings, files, measured error
"""

from __future__ import annotations

from . import _device_count  # noqa: F401  (before jax)

import contextlib
import contextvars
import inspect
import json
import os
import re
import shutil
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec

from . import source_lines
from .arrays import element_type_name, save_array, seeded_value, to_numpy
from .hlo_dump import compile_with_dumps

FORMAT = "shardscope-pair/1"

# Our own frames (constraint() below) are not the user's source lines.
try:
    from jax._src import source_info_util as _source_info_util
    from jax._src import traceback_util as _traceback_util
    _OWN_DIRECTORY = os.path.dirname(os.path.abspath(__file__)) + os.sep
    _source_info_util.register_exclusion(_OWN_DIRECTORY)
    _traceback_util.register_exclusion(_OWN_DIRECTORY)
except (ImportError, AttributeError):  # a JAX without them: our frames show up, harmlessly
    pass

_active_mesh: contextvars.ContextVar = contextvars.ContextVar("shardscope_capture_mesh", default=None)


def constraint(x, *spec):
    """`with_sharding_constraint(x, P(*spec))` on the capture's mesh, and the identity
    while the single-device baseline is traced: write it in a model once and both programs
    come from the same code."""
    mesh = _active_mesh.get()
    if mesh is None:
        return x
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, PartitionSpec(*spec)))


@contextlib.contextmanager
def _capturing_on(mesh):
    token = _active_mesh.set(mesh)
    try:
        yield
    finally:
        _active_mesh.reset(token)


@contextlib.contextmanager
def _config(**values):
    old = {name: getattr(jax.config, name) for name in values}
    for name, value in values.items():
        jax.config.update(name, value)
    try:
        yield
    finally:
        for name, value in old.items():
            jax.config.update(name, value)


def _as_sharding(mesh, value, ndim_hint=None):
    if value is None:
        return None
    if isinstance(value, NamedSharding):
        return value
    if isinstance(value, PartitionSpec):
        return NamedSharding(mesh, value)
    if isinstance(value, (tuple, list)) and all(isinstance(v, (str, type(None), tuple)) for v in value):
        return NamedSharding(mesh, PartitionSpec(*value))
    raise TypeError(f"not a sharding or PartitionSpec: {value!r}")


def _shardings_tree(mesh, shardings, args):
    """in_shardings as a pytree of NamedSharding matching args (a single spec applies to
    every argument; a spec per argument applies to all of that argument's leaves)."""
    if shardings is None:
        return None
    is_spec = lambda v: isinstance(v, (PartitionSpec, NamedSharding))  # noqa: E731
    if is_spec(shardings):
        return tuple(jax.tree.map(lambda _: _as_sharding(mesh, shardings), a) for a in args)
    if len(shardings) != len(args):
        raise ValueError(f"{len(shardings)} in_shardings for {len(args)} arguments")
    out = []
    for spec, arg in zip(shardings, args):
        if is_spec(spec) or spec is None:
            out.append(jax.tree.map(lambda _, s=spec: _as_sharding(mesh, s) if s is not None else None, arg))
        else:
            out.append(jax.tree.map(lambda s: _as_sharding(mesh, s), spec, is_leaf=is_spec))
    return tuple(out)


def _hlo_sharding_text(sharding, ndim: int) -> str:
    try:
        return str(sharding._to_xla_hlo_sharding(ndim))
    except Exception:  # a sharding kind without an HLO form
        return "{replicated}"


def _fresh(fn):
    def traced(*args):
        return fn(*args)
    # The module is named after the function (jit_<name>), as the user's own jit would be.
    traced.__name__ = getattr(fn, "__name__", "function")
    traced.__qualname__ = getattr(fn, "__qualname__", traced.__name__)
    try:  # JAX names the HLO parameters after the signature (params['w1'], not args[0]['w1'])
        traced.__signature__ = inspect.signature(fn)
    except (TypeError, ValueError):
        pass
    return traced


def _function_name(fn) -> str:
    target = getattr(fn, "__wrapped__", fn)
    module = getattr(target, "__module__", None) or "?"
    return f"{module}:{getattr(target, '__qualname__', repr(target))}"


def _source_root(fn, source_root):
    if source_root is not None:
        return os.path.abspath(source_root)
    try:
        return os.path.dirname(os.path.abspath(inspect.getsourcefile(inspect.unwrap(fn))))
    except (TypeError, OSError):
        return os.getcwd()


@dataclass
class Pair:
    """What `dump` wrote: the directory and its manifest."""

    directory: str
    manifest: dict

    @property
    def max_abs_err(self) -> float:
        return self.manifest["max_abs_err"]

    @property
    def equivalent(self) -> bool:
        return self.manifest["equivalent"]


def _leaves_info(leaves):
    return [{"dtype": element_type_name(v.dtype), "shape": list(v.shape)} for v in leaves]


def _write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(tmp, path)


def _max_abs_err(baseline, distributed):
    worst = 0.0
    for b, d in zip(baseline, distributed):
        if b.shape != d.shape:
            return float("inf")
        if b.size == 0:
            continue
        diff = np.abs(b.astype(np.float64) - d.astype(np.float64))
        if np.isnan(diff).any():
            return float("inf")
        worst = max(worst, float(diff.max()))
    return worst


def _scale(baseline):
    return max([1.0] + [float(np.abs(b.astype(np.float64)).max()) for b in baseline if b.size])


# Relative tolerance by the widest float type of the outputs: a reordered f32 sum (a psum
# instead of one reduction) moves results by ~1e-6 of their scale; a bf16 round trip by
# ~4e-3, which is what a bug of that kind must not hide under.
_TOLERANCE = {"f64": 1e-9, "f32": 2e-5, "bf16": 2e-2, "f16": 2e-3}


def _tolerance(outputs) -> float:
    kinds = [element_type_name(o.dtype) for o in outputs]
    for kind in ("bf16", "f16", "f32", "f64"):
        if kind in kinds:
            return _TOLERANCE[kind]
    return 0.0


def dump(fn, *example_args, mesh, in_shardings=None, out_shardings=None, out_dir,
         reference=None, seed=0, name=None, source_root=None, description=None,
         extra=None) -> Pair:
    """Captures `fn` on `mesh` with the given shardings as a pair directory at `out_dir`.

    example_args: arrays (used as the inputs) or jax.ShapeDtypeStruct (seeded inputs from
    `seed`), any pytree. reference: the single-device function of the baseline when `fn`
    is not one (a shard_map program: see dump_shard_map). Returns the Pair."""
    needed = int(np.prod(list(mesh.shape.values())))
    if len(jax.devices()) < needed:
        raise RuntimeError(
            f"the mesh needs {needed} devices, JAX has {len(jax.devices())}: import "
            "shardscope_capture before jax, or set XLA_FLAGS=--xla_force_host_platform_device_count")
    rng = np.random.default_rng(seed)
    args = jax.tree.map(lambda a: seeded_value(a, rng), example_args,
                        is_leaf=lambda a: isinstance(a, jax.ShapeDtypeStruct))
    leaves = [to_numpy(a) for a in jax.tree.leaves(args)]
    shardings = _shardings_tree(mesh, in_shardings, args)
    out_sharding_tree = None
    if out_shardings is not None:
        is_spec = lambda v: isinstance(v, (PartitionSpec, NamedSharding))  # noqa: E731
        out_sharding_tree = jax.tree.map(lambda s: _as_sharding(mesh, s), out_shardings, is_leaf=is_spec)

    root = _source_root(reference or fn, source_root)
    canonical = "^" + re.escape(root.rstrip("/") + "/")
    # Fresh function objects: JAX caches a function's trace by the function object, and
    # constraint() makes the trace depend on the capture's mesh, so the baseline must not
    # reuse the distributed trace (nor the other way round).
    distributed_fn = _fresh(fn)
    baseline_fn = _fresh(reference or fn)

    def lower_distributed():
        jitted = jax.jit(distributed_fn, in_shardings=shardings, out_shardings=out_sharding_tree,
                         keep_unused=True)
        with _capturing_on(mesh):
            return jitted.lower(*args)

    with _config(jax_hlo_source_file_canonicalization_regex=canonical):
        shardy = compile_with_dumps(lower_distributed())
        gspmd_error = None
        try:
            with _config(jax_use_shardy_partitioner=False):
                gspmd = compile_with_dumps(lower_distributed())
        except Exception as error:  # GSPMD may refuse what Shardy takes; say so, keep going
            gspmd, gspmd_error = None, f"{type(error).__name__}: {error}"
        with _capturing_on(None):
            baseline = compile_with_dumps(jax.jit(baseline_fn, keep_unused=True).lower(*args))

    compiled = shardy.compiled
    device_args = jax.device_put(args, compiled.input_shardings[0]) if shardings is not None else args
    distributed_out = [to_numpy(o) for o in jax.tree.leaves(compiled(*device_args))]
    baseline_out = [to_numpy(o) for o in jax.tree.leaves(baseline.compiled(*args))]

    os.makedirs(out_dir, exist_ok=True)
    files = {}

    def keep(role, text, file_name):
        if text is not None:
            _write(os.path.join(out_dir, file_name), text)
            files[role] = file_name

    keep("baseline", baseline.texts.get("before_optimizations"), "baseline.hlo")
    distributed_text = shardy.texts.get("after_spmd_partitioning")
    if distributed_text is None and needed == 1:  # one device: XLA runs no SPMD partitioner
        distributed_text = shardy.texts.get("after_shardy") or shardy.texts.get("before_optimizations")
    keep("distributed", distributed_text, "distributed.hlo")
    keep("distributed_optimized", shardy.texts.get("after_optimizations"), "distributed.optimized.hlo")
    keep("propagated_shardy", shardy.texts.get("after_shardy"), "propagated.shardy.hlo")
    keep("annotated_shardy_mlir", shardy.texts.get("shardy_before_propagation"), "annotated.shardy.mlir")
    keep("propagated_shardy_mlir", shardy.texts.get("shardy_after_propagation"), "propagated.shardy.mlir")
    if gspmd is not None:
        keep("annotated", gspmd.texts.get("before_optimizations"), "annotated.hlo")
        keep("propagated_gspmd", gspmd.texts.get("after_sharding_propagation"), "propagated.gspmd.hlo")
    if "distributed" not in files or "baseline" not in files:
        raise RuntimeError("XLA dumped no SPMD-partitioned module; is the jit on more than one device?")

    input_shardings = jax.tree.leaves(compiled.input_shardings[0])
    output_shardings = jax.tree.leaves(compiled.output_shardings)
    relations = {
        "parameters": {str(i): _hlo_sharding_text(s, leaves[i].ndim) for i, s in enumerate(input_shardings)},
        "output": [_hlo_sharding_text(s, o.ndim) for s, o in zip(output_shardings, distributed_out)],
    }
    if len(relations["output"]) == 1 and not isinstance(compiled.out_tree, type(None)) and \
            compiled.out_tree.num_leaves == 1 and compiled.out_tree.children() == []:
        relations["output"] = relations["output"][0]
    _write(os.path.join(out_dir, "relations.json"), json.dumps(relations, indent=2) + "\n")
    files["relations"] = "relations.json"

    inputs = []
    for i, value in enumerate(leaves):
        file_name = f"inputs/arg{i}.npy"
        save_array(os.path.join(out_dir, file_name), value)
        inputs.append({"file": file_name, **_leaves_info([value])[0], "sharding": relations["parameters"][str(i)]})
    outputs = {}
    for role, values in (("baseline", baseline_out), ("distributed", distributed_out)):
        outputs[role] = []
        for i, value in enumerate(values):
            file_name = f"outputs/{role}/out{i}.npy"
            save_array(os.path.join(out_dir, file_name), value)
            outputs[role].append({"file": file_name, **_leaves_info([value])[0]})

    sources = {}
    named = set()
    for text in (files.get("baseline"), files.get("distributed")):
        named.update(source_lines.source_files(_read_text(out_dir, text)))
    for source in sorted(named):
        original = source if os.path.isabs(source) else os.path.join(root, source)
        if os.path.isfile(original):
            target = os.path.join("source", source.lstrip("/"))
            os.makedirs(os.path.dirname(os.path.join(out_dir, target)), exist_ok=True)
            shutil.copyfile(original, os.path.join(out_dir, target))
            sources[source] = target

    err = _max_abs_err(baseline_out, distributed_out)
    tolerance = _tolerance(baseline_out)
    manifest = {
        "format": FORMAT,
        "name": name or os.path.basename(os.path.normpath(out_dir)),
        "description": description,
        "function": _function_name(fn),
        "reference": _function_name(reference) if reference else None,
        "jax_version": jax.__version__,
        "jaxlib_version": jax.lib.__version__ if hasattr(jax.lib, "__version__") else jax.__version__,
        "partitioner": "shardy",
        "mesh": {"axes": [{"name": n, "size": int(s)} for n, s in mesh.shape.items()]},
        "devices": needed,
        "in_shardings": relations["parameters"],
        "out_shardings": relations["output"],
        "seed": seed,
        "files": files,
        "sources": sources,
        "inputs": inputs,
        "outputs": outputs,
        "max_abs_err": err,
        "scale": _scale(baseline_out),
        "tolerance": tolerance,
        "equivalent": err <= tolerance * _scale(baseline_out),
        "gspmd_error": gspmd_error,
    }
    if extra:
        manifest.update(extra)
    _write(os.path.join(out_dir, "manifest.json"), json.dumps(manifest, indent=2) + "\n")
    return Pair(out_dir, manifest)


def _read_text(directory, file_name):
    if not file_name:
        return ""
    with open(os.path.join(directory, file_name), encoding="utf-8") as handle:
        return handle.read()


def dump_shard_map(body, reference, *example_args, mesh, in_specs, out_specs, out_dir,
                   check_vma=False, **options) -> Pair:
    """Captures a shard_map program: `body` runs per device with the hand-written
    collectives; `reference` is the single-device function it claims to compute (the
    baseline). The jit's in_shardings are the in_specs on the mesh."""
    mapped = jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs,
                           check_vma=check_vma)
    shardings = in_specs if isinstance(in_specs, (tuple, list)) else (in_specs,) * len(example_args)
    return dump(mapped, *example_args, mesh=mesh, in_shardings=tuple(shardings),
                out_dir=out_dir, reference=reference,
                source_root=options.pop("source_root", None) or _source_root(body, None), **options)


def make_mesh(shape, axis_names):
    """A mesh of the process's first devices with Auto axes (jax.make_mesh makes Explicit
    ones in current JAX, where with_sharding_constraint refuses to name them)."""
    shape, axis_names = tuple(shape), tuple(axis_names)
    return jax.make_mesh(shape, axis_names, axis_types=(jax.sharding.AxisType.Auto,) * len(shape))
