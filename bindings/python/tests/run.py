#!/usr/bin/env python3
"""Runs the bindings' pytest suite (which also runs examples/python) and
prints "N passed, N failed" as its last line, for tests/run_all.sh.

    /usr/bin/python3 bindings/python/tests/run.py [pytest options]

Every test counts once: passed when its setup, call and teardown pass;
failed when any of them fails (a collection error counts as one failure).
Skipped tests are reported on the line before. Exit status 1 on failure.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


class Counter:
    def __init__(self):
        self.failed = set()
        self.passed = set()
        self.skipped = set()
        self.collect_errors = 0

    def pytest_runtest_logreport(self, report):
        if report.failed:
            self.failed.add(report.nodeid)
        elif report.skipped:
            self.skipped.add(report.nodeid)
        elif report.when == "call":
            self.passed.add(report.nodeid)

    def pytest_collectreport(self, report):
        if report.failed:
            self.collect_errors += 1


def main(argv):
    try:
        import pytest
    except ImportError:
        print("pytest is not installed (Debian: python3-pytest)")
        print("0 passed, 1 failed")
        return 1
    counter = Counter()
    rc = pytest.main(["-q", "-p", "no:cacheprovider", HERE, *argv], plugins=[counter])
    passed = len(counter.passed - counter.failed)
    failed = len(counter.failed) + counter.collect_errors
    if failed == 0 and rc not in (0, 5):  # an internal or usage error
        failed = 1
    if counter.skipped:
        print(f"{len(counter.skipped)} skipped")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
