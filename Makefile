# conv - build, test, demo and benchmark. `make help` lists the targets.

CC      ?= gcc
CLANG   ?= clang
PYTHON  ?= /usr/bin/python3
WARN    = -std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion \
          -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum
OPT     = -O2 -g
SAN     = -fsanitize=address,undefined -fno-sanitize-recover=all -g -O1
HEADERS = conv.h conv_impl.h

# --- C tests (tests/README.md) ---
# Every tests/unit/test_*.c and tests/soundness/test_*.c is a test program,
# built as build/{gcc,asan,clang}/test_NAME. The implementation is compiled
# once per configuration (tests/support/conv_impl.c -> build/obj/CONFIG/conv.o)
# and linked in; a test that defines CONV_IMPLEMENTATION itself (it reaches
# conv__ internals) is one TU and is linked without the object (SELF_IMPL).
TEST_DIRS = tests/unit tests/soundness
TEST_SRCS = $(wildcard $(addsuffix /test_*.c,$(TEST_DIRS)))
TESTS     = $(notdir $(basename $(TEST_SRCS)))
SUPPORT   = $(wildcard tests/support/*.h)
SELF_IMPL = $(notdir $(basename $(shell grep -l '^\#define CONV_IMPLEMENTATION' $(TEST_SRCS) fuzz/fuzz_*.c /dev/null)))
# the object of configuration $(2) unless program $(1) is its own implementation
impl_obj  = $(if $(filter $(1),$(SELF_IMPL)),,build/obj/$(2)/conv.o)
vpath test_%.c $(TEST_DIRS)

.PHONY: all help test demo bench asan clang valgrind header-checks fuzz fuzz-replay clean svg soundness

all: build/conv $(addprefix build/gcc/,$(TESTS))

help:
	@echo "make            build build/conv and the C tests (gcc)"
	@echo "make demo       set up, then run conv on the spec's examples: uniformity, explanations, simulation, legality"
	@echo "make test       set up, then run every test; ends with 'N passed, N failed'"
	@echo "make bench      benchmark parse/finalize/dominators at 10^3..10^6 blocks vs opt-19"
	@echo "make asan       build the C tests with ASan+UBSan"
	@echo "make valgrind   run the C tests under valgrind"
	@echo "make fuzz       libFuzzer harnesses (clang), FUZZ_SECONDS each (default 60)"
	@echo "make fuzz-replay  replay fuzz/corpus and fuzz/regressions (gcc, ASan+UBSan)"
	@echo "make python     build the Python bindings in place (bindings/python, cffi)"
	@echo "make examples   build the example programs (examples/*.c, examples/toy_compiler) into build/examples/"
	@echo "make soundness  uniformity on 100,000 random functions (at the wave, and at every scope), legality on 10^6 queries (stage II 10^5), token inference on 20,000 functions, the lint on 20,000, inlining on 20,000 callers, outlining on 30,000 regions, vs the interpreter; convergent by default at wave size 1 on 20,000 functions"
	@echo "make mutate-legality  break each legality rule in a copy of conv_impl.h: the random test must fail"
	@echo "make mutate-scopes    claim items uniform at a wider scope in a copy of conv_impl.h: the scope test must fail"
	@echo "make mutate-lint      make the lint miss operations six ways in a copy of conv_impl.h: the random lint test must fail"
	@echo "make svg        render the bundled examples (conv dot) to build/svg/*.svg with Graphviz, and guide-svg"
	@echo "make guide-svg  render docs/guide.md's pictures to docs/img/*.svg (committed)"
	@echo "make install    install conv.h, conv_impl.h, bin/conv and conv.pc under PREFIX (/usr/local; DESTDIR too)"
	@echo "make api-docs   regenerate docs/api.md from conv.h's comments (tools/gen_api.py)"

build/conv: examples/conv.c $(HEADERS)
	@mkdir -p build
	$(CC) $(WARN) $(OPT) -o $@ examples/conv.c

# the implementation, once per configuration
build/obj/gcc/conv.o: tests/support/conv_impl.c $(HEADERS)
	@mkdir -p build/obj/gcc
	$(CC) $(WARN) $(OPT) -c -o $@ $<

build/obj/asan/conv.o: tests/support/conv_impl.c $(HEADERS)
	@mkdir -p build/obj/asan
	$(CC) $(WARN) $(SAN) -c -o $@ $<

# clang builds run with its sanitizers too: its UBSan catches what gcc's does not
# (pointer arithmetic on NULL).
build/obj/clang/conv.o: tests/support/conv_impl.c $(HEADERS)
	@mkdir -p build/obj/clang
	$(CLANG) $(WARN) $(SAN) -c -o $@ $<

build/gcc/%: %.c $(SUPPORT) $(HEADERS) build/obj/gcc/conv.o
	@mkdir -p build/gcc
	$(CC) $(WARN) $(OPT) -o $@ $< $(call impl_obj,$*,gcc)

build/clang/%: %.c $(SUPPORT) $(HEADERS) build/obj/clang/conv.o
	@mkdir -p build/clang
	$(CLANG) $(WARN) $(SAN) -o $@ $< $(call impl_obj,$*,clang)

build/asan/%: %.c $(SUPPORT) $(HEADERS) build/obj/asan/conv.o
	@mkdir -p build/asan
	$(CC) $(WARN) $(SAN) -o $@ $< $(call impl_obj,$*,asan)

build/asan/conv: examples/conv.c $(HEADERS)
	@mkdir -p build/asan
	$(CC) $(WARN) $(SAN) -o $@ examples/conv.c

asan: $(addprefix build/asan/,$(TESTS)) build/asan/conv
clang: $(addprefix build/clang/,$(TESTS))

# The README's test command: installs what it can, then runs everything and
# ends with one "N passed, N failed" line for the whole suite.
test:
	@bash tests/setup.sh
	@bash tests/run_all.sh

valgrind: $(addprefix build/gcc/,$(TESTS))
	@for t in $(TESTS); do valgrind -q --leak-check=full --error-exitcode=1 build/gcc/$$t --quick || exit 1; done

# The example programs a user copies (examples/*.c but the conv tool, and
# examples/toy_compiler/), each one TU, into build/examples/NAME with the
# strict flags; tests/unit/test_examples.py builds and runs them too.
EXAMPLE_SRCS = $(filter-out examples/conv.c,$(wildcard examples/*.c examples/*/*.c))
.PHONY: examples
examples: $(HEADERS) $(EXAMPLE_SRCS)
	@mkdir -p build/examples
	@for f in $(EXAMPLE_SRCS); do \
	  echo "$(CC) ... -o build/examples/$$(basename $$f .c) $$f"; \
	  $(CC) $(WARN) $(OPT) -I. -o build/examples/$$(basename $$f .c) $$f || exit 1; \
	done

