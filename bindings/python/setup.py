"""pip install ./bindings/python -- builds conv._conv with cffi (offline).

No pyproject.toml on purpose: without one pip builds with the setuptools
and cffi already installed (Debian: python3-setuptools, python3-cffi)
instead of downloading them into an isolated build environment. The C
headers come from the repository root two directories up, or from
$CONV_INCLUDE_DIR (see build_conv.py).
"""
from setuptools import setup

setup(
    name="conv",
    version="0.1",
    description="Python bindings of conv, the GPU convergence model (CFGs, dominators, cycles, tokens)",
    license="MIT",
    packages=["conv"],
    package_data={"conv": ["py.typed"]},
    python_requires=">=3.7",
    install_requires=["cffi>=1.14"],
    cffi_modules=["build_conv.py:ffibuilder"],
    zip_safe=False,
)
