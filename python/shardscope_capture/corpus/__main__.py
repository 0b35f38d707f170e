"""python -m shardscope_capture.corpus OUT_DIR [--only ID[,ID...]] [--list]

Regenerates the corpus (tests/data/jax-corpus): one pair directory per pair of
catalog.py, and OUT_DIR/manifest.jsonl with a line per pair directory found there (sorted
by id). Deterministic for the pinned JAX (python/requirements.txt): fixed seeds, no
timestamps, source paths relative to the directory above shardscope_capture."""

from __future__ import annotations

from .. import _device_count  # noqa: F401  (before jax)

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time

import jax

from ..capture import dump, dump_shard_map, make_mesh
from ..source_lines import instructions_at
from . import SOURCE_ROOT, bugs, catalog

SEED = 0
MANIFEST_LINES = "manifest.jsonl"
LINE_FIELDS = ("id", "model", "strategy", "mesh", "devices", "bug", "equivalent", "max_abs_err",
               "bug_source_line", "frontier_any_of", "jax_version", "large")


def _write_json(path, value, **options):
    with open(path + ".tmp", "w", encoding="utf-8") as handle:
        handle.write(json.dumps(value, indent=2, **options) + "\n")
    os.replace(path + ".tmp", path)


def generate(spec, out_root: str) -> dict:
    """Captures one pair into out_root/<id> (replacing what was there); returns its manifest."""
    jax.clear_caches()  # no jaxpr traced for another pair (and its source lines) is reused
    mesh = make_mesh([size for _, size in spec.mesh], [name for name, _ in spec.mesh])
    capture = spec.capture(mesh)
    out_dir = os.path.join(out_root, spec.id)
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    bug_path = bug_number = None
    if spec.bug:
        bug_path, bug_number = bugs.bug_line(spec.bug_in, spec.bug)
    extra = {
        "model": spec.model,
        "strategy": spec.strategy,
        "bug": bugs.kind(spec.bug) if spec.bug else None,
        "bug_source_line": f"{bug_path}:{bug_number}" if spec.bug else None,
        "frontier_any_of": [],
        "large": spec.large,
    }
    common = dict(mesh=mesh, out_dir=out_dir, seed=SEED, name=spec.id, source_root=SOURCE_ROOT,
                  description=spec.description, extra=extra)
    if capture.kind == "jit":
        pair = dump(capture.fn, *capture.args, in_shardings=capture.in_shardings,
                    out_shardings=capture.out_shardings, **common)
    elif capture.kind == "shard_map":
        pair = dump_shard_map(capture.fn, capture.reference, *capture.args, in_specs=capture.in_shardings,
                              out_specs=capture.out_shardings, **common)
    elif capture.kind == "program":
        pair = dump(capture.fn, *capture.args, in_shardings=capture.in_shardings, reference=capture.reference,
                    **common)
    else:
        raise ValueError(f"{spec.id}: unknown capture kind {capture.kind!r}")

    manifest = pair.manifest
    if not math.isfinite(manifest["max_abs_err"]):
        raise RuntimeError(f"{spec.id}: the outputs differ in shape or are not finite")
    if spec.bug:
        with open(os.path.join(out_dir, manifest["files"]["distributed"]), encoding="utf-8") as handle:
            frontier = instructions_at(handle.read(), bug_path, bug_number)
        if not frontier:
            raise RuntimeError(f"{spec.id}: no distributed instruction carries {bug_path}:{bug_number}")
        manifest["frontier_any_of"] = frontier
    dropped = [manifest["files"].pop(role) for role in spec.drop_files if role in manifest["files"]]
    for name in dropped:
        os.remove(os.path.join(out_dir, name))
    if dropped:
        manifest["dropped_files"] = dropped  # left out for size (large pairs)
    _write_json(os.path.join(out_dir, "manifest.json"), manifest)
    return manifest


