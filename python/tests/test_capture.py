"""dump, dump_shard_map, source_lines and the command line of shardscope_capture."""

import json
import os
import subprocess
import sys

import shardscope_capture as sc  # before jax

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P

from shardscope_capture.arrays import load_array

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THIS_FILE = os.path.basename(__file__)
S = jax.ShapeDtypeStruct
F32 = jnp.float32


def megatron_mlp(x, w1, w2):
    h = jax.nn.relu(x @ w1)
    h = sc.constraint(h, None, "tp")
    return h @ w2


def mlp_reference(x, w1, w2):
    return jax.nn.relu(x @ w1) @ w2


def mlp_body(x, w1, w2):
    partial = jax.nn.relu(x @ w1) @ w2
    return jax.lax.psum(partial, "tp")  # the psum line


def mlp_body_missing_psum(x, w1, w2):
    return jax.nn.relu(x @ w1) @ w2  # the missing-psum line


def _line_of(function, marker):
    import inspect
    lines, start = inspect.getsourcelines(function)
    return next(start + k for k, text in enumerate(lines) if marker in text)


MLP_ARGS = (S((8, 16), F32), S((16, 32), F32), S((32, 16), F32))
MLP_SPECS = (P(), P(None, "tp"), P("tp", None))


@pytest.fixture(scope="module")
def jit_pair(tmp_path_factory):
    out = tmp_path_factory.mktemp("jit") / "mlp-tp2"
    mesh = sc.make_mesh((2,), ("tp",))
    return sc.dump(megatron_mlp, *MLP_ARGS, mesh=mesh, in_shardings=MLP_SPECS, out_dir=str(out), seed=3,
                   description="a test pair", extra={"model": "mlp", "bug": None})


@pytest.fixture(scope="module")
def shard_map_pair(tmp_path_factory):
    out = tmp_path_factory.mktemp("shmap") / "mlp-shmap-tp4"
    mesh = sc.make_mesh((4,), ("tp",))
    return sc.dump_shard_map(mlp_body, mlp_reference, *MLP_ARGS, mesh=mesh, in_specs=MLP_SPECS, out_specs=P(),
                             out_dir=str(out))


def _read(directory, name):
    with open(os.path.join(directory, name), encoding="utf-8") as handle:
        return handle.read()


def test_dump_writes_every_file(jit_pair):
    directory, manifest = jit_pair.directory, jit_pair.manifest
    expected = {"baseline": "baseline.hlo", "distributed": "distributed.hlo",
                "distributed_optimized": "distributed.optimized.hlo", "annotated": "annotated.hlo",
                "propagated_gspmd": "propagated.gspmd.hlo", "propagated_shardy": "propagated.shardy.hlo",
                "annotated_shardy_mlir": "annotated.shardy.mlir", "propagated_shardy_mlir": "propagated.shardy.mlir",
                "relations": "relations.json"}
    assert manifest["files"] == expected
    for name in expected.values():
        assert os.path.getsize(os.path.join(directory, name)) > 0, name
    for role in ("baseline", "distributed", "distributed_optimized", "annotated", "propagated_gspmd",
                 "propagated_shardy"):
        assert _read(directory, expected[role]).startswith("HloModule "), role
    assert "num_partitions=2" in _read(directory, "distributed.hlo")
    # the same code: a sharding constraint in the distributed program, the identity in the baseline
    assert 'custom_call_target="Sharding"' in _read(directory, "annotated.hlo")
    assert 'custom_call_target="Sharding"' not in _read(directory, "baseline.hlo")
    on_disk = json.loads(_read(directory, "manifest.json"))
    assert on_disk == manifest
    for entry in manifest["inputs"] + manifest["outputs"]["baseline"] + manifest["outputs"]["distributed"]:
        assert os.path.isfile(os.path.join(directory, entry["file"]))
    assert sorted(os.listdir(os.path.join(directory, "inputs"))) == ["arg0.npy", "arg1.npy", "arg2.npy"]


