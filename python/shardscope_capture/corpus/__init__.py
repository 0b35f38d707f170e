"""The corpus of tests/data/jax-corpus: real JAX programs captured as pair directories.

`python -m shardscope_capture.corpus OUT_DIR [--only ID[,ID]] [--list]` regenerates it.

  models.py              the single-device models (MLP, transformer block, GQA decoder,
                         top-k MoE, training steps) with their sharding constraints
  strategies.py          the jit pairs: a model, a mesh and its shardings (and seeded inputs)
  shard_map_programs.py  shard_map bodies with hand-written collectives and the bugs
                         users write in them (each on one line marked `# BUG:kind`)
  bugs.py                the bug pairs and the locator of their bug lines
  catalog.py             every pair, by id
  __main__.py            the generator (manifest.jsonl, summary table)

The HLO names these files relative to SOURCE_ROOT (the directory above the
shardscope_capture package), e.g. `shardscope_capture/corpus/models.py`."""

from .. import _device_count  # noqa: F401  (before jax)

import os

SOURCE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS_DIRECTORY = os.path.dirname(os.path.abspath(__file__)) + os.sep

# Which frames the HLO's stack frames keep. shardscope_capture registers its own directory
# as "not user code"; the corpus's programs below it are user code (the generator, catalog
# and bug tables are not: their lines would only make every pair depend on them). Installed
# packages (optax) and <frozen runpy> are not either: their paths and lines depend on the
# machine and the Python version.
PROGRAM_FILES = ("models.py", "shard_map_programs.py")

try:
    import sysconfig

    from jax._src import source_info_util as _source_info_util

    for _name in PROGRAM_FILES:
        _source_info_util.register_inclusion(os.path.join(CORPUS_DIRECTORY, _name))
    for _path in sorted({sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}):
        _source_info_util.register_exclusion(os.path.join(_path, ""))
    _source_info_util.register_exclusion("<frozen ")
except (ImportError, AttributeError):  # pragma: no cover - a JAX without them
    pass
