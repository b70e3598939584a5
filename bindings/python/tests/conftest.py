"""Shared fixtures of the conv bindings' tests.

The tests import the package from bindings/python (built in place by
`make python`); with CONV_TEST_INSTALLED=1 they test the conv that is
installed instead (pip install ./bindings/python)."""
import gc
import glob
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
PKG = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(PKG))
if not os.environ.get("CONV_TEST_INSTALLED") and PKG not in sys.path:
    sys.path.insert(0, PKG)

import conv  # noqa: E402

# the inputs conv reads (examples/data also keeps a shader's GLSL source,
# ballot_break.comp, beside the SPIR-V text glslc made of it)
EXAMPLES = sorted(p for p in glob.glob(os.path.join(ROOT, "examples", "data", "*"))
                  if p.endswith((".conv", ".ll", ".spvasm", ".spv")))
TEST_DATA = sorted(glob.glob(os.path.join(ROOT, "tests", "data", "*")))
CORPUS = sorted(glob.glob(os.path.join(ROOT, "tests", "verify", "*.ll")) +
                glob.glob(os.path.join(ROOT, "tests", "verify", "*.conv")))


def data(*parts):
    return os.path.join(ROOT, *parts)


@pytest.fixture(scope="session")
def cli():
    """Path of build/conv, built if missing or older than the sources (the
    extension is compiled from the same headers: compare like with like)."""
    path = os.path.join(ROOT, "build", "conv")
    sources = [os.path.join(ROOT, p) for p in ("conv.h", "conv_impl.h", os.path.join("examples", "conv.c"))]
    if not os.path.exists(path) or any(os.path.getmtime(s) > os.path.getmtime(path) for s in sources):
        subprocess.run(["make", "--no-print-directory", "-C", ROOT, "build/conv"], check=True,
                       stdout=subprocess.DEVNULL)
    return path


@pytest.fixture
def no_leaks():
    """Asserts that the test leaves no live block of the counting allocator
    behind (after closing what it made and a garbage collection)."""
    gc.collect()
    before = conv.memory_stats().live_blocks
    yield
    gc.collect()
    after = conv.memory_stats()
    assert after.live_blocks == before, f"leaked {after.live_blocks - before} blocks"


LOOP_CONV = """\
func @k(%n, %tid divergent) convergent kernel {
entry:
  %e = token.entry
  %c = icmp %tid, %n
  br %c, header, exit
header:
  %i = phi [0, entry], [%i.next, latch]
  %h = token.loop %e
  %b = call @ballot(%c) convergent collective ctrl %h
  br %c, body, latch
body:
  %x = add %i
  br latch
latch:
  %i.next = add %i, 1
  %done = icmp %i.next, %n
  br %done, exit, header
exit:
  ret
}
"""
