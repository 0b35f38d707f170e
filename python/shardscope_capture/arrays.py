"""Arrays in a pair directory: HLO element type names, seeded inputs and .npy files
whose bits the C++ side reads back (bf16 is stored as its uint16 bits: numpy's .npy has
no bfloat16, and the manifest names the element type)."""

from __future__ import annotations

import os

import jax
import ml_dtypes
import numpy as np

_NAMES = {
    np.dtype(np.float32): "f32", np.dtype(np.float64): "f64", np.dtype(np.float16): "f16",
    np.dtype(ml_dtypes.bfloat16): "bf16", np.dtype(np.int32): "s32", np.dtype(np.int64): "s64",
    np.dtype(np.int8): "s8", np.dtype(np.int16): "s16", np.dtype(np.uint8): "u8",
    np.dtype(np.uint16): "u16", np.dtype(np.uint32): "u32", np.dtype(np.uint64): "u64",
    np.dtype(np.bool_): "pred",
}


def element_type_name(dtype) -> str:
    dtype = np.dtype(dtype)
    if dtype not in _NAMES:
        raise TypeError(f"no HLO element type for {dtype}")
    return _NAMES[dtype]


def seeded_value(leaf, rng):
    """A ShapeDtypeStruct becomes a seeded array (floats ~ N(0, 1/2), integers in
    [0, 8)); an array stays itself."""
    if not isinstance(leaf, jax.ShapeDtypeStruct):
        return leaf
    dtype = np.dtype(leaf.dtype)
    if dtype.kind == "f" or dtype == np.dtype(ml_dtypes.bfloat16):
        return (rng.standard_normal(leaf.shape) * 0.5).astype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, leaf.shape).astype(bool)
    return rng.integers(0, 8, leaf.shape).astype(dtype)


def to_numpy(value) -> np.ndarray:
    return np.asarray(jax.device_get(value))


def save_array(path: str, value: np.ndarray) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    value = np.array(value, order="C", copy=True)  # not ascontiguousarray: it makes a scalar shape (1,)
    if value.dtype == np.dtype(ml_dtypes.bfloat16):
        value = value.view(np.uint16)
    with open(path + ".tmp", "wb") as handle:
        np.save(handle, value, allow_pickle=False)
    os.replace(path + ".tmp", path)


def load_array(path: str, element_type: str) -> np.ndarray:
    value = np.load(path, allow_pickle=False)
    return value.view(ml_dtypes.bfloat16) if element_type == "bf16" else value
