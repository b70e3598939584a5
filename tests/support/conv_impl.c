/* conv_impl.c - the implementation as one translation unit.

   The Makefile compiles this file once per build configuration
   (build/obj/gcc, build/obj/asan, build/obj/clang, build/obj/fuzz) and
   links every C test and fuzz harness that uses only the public API
   against that object, instead of every program compiling the whole of
   conv_impl.h again. A test that reaches conv__ internals defines
   CONV_IMPLEMENTATION itself and is linked without it (see Makefile,
   SELF_IMPL). */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
