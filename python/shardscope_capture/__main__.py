"""python -m shardscope_capture SCRIPT.py:FUNCTION --mesh x=2 --in P(None,'x') ... OUT_DIR

The command-line face of `dump` and `dump_shard_map`: loads FUNCTION from SCRIPT.py, takes
its example arguments from `--args` (a Python expression over jax/jnp/S=ShapeDtypeStruct,
or FUNCTION's attribute `example_args` when omitted), and writes the pair directory."""

from __future__ import annotations

from . import _device_count  # noqa: F401  (before jax)

import argparse
import importlib.util
import json
import os
import sys

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from .capture import dump, dump_shard_map, make_mesh


def _load(target: str):
    script, sep, name = target.rpartition(":")
    if not sep or not script:
        raise SystemExit(f"{target}: error: expected SCRIPT.py:FUNCTION")
    if not os.path.isfile(script):
        raise SystemExit(f"{script}:1:1: error: no such file")
    spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(script))[0], script)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    spec.loader.exec_module(module)
    if not hasattr(module, name):
        raise SystemExit(f"{script}:1:1: error: no function {name!r} in the script")
    return module, getattr(module, name)


def _mesh(text: str):
    axes = []
    for part in text.split(","):
        axis, sep, size = part.partition("=")
        if not sep or not size.strip().isdigit():
            raise SystemExit(f"--mesh {text}: error: expected NAME=SIZE[,NAME=SIZE...]")
        axes.append((axis.strip(), int(size)))
    return make_mesh([s for _, s in axes], [a for a, _ in axes])


_NAMESPACE = {"P": P, "S": jax.ShapeDtypeStruct, "jnp": jnp, "jax": jax, "None": None}


def _expression(text: str, what: str):
    try:
        return eval(text, {"__builtins__": {}}, dict(_NAMESPACE))  # noqa: S307 (the user's own command line)
    except Exception as error:
        raise SystemExit(f"{what} {text}: error: {error}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shardscope_capture", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("target", help="SCRIPT.py:FUNCTION")
    parser.add_argument("out_dir")
    parser.add_argument("--mesh", required=True, help="axis sizes, e.g. data=2,model=4")
    parser.add_argument("--in-shardings", help="a tuple of PartitionSpecs, e.g. \"(P('data'), P(None, 'model'))\"")
    parser.add_argument("--out-shardings", help="PartitionSpec(s) of the result")
    parser.add_argument("--args", help="example arguments, e.g. \"(S((8, 16), jnp.float32),)\"")
    parser.add_argument("--shard-map", metavar="REFERENCE",
                        help="FUNCTION is a shard_map body; REFERENCE (a function of the same script) is its single-device baseline")
    parser.add_argument("--out-specs", help="shard_map out_specs (with --shard-map)")
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args(argv)

    module, fn = _load(options.target)
    mesh = _mesh(options.mesh)
    args = _expression(options.args, "--args") if options.args else getattr(fn, "example_args", None)
    if args is None:
        raise SystemExit(f"{options.target}: error: give --args or set {fn.__name__}.example_args")
    in_shardings = _expression(options.in_shardings, "--in-shardings") if options.in_shardings else None
    script_dir = os.path.dirname(os.path.abspath(options.target.rpartition(":")[0]))
    if options.shard_map:
        reference = getattr(module, options.shard_map, None)
        if reference is None:
            raise SystemExit(f"--shard-map {options.shard_map}: error: no such function in the script")
        out_specs = _expression(options.out_specs, "--out-specs") if options.out_specs else P()
        pair = dump_shard_map(fn, reference, *args, mesh=mesh, in_specs=in_shardings, out_specs=out_specs,
                              out_dir=options.out_dir, seed=options.seed, source_root=script_dir)
    else:
        out_shardings = _expression(options.out_shardings, "--out-shardings") if options.out_shardings else None
        pair = dump(fn, *args, mesh=mesh, in_shardings=in_shardings, out_shardings=out_shardings,
                    out_dir=options.out_dir, seed=options.seed, source_root=script_dir)
    summary = {k: pair.manifest[k] for k in ("name", "devices", "max_abs_err", "equivalent")}
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
