"""Writes the hand-made pair directories under tests/data/pair-dirs/ (format
"shardscope-pair/1", as python/shardscope_capture writes it), with HLO in the syntax
our parser has always read, so the pair-directory tests do not depend on a current XLA.

  mlp-tp2       a Megatron MLP on 2 devices (W1 column-, W2 row-parallel, one all-reduce),
                f32, replicated output. Inputs are multiples of 1/4, so every sum is exact
                in f32 and the recorded outputs are exactly what any correct run gives.
  column-bf16   one bf16 dot with its weight split by columns, the output left tiled
                {devices=[1,2]0,1}: bf16 stored as uint16 bits, and an output assembled
                from tiles.

The source file the metadata names, /ci/project/model.py, is copied to
source/ci/project/model.py and mapped by the manifest's "sources", as the capture does.

Run: /tmp/jaxvenv/bin/python tests/data/pair-dirs/make_pair_dirs.py (numpy, ml_dtypes).
"""

import json
import os
import shutil

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = os.path.join(HERE, "..", "..", "..", "resources", "examples", "mlp-tp2", "model.py")
RECORDED = "/ci/project/model.py"

MLP_BASELINE = """HloModule mlp_baseline, entry_computation_layout={(f32[8,16]{1,0}, f32[16,32]{1,0}, f32[32,16]{1,0})->f32[8,16]{1,0}}

ENTRY %main (x: f32[8,16], w1: f32[16,32], w2: f32[32,16]) -> f32[8,16] {
  %x = f32[8,16]{1,0} parameter(0), metadata={op_name="mlp/x" source_file="/ci/project/model.py" source_line=8}
  %w1 = f32[16,32]{1,0} parameter(1), metadata={op_name="mlp/w1" source_file="/ci/project/model.py" source_line=8}
  %w2 = f32[32,16]{1,0} parameter(2), metadata={op_name="mlp/w2" source_file="/ci/project/model.py" source_line=8}
  %h = f32[8,32]{1,0} dot(f32[8,16]{1,0} %x, f32[16,32]{1,0} %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc1/dot" source_file="/ci/project/model.py" source_line=9}
  %zero = f32[] constant(0), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %zeros = f32[8,32]{1,0} broadcast(f32[] %zero), dimensions={}, metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %a = f32[8,32]{1,0} maximum(f32[8,32]{1,0} %h, f32[8,32]{1,0} %zeros), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  ROOT %y = f32[8,16]{1,0} dot(f32[8,32]{1,0} %a, f32[32,16]{1,0} %w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc2/dot" source_file="/ci/project/model.py" source_line=11}
}
"""

MLP_DISTRIBUTED = """HloModule mlp_tp2, num_partitions=2, entry_computation_layout={(f32[8,16]{1,0}, f32[16,16]{1,0}, f32[16,16]{1,0})->f32[8,16]{1,0}}

%sum (lhs: f32[], rhs: f32[]) -> f32[] {
  %lhs = f32[] parameter(0)
  %rhs = f32[] parameter(1)
  ROOT %add = f32[] add(f32[] %lhs, f32[] %rhs)
}

ENTRY %main_spmd (x: f32[8,16], w1: f32[16,16], w2: f32[16,16]) -> f32[8,16] {
  %x = f32[8,16]{1,0} parameter(0), sharding={replicated}, metadata={op_name="mlp/x" source_file="/ci/project/model.py" source_line=8}
  %w1 = f32[16,16]{1,0} parameter(1), sharding={devices=[1,2]0,1}, metadata={op_name="mlp/w1" source_file="/ci/project/model.py" source_line=8}
  %w2 = f32[16,16]{1,0} parameter(2), sharding={devices=[2,1]0,1}, metadata={op_name="mlp/w2" source_file="/ci/project/model.py" source_line=8}
  %h = f32[8,16]{1,0} dot(f32[8,16]{1,0} %x, f32[16,16]{1,0} %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc1/dot" source_file="/ci/project/model.py" source_line=9}
  %zero = f32[] constant(0), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %zeros = f32[8,16]{1,0} broadcast(f32[] %zero), dimensions={}, metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %a = f32[8,16]{1,0} maximum(f32[8,16]{1,0} %h, f32[8,16]{1,0} %zeros), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %partial = f32[8,16]{1,0} dot(f32[8,16]{1,0} %a, f32[16,16]{1,0} %w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc2/dot" source_file="/ci/project/model.py" source_line=11}
  ROOT %y = f32[8,16]{1,0} all-reduce(f32[8,16]{1,0} %partial), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum, sharding={replicated}, metadata={op_type="psum" op_name="mlp/fc2/all_reduce" source_file="/ci/project/model.py" source_line=11}
}
"""