def test_dump_manifest_fields(jit_pair):
    manifest = jit_pair.manifest
    assert manifest["format"] == sc.FORMAT
    assert manifest["name"] == "mlp-tp2"
    assert manifest["description"] == "a test pair"
    assert manifest["function"].endswith(":megatron_mlp")
    assert manifest["reference"] is None
    assert manifest["jax_version"] == jax.__version__
    assert manifest["mesh"] == {"axes": [{"name": "tp", "size": 2}]}
    assert manifest["devices"] == 2
    assert manifest["seed"] == 3
    assert manifest["in_shardings"] == {"0": "{replicated}", "1": "{devices=[1,2]<=[2]}", "2": "{devices=[2,1]<=[2]}"}
    assert [(i["dtype"], i["shape"]) for i in manifest["inputs"]] == [("f32", [8, 16]), ("f32", [16, 32]),
                                                                       ("f32", [32, 16])]
    assert [i["sharding"] for i in manifest["inputs"]] == list(manifest["in_shardings"].values())
    assert [(o["dtype"], o["shape"]) for o in manifest["outputs"]["distributed"]] == [("f32", [8, 16])]
    assert manifest["model"] == "mlp" and manifest["bug"] is None  # extra=
    assert manifest["equivalent"] is True
    assert manifest["max_abs_err"] <= manifest["tolerance"] * manifest["scale"]
    assert manifest["tolerance"] == pytest.approx(2e-5)
    relations = json.loads(_read(jit_pair.directory, "relations.json"))
    assert relations["parameters"] == manifest["in_shardings"]
    assert relations["output"] == manifest["out_shardings"]
    # the source paths are relative to the function's directory, and the file is copied
    assert manifest["sources"][THIS_FILE] == f"source/{THIS_FILE}"
    assert f'"{THIS_FILE}"' in _read(jit_pair.directory, "distributed.hlo")


def test_dump_inputs_are_seeded_and_outputs_are_xlas(jit_pair):
    directory, manifest = jit_pair.directory, jit_pair.manifest
    rng = np.random.default_rng(3)
    inputs = [load_array(os.path.join(directory, i["file"]), i["dtype"]) for i in manifest["inputs"]]
    for value, spec in zip(inputs, MLP_ARGS):
        np.testing.assert_array_equal(value, (rng.standard_normal(spec.shape) * 0.5).astype(np.float32))
    expected = np.asarray(jax.jit(mlp_reference)(*inputs))
    baseline = load_array(os.path.join(directory, manifest["outputs"]["baseline"][0]["file"]), "f32")
    distributed = load_array(os.path.join(directory, manifest["outputs"]["distributed"][0]["file"]), "f32")
    np.testing.assert_allclose(baseline, expected, rtol=1e-5, atol=1e-5)
    assert float(np.max(np.abs(baseline - distributed))) == pytest.approx(manifest["max_abs_err"], abs=1e-12)


def test_dump_shard_map(shard_map_pair):
    manifest = shard_map_pair.manifest
    assert manifest["function"].endswith(":mlp_body")
    assert manifest["reference"].endswith(":mlp_reference")
    assert manifest["devices"] == 4
    assert manifest["equivalent"] is True
    distributed = _read(shard_map_pair.directory, "distributed.hlo")
    baseline = _read(shard_map_pair.directory, "baseline.hlo")
    assert "all-reduce(" in distributed and "all-reduce(" not in baseline
    assert "f32[16,8]" in distributed  # w1's local column block on four devices


def test_source_lines_on_a_real_dump(shard_map_pair):
    distributed = _read(shard_map_pair.directory, "distributed.hlo")
    locations = sc.instruction_locations(distributed)
    assert any(loc.file == THIS_FILE for chain in locations.values() for loc in chain)
    psum_line = _line_of(mlp_body, "# the psum line")
    found = sc.instructions_at(distributed, THIS_FILE, psum_line)
    assert found, "the psum's all-reduce (inside the shard_map body's computation) carries its line"
    for name in found:
        assert f"%{name} = " in distributed
        line = next(text for text in distributed.splitlines() if f"%{name} = " in text)
        assert "all-reduce(" in line
    # a path given from another root matches by its trailing components
    assert sc.instructions_at(distributed, "python/tests/" + THIS_FILE, psum_line) == found
    assert sc.instructions_at(distributed, THIS_FILE, 1) == []


