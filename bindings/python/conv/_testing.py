"""Test hooks of the extension's counting allocator (not for production).

    with conv._testing.failing_allocation(k):
        ...   # the k-th allocation (0-based) of any conv object fails

The countdown is process-wide; use it from one thread at a time."""
from contextlib import contextmanager
from typing import Iterator

from ._conv import lib


def fail_allocation(countdown: int) -> None:
    """Makes allocation number `countdown` from now fail (-1: none)."""
    lib.convpy_fail_allocation(countdown)


def pending() -> int:
    """The countdown: -1 when the failure happened (or none is armed)."""
    return int(lib.convpy_fail_pending())


@contextmanager
def failing_allocation(countdown: int) -> Iterator[None]:
    """Arms fail_allocation(countdown) for the `with` body, then disarms."""
    lib.convpy_fail_allocation(countdown)
    try:
        yield
    finally:
        lib.convpy_fail_allocation(-1)
