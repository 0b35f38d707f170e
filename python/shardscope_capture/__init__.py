"""Capture JAX programs as ShardScope pair directories (docs/corpus.md).

Import this package before jax: it asks XLA for several CPU devices
(--xla_force_host_platform_device_count, 8 unless SHARDSCOPE_CAPTURE_DEVICES says)."""

from . import _device_count  # noqa: F401  (must come before jax)
from .capture import FORMAT, Pair, constraint, dump, dump_shard_map, make_mesh
from .source_lines import instruction_locations, instructions_at

__all__ = ["FORMAT", "Pair", "constraint", "dump", "dump_shard_map", "make_mesh", "instruction_locations",
           "instructions_at"]
