"""Compiling with XLA's pass dumps and picking the modules ShardScope reads.

The dump options go to one compilation (`compiler_options`), not to the process, so a
capture never changes what the user's other jits do."""

from __future__ import annotations

import glob
import os
import tempfile
from dataclasses import dataclass, field

# Passes whose results we keep: after SPMD partitioning (the per-device program), after
# GSPMD's sharding propagation and after the Shardy pass (every instruction's sharding).
_PASS_RE = "spmd-partitioning|sharding-propagation|shardy-xla"


@dataclass
class CompiledDump:
    compiled: object
    texts: dict[str, str] = field(default_factory=dict)  # our role -> HLO or MLIR text


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _one(directory: str, pattern: str) -> str | None:
    found = sorted(glob.glob(os.path.join(directory, pattern)))
    return found[-1] if found else None


def compile_with_dumps(lowered) -> CompiledDump:
    with tempfile.TemporaryDirectory(prefix="shardscope-capture-") as directory:
        compiled = lowered.compile(
            compiler_options={
                "xla_dump_to": directory,
                "xla_dump_hlo_as_text": True,
                "xla_dump_hlo_pass_re": _PASS_RE,
            }
        )
        picks = {
            "before_optimizations": "module_*.before_optimizations.txt",
            "after_spmd_partitioning": "module_*after_spmd-partitioning*.txt",
            "after_sharding_propagation": "module_*after_sharding-propagation*.txt",
            "after_shardy": "module_*after_shardy-xla*.txt",
            "after_optimizations": "module_*.cpu_after_optimizations.txt",
            "shardy_before_propagation": "shardy/module_*/01.before_propagation.mlir",
            "shardy_after_propagation": "shardy/module_*/02.after_propagation.mlir",
        }
        texts = {}
        for role, pattern in picks.items():
            path = _one(directory, pattern)
            if path:
                texts[role] = _read(path)
        return CompiledDump(compiled, texts)