def generate_in_a_new_process(spec, out_root: str) -> dict:
    """`generate` in a fresh Python: what JAX and XLA name (arguments, instructions) depends
    on what the process traced and compiled before, so each pair starts from nothing and
    `--only` writes exactly what a whole run writes."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SOURCE_ROOT] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    subprocess.run([sys.executable, "-m", "shardscope_capture.corpus", out_root, "--pair", spec.id], env=env,
                   check=True)
    with open(os.path.join(out_root, spec.id, "manifest.json"), encoding="utf-8") as handle:
        return json.load(handle)


def manifest_line(pair_id: str, manifest: dict) -> dict:
    line = {field: manifest.get(field) for field in LINE_FIELDS if field != "id"}
    line["id"] = pair_id
    return line


def write_manifest_lines(out_root: str, known_ids) -> list[dict]:
    """OUT_DIR/manifest.jsonl from the pair directories there (of pairs the catalog knows)."""
    lines = []
    for pair_id in sorted(known_ids):
        path = os.path.join(out_root, pair_id, "manifest.json")
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as handle:
                lines.append(manifest_line(pair_id, json.load(handle)))
    with open(os.path.join(out_root, MANIFEST_LINES) + ".tmp", "w", encoding="utf-8") as handle:
        for line in lines:
            handle.write(json.dumps(line, sort_keys=True) + "\n")
    os.replace(os.path.join(out_root, MANIFEST_LINES) + ".tmp", os.path.join(out_root, MANIFEST_LINES))
    return lines


def print_table(lines, out=sys.stdout):
    width = max([len("id")] + [len(line["id"]) for line in lines])
    header = f"{'id':<{width}}  {'devices':>7}  {'bug':<24}  {'equivalent':<10}  {'max_abs_err':>11}"
    print(header, file=out)
    print("-" * len(header), file=out)
    for line in lines:
        print(f"{line['id']:<{width}}  {line['devices']:>7}  {line['bug'] or '-':<24}  "
              f"{str(line['equivalent']).lower():<10}  {line['max_abs_err']:>11.3g}", file=out)
    bugs_total = sum(1 for line in lines if line["bug"])
    print(f"{len(lines)} pairs, {bugs_total} with a bug "
          f"({sum(1 for line in lines if line['bug'] and line['equivalent'])} of them measured equivalent), "
          f"{sum(1 for line in lines if not line['bug'] and not line['equivalent'])} correct ones measured "
          "non-equivalent", file=out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shardscope_capture.corpus", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir", nargs="?", help="e.g. tests/data/jax-corpus")
    parser.add_argument("--only", help="comma-separated pair ids to (re)generate into OUT_DIR")
    parser.add_argument("--list", action="store_true", help="list the pairs and exit")
    parser.add_argument("--pair", help=argparse.SUPPRESS)  # one pair, in this process (the worker)
    options = parser.parse_args(argv)

    pairs = catalog.all_pairs()
    if options.list:
        for spec in pairs:
            print(f"{spec.id}\t{spec.devices}\t{bugs.kind(spec.bug) if spec.bug else '-'}\t{spec.model}\t"
                  f"{spec.strategy}")
        return 0
    if not options.out_dir:
        parser.error("OUT_DIR is required (unless --list)")
    if options.pair:
        generate(catalog.by_id()[options.pair], options.out_dir)
        return 0
    chosen = pairs
    if options.only:
        wanted = [i.strip() for i in options.only.split(",") if i.strip()]
        known = {p.id for p in pairs}
        unknown = [i for i in wanted if i not in known]
        if unknown:
            parser.error(f"unknown pair ids: {', '.join(unknown)} (see --list)")
        chosen = [p for p in pairs if p.id in wanted]

    os.makedirs(options.out_dir, exist_ok=True)
    started = time.monotonic()
    for number, spec in enumerate(chosen, 1):
        pair_started = time.monotonic()
        manifest = generate_in_a_new_process(spec, options.out_dir)
        print(f"[{number}/{len(chosen)}] {spec.id}: max_abs_err {manifest['max_abs_err']:.3g}, equivalent "
              f"{manifest['equivalent']} ({time.monotonic() - pair_started:.1f} s)", file=sys.stderr, flush=True)
    lines = write_manifest_lines(options.out_dir, [p.id for p in pairs])
    shown = [line for line in lines if line["id"] in {p.id for p in chosen}]
    print_table(shown)
    print(f"generated {len(chosen)} pairs in {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
