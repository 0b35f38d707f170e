"""Several CPU devices in one process: XLA reads --xla_force_host_platform_device_count
when JAX initialises its CPU backend, so this module must run before the first `import jax`
of the process (shardscope_capture imports it first)."""

import os
import sys

DEFAULT_DEVICE_COUNT = 8
FLAG = "--xla_force_host_platform_device_count"


def request_host_devices(count: int = DEFAULT_DEVICE_COUNT) -> bool:
    """Adds the device-count flag to XLA_FLAGS unless one is there already.

    Returns False when JAX was imported before us: the flag may then come too late, and
    `dump` says so if the mesh needs more devices than the backend has."""
    flags = os.environ.get("XLA_FLAGS", "")
    if FLAG not in flags:
        os.environ["XLA_FLAGS"] = (flags + f" {FLAG}={count}").strip()
    return "jax" not in sys.modules


count = int(os.environ.get("SHARDSCOPE_CAPTURE_DEVICES", DEFAULT_DEVICE_COUNT))
SET_BEFORE_JAX = request_host_devices(count)