# The seed examples through every stage, one block per feature, each
# introduced by a line saying what it shows (tools/demo.sh; well under 10 s
# once built).
demo:
	@bash tests/setup.sh
	@$(MAKE) --no-print-directory build/conv
	@bash tools/demo.sh

bench: build/bench
	@bash tests/setup.sh
	@bash tests/bench/bench.sh

# The benchmarks stay one TU each (they define CONV_IMPLEMENTATION): -DNDEBUG
# and whole-program inlining, as a user who includes the header builds it.
build/bench: tests/bench/bench.c tests/support/bench_util.h $(HEADERS)
	@mkdir -p build
	$(CC) $(WARN) -O2 -DNDEBUG -o $@ tests/bench/bench.c

# --- fuzzing (fuzz/README.md) ---
# libFuzzer targets (clang) and replay drivers (gcc, ASan+UBSan) for every
# fuzz/fuzz_*.c; `make fuzz` runs each target for FUZZ_SECONDS.
FUZZERS      = $(patsubst fuzz/%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_SECONDS ?= 60
FUZZ_SAN     = -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -g -O1
FUZZ_DEPS    = fuzz/fuzz_common.h fuzz/fuzz_verify.h $(SUPPORT) $(HEADERS)

# the implementation with libFuzzer's coverage instrumentation (linked by
# the harnesses; the replay drivers use build/obj/asan/conv.o)
build/obj/fuzz/conv.o: tests/support/conv_impl.c $(HEADERS)
	@mkdir -p build/obj/fuzz
	$(CLANG) $(WARN) -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -g -O1 -c -o $@ $<

build/fuzz/lf/%: fuzz/%.c $(FUZZ_DEPS) build/obj/fuzz/conv.o
	@mkdir -p build/fuzz/lf
	$(CLANG) $(WARN) $(FUZZ_SAN) -o $@ $< $(call impl_obj,$*,fuzz)

build/fuzz/replay/%: fuzz/%.c fuzz/replay.c $(FUZZ_DEPS) build/obj/asan/conv.o
	@mkdir -p build/fuzz/replay
	$(CC) $(WARN) $(SAN) -o $@ fuzz/replay.c $< $(call impl_obj,$*,asan)

.PHONY: fuzz-build fuzz-replay-build
fuzz-build: $(addprefix build/fuzz/lf/,$(FUZZERS))
fuzz-replay-build: $(addprefix build/fuzz/replay/,$(FUZZERS))

fuzz: fuzz-build
	@FUZZ_SECONDS=$(FUZZ_SECONDS) CLANG=$(CLANG) bash fuzz/run_fuzz.sh $(FUZZERS)

fuzz-replay: fuzz-replay-build
	@fail=0; for h in $(FUZZERS); do echo "== $$h"; \
	  build/fuzz/replay/$$h fuzz/corpus/$$h fuzz/regressions/$$h || fail=1; done; exit $$fail

# The bundled examples drawn: divergence in red, cycles boxed, joins with a
# double border, token regions shaded (Graphviz's dot from Debian).
SVG_INPUTS = $(wildcard examples/data/*.conv examples/data/*.ll)
svg: build/conv
	@bash tests/setup.sh
	@mkdir -p build/svg
	@for f in $(SVG_INPUTS); do \
	  out=build/svg/$$(basename $$f | tr . _).dot; \
	  build/conv dot $$f > $$out && dot -Tsvg -O $$out && ls $$out*.svg; \
	done
	@$(MAKE) --no-print-directory guide-svg

# The pictures of docs/guide.md, committed: one SVG per FILE:FUNCTION of
# examples/data/FILE.conv, as IMG_DIR/FILE_FUNCTION.svg. Graphviz's output
# is deterministic here, so tests/unit/test_examples.py regenerates them
# into a temporary IMG_DIR and compares (when dot is installed).
IMG_DIR ?= docs/img
GUIDE_PICTURES = reduction:divergent texture:divergent_condition \
                 jumpthread:example_original jumpthread:example_jumpthreaded \
                 anchor:reserveSpaceInBuffer break_loop:example break_loop:maximal scope:scopes
.PHONY: guide-svg
guide-svg: build/conv
	@mkdir -p $(IMG_DIR)
	@for p in $(GUIDE_PICTURES); do \
	  f=$${p%%:*}; fn=$${p#*:}; out=$(IMG_DIR)/$${f}_$$fn.svg; \
	  build/conv dot examples/data/$$f.conv --function $$fn > $$out.dot && dot -Tsvg $$out.dot > $$out.tmp \
	    && mv $$out.tmp $$out && rm -f $$out.dot || { rm -f $$out.tmp $$out.dot; exit 1; }; \
	  echo $$out; \
	done

# The larger runs of tests/soundness/test_uniformity.c (the suite runs
# 5,000), of tests/soundness/test_legality.c (10^6 (function, query)
# pairs; the suite runs 100,000) and of test_legality_cf.c (stage II:
# 10^5 questions; the suite runs 30,000), each printing its figures
# (precision of the legality stage beside LLVM 19's rules), and of
# test_infer.c (token inference: 20,000 inferred functions, each against
# the verifier, five interpreter runs and the uniformity analysis; the
# suite runs 3,000), of test_lint_random.c (the lint: 20,000 functions,
# every operation it does not diagnose run with its whole scope; the suite
# runs 1,000), of test_inline.c (20,000 callers, every case of R18
# against plain inlining under the interpreter; the suite runs 2,000), of
# test_outline.c (30,000 regions outlined and inlined back; the suite runs
# 3,000), of test_convergent_default_wave1.c (20,000 functions, plain
# and convergent by default, every query at wave size 1; the suite runs
# 2,000) and of test_unroll_runtime.c (30,000 counted loops unrolled with
# a remainder, every legal verdict proved under concrete semantics; the
# suite runs 3,000).
soundness: build/gcc/test_uniformity build/gcc/test_legality build/gcc/test_legality_cf build/gcc/test_infer \
           build/gcc/test_lint_random build/gcc/test_inline build/gcc/test_outline build/gcc/test_convergent_default_wave1 \
           build/gcc/test_unroll_runtime
	build/gcc/test_uniformity --count 100000
	build/gcc/test_legality --count 1000000
	build/gcc/test_legality_cf --count 100000
	build/gcc/test_infer --count 20000
	build/gcc/test_lint_random --count 20000
	build/gcc/test_inline --count 20000
	build/gcc/test_outline --count 30000
	build/gcc/test_convergent_default_wave1 --count 20000
	build/gcc/test_unroll_runtime --count 30000

# The mutation test of the legality stage (tests/soundness/mutate_legality.sh).
.PHONY: mutate-legality
mutate-legality:
	bash tests/soundness/mutate_legality.sh
	bash tests/soundness/mutate_legality.sh --stage2
	bash tests/soundness/mutate_legality.sh --runtime
	bash tests/soundness/mutate_legality.sh --quad

# The mutation test of the uniformity scopes (tests/soundness/mutate_scopes.sh).
.PHONY: mutate-scopes
mutate-scopes:
	bash tests/soundness/mutate_scopes.sh

# The mutation test of the lint (tests/soundness/mutate_lint.sh).
.PHONY: mutate-lint
mutate-lint:
	bash tests/soundness/mutate_lint.sh --count 5000

clean:
	rm -rf build
	rm -f bindings/python/conv/_conv*.so

# The Python bindings (bindings/README.md): compiles conv._conv with cffi
# into build/python and copies it next to the package, so that
# PYTHONPATH=bindings/python $(PYTHON) -c "import conv" works. Does nothing
# when the module is up to date.
.PHONY: python
python:
	@$(PYTHON) bindings/python/build_conv.py

# --- install ---
# make install [PREFIX=/usr/local] [DESTDIR=]: the headers to include/, the
# conv tool to bin/, the pkg-config file conv.pc (from tools/conv.pc.in; its
# Version is conv.h's CONV_VERSION_*) to lib/pkgconfig/, and the license to
# share/doc/conv/. The library is header-only and needs no libm: conv.pc
# has Cflags and no Libs.
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
INCLUDEDIR   ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(PREFIX)/lib/pkgconfig
DOCDIR       ?= $(PREFIX)/share/doc/conv
VERSION       = $(shell awk '/^.define CONV_VERSION_(MAJOR|MINOR|PATCH) /{v = v (v == "" ? "" : ".") $$3} END {print v}' conv.h)

.PHONY: install api-docs
install: build/conv
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(PKGCONFIGDIR)" "$(DESTDIR)$(DOCDIR)"
	install -m 755 build/conv "$(DESTDIR)$(BINDIR)/conv"
	install -m 644 conv.h conv_impl.h "$(DESTDIR)$(INCLUDEDIR)/"
	install -m 644 LICENSE "$(DESTDIR)$(DOCDIR)/LICENSE"
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    tools/conv.pc.in >"$(DESTDIR)$(PKGCONFIGDIR)/conv.pc"
	chmod 644 "$(DESTDIR)$(PKGCONFIGDIR)/conv.pc"

# docs/api.md, the API reference, from conv.h's comments
# (tests/unit/test_api_docs.py fails when it is stale)
api-docs:
	$(PYTHON) tools/gen_api.py

# --- Vulkan ground truth (tests/vulkan/README.md) ---
# build/vk_run runs one SPIR-V compute shader on Mesa's lavapipe (Debian:
# libvulkan-dev, mesa-vulkan-drivers); the corpus tests/vulkan/shaders/
# compiles into build/vulkan/NAME.spv, GLSL (.comp) with glslc and HLSL
# (.hlsl) with glslangValidator, for Vulkan 1.1. Not part of `all`: the
# test step (tests/unit/test_vulkan.py) builds them.
VK_GLSL  = $(wildcard tests/vulkan/shaders/*.comp)
VK_HLSL  = $(wildcard tests/vulkan/shaders/*.hlsl)
VK_SPV   = $(patsubst tests/vulkan/shaders/%.comp,build/vulkan/%.spv,$(VK_GLSL)) \
           $(patsubst tests/vulkan/shaders/%.hlsl,build/vulkan/%.spv,$(VK_HLSL))

build/vk_run: tests/vulkan/vk_run.c
	@mkdir -p build
	$(CC) $(WARN) $(OPT) -o $@ $< -lvulkan

build/vulkan/%.spv: tests/vulkan/shaders/%.comp
	@mkdir -p build/vulkan
	glslc --target-env=vulkan1.1 -o $@ $<

build/vulkan/%.spv: tests/vulkan/shaders/%.hlsl
	@mkdir -p build/vulkan
	glslangValidator -V -D -S comp -e main --target-env vulkan1.1 -o $@ $<

.PHONY: vulkan
vulkan: build/vk_run $(VK_SPV)
