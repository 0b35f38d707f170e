"""What the generator needs to know of one pair (catalog.py lists them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass
class Capture:
    """The arguments of one `dump` (kind "jit" or "program") or `dump_shard_map` ("shard_map")."""

    kind: str
    fn: Callable
    args: tuple
    in_shardings: Any = None
    out_shardings: Any = None  # jit: out_shardings; shard_map: out_specs
    reference: Callable | None = None


@dataclass
class PairSpec:
    id: str
    model: str
    strategy: str
    mesh: tuple  # ((axis name, size), ...)
    capture: Callable[[Any], Capture]  # mesh -> Capture
    description: str
    bug: str | None = None
    bug_in: Callable | None = None  # the function whose source holds the `# BUG:kind` line
    drop_files: tuple = ()  # file roles of the manifest not kept (large pairs)
    large: bool = False

    @property
    def devices(self) -> int:
        count = 1
        for _, size in self.mesh:
            count *= size
        return count
