/* Target descriptions and thread ids (issue 17 items 2 and 3): the
   built-in targets (conv_target_builtin), the text form (conv_target_parse,
   its errors), conv_target_parse_desc / conv_target_uniformity_desc, the
   readers' memory scopes (LLVM syncscope names, the caller's names, NVPTX
   intrinsic suffixes), the thread-id flags (the builder's checks, the
   native words and function header round trip), and the interpreter's
   workgroup shapes. Expected values by hand from conv.h and
   docs/text-format.md. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/strbuf.h"

static conv_module *parse(const char *text, const char *file, const conv_parse_desc *base) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    if (base) pd = *base;
    else memset(&pd, 0, sizeof pd);
    pd.filename = file;
    CHECK_RESULT(conv_parse(text, strlen(text), &pd, NULL, &m), CONV_OK);
    return m;
}

static void builtins(void) {
    conv_target t;
    conv_uniformity_desc ud;
    conv_parse_desc pd;
    CHECK(conv_target_builtin("amdgcn", &t));
    CHECK(t.kind == CONV_TARGET_AMDGCN && t.wave_size == 32 && t.wave_size_max == 64 && t.max_workgroup_size == 1024 &&
          t.linear_waves && t.rules_count == 0);
    CHECK(conv_target_builtin("amdgcn-wave64", &t) && t.wave_size == 64 && t.wave_size_max == 0);
    CHECK(conv_target_builtin("amdgcn-wave32", &t) && t.wave_size == 32);
    CHECK(conv_target_builtin("nvptx", &t) && t.kind == CONV_TARGET_NVPTX && t.wave_size == 32 && t.linear_waves);
    CHECK(conv_target_builtin("spirv", &t) && t.kind == CONV_TARGET_SPIRV && t.wave_size == 1 &&
          t.wave_size_max == 128 && !t.linear_waves);
    CHECK(conv_target_builtin("cpu", &t) && t.kind == CONV_TARGET_NONE && t.wave_size == 1);
    CHECK(conv_target_builtin("r600", &t) && t.kind == CONV_TARGET_R600);
    CHECK(conv_target_builtin("none", &t) && t.kind == CONV_TARGET_NONE && t.wave_size == 64);
    CHECK(!conv_target_builtin("x86", &t) && !conv_target_builtin(NULL, &t) && !conv_target_builtin("cpu", NULL));
    /* into requests: only the target's fields */
    CHECK(conv_target_builtin("amdgcn", &t));
    memset(&ud, 0, sizeof ud);
    ud.arguments = CONV_ARGUMENTS_UNIFORM;
    conv_target_uniformity_desc(&t, &ud);
    CHECK(ud.wave_size == 32 && ud.wave_size_max == 64 && ud.max_workgroup_size == 1024 && ud.linear_waves &&
          ud.arguments == CONV_ARGUMENTS_UNIFORM);
    memset(&pd, 0, sizeof pd);
    conv_target_parse_desc(&t, &pd);
    CHECK(pd.target == CONV_TARGET_AMDGCN && pd.rules == NULL && pd.scope_names_count == 0);
    conv_target_uniformity_desc(NULL, &ud);
    conv_target_parse_desc(&t, NULL);
}

static const char target_text[] =
    "# a target of my own\n"
    "base nvptx\n"
    "wave 16..32   # a range\n"
    "workgroup 64 2\n"
    "max-workgroup 128\n"
    "linear-waves yes\n"
    "\n"
    "rule @my.tid id.x divergent\n"
    "rule @my.group* uniform.workgroup id.group.x\n"
    "rule @my.plain none\n"
    "scope mine workgroup\n";

