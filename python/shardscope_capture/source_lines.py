"""Source locations of the instructions in XLA's HLO text.

Current XLA writes no source_file/source_line into an instruction's metadata; it writes a
`stack_frame_id` into the module's StackFrames table (FileNames, FunctionNames,
FileLocations, StackFrames sections before the first computation). A frame's chain of
parents is the Python call stack JAX kept (user frames only)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SECTION = re.compile(r"^(FileNames|FunctionNames|FileLocations|StackFrames)\s*$")
_INDEXED = re.compile(r"^(\d+)\s+(.*)$")
_FIELDS = re.compile(r"(\w+)=(\d+)")
_INSTRUCTION = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*.*?\bmetadata=\{([^}]*)\}")
_COMPUTATION = re.compile(r"^\s*(ENTRY\s+)?%?([\w.\-]+)\s*\(.*\)\s*->.*\{\s*$")
_FRAME_ID = re.compile(r"stack_frame_id=(\d+)")
_LEGACY_FILE = re.compile(r'source_file="([^"]*)"')
_LEGACY_LINE = re.compile(r"source_line=(\d+)")
_CALL = re.compile(r"(?<![\w-])call\(.*\bto_apply=%?([\w.\-]+)")


@dataclass(frozen=True)
class Location:
    file: str
    line: int


@dataclass
class StackTables:
    files: dict[int, str]
    locations: dict[int, Location]
    frames: dict[int, tuple[int, int]]  # frame id -> (file location id, parent frame id)

    def chain(self, frame_id: int) -> list[Location]:
        """The frame's location first, then its callers'; stops at a cycle or a gap.

        XLA's printer writes a frame's parent as the parent's id + 1 (its 0-based index
        + 1, read back the same way), so parent_frame_id=1 means no caller and N means
        frame N-1."""
        out, seen = [], set()
        while frame_id in self.frames and frame_id not in seen:
            seen.add(frame_id)
            location_id, parent = self.frames[frame_id]
            if location_id in self.locations:
                out.append(self.locations[location_id])
            frame_id = parent - 1
        return out


def parse_stack_tables(hlo_text: str) -> StackTables:
    files: dict[int, str] = {}
    raw_locations: dict[int, dict[str, int]] = {}
    frames: dict[int, tuple[int, int]] = {}
    section = None
    for line in hlo_text.splitlines():
        header = _SECTION.match(line)
        if header:
            section = header.group(1)
            continue
        if section is None:
            continue
        entry = _INDEXED.match(line.strip())
        if not entry:
            if line.strip() == "":
                continue
            if line.lstrip().startswith("%") or "ENTRY" in line or "{" in line and "=" not in line:
                section = None
            continue
        index, body = int(entry.group(1)), entry.group(2)
        if section == "FileNames":
            files[index] = body.strip().strip('"')
        elif section == "FileLocations":
            raw_locations[index] = {k: int(v) for k, v in _FIELDS.findall(body)}
        elif section == "StackFrames":
            fields = {k: int(v) for k, v in _FIELDS.findall(body)}
            frames[index] = (fields.get("file_location_id", 0), fields.get("parent_frame_id", 0))
    locations = {
        index: Location(files.get(fields.get("file_name_id", 0), ""), fields.get("line", 0))
        for index, fields in raw_locations.items()
    }
    return StackTables(files, locations, frames)


def _entry_and_called(hlo_text: str) -> set[str]:
    """The entry computation and those it reaches through `call` (a shard_map body after
    SPMD partitioning is a called computation), not reducer regions or fusions."""
    calls: dict[str, list[str]] = {}
    entry, current = None, None
    for line in hlo_text.splitlines():
        computation = _COMPUTATION.match(line)
        if computation:
            current = computation.group(2)
            calls.setdefault(current, [])
            if computation.group(1) is not None:
                entry = current
            continue
        called = _CALL.search(line) if current is not None else None
        if called:
            calls[current].append(called.group(1))
    reached, pending = set(), [entry] if entry else []
    while pending:
        name = pending.pop()
        if name not in reached:
            reached.add(name)
            pending.extend(calls.get(name, []))
    return reached


def instruction_locations(hlo_text: str, entry_only: bool = True) -> dict[str, list[Location]]:
    """Each instruction's source chain (innermost first), from stack frames or, for older
    dumps, from source_file/source_line. entry_only: the entry computation's instructions
    and those of the computations it calls (not reducers, fusions or loop bodies)."""
    tables = parse_stack_tables(hlo_text)
    out: dict[str, list[Location]] = {}
    wanted = _entry_and_called(hlo_text) if entry_only else None
    in_entry = False
    for line in hlo_text.splitlines():
        computation = _COMPUTATION.match(line)
        if computation:
            in_entry = wanted is None or computation.group(2) in wanted
            continue
        if not in_entry:
            continue
        match = _INSTRUCTION.match(line)
        if not match:
            continue
        name, metadata = match.group(1), match.group(2)
        frame = _FRAME_ID.search(metadata)
        if frame:
            out[name] = tables.chain(int(frame.group(1)))
            continue
        file, source_line = _LEGACY_FILE.search(metadata), _LEGACY_LINE.search(metadata)
        if file and source_line:
            out[name] = [Location(file.group(1), int(source_line.group(1)))]
    return out


def instructions_at(hlo_text: str, file: str, line: int) -> list[str]:
    """Entry (and called) instructions whose source chain passes through file:line (the file compared
    by its trailing path, as dumps name files relative to different roots)."""
    def same_file(named: str) -> bool:
        return named == file or named.endswith("/" + file) or file.endswith("/" + named)

    return sorted(
        name
        for name, chain in instruction_locations(hlo_text).items()
        if any(location.line == line and same_file(location.file) for location in chain)
    )


def source_files(hlo_text: str) -> list[str]:
    names = set(parse_stack_tables(hlo_text).files.values())
    names.update(_LEGACY_FILE.findall(hlo_text))
    return sorted(n for n in names if n)
