"""The e2e workers (pytest-xdist) share one build of the app: built once, whoever asks first, and
built again only if a build failed half-way. Each build takes a minute or more on two cores."""

from __future__ import annotations

import multiprocessing
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scripts import harness


def slow_build(out: Path, label: str = "", *, dev: bool = False) -> dict:
    """A stand-in for build.build that records each call in the folder and takes a while, so
    that the processes asking at once overlap."""
    out.mkdir(parents=True, exist_ok=True)
    with open(out.parent / "calls.log", "a") as log:
        log.write(f"{dev}\n")
    time.sleep(0.5)
    (out / "index.html").write_text("built")
    return {}


def ask_for_the_build(folder: Path) -> str:
    harness.build.build = slow_build
    with harness.built_once(folder) as built:
        return (built / "index.html").read_text()


def test_workers_asking_at_once_get_one_build(tmp_path: Path):
    folder = tmp_path / "site"
    with multiprocessing.get_context("fork").Pool(4) as pool:
        pages = pool.map(ask_for_the_build, [folder] * 4)
    assert pages == ["built"] * 4
    assert (tmp_path / "calls.log").read_text().splitlines() == ["True"]


def test_a_build_that_failed_half_way_is_built_again(tmp_path: Path, monkeypatch):
    folder = tmp_path / "site"

    def failing(out: Path, label: str = "", *, dev: bool = False) -> dict:
        out.mkdir(parents=True, exist_ok=True)
        (out / "index.html").write_text("half")
        raise OSError("disk full")

    monkeypatch.setattr(harness.build, "build", failing)
    with pytest.raises(OSError), harness.built_once(folder):
        pass
    monkeypatch.setattr(harness.build, "build", slow_build)
    with harness.built_once(folder) as built:
        assert (built / "index.html").read_text() == "built"
    assert (tmp_path / "calls.log").read_text().splitlines() == ["True"]


def test_a_test_s_processor_time_counts_a_process_it_started_after_it_exits():
    """The timeline's cost of a test includes its browsers' processes, gone or not: a child
    that burnt 0.3 s of processor time, read once while alive, still counts once it exited,
    and only once (its parent reaped it: its time is in the parent's `cutime` as well)."""
    burn = (
        "import sys, time\nt = time.process_time()\nwhile time.process_time() - t < 0.3:\n"
        "    pass\nprint('burnt', flush=True)\nsys.stdin.readline()\n"
    )
    meter = harness.ProcessorMeter()
    before = meter.spent()
    child = subprocess.Popen(
        [sys.executable, "-c", burn], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    child.stdout.readline()
    alive = meter.spent()
    child.communicate("go\n")
    after = meter.spent()
    assert after >= alive >= before + 0.25
    assert after - before < 0.3 + 0.25  # not counted twice


def test_what_an_orphaned_grandchild_spent_stays_counted_after_its_parent_is_gone():
    """A browser's renderers outlive it and are reaped by init, not by us: what one burnt while
    under the test still counts once its parent has exited, and the total never goes back."""
    grandchild = (
        "import sys, time\nt = time.process_time()\nwhile time.process_time() - t < 0.4:\n"
        "    pass\nprint('burnt', flush=True)\ntime.sleep(60)\n"
    )
    child = (
        "import subprocess, sys\n"
        f"g = subprocess.Popen([sys.executable, '-c', {grandchild!r}], stdout=subprocess.PIPE)\n"
        "g.stdout.readline()\nprint(g.pid, flush=True)\nsys.stdin.readline()\n"
    )
    meter = harness.ProcessorMeter()
    before = meter.spent()
    parent = subprocess.Popen(
        [sys.executable, "-c", child], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    orphan = int(parent.stdout.readline())
    while_under_us = meter.spent()
    parent.communicate("go\n")  # the parent exits without waiting for its child
    try:
        after = meter.spent()
        assert after >= while_under_us >= before + 0.35
    finally:
        os.kill(orphan, signal.SIGKILL)


def test_the_browsers_driven_here_never_look_up_a_public_stun_server():
    """Every host of p2p.js's public STUN list is mapped to nowhere in the flags the tests and
    benchmarks launch Chromium with: a new server added to the list is never asked from CI."""
    p2p = (Path(__file__).parent.parent / "web" / "js" / "p2p.js").read_text()
    listed = re.search(r"PUBLIC_STUN = Object\.freeze\(\[(.*?)\]\)", p2p, re.S)
    assert listed is not None
    hosts = re.findall(r'"stuns?:([^:"]+)', listed.group(1))
    rules = next(f for f in harness.CHROMIUM_FLAGS if f.startswith("--host-resolver-rules="))
    assert hosts and all(f"MAP {host} ~NOTFOUND" in rules for host in hosts)