def test_source_lines_reach_called_computations_only():
    text = "\n".join([
        "HloModule m", "", "FileNames", '1 "a.py"', "", "FunctionNames", '1 "f"', "", "FileLocations",
        "1 {file_name_id=1 function_name_id=1 line=7 end_line=7 column=1 end_column=2}", "", "StackFrames",
        "1 {file_location_id=1 parent_frame_id=1}", "", "",
        "%add (p: f32[], q: f32[]) -> f32[] {",
        "  %p = f32[] parameter(0)", "  %q = f32[] parameter(1)",
        "  ROOT %s = f32[] add(%p, %q), metadata={op_name=\"add\" stack_frame_id=1}", "}", "",
        "%body (a: f32[4]) -> f32[4] {",
        "  %a = f32[4]{0} parameter(0)",
        "  ROOT %r = f32[4]{0} all-reduce(%a), replica_groups={}, to_apply=%add, metadata={op_name=\"psum\" stack_frame_id=1}",
        "}", "",
        "ENTRY %main (x: f32[4]) -> f32[4] {",
        "  %x = f32[4]{0} parameter(0)",
        "  ROOT %c = f32[4]{0} call(%x), to_apply=%body, metadata={op_name=\"shard_map\" stack_frame_id=1}",
        "}", ""])
    assert sc.instructions_at(text, "a.py", 7) == ["c", "r"]  # not the reducer's add
    assert sorted(sc.instruction_locations(text, entry_only=False)) == ["c", "r", "s"]


def test_a_bug_pair_is_measured_non_equivalent(tmp_path):
    mesh = sc.make_mesh((4,), ("tp",))
    pair = sc.dump_shard_map(mlp_body_missing_psum, mlp_reference, *MLP_ARGS, mesh=mesh, in_specs=MLP_SPECS,
                             out_specs=P(), out_dir=str(tmp_path / "missing-psum"))
    assert pair.equivalent is False
    assert pair.max_abs_err > pair.manifest["tolerance"] * pair.manifest["scale"]
    distributed = _read(pair.directory, "distributed.hlo")
    assert "all-reduce(" not in distributed
    bug_line = _line_of(mlp_body_missing_psum, "# the missing-psum line")
    frontier = sc.instructions_at(distributed, THIS_FILE, bug_line)
    assert any(" dot(" in text for text in distributed.splitlines() for name in frontier if f"%{name} = " in text)


def test_a_one_device_mesh(tmp_path):
    mesh = sc.make_mesh((1,), ("dp",))
    pair = sc.dump(mlp_reference, *MLP_ARGS, mesh=mesh, in_shardings=(P("dp"), P(), P()),
                   out_dir=str(tmp_path / "one-device"))
    assert pair.manifest["devices"] == 1
    assert pair.equivalent and pair.max_abs_err == 0.0
    assert _read(pair.directory, "distributed.hlo").startswith("HloModule ")


SCRIPT = '''
import jax
import jax.numpy as jnp


def scaled_matmul(x, w):
    return jnp.tanh(x @ w) * 2.0


def dp_body(x, w):
    return jnp.tanh(x @ w) * 2.0
'''


def _run_cli(tmp_path, *args):
    script = tmp_path / "script.py"
    script.write_text(SCRIPT)
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR)
    return subprocess.run([sys.executable, "-m", "shardscope_capture", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)


def test_cli_jit(tmp_path):
    result = _run_cli(tmp_path, "script.py:scaled_matmul", "out", "--mesh", "dp=2,tp=2",
                      "--in-shardings", "(P('dp', None), P(None, 'tp'))",
                      "--args", "(S((8, 16), jnp.float32), S((16, 8), jnp.float32))", "--seed", "5")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary == {"name": "out", "devices": 4, "max_abs_err": summary["max_abs_err"], "equivalent": True}
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["mesh"] == {"axes": [{"name": "dp", "size": 2}, {"name": "tp", "size": 2}]}
    assert manifest["in_shardings"]["0"] == "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"
    assert manifest["seed"] == 5
    assert manifest["sources"] == {"script.py": "source/script.py"}
    assert (tmp_path / "out" / "source" / "script.py").read_text() == SCRIPT
    for name in manifest["files"].values():
        assert (tmp_path / "out" / name).is_file()


def test_cli_shard_map(tmp_path):
    result = _run_cli(tmp_path, "script.py:dp_body", "out", "--mesh", "dp=4", "--in-shardings", "(P('dp'), P())",
                      "--args", "(S((8, 16), jnp.float32), S((16, 8), jnp.float32))", "--shard-map", "scaled_matmul",
                      "--out-specs", "P('dp')")
    assert result.returncode == 0, result.stderr
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["reference"] == "script:scaled_matmul"
    assert manifest["equivalent"] is True and manifest["devices"] == 4


def test_cli_errors(tmp_path):
    result = _run_cli(tmp_path, "script.py:nothing", "out", "--mesh", "dp=2", "--args", "()")
    assert result.returncode != 0 and "no function 'nothing'" in result.stderr
    result = _run_cli(tmp_path, "script.py:scaled_matmul", "out", "--mesh", "dp")
    assert result.returncode != 0 and "expected NAME=SIZE" in result.stderr