MLP_ANNOTATED = """HloModule mlp_annotated, num_partitions=2, entry_computation_layout={(f32[8,16]{1,0}, f32[16,32]{1,0}, f32[32,16]{1,0})->f32[8,16]{1,0}}

ENTRY %main (x: f32[8,16], w1: f32[16,32], w2: f32[32,16]) -> f32[8,16] {
  %x = f32[8,16]{1,0} parameter(0), sharding={replicated}, metadata={op_name="mlp/x" source_file="/ci/project/model.py" source_line=8}
  %w1 = f32[16,32]{1,0} parameter(1), sharding={devices=[1,2]0,1}, metadata={op_name="mlp/w1" source_file="/ci/project/model.py" source_line=8}
  %w2 = f32[32,16]{1,0} parameter(2), sharding={devices=[2,1]0,1}, metadata={op_name="mlp/w2" source_file="/ci/project/model.py" source_line=8}
  %h = f32[8,32]{1,0} dot(f32[8,16]{1,0} %x, f32[16,32]{1,0} %w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc1/dot" source_file="/ci/project/model.py" source_line=9}
  %zero = f32[] constant(0), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %zeros = f32[8,32]{1,0} broadcast(f32[] %zero), dimensions={}, metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  %a = f32[8,32]{1,0} maximum(f32[8,32]{1,0} %h, f32[8,32]{1,0} %zeros), metadata={op_type="relu" op_name="mlp/relu" source_file="/ci/project/model.py" source_line=10}
  ROOT %y = f32[8,16]{1,0} dot(f32[8,32]{1,0} %a, f32[32,16]{1,0} %w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}, sharding={replicated}, metadata={op_type="dot_general" op_name="mlp/fc2/dot" source_file="/ci/project/model.py" source_line=11}
}
"""

COLUMN_BASELINE = """HloModule column_baseline, entry_computation_layout={(bf16[4,8]{1,0}, bf16[8,6]{1,0})->bf16[4,6]{1,0}}

ENTRY %main (x: bf16[4,8], w: bf16[8,6]) -> bf16[4,6] {
  %x = bf16[4,8]{1,0} parameter(0), metadata={op_name="column/x" source_file="/ci/project/model.py" source_line=8}
  %w = bf16[8,6]{1,0} parameter(1), metadata={op_name="column/w" source_file="/ci/project/model.py" source_line=8}
  ROOT %y = bf16[4,6]{1,0} dot(bf16[4,8]{1,0} %x, bf16[8,6]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="column/dot" source_file="/ci/project/model.py" source_line=9}
}
"""

COLUMN_DISTRIBUTED = """HloModule column_tp2, num_partitions=2, entry_computation_layout={(bf16[4,8]{1,0}, bf16[8,3]{1,0})->bf16[4,3]{1,0}}

ENTRY %main_spmd (x: bf16[4,8], w: bf16[8,3]) -> bf16[4,3] {
  %x = bf16[4,8]{1,0} parameter(0), sharding={replicated}, metadata={op_name="column/x" source_file="/ci/project/model.py" source_line=8}
  %w = bf16[8,3]{1,0} parameter(1), sharding={devices=[1,2]0,1}, metadata={op_name="column/w" source_file="/ci/project/model.py" source_line=8}
  ROOT %y = bf16[4,3]{1,0} dot(bf16[4,8]{1,0} %x, bf16[8,3]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, sharding={devices=[1,2]0,1}, metadata={op_type="dot_general" op_name="column/dot" source_file="/ci/project/model.py" source_line=9}
}
"""


