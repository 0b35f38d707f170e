"""The capture package asks XLA for eight CPU devices when it is imported: before jax."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import shardscope_capture  # noqa: E402,F401  (before jax)
