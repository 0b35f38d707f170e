#!/usr/bin/env python3
"""scripts/mutation-campaign: a short deterministic campaign through the built CLI finds
nothing, and the campaign sorts a crash, a hang, an unpositioned error and raw control
characters each into its own kind (fake CLIs that misbehave on purpose).

usage: test_mutation_campaign.py CLI [--sanitized]"""
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CAMPAIGN = ROOT / "scripts" / "mutation-campaign"
CLI = None
SANITIZED = False


def campaign(cli, out, mutants, seed, timeout=60.0):
    memory = "0" if SANITIZED else "4096"
    p = subprocess.run([sys.executable, str(CAMPAIGN), "--mutants", str(mutants), "--seed", str(seed), "--cli", str(cli),
                        "--out", str(out), "--timeout", str(timeout), "--memory-mb", memory],
                       capture_output=True, text=True, timeout=1200)
    summary = json.loads((Path(out) / "summary.json").read_text())
    return p.returncode, summary, p.stderr


def fake_cli(folder, body):
    path = Path(folder) / "fake-cli"
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return path


class MutationCampaign(unittest.TestCase):
    def test_real_cli_survives_a_short_campaign(self):
        with tempfile.TemporaryDirectory() as out:
            rc, summary, err = campaign(CLI, out, mutants=50, seed=11, timeout=120.0)
            self.assertEqual(summary["findings"], 0, err + json.dumps(summary["counts"]))
            self.assertEqual(rc, 0, err)
            # Every input kind was mutated and run.
            self.assertEqual(sorted(summary["counts"]), ["einsum", "hlo", "mlir", "pb", "relations"])
            self.assertGreater(summary["runs"], 50)

    def check_kind(self, body, kind, timeout=20.0):
        with tempfile.TemporaryDirectory() as folder:
            cli = fake_cli(folder, body)
            out = Path(folder) / "out"
            rc, summary, err = campaign(cli, out, mutants=5, seed=3, timeout=timeout)
            self.assertEqual(rc, 1, err)
            kinds = {verdict for per in summary["counts"].values() for verdict in per}
            self.assertEqual(kinds, {kind}, json.dumps(summary["counts"]))
            kept = list((out / "findings" / kind).glob("*.txt"))
            self.assertEqual(len(kept), 5, "one finding file per mutant")

    def test_crash_is_found(self):
        self.check_kind("kill -SEGV $$", "crash")

    def test_exit_status_outside_the_contract_is_a_crash(self):
        self.check_kind("exit 134", "crash")

    def test_hang_is_found(self):
        self.check_kind("sleep 5", "hang", timeout=0.5)

    def test_unpositioned_error_is_found(self):
        self.check_kind("echo 'device count out of range' >&2; exit 2", "unpositioned")

    def test_unpositioned_error_after_a_warning_is_found(self):
        self.check_kind('echo "$2:3:7: warning: unknown opcode" >&2; echo "device count out of range" >&2; exit 2',
                        "unpositioned")

    def test_raw_escape_is_found(self):
        self.check_kind("printf 'name \\033[31mred\\n'; exit 0", "unescaped")

    def test_positioned_error_is_fine(self):
        with tempfile.TemporaryDirectory() as folder:
            cli = fake_cli(folder, 'echo "$2:3:7: error: expected something" >&2; exit 2')
            rc, summary, err = campaign(cli, Path(folder) / "out", mutants=5, seed=3)
            self.assertEqual(summary["findings"], 0, json.dumps(summary["counts"]))
            self.assertEqual(rc, 0, err)

    def test_positioned_warning_before_a_positioned_error_is_fine(self):
        # Seen in the campaign of 2 December (seed 22, mutant 9781): an unknown opcode's
        # warning, then the pairing error, both positioned.
        with tempfile.TemporaryDirectory() as folder:
            cli = fake_cli(folder, 'echo "$2:9:1: warning: unknown opcode" >&2; echo "$2:3:7: error: cannot pair" >&2; exit 2')
            rc, summary, err = campaign(cli, Path(folder) / "out", mutants=5, seed=3)
            self.assertEqual(summary["findings"], 0, json.dumps(summary["counts"]))
            self.assertEqual(rc, 0, err)


if __name__ == "__main__":
    CLI = Path(sys.argv[1])
    SANITIZED = "--sanitized" in sys.argv[2:]
    unittest.main(argv=[sys.argv[0], "-v"])
