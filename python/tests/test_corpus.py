"""The committed corpus (tests/data/jax-corpus): its manifest, its ground truth, and that
`python -m shardscope_capture.corpus --only` regenerates committed pairs byte for byte."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(PYTHON_DIR), "tests", "data", "jax-corpus")
REGENERATED = ("mlp-megatron-tp2", "mlp-shmap-tp2-missing-psum")  # one correct pair, one bug
FIELDS = {"id", "model", "strategy", "mesh", "devices", "bug", "equivalent", "max_abs_err", "bug_source_line",
          "frontier_any_of", "jax_version", "large"}


def _lines():
    with open(os.path.join(CORPUS, "manifest.jsonl"), encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def _manifest(pair_id, root=CORPUS):
    with open(os.path.join(root, pair_id, "manifest.json"), encoding="utf-8") as handle:
        return json.load(handle)


def _corpus_command(*args, cwd=None):
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR)
    return subprocess.run([sys.executable, "-m", "shardscope_capture.corpus", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def test_manifest_lines_cover_the_corpus():
    lines = _lines()
    ids = [line["id"] for line in lines]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert sorted(ids) == sorted(e for e in os.listdir(CORPUS) if os.path.isdir(os.path.join(CORPUS, e)))
    for line in lines:
        assert set(line) == FIELDS, line["id"]
        assert line["id"] == line["id"].lower()
    with_bug = [line for line in lines if line["bug"]]
    assert len(lines) >= 60 and len(with_bug) >= 25
    assert len({line["bug"] for line in with_bug}) >= 8
    devices = {line["devices"] for line in lines}
    assert min(devices) == 1 and max(devices) == 8
    assert sum(1 for line in lines if line["large"]) >= 2


def test_manifest_lines_are_the_pair_manifests():
    for line in _lines():
        manifest = _manifest(line["id"])
        for field in FIELDS - {"id"}:
            assert manifest[field] == line[field], (line["id"], field)
        assert manifest["name"] == line["id"]
        size = 1
        for axis in line["mesh"]["axes"]:
            size *= axis["size"]
        assert size == line["devices"]


def test_ground_truth_is_measured():
    for line in _lines():
        manifest = _manifest(line["id"])
        within = manifest["max_abs_err"] <= manifest["tolerance"] * manifest["scale"]
        assert within == line["equivalent"], line["id"]
        if not line["bug"]:
            assert line["equivalent"], f"{line['id']}: a correct pair measured non-equivalent"
            assert line["bug_source_line"] is None and line["frontier_any_of"] == []


def test_bug_lines_and_frontiers():
    for line in _lines():
        if not line["bug"]:
            continue
        path, number = line["bug_source_line"].rsplit(":", 1)
        manifest = _manifest(line["id"])
        with open(os.path.join(CORPUS, line["id"], manifest["sources"][path]), encoding="utf-8") as handle:
            source = handle.read().splitlines()
        assert f"# BUG:{line['bug']}" in source[int(number) - 1], line["id"]
        assert line["frontier_any_of"], line["id"]
        with open(os.path.join(CORPUS, line["id"], "distributed.hlo"), encoding="utf-8") as handle:
            distributed = handle.read()
        for name in line["frontier_any_of"]:
            assert f"%{name} = " in distributed, (line["id"], name)


def test_paths_are_relative():
    for line in _lines():
        manifest = _manifest(line["id"])
        for path in manifest["sources"]:
            assert not os.path.isabs(path) and path.startswith("shardscope_capture/corpus/"), (line["id"], path)


def _files(root):
    out = []
    for directory, _, names in os.walk(root):
        out.extend(os.path.relpath(os.path.join(directory, n), root) for n in names)
    return sorted(out)


def test_regenerate_committed_pairs(tmp_path):
    result = _corpus_command(str(tmp_path), "--only", ",".join(REGENERATED))
    assert result.returncode == 0, result.stderr[-4000:]
    for pair_id in REGENERATED:
        fresh, committed = tmp_path / pair_id, os.path.join(CORPUS, pair_id)
        assert _files(fresh) == _files(committed), pair_id
        for name in _files(committed):
            if name.endswith(".npy"):
                a, b = np.load(fresh / name), np.load(os.path.join(committed, name))
                assert a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b, equal_nan=True), name
            elif name == "manifest.json":
                assert _manifest(pair_id, str(tmp_path)) == _manifest(pair_id), pair_id
            else:
                with open(fresh / name, "rb") as f, open(os.path.join(committed, name), "rb") as g:
                    assert f.read() == g.read(), f"{pair_id}/{name} differs from the committed one"
    fresh_lines = [json.loads(line) for line in (tmp_path / "manifest.jsonl").read_text().splitlines()]
    committed = {line["id"]: line for line in _lines()}
    assert [line["id"] for line in fresh_lines] == sorted(REGENERATED)
    for line in fresh_lines:
        assert line == committed[line["id"]]
    assert "mlp-shmap-tp2-missing-psum" in result.stdout  # the summary table


def test_list():
    result = _corpus_command("--list")
    assert result.returncode == 0, result.stderr
    listed = [row.split("\t")[0] for row in result.stdout.splitlines()]
    assert listed == [line["id"] for line in _lines()]


@pytest.mark.parametrize("args", [("--only", "no-such-pair", "out"), ()])
def test_bad_arguments(args, tmp_path):
    result = _corpus_command(*args, cwd=tmp_path)
    assert result.returncode != 0