def quarters(rng, shape):
    return (rng.integers(-4, 5, shape) / 4.0).astype(np.float32)


def save(directory, name, value):
    path = os.path.join(directory, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if value.dtype == np.dtype(ml_dtypes.bfloat16):
        value = value.view(np.uint16)
    np.save(path, np.ascontiguousarray(value), allow_pickle=False)


def write(directory, name, text):
    path = os.path.join(directory, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def pair(name, texts, inputs, shardings, output, out_sharding, dtype):
    directory = os.path.join(HERE, name)
    shutil.rmtree(directory, ignore_errors=True)
    files = {}
    for role, (file_name, text) in texts.items():
        write(directory, file_name, text)
        files[role] = file_name
    relations = {"parameters": {str(i): s for i, s in enumerate(shardings)}, "output": out_sharding}
    write(directory, "relations.json", json.dumps(relations, indent=2) + "\n")
    files["relations"] = "relations.json"
    entries = []
    for i, value in enumerate(inputs):
        save(directory, f"inputs/arg{i}.npy", value)
        entries.append({"file": f"inputs/arg{i}.npy", "dtype": dtype, "shape": list(value.shape), "sharding": shardings[i]})
    outputs = {}
    for role in ("baseline", "distributed"):
        save(directory, f"outputs/{role}/out0.npy", output)
        outputs[role] = [{"file": f"outputs/{role}/out0.npy", "dtype": dtype, "shape": list(output.shape)}]
    target = "source" + RECORDED
    os.makedirs(os.path.dirname(os.path.join(directory, target)), exist_ok=True)
    shutil.copyfile(MODEL, os.path.join(directory, target))
    manifest = {
        "format": "shardscope-pair/1", "name": name, "description": "hand-written test pair (tests/data/pair-dirs)",
        "partitioner": "gspmd", "mesh": {"axes": [{"name": "x", "size": 2}]}, "devices": 2,
        "in_shardings": relations["parameters"], "out_shardings": out_sharding, "seed": 0,
        "files": files, "sources": {RECORDED: target}, "inputs": entries, "outputs": outputs,
        "max_abs_err": 0.0, "scale": float(np.abs(output.astype(np.float64)).max()),
        "tolerance": 2e-5 if dtype == "f32" else 2e-2, "equivalent": True, "gspmd_error": None,
    }
    write(directory, "manifest.json", json.dumps(manifest, indent=2) + "\n")


def main():
    rng = np.random.default_rng(7)
    x, w1, w2 = quarters(rng, (8, 16)), quarters(rng, (16, 32)), quarters(rng, (32, 16))
    y = np.maximum(x @ w1, 0).astype(np.float32) @ w2
    pair("mlp-tp2", {"baseline": ("baseline.hlo", MLP_BASELINE), "distributed": ("distributed.hlo", MLP_DISTRIBUTED),
                     "annotated": ("annotated.hlo", MLP_ANNOTATED)},
         [x, w1, w2], ["{replicated}", "{devices=[1,2]0,1}", "{devices=[2,1]0,1}"], y.astype(np.float32), "{replicated}", "f32")

    bf16 = ml_dtypes.bfloat16
    cx = (rng.standard_normal((4, 8)) * 0.5).astype(bf16)
    cw = (rng.standard_normal((8, 6)) * 0.5).astype(bf16)
    # XLA's CPU dot on bf16 accumulates in f32 and rounds once; so does our interpreter.
    cy = (cx.astype(np.float32) @ cw.astype(np.float32)).astype(bf16)
    pair("column-bf16", {"baseline": ("baseline.hlo", COLUMN_BASELINE), "distributed": ("distributed.hlo", COLUMN_DISTRIBUTED)},
         [cx, cw], ["{replicated}", "{devices=[1,2]0,1}"], cy, "{devices=[1,2]0,1}", "bf16")


if __name__ == "__main__":
    main()