static const char scoped_ll[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n"
    "entry:\n"
    "  %t = call i32 @my.tid()\n"
    "  %g = call i32 @my.group.x()\n"
    "  %q = call i32 @my.plain()\n"
    "  fence syncscope(\"mine\") release\n"
    "  fence syncscope(\"wavefront-one-as\") acquire\n"
    "  %a = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope(\"agent\") monotonic\n"
    "  %b = load atomic i32, ptr addrspace(1) %p syncscope(\"workgroup\") acquire, align 4\n"
    "  store atomic i32 %a, ptr addrspace(1) %p seq_cst, align 4\n"
    "  %c = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 syncscope(\"singlethread\") seq_cst seq_cst\n"
    "  fence syncscope(\"nobody-knows\") acquire\n"
    "  ret void\n"
    "}\n"
    "declare i32 @my.tid()\n"
    "declare i32 @my.group.x()\n"
    "declare i32 @my.plain()\n";

/* The scope of the i-th instruction of f's entry block. */
static conv_scope nth_scope(const conv_function *f, uint32_t i) {
    uint32_t n = 0;
    const conv_value *insts = conv_block_insts(f, conv_function_entry(f), &n);
    return i < n ? (conv_scope)((conv_value_flags(f, insts[i]) & CONV_FLAG_SCOPE_MASK) >> CONV_FLAG_SCOPE_SHIFT)
                 : CONV_SCOPE_DEFAULT;
}

static void text_form(void) {
    conv_target *t = NULL;
    conv_diags *d = NULL;
    conv_parse_desc pd;
    conv_module *m;
    conv_function *f;
    uint32_t i;
    char buf[300];
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    CHECK_RESULT(conv_target_parse(target_text, sizeof target_text - 1u, "my.target", NULL, d, &t), CONV_OK);
    if (t) {
        CHECK(t->kind == CONV_TARGET_NVPTX && t->wave_size == 16 && t->wave_size_max == 32);
        CHECK(t->workgroup_size[0] == 64 && t->workgroup_size[1] == 2 && t->workgroup_size[2] == 1);
        CHECK(t->max_workgroup_size == 128 && t->linear_waves);
        CHECK(t->rules_count == 3 && t->scope_names_count == 1);
        CHECK_STR(t->rules[0].callee, "@my.tid");
        CHECK(t->rules[0].flags == (CONV_FLAG_THREAD_ID(CONV_ID_LOCAL_X) | CONV_FLAG_DIVERGENCE_SOURCE));
        CHECK_STR(t->rules[1].callee, "@my.group*");
        CHECK(t->rules[1].flags ==
              (CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WORKGROUP) | CONV_FLAG_THREAD_ID(CONV_ID_GROUP_X)));
        CHECK(t->rules[2].flags == 0);
        CHECK_STR(t->scope_names[0].name, "mine");
        CHECK(t->scope_names[0].scope == CONV_SCOPE_WORKGROUP);
        /* its rules and scope names in the LLVM reader (the amdgcn tables:
           the rules come first) */
        memset(&pd, 0, sizeof pd);
        conv_target_parse_desc(t, &pd);
        pd.target = CONV_TARGET_DEFAULT; /* (the triple's tables) */
        m = parse(scoped_ll, "scoped.ll", &pd);
        f = m ? conv_module_find_function(m, "k") : NULL;
        if (f) {
            CHECK(conv_value_flags(f, conv_function_find_value(f, "%t")) & CONV_FLAG_THREAD_ID_MASK);
            CHECK((conv_value_flags(f, conv_function_find_value(f, "%g")) & CONV_FLAG_THREAD_ID_MASK) ==
                  CONV_FLAG_THREAD_ID(CONV_ID_GROUP_X));
            CHECK(conv_value_flags(f, conv_function_find_value(f, "%q")) ==
                  CONV_FLAG_HAS_RESULT); /* rule none: no target flags (not a source) */
            /* fences and atomics: the caller's name, then the built-in
               ones (-one-as the same scope), none the system, unknown unset */
            CHECK(nth_scope(f, 3) == CONV_SCOPE_WORKGROUP);
            CHECK(nth_scope(f, 4) == CONV_SCOPE_WAVE);
            CHECK(nth_scope(f, 5) == CONV_SCOPE_DEVICE);
            CHECK(nth_scope(f, 6) == CONV_SCOPE_WORKGROUP);
            CHECK(nth_scope(f, 7) == CONV_SCOPE_SYSTEM);
            CHECK(nth_scope(f, 8) == CONV_SCOPE_THREAD);
            CHECK(nth_scope(f, 9) == CONV_SCOPE_DEFAULT);
        }
        conv_module_destroy(m);
    }
    conv_target_free(t);
    conv_target_free(NULL);
    /* errors: one per bad line, located */
    {
        static const char bad[] = "base x86\nwave 0\nwave 64..32\nworkgroup 1 2 3 4\nlinear-waves maybe\n"
                                  "rule my.tid divergent\nrule @f bogus\nrule @f scope.wave scope.device\n"
                                  "scope agent galaxy\nfrobnicate\nwave 64 # fine\n";
        t = NULL;
        conv_diags_clear(d);
        CHECK_RESULT(conv_target_parse(bad, sizeof bad - 1u, "bad.target", NULL, d, &t), CONV_ERR_PARSE);
        CHECK(t == NULL && conv_diags_count(d) == 10);
        for (i = 0; i < conv_diags_count(d); i++) {
            CHECK_STR(conv_diags_get(d, i)->code, "target.expected");
            CHECK(conv_diags_get(d, i)->line == i + 1u);
        }
        conv_diags_format(d, 0, buf, sizeof buf);
        CHECK(strstr(buf, "bad.target:1:1: error: [target.expected] expected a built-in target") == buf);
    }
    /* empty text: a description that says nothing */
    t = NULL;
    CHECK_RESULT(conv_target_parse("", 0, NULL, NULL, NULL, &t), CONV_OK);
    CHECK(t && t->kind == CONV_TARGET_DEFAULT && t->wave_size == 0 && t->rules == NULL);
    conv_target_free(t);
    CHECK_RESULT(conv_target_parse(NULL, 3, NULL, NULL, NULL, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_target_parse("", 0, NULL, NULL, NULL, NULL), CONV_ERR_INVALID_ARGUMENT);
    conv_diags_destroy(d);
}

static const char nvptx_ll[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define ptx_kernel void @k(ptr %p) {\n"
    "entry:\n"
    "  %a = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 1)\n"
    "  %b = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %p, i32 1)\n"
    "  call void @llvm.nvvm.membar.gl()\n"
    "  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()\n"
    "  ret void\n"
    "}\n";

static void readers(void) {
    conv_module *m = parse(nvptx_ll, "k.ll", NULL);
    conv_function *f = m ? conv_module_find_function(m, "k") : NULL;
    if (f) {
        CHECK(nth_scope(f, 0) == CONV_SCOPE_WORKGROUP);
        CHECK(nth_scope(f, 1) == CONV_SCOPE_SYSTEM);
        CHECK(nth_scope(f, 2) == CONV_SCOPE_DEVICE);
        CHECK((conv_value_flags(f, conv_function_find_value(f, "%l")) & CONV_FLAG_THREAD_ID_MASK) ==
              CONV_FLAG_THREAD_ID(CONV_ID_LANE));
        CHECK((conv_value_flags(f, conv_function_find_value(f, "%x")) & CONV_FLAG_THREAD_ID_MASK) ==
              CONV_FLAG_THREAD_ID(CONV_ID_LOCAL_X));
        CHECK((conv_value_flags(f, conv_function_find_value(f, "%c")) & CONV_FLAG_THREAD_ID_MASK) ==
              CONV_FLAG_THREAD_ID(CONV_ID_GROUP_Y));
    }
    conv_module_destroy(m);
}

static const char native_threads[] =
    "func @k(%n) kernel workgroup(64, 2, 1) max_workgroup(128) wave(32) {\n"
    "entry:\n"
    "  %x = \"tid.x\" id.x divergent\n"
    "  %l = \"lane\" id.lane\n"
    "  %g = \"group\" uniform.workgroup id.group.x\n"
    "  %s = lshr %x, 5\n"
    "  ret\n"
    "}\n";

static bool print_to(const char *data, size_t size, void *user) { return strbuf_write(data, size, user); }

static void native_and_builder(void) {
    conv_module *m = parse(native_threads, "t.conv", NULL), *again = NULL;
    conv_function *f = m ? conv_module_find_function(m, "k") : NULL, *g = NULL;
    strbuf a = {NULL, 0, 0, 0}, b = {NULL, 0, 0, 0};
    conv_function_desc fd;
    conv_inst_desc d;
    conv_block blk;
    if (f) {
        CHECK(conv_function_workgroup_size(f, 0) == 64 && conv_function_workgroup_size(f, 1) == 2 &&
              conv_function_workgroup_size(f, 2) == 1 && conv_function_workgroup_size(f, 3) == 0);
        CHECK(conv_function_max_workgroup_size(f) == 128 && conv_function_wave_size(f) == 32);
        CHECK((conv_value_flags(f, conv_function_find_value(f, "%l")) & CONV_FLAG_THREAD_ID_MASK) ==
              CONV_FLAG_THREAD_ID(CONV_ID_LANE));
        /* printing gives the same text back */
        CHECK_RESULT(conv_module_print(m, print_to, &a), CONV_OK);
        CHECK(a.p && strstr(a.p, "kernel workgroup(64, 2, 1) max_workgroup(128) wave(32) {") != NULL);
        CHECK(a.p && strstr(a.p, "uniform.workgroup id.group.x") != NULL);
        again = a.p ? parse(a.p, "again.conv", NULL) : NULL;
        if (again) CHECK_RESULT(conv_module_print(again, print_to, &b), CONV_OK);
        CHECK(a.p && b.p && strcmp(a.p, b.p) == 0);
        /* a clone keeps what the function says of its threads */
        CHECK_RESULT(conv_function_clone(f, "k2", &g), CONV_OK);
        CHECK(g && conv_function_workgroup_size(g, 1) == 2 && conv_function_wave_size(g) == 32);
    }
    /* two ids on one instruction, a malformed header */
    {
        conv_module *bad = NULL;
        static const char two[] = "func @f() {\nentry:\n  %x = \"t\" id.x id.y\n  ret\n}\n";
        static const char header[] = "func @f() workgroup(0) {\nentry:\n  ret\n}\n";
        conv_diags *diags = NULL;
        conv_diags_create(NULL, &diags);
        CHECK_RESULT(conv_parse(two, sizeof two - 1u, NULL, diags, &bad), CONV_ERR_PARSE);
        CHECK(conv_diags_count(diags) >= 1 && strcmp(conv_diags_get(diags, 0)->code, "parse.duplicate-id") == 0);
        conv_diags_clear(diags);
        CHECK_RESULT(conv_parse(header, sizeof header - 1u, NULL, diags, &bad), CONV_ERR_PARSE);
        conv_diags_destroy(diags);
    }
    /* the builder: a kind past CONV_ID_COUNT is refused */
    memset(&fd, 0, sizeof fd);
    fd.name = "built";
    fd.workgroup_size[0] = 32; /* y and z become 1 */
    CHECK_RESULT(conv_module_add_function(m, &fd, &g), CONV_OK);
    if (g) {
        CHECK(conv_function_workgroup_size(g, 1) == 1 && conv_function_workgroup_size(g, 2) == 1);
        CHECK_RESULT(conv_function_add_block(g, "entry", &blk), CONV_OK);
        memset(&d, 0, sizeof d);
        d.opcode = "t";
        d.name = "%t";
        d.flags = CONV_FLAG_THREAD_ID(CONV_ID_COUNT);
        CHECK_RESULT(conv_function_add_inst(g, blk, &d, NULL), CONV_ERR_INVALID_ARGUMENT);
        d.flags = CONV_FLAG_THREAD_ID(CONV_ID_GROUP_Z);
        CHECK_RESULT(conv_function_add_inst(g, blk, &d, NULL), CONV_OK);
    }
    strbuf_free(&a);
    strbuf_free(&b);
    conv_module_destroy(again);
    conv_module_destroy(m);
}

/* Interpreter shapes: thread ids in a 4 x 2 workgroup, waves of 4; a
   shape that is not the workgroup's size is refused. */
static const char shape_text[] =
    "func @k() {\n"
    "entry:\n"
    "  %x = \"tid.x\" id.x\n"
    "  %y = \"tid.y\" id.y\n"
    "  %l = \"lane\" id.lane\n"
    "  %g = \"group\" id.group.x\n"
    "  %i = \"index\" id.index\n"
    "  %s = shl %y, 2\n"
    "  %j = or %s, %x\n"
    "  %u = udiv %i, 0\n"
    "  ret\n"
    "}\n";

static void interp_shapes(void) {
    conv_module *m = parse(shape_text, "shape.conv", NULL);
    conv_function *f = m ? conv_module_function(m, 0) : NULL;
    conv_interp_desc d;
    conv_interp *run = NULL;
    conv_diags *diags = NULL;
    uint32_t k, t, checked = 0;
    if (f == NULL) return;
    memset(&d, 0, sizeof d);
    d.threads = 16;
    d.wave_size = 4;
    d.workgroup_shape[0] = 4;
    d.workgroup_shape[1] = 2; /* workgroup_size: 8 */
    CHECK_RESULT(conv_interp_run(f, &d, NULL, &run), CONV_OK);
    for (k = 0; run && k < conv_interp_instance_count(run); k++) {
        conv_interp_instance in;
        const char *name;
        conv_interp_get(run, k, &in);
        name = conv_value_name(f, in.inst);
        if (in.values == NULL || name == NULL) continue;
        for (t = 0; t < in.thread_count; t++) {
            uint32_t th = in.threads[t], local = th % 8u;
            int64_t want = strcmp(name, "%x") == 0 ? (int64_t)(local % 4u) : strcmp(name, "%y") == 0 ? (int64_t)(local / 4u)
                           : strcmp(name, "%l") == 0 ? (int64_t)(th % 4u) : strcmp(name, "%g") == 0 ? (int64_t)(th / 8u)
                           : strcmp(name, "%i") == 0 || strcmp(name, "%j") == 0 ? (int64_t)local : -1;
            if (want < 0) continue;
            CHECK_MSG(in.values[t] == want, "%s of thread %u: %lld, expected %lld", name, th, (long long)in.values[t],
                      (long long)want);
            checked++;
        }
    }
    CHECK_MSG(checked == 16u * 6u, "%u values checked", checked);
    conv_interp_free(run);
    /* 4 x 3 is not 8 threads */
    conv_diags_create(NULL, &diags);
    d.workgroup_size = 8;
    d.workgroup_shape[1] = 3;
    run = NULL;
    CHECK_RESULT(conv_interp_run(f, &d, diags, &run), CONV_ERR_INVALID_ARGUMENT);
    CHECK(conv_diags_count(diags) == 1 && strcmp(conv_diags_get(diags, 0)->code, "interp.workgroup") == 0);
    conv_diags_destroy(diags);
    conv_module_destroy(m);
}

int main(void) {
    builtins();
    text_form();
    readers();
    native_and_builder();
    interp_shapes();
    return check_summary();
}
