/* conv - command-line front end of the conv library.

   A thin layer over the public API (conv.h): it reads a file, calls the
   library, and prints what the library answers. It is also the fullest
   example of using the API.

   Exit status: 0 success (warnings are printed on stderr), 1 the analysis
   found errors or --simulate could not check, 2 usage, input or parse
   error. */
#if defined(__linux__)
#define _GNU_SOURCE /* mmap, madvise(MADV_HUGEPAGE), mremap: see "memory" below */
#endif
#define CONV_IMPLEMENTATION
#include "../conv_impl.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

/* --- help ---
   `conv help` (also --help, -h) prints the overview below and one line per
   command; `conv help COMMAND` (also `conv COMMAND --help`) prints the
   command's entry of commands[] (its synopsis and text) and the options
   every command takes. A usage error is one line on stderr naming what is
   wrong and the help to read, `conv: ...; try 'conv help COMMAND'`, and
   exit status 2. */
static const char overview_text[] =
    "usage: conv COMMAND FILE [options]\n"
    "       conv help [COMMAND]\n"
    "       conv --version\n";

static const char overview_notes[] =
    "FILE is LLVM IR text (.ll), SPIR-V (a binary module, told by its magic\n"
    "number, or .spv; assembly text as spirv-dis prints it, .spvasm;\n"
    "docs/spirv.md) or the native format (any other name); --format\n"
    "ll|conv|spv overrides the extension. FILE '-' reads standard input,\n"
    "whose format is --format or, without it, told from the content (LLVM IR:\n"
    "define, declare TYPE, target triple/datalayout, source_filename,\n"
    "attributes, '; ModuleID'; native: func, declare @, target \"...\";\n"
    "SPIR-V: the magic number, '; SPIR-V', OpCapability); it is\n"
    "named <stdin> in messages. An empty file is an error.\n"
    "\n"
    "An option the command does not use, or an option given twice, is a usage\n"
    "error. Errors name the file and a code: FILE:LINE:COL: error: [code] ...\n"
    "(FILE: error: [io.open] ... when the file cannot be read).\n"
    "\n"
    "exit status: 0 success (warnings go to stderr), 1 the analysis found errors\n"
    "or --simulate could not check (query: illegal), 2 usage, input or parse\n"
    "error, 3 query --prove refuted a legal answer\n"
    "\n"
    "'conv help COMMAND' prints a command's options.\n";

static const char common_options_text[] =
    "every command also takes:\n"
    "  --format ll|conv|spv          read FILE as LLVM IR, the native format or\n"
    "                                SPIR-V (default: from the name, .ll is LLVM\n"
    "                                IR, .spv and .spvasm SPIR-V, and SPIR-V by\n"
    "                                its magic number; FILE '-', standard input:\n"
    "                                from the content)\n"
    "  --spirv-tokens structured|none\n"
    "                                SPIR-V only: derive convergence tokens from\n"
    "                                the structured control flow (default), or\n"
    "                                read the CFG alone, without tokens\n"
    "  --target amdgcn|nvptx|r600|spirv|none|cpu|FILE\n"
    "                                the machine (docs/uniformity.md, Targets):\n"
    "                                the LLVM reader's tables, the wave sizes\n"
    "                                and workgroups the analyses assume\n"
    "                                (amdgcn-wave32, amdgcn-wave64 too, or a\n"
    "                                target description FILE; default: from\n"
    "                                the triple; LLVM IR without one is read\n"
    "                                with none, with a warning)\n"
    "  --convergent-by-default       every call and function is convergent\n"
    "                                unless marked noconvergent (seed 001; the\n"
    "                                native format's `module\n"
    "                                convergent-by-default` line says so too)\n"
    "\n"
    "FILE '-' reads standard input, named <stdin> in messages ('conv help' says\n"
    "how its format is told).\n";

typedef struct options {
    const char *command;
    const char *file;
    const char *label;              /* the file in messages: "<stdin>" for - */
    conv_target_kind target;        /* the LLVM reader's tables (from --target) */
    bool target_set;                /* --target given: target_desc */
    conv_target target_desc;
    conv_target *target_file;       /* --target FILE, parsed (freed at exit) */
    const char *function;
    conv_format format;
    conv_spirv_tokens spirv_tokens;
    bool json;
    bool post;
    bool llvm19;
    bool allow_nonconvergent;
    bool split_anchors;
    const char *subject;            /* explain: the value or block */
    uint32_t simulate_runs;         /* uniformity --simulate N */
    conv_argument_mode arguments;
    uint32_t threads, wave_size, max_steps;
    uint64_t seed;
    const char *args[64];           /* query, apply: QUERY and its arguments;
                                       inline: CALLER CALL; outline: FUNCTION
                                       BLOCK... */
    uint32_t arg_count;
    uint32_t prove_runs;            /* query --prove N */
    uint32_t trip_count;            /* query/apply --trip-count N */
    const char *output;             /* apply -o OUT */
    const char *topic;              /* the command, when it is one: what usage errors point to */
    bool concrete;                  /* simulate --concrete */
    uint32_t workgroup_size;        /* --workgroup-size X[,Y[,Z]]: threads (X Y Z) */
    uint32_t workgroup_shape[3];    /* and its shape */
    const char *buffers[16];        /* simulate --buffer BINDING=FILE */
    uint32_t buffer_count;
    const char *dumps[16];          /* simulate --dump-buffer BINDING|NAME */
    uint32_t dump_count;
    bool make_convergent;           /* infer-tokens --make-convergent */
    bool every_loop;                /* infer-tokens --every-loop */
    bool unscoped;                  /* lint --unscoped */
    bool scopes;                    /* dot --scopes */
    const char *name;               /* outline --name */
    bool convergent_by_default;     /* --convergent-by-default: every call convergent unless noconvergent */
} options;

/* A usage error: one line, "conv: WHAT; try 'conv help TOPIC'" (TOPIC the
   command when it is one, else none), and exit status 2. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static int usage_error(const options *opts, const char *fmt, ...) {
    va_list ap;
    fputs("conv: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    if (opts->topic && strcmp(opts->topic, "help") != 0) fprintf(stderr, "; try 'conv help %s'\n", opts->topic);
    else fputs("; try 'conv help'\n", stderr);
    return 2;
}

static bool write_stdout(const char *data, size_t size, void *user) {
    (void)user;
    return fwrite(data, 1, size, stdout) == size;
}

/* --- memory ---
   The library allocates through the caller's conv_allocator. The commands
   that read a file give it one that puts the blocks on transparent huge
   pages, on Linux: reading a 10^5-block file touches about 12,000 fresh
   4 KiB pages, and on a virtual machine a first touch costs 10-40 us, more
   than parsing the text on the page; a 2 MiB huge page is one fault.
   Blocks of 1 MiB and more get their own mapping (grown with mremap,
   returned with munmap, so the peak resident size stays what the library
   holds); smaller ones are cut from 4 MiB chunks in power-of-two size
   classes, and a freed block is kept for the next one of its class. The
   process is single-threaded: one heap for the whole run. Elsewhere, and
   under AddressSanitizer (whose checks need its own malloc), the C
   library's malloc is used. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLI_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CLI_ASAN 1
#endif
#if defined(__linux__) && defined(MADV_HUGEPAGE) && !defined(CLI_ASAN)
#define CLI_HUGE ((size_t)2 << 20) /* a transparent huge page */
#define CLI_BIG ((size_t)1 << 20)  /* from here on, a block is its own mapping */
#define CLI_CHUNK ((size_t)4 << 20)
#define CLI_CLASSES 21 /* 16 B (class 4) .. 1 MiB (class 20) */

typedef struct cli_heap {
    char *next, *end;              /* the rest of the current chunk */
    void *freed[CLI_CLASSES];      /* freed blocks by class, linked through their first bytes */
} cli_heap;

static cli_heap the_heap;

static size_t cli_class(size_t size) {
    size_t c = 4;
    while (((size_t)1 << c) < size) c++;
    return c;
}
static size_t cli_round(size_t size) { return (size + CLI_HUGE - 1) & ~(CLI_HUGE - 1); }

/* size bytes (a multiple of CLI_HUGE) on a huge-page boundary, or NULL. */
static void *cli_map(size_t size) {
    size_t len = size + CLI_HUGE;
    char *p, *a;
    if (len < size) return NULL;
    p = (char *)mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == (char *)MAP_FAILED) return NULL;
    a = (char *)(((uintptr_t)p + CLI_HUGE - 1) & ~(uintptr_t)(CLI_HUGE - 1));
    if (a > p) munmap(p, (size_t)(a - p));
    if (a + size < p + len) munmap(a + size, (size_t)(p + len - (a + size)));
    (void)madvise(a, size, MADV_HUGEPAGE); /* a hint: without it, 4 KiB pages */
    return a;
}

static void *cli_alloc(size_t size, void *user) {
    cli_heap *h = (cli_heap *)user;
    size_t c, n;
    void *p;
    if (size >= CLI_BIG) return cli_round(size) < size ? NULL : cli_map(cli_round(size));
    c = cli_class(size);
    n = (size_t)1 << c;
    if (h->freed[c]) {
        p = h->freed[c];
        memcpy(&h->freed[c], p, sizeof(void *));
        return p;
    }
    if ((size_t)(h->end - h->next) < n) {
        char *chunk = (char *)cli_map(CLI_CHUNK);
        if (chunk == NULL) return NULL;
        h->next = chunk;
        h->end = chunk + CLI_CHUNK;
    }
    p = h->next;
    h->next += n;
    return p;
}

static void cli_free(void *p, size_t size, void *user) {
    cli_heap *h = (cli_heap *)user;
    size_t c;
    if (p == NULL) return;
    if (size >= CLI_BIG) {
        munmap(p, cli_round(size));
        return;
    }
    c = cli_class(size);
    memcpy(p, &h->freed[c], sizeof(void *));
    h->freed[c] = p;
}

static void *cli_realloc(void *p, size_t old, size_t size, void *user) {
    cli_heap *h = (cli_heap *)user;
    void *q;
    if (old >= CLI_BIG && size >= CLI_BIG) {
        q = mremap(p, cli_round(old), cli_round(size), MREMAP_MAYMOVE);
        return q == MAP_FAILED ? NULL : q;
    }
    if (old < CLI_BIG && size < CLI_BIG) {
        size_t n = (size_t)1 << cli_class(size);
        if (cli_class(old) == cli_class(size)) return p;
        /* the last block cut from the chunk grows where it is (a vector
           growing while nothing else is allocated) */
        if ((char *)p + ((size_t)1 << cli_class(old)) == h->next && (size_t)(h->end - (char *)p) >= n) {
            h->next = (char *)p + n;
            return p;
        }
    }
    q = cli_alloc(size, user);
    if (q == NULL) return NULL;
    memcpy(q, p, old < size ? old : size);
    cli_free(p, old, user);
    return q;
}

static conv_allocator cli_allocator(void) {
    conv_allocator a;
    a.alloc = cli_alloc;
    a.realloc = cli_realloc;
    a.free = cli_free;
    a.user = &the_heap;
    return a;
}
#else
static void *cli_alloc(size_t size, void *user) {
    (void)user;
    return malloc(size);
}
static void *cli_realloc(void *p, size_t old, size_t size, void *user) {
    (void)old;
    (void)user;
    return realloc(p, size);
}
static void cli_free(void *p, size_t size, void *user) {
    (void)size;
    (void)user;
    free(p);
}

static conv_allocator cli_allocator(void) {
    conv_allocator a;
    a.alloc = cli_alloc;
    a.realloc = cli_realloc;
    a.free = cli_free;
    a.user = NULL;
    return a;
}
#endif

/* An input problem in the library's diagnostic form, without a line:
   "FILE: error: [code] message". */
static void input_error(const char *label, const char *code, const char *what, const char *reason) {
    fprintf(stderr, "%s: error: [%s] %s%s%s\n", label, code, what, reason ? ": " : "", reason ? reason : "");
}

/* Reads all of FILE ("-": standard input) into a block of `a` (*cap
   bytes); NULL with a located message (io.open, io.read, io.empty and the
   system's reason) on failure. */
static char *read_input(const options *opts, const conv_allocator *a, size_t *size, size_t *cap_out) {
    bool is_stdin = strcmp(opts->file, "-") == 0;
    FILE *fp;
    char *buf = NULL;
    size_t cap = 0, n = 0, i, first = 65536;
    long len;
    errno = 0;
    fp = is_stdin ? stdin : fopen(opts->file, "rb");
    if (fp == NULL) {
        input_error(opts->label, "io.open", "cannot open", errno ? strerror(errno) : "unknown reason");
        return NULL;
    }
    /* a regular file: its length up front, so that the text is not copied as
       it grows (a directory reports LONG_MAX on glibc: then read as a stream,
       which gives the system's reason) */
    if (!is_stdin && fseek(fp, 0, SEEK_END) == 0 && (len = ftell(fp)) >= 0 && fseek(fp, 0, SEEK_SET) == 0 &&
        len < LONG_MAX && (unsigned long)len < (size_t)-1)
        first = (size_t)len + 1u;
    for (;;) {
        size_t got;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : first;
            char *nb = ncap <= cap ? NULL
                       : buf      ? (char *)a->realloc(buf, cap, ncap, a->user)
                                  : (char *)a->alloc(ncap, a->user);
            if (nb == NULL) {
                if (buf) a->free(buf, cap, a->user);
                if (!is_stdin) fclose(fp);
                input_error(opts->label, "io.read", "cannot read", "out of memory");
                return NULL;
            }
            buf = nb;
            cap = ncap;
        }
        errno = 0;
        got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (got == 0) break;
    }
    if (ferror(fp)) {
        int e = errno;
        a->free(buf, cap, a->user);
        if (!is_stdin) fclose(fp);
        input_error(opts->label, "io.read", "cannot read", e ? strerror(e) : "read error");
        return NULL;
    }
    if (!is_stdin) fclose(fp);
    for (i = 0; i < n && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r' || buf[i] == '\n'); i++) {
    }
    if (i == n) {
        a->free(buf, cap, a->user);
        input_error(opts->label, "io.empty", is_stdin ? "the input is empty" : "the file is empty",
                    n ? "only white space" : "no bytes");
        return NULL;
    }
    *cap_out = cap;
    *size = n;
    return buf;
}

/* Whether the line at p (leading blanks skipped) starts with word. */
static bool line_starts(const char *p, const char *end, const char *word) {
    size_t n = strlen(word);
    return (size_t)(end - p) >= n && memcmp(p, word, n) == 0;
}

/* Whether the input starts with the SPIR-V magic number, in either byte
   order (a binary module). */
static bool is_spirv_binary(const char *text, size_t size) {
    const unsigned char *b = (const unsigned char *)text;
    return size >= 4 && ((b[0] == 0x03 && b[1] == 0x02 && b[2] == 0x23 && b[3] == 0x07) ||
                         (b[0] == 0x07 && b[1] == 0x23 && b[2] == 0x02 && b[3] == 0x03));
}

/* The format of standard input without --format, from its first line that
   only one format could begin with; CONV_FORMAT_DEFAULT when none does. */
static conv_format detect_format(const char *text, size_t size) {
    const char *p = text, *end = text + size;
    if (is_spirv_binary(text, size)) return CONV_FORMAT_SPIRV;
    while (p < end) {
        const char *eol = (const char *)memchr(p, '\n', (size_t)(end - p));
        if (eol == NULL) eol = end;
        while (p < eol && (*p == ' ' || *p == '\t')) p++;
        if (line_starts(p, eol, "define ") || line_starts(p, eol, "target triple") ||
            line_starts(p, eol, "target datalayout") || line_starts(p, eol, "source_filename") ||
            line_starts(p, eol, "attributes #") || line_starts(p, eol, "; ModuleID") ||
            (line_starts(p, eol, "declare ") && !line_starts(p, eol, "declare @")))
            return CONV_FORMAT_LLVM;
        if (line_starts(p, eol, "func ") || line_starts(p, eol, "func @") || line_starts(p, eol, "target \"") ||
            line_starts(p, eol, "declare @"))
            return CONV_FORMAT_NATIVE;
        if (line_starts(p, eol, "; SPIR-V") || line_starts(p, eol, "OpCapability ")) return CONV_FORMAT_SPIRV;
        p = eol + (eol < end);
    }
    return CONV_FORMAT_DEFAULT;
}

/* One diagnostic of the library on stderr, in conv_diags_format's form but
   naming FILE (diagnostics of analyses carry no file name); `context`, when
   not NULL, goes before the message. */
static void print_diag_in(const char *label, const conv_diag *d, const char *context) {
    const char *sev = d->severity == CONV_SEVERITY_ERROR     ? "error"
                      : d->severity == CONV_SEVERITY_WARNING ? "warning"
                                                             : "note";
    if (d->line) fprintf(stderr, "%s:%u:%u: %s: [%s] ", label, d->line, d->col, sev, d->code);
    else fprintf(stderr, "%s: %s: [%s] ", label, sev, d->code);
    fprintf(stderr, "%s%s%s\n", context ? context : "", context ? ": " : "", d->message);
}

static void print_diags(const conv_diags *diags) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(diags); i++) {
        char line[1024];
        conv_diags_format(diags, i, line, sizeof line);
        fprintf(stderr, "%s\n", line);
    }
}

/* The input's text, kept by load_module_keeping for a writer that
   re-emits it (conv infer-tokens of LLVM IR). */
typedef struct kept_text {
    char *text;
    size_t size, cap;
    conv_format format;
    conv_allocator a;
} kept_text;

static void kept_text_free(kept_text *k) {
    if (k->text) k->a.free(k->text, k->cap, k->a.user);
    k->text = NULL;
}

static int load_module_keeping(const options *opts, conv_module **out, kept_text *keep);

/* Parses opts->file; returns 0 and the module, or the exit status. */
static int load_module(const options *opts, conv_module **out) { return load_module_keeping(opts, out, NULL); }

/* The format of the last file load_module read (the no-target warning:
   the LLVM reader gives its own). */
static conv_format loaded_format;

/* load_module, keeping the text in *keep when keep is not NULL (freed by
   kept_text_free, also on failure). */
static int load_module_keeping(const options *opts, conv_module **out, kept_text *keep) {
    conv_diags *diags = NULL;
    conv_parse_desc pd;
    conv_result r;
    conv_format format = opts->format;
    size_t size = 0;
    conv_allocator a = cli_allocator(); /* the text's, the module's and by default its analyses' */
    size_t cap = 0;
    char *text = read_input(opts, &a, &size, &cap);
    if (text == NULL) return 2;
    if (format == CONV_FORMAT_DEFAULT && strcmp(opts->file, "-") == 0) {
        format = detect_format(text, size);
        if (format == CONV_FORMAT_DEFAULT) {
            a.free(text, cap, a.user);
            input_error(opts->label, "io.format", "cannot tell LLVM IR from the native format",
                        "use --format ll or --format conv");
            return 2;
        }
    }
    if (format == CONV_FORMAT_DEFAULT) {
        size_t n = strlen(opts->file);
        format = n >= 3 && strcmp(opts->file + n - 3, ".ll") == 0 ? CONV_FORMAT_LLVM : CONV_FORMAT_NATIVE;
        if (is_spirv_binary(text, size) || (n >= 4 && strcmp(opts->file + n - 4, ".spv") == 0) ||
            (n >= 7 && strcmp(opts->file + n - 7, ".spvasm") == 0))
            format = CONV_FORMAT_SPIRV;
    }
    if (opts->spirv_tokens != CONV_SPIRV_TOKENS_DEFAULT && format != CONV_FORMAT_SPIRV) {
        a.free(text, cap, a.user);
        return usage_error(opts, "--spirv-tokens applies to SPIR-V only; %s is not read as SPIR-V", opts->label);
    }
    if (conv_diags_create(NULL, &diags) != CONV_OK) {
        a.free(text, cap, a.user);
        fprintf(stderr, "conv: out of memory\n");
        return 2;
    }
    memset(&pd, 0, sizeof pd);
    pd.filename = opts->label;
    pd.format = format;
    if (opts->target_set && format == CONV_FORMAT_LLVM) conv_target_parse_desc(&opts->target_desc, &pd);
    pd.target = format == CONV_FORMAT_LLVM ? opts->target : CONV_TARGET_DEFAULT;
    pd.spirv_tokens = opts->spirv_tokens;
    loaded_format = format;
    pd.convergent_by_default = opts->convergent_by_default;
    pd.allocator = a;
    r = conv_parse(text, size, &pd, diags, out);
    if (keep) {
        keep->text = text;
        keep->size = size;
        keep->cap = cap;
        keep->format = format;
        keep->a = a;
    } else {
        a.free(text, cap, a.user);
    }
    print_diags(diags);
    if (r != CONV_OK && conv_diags_count(diags) == 0) fprintf(stderr, "conv: %s: %s\n", opts->label, conv_result_str(r));
    conv_diags_destroy(diags);
    if (r != CONV_OK) return 2;
    return 0;
}

/* load_module, then check that --function names a function of the file. */
static int load_selected(const options *opts, conv_module **out) {
    int status = load_module(opts, out);
    if (status) return status;
    if (opts->function && conv_module_find_function(*out, opts->function) == NULL) {
        fprintf(stderr, "conv: no function '%s' in %s\n", opts->function, opts->label);
        conv_module_destroy(*out);
        *out = NULL;
        return 2;
    }
    return 0;
}

/* The length of the well-formed UTF-8 sequence at s (1..4), or 0 when the
   byte at s does not start one (RFC 3629: no overlong forms, no
   surrogates, nothing past U+10FFFF). */
static size_t utf8_sequence(const unsigned char *s) {
    unsigned char c = s[0];
    unsigned lo = 0x80, hi = 0xbf;
    size_t n, i;
    if (c < 0x80) return 1;
    if (c >= 0xc2 && c <= 0xdf) n = 2;
    else if (c >= 0xe0 && c <= 0xef) n = 3;
    else if (c >= 0xf0 && c <= 0xf4) n = 4;
    else return 0;
    if (c == 0xe0) lo = 0xa0;
    if (c == 0xed) hi = 0x9f;
    if (c == 0xf0) lo = 0x90;
    if (c == 0xf4) hi = 0x8f;
    if (s[1] < lo || s[1] > hi) return 0;
    for (i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xbf) return 0;
    return n;
}

/* A JSON string: names may hold any bytes (LLVM's %"..." names with \xx
   escapes). The output is ASCII-safe valid UTF-8 JSON: '"', '\\' and
   control characters are escaped, well-formed UTF-8 is kept, and every byte
   that is not part of well-formed UTF-8 becomes \udcXX (XX its value), as
   Python's "surrogateescape" decodes it: s.encode("utf-8",
   "surrogateescape") gives the original bytes back. */
static void json_string(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    putchar('"');
    while (*p) {
        size_t n = utf8_sequence(p);
        if (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\') {
            /* a run of plain ASCII in one write (names are mostly that) */
            n = 1;
            while (p[n] >= 0x20 && p[n] < 0x7f && p[n] != '"' && p[n] != '\\') n++;
            fwrite(p, 1, n, stdout);
        } else if (*p == '"' || *p == '\\') printf("\\%c", *p);
        else if (*p < 0x20 || *p == 0x7f) printf("\\u%04x", *p);
        else if (n == 0) printf("\\udc%02x", *p);
        else fwrite(p, 1, n, stdout);
        p += n ? n : 1;
    }
    putchar('"');
}

static bool selected(const options *opts, const conv_function *f) {
    if (f == NULL || (conv_function_flags(f) & CONV_FUNCTION_DECLARATION)) return false;
    return opts->function == NULL || strcmp(opts->function, conv_function_name(f)) == 0;
}

static int cmd_print(const options *opts) {
    conv_module *m = NULL;
    int status = load_module(opts, &m);
    if (status) return status;
    if (conv_module_print(m, write_stdout, NULL) != CONV_OK) status = 2;
    conv_module_destroy(m);
    return status;
}

/* Prints the tree indented by depth, iteratively: a dominator tree can be a
   million blocks deep. */
static int print_tree_text(const conv_function *f, const conv_domtree *t, unsigned base) {
    uint32_t n = conv_function_block_count(f), sp = 0;
    conv_block *stack = (conv_block *)malloc(sizeof(conv_block) * (n + 1));
    uint32_t i, kids_n;
    const conv_block *kids;
    conv_block root = {0};
    if (stack == NULL) {
        fprintf(stderr, "conv: out of memory\n");
        return 2;
    }
    kids = conv_domtree_children(t, root, &kids_n);
    for (i = kids_n; i-- > 0;) stack[sp++] = kids[i];
    while (sp) {
        conv_block b = stack[--sp];
        printf("%*s%s\n", (int)(2 * (conv_domtree_depth(t, b) + base) + 2), "", conv_block_name(f, b));
        kids = conv_domtree_children(t, b, &kids_n);
        for (i = kids_n; i-- > 0;) stack[sp++] = kids[i];
    }
    free(stack);
    return 0;
}

static int cmd_domtree(const options *opts) {
    conv_module *m = NULL;
    uint32_t fi, count;
    bool first = true;
    int status = load_selected(opts, &m);
    if (status) return status;
    count = conv_module_function_count(m);
    if (opts->json) printf("{\"functions\":[");
    for (fi = 0; fi < count; fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_domtree *t = NULL;
        conv_domtree_desc dd;
        uint32_t b, nb = conv_function_block_count(f);
        bool first_block = true;
        conv_result r;
        if (!selected(opts, f)) continue;
        memset(&dd, 0, sizeof dd);
        dd.post = opts->post;
        r = conv_domtree_build(f, &dd, &t);
        if (r != CONV_OK) {
            fprintf(stderr, "conv: %s: %s\n", conv_function_name(f), conv_result_str(r));
            conv_module_destroy(m);
            return 2;
        }
        if (opts->json) {
            printf("%s{\"name\":", first ? "" : ",");
            json_string(conv_function_name(f));
            printf(",\"idom\":{");
            for (b = 0; b < nb; b++) {
                conv_block blk = conv_function_block(f, b), idom;
                if (!conv_domtree_contains(t, blk)) continue;
                idom = conv_domtree_idom(t, blk);
                printf("%s", first_block ? "" : ",");
                json_string(conv_block_name(f, blk));
                putchar(':');
                if (conv_block_valid(idom)) json_string(conv_block_name(f, idom));
                else printf("null");
                first_block = false;
            }
            printf("},\"roots\":[");
            {
                uint32_t nroots, k;
                const conv_block *roots = conv_domtree_roots(t, &nroots);
                for (k = 0; k < nroots; k++) {
                    printf("%s", k ? "," : "");
                    json_string(conv_block_name(f, roots[k]));
                }
            }
            printf("],\"unreachable\":[");
            first_block = true;
            for (b = 0; b < nb; b++) {
                conv_block blk = conv_function_block(f, b);
                if (conv_block_is_reachable(f, blk)) continue;
                printf("%s", first_block ? "" : ",");
                json_string(conv_block_name(f, blk));
                first_block = false;
            }
            printf("]}");
        } else {
            bool any = false;
            printf("%s@%s (%s):\n", first ? "" : "\n", conv_function_name(f),
                   opts->post ? "post-dominator tree" : "dominator tree");
            if (opts->post) printf("  <virtual exit>\n");
            if (print_tree_text(f, t, opts->post ? 1u : 0u)) {
                conv_domtree_free(t);
                conv_module_destroy(m);
                return 2;
            }
            for (b = 0; b < nb; b++) {
                conv_block blk = conv_function_block(f, b);
                if (conv_block_is_reachable(f, blk)) continue;
                printf("%s%s", any ? ", " : "  unreachable from the entry: ", conv_block_name(f, blk));
                any = true;
            }
            if (any) printf("\n");
        }
        first = false;
        conv_domtree_free(t);
    }
    if (opts->json) printf("]}\n");
    conv_module_destroy(m);
    return 0;
}

static void json_blocks(const conv_function *f, const conv_block *blocks, uint32_t count) {
    uint32_t i;
    putchar('[');
    for (i = 0; i < count; i++) {
        if (i) putchar(',');
        json_string(conv_block_name(f, blocks[i]));
    }
    putchar(']');
}

static void text_blocks(const conv_function *f, const char *label, const conv_block *blocks, uint32_t count) {
    uint32_t i;
    printf(" %s(", label);
    for (i = 0; i < count; i++) printf("%s%s", i ? " " : "", conv_block_name(f, blocks[i]));
    printf(")");
}

static int cmd_cycles(const options *opts) {
    conv_module *m = NULL;
    uint32_t fi, count;
    bool first = true;
    int status = load_selected(opts, &m);
    if (status) return status;
    count = conv_module_function_count(m);
    if (opts->json) printf("{\"functions\":[");
    for (fi = 0; fi < count; fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_cycles *ci = NULL;
        uint32_t c, n;
        conv_result r;
        if (!selected(opts, f)) continue;
        conv_cycles_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.llvm19_unreachable_entries = opts->llvm19;
        r = conv_cycles_build(f, &cd, &ci);
        if (r != CONV_OK) {
            fprintf(stderr, "conv: %s: %s\n", conv_function_name(f), conv_result_str(r));
            conv_module_destroy(m);
            return 2;
        }
        if (opts->json) {
            printf("%s{\"name\":", first ? "" : ",");
            json_string(conv_function_name(f));
            printf(",\"cycles\":[");
        } else {
            printf("%s@%s: %u cycle%s\n", first ? "" : "\n", conv_function_name(f), conv_cycles_count(ci),
                   conv_cycles_count(ci) == 1 ? "" : "s");
        }
        for (c = 0; c < conv_cycles_count(ci); c++) {
            conv_cycle cy = conv_cycles_get(ci, c), parent = conv_cycle_parent(ci, cy);
            const conv_block *list;
            if (opts->json) {
                printf("%s{\"header\":", c ? "," : "");
                json_string(conv_block_name(f, conv_cycle_header(ci, cy)));
                printf(",\"entries\":");
                list = conv_cycle_entries(ci, cy, &n);
                json_blocks(f, list, n);
                printf(",\"blocks\":");
                list = conv_cycle_blocks(ci, cy, &n);
                json_blocks(f, list, n);
                printf(",\"exits\":");
                list = conv_cycle_exits(ci, cy, &n);
                json_blocks(f, list, n);
                printf(",\"depth\":%u,\"parent\":", conv_cycle_depth(ci, cy));
                if (conv_cycle_valid(parent)) printf("%u", parent.id - 1u);
                else printf("null");
                printf(",\"reducible\":%s}", conv_cycle_is_reducible(ci, cy) ? "true" : "false");
            } else {
                printf("%*sdepth=%u %s header %s", (int)(2 * conv_cycle_depth(ci, cy)), "",
                       conv_cycle_depth(ci, cy), conv_cycle_is_reducible(ci, cy) ? "reducible" : "irreducible",
                       conv_block_name(f, conv_cycle_header(ci, cy)));
                list = conv_cycle_entries(ci, cy, &n);
                text_blocks(f, "entries", list, n);
                list = conv_cycle_blocks(ci, cy, &n);
                text_blocks(f, "blocks", list, n);
                list = conv_cycle_exits(ci, cy, &n);
                text_blocks(f, "exits", list, n);
                printf("\n");
            }
        }
        if (opts->json) printf("]}");
        first = false;
        conv_cycles_free(ci);
    }
    if (opts->json) printf("]}\n");
    conv_module_destroy(m);
    return 0;
}

static int cmd_verify(const options *opts) {
    conv_module *m = NULL;
    conv_diags *diags = NULL;
    uint32_t fi, count;
    bool first = true, all_valid = true;
    int status = load_selected(opts, &m);
    if (status) return status;
    count = conv_module_function_count(m);
    if (conv_diags_create(NULL, &diags) != CONV_OK) {
        conv_module_destroy(m);
        fprintf(stderr, "conv: out of memory\n");
        return 2;
    }
    if (opts->json) printf("{\"functions\":[");
    for (fi = 0; fi < count; fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_verify_desc vd;
        bool valid = false;
        uint32_t i;
        conv_result r;
        if (!selected(opts, f)) continue;
        memset(&vd, 0, sizeof vd);
        vd.allow_token_on_nonconvergent = opts->allow_nonconvergent;
        conv_diags_clear(diags);
        r = conv_verify(f, &vd, diags, &valid);
        if (r != CONV_OK) {
            fprintf(stderr, "conv: %s: %s\n", conv_function_name(f), conv_result_str(r));
            conv_diags_destroy(diags);
            conv_module_destroy(m);
            return 2;
        }
        all_valid = all_valid && valid;
        if (opts->json) {
            printf("%s{\"name\":", first ? "" : ",");
            json_string(conv_function_name(f));
            printf(",\"valid\":%s,\"diagnostics\":[", valid ? "true" : "false");
        }
        for (i = 0; i < conv_diags_count(diags); i++) {
            const conv_diag *d = conv_diags_get(diags, i);
            if (opts->json) {
                printf("%s{\"code\":", i ? "," : "");
                json_string(d->code);
                printf(",\"message\":");
                json_string(d->message);
                printf(",\"block\":");
                if (d->block) json_string(d->block);
                else printf("null");
                printf(",\"instruction\":");
                if (d->instruction) json_string(d->instruction);
                else printf("null");
                printf(",\"line\":%u,\"col\":%u}", d->line, d->col);
            } else {
                printf("%s:%u:%u: error: [%s] %s\n", opts->label, d->line, d->col, d->code, d->message);
            }
        }
        if (opts->json) printf("]}");
        first = false;
    }
    if (opts->json) printf("]}\n");
    conv_diags_destroy(diags);
    conv_module_destroy(m);
    return all_valid ? 0 : 1;
}


static const char *instance_kind_str(conv_instance_kind k) {
    return k == CONV_INSTANCE_BRANCH ? "branch" : k == CONV_INSTANCE_CONVERGENT ? "convergent" : "value";
}

/* The block thread-value `succ` of a branch instance leads to. */
static const char *successor_name(const conv_function *f, conv_value term, int64_t succ) {
    uint32_t n = 0;
    const conv_block *succs = conv_value_successors(f, term, &n);
    return succ >= 0 && (uint64_t)succ < n ? conv_block_name(f, succs[succ]) : "?";
}

static uint32_t inst_index(const conv_function *f, conv_value v) {
    uint32_t n = 0, i;
    const conv_value *insts = conv_block_insts(f, conv_value_block(f, v), &n);
    for (i = 0; i < n; i++)
        if (insts[i].id == v.id) return i;
    return 0;
}

static bool parse_number(const char *text, uint64_t max, uint64_t *out);

/* --buffer BINDING=FILE or NAME=FILE: a SPIR-V binding (digits), else
   the name of an LLVM kernel argument (malloc'd into *name). */
static bool parse_binding(const char *v, uint64_t *out, char **name) {
    size_t n = (size_t)(strchr(v, '=') - v);
    char *key = (char *)malloc(n + 1u);
    *name = NULL;
    if (key == NULL) return false;
    memcpy(key, v, n);
    key[n] = '\0';
    if (parse_number(key, 0xfffffffu, out)) {
        free(key);
        return true;
    }
    if (key[0] == '%') memmove(key, key + 1, n);
    *name = key;
    return true;
}

/* Whether --dump-buffer's KEY names buffer b. */
static bool buffer_is(const conv_interp_buffer *b, const char *key) {
    uint64_t n;
    if (b->name) return strcmp(b->name, key[0] == '%' ? key + 1 : key) == 0;
    return parse_number(key, 0xfffffffu, &n) && n == b->binding;
}

static void free_buffers(conv_interp_buffer *bufs, uint32_t count) {
    uint32_t i;
    for (i = 0; i < count; i++) {
        free(bufs[i].data);
        free((void *)(uintptr_t)bufs[i].name); /* malloc'd by parse_binding */
    }
}

/* Reads every --buffer file into bufs (malloc'd data); 0 or exit status 2. */
static int load_buffers(const options *opts, conv_interp_buffer *bufs) {
    uint32_t i;
    for (i = 0; i < opts->buffer_count; i++) {
        const char *eq = strchr(opts->buffers[i], '=');
        uint64_t binding = 0;
        FILE *fp = fopen(eq + 1, "rb");
        long size;
        char *name = NULL;
        bool named = parse_binding(opts->buffers[i], &binding, &name);
        bufs[i].binding = (uint32_t)binding;
        bufs[i].name = name;
        if (!named && fp) {
            fclose(fp);
            fp = NULL;
        }
        if (fp == NULL || fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0 ||
            (bufs[i].data = malloc(size ? (size_t)size : 1u)) == NULL ||
            fread(bufs[i].data, 1, (size_t)size, fp) != (size_t)size) {
            fprintf(stderr, "conv: --buffer %s: cannot read %s\n", opts->buffers[i], eq + 1);
            if (fp) fclose(fp);
            return 2;
        }
        bufs[i].size = (size_t)size;
        fclose(fp);
    }
    return 0;
}

/* --dump-buffer: each buffer's final words, eight to a line under
   "binding B: N words" as tests/vulkan/vk_run prints them, or JSON. */
static int print_buffers(const options *opts, const conv_interp_buffer *bufs, const conv_interp *run) {
    uint32_t d, i;
    size_t k;
    if (opts->json)
        printf("{\"finished\":%s,\"hashed\":%llu,\"buffers\":{", conv_interp_finished(run) ? "true" : "false",
               (unsigned long long)conv_interp_hashed_count(run));
    for (d = 0; d < opts->dump_count; d++) {
        const conv_interp_buffer *b = NULL;
        for (i = 0; i < opts->buffer_count; i++)
            if (buffer_is(&bufs[i], opts->dumps[d])) b = &bufs[i];
        if (b == NULL) {
            fprintf(stderr, "conv: --dump-buffer %s: no --buffer %s=FILE\n", opts->dumps[d], opts->dumps[d]);
            return 2;
        }
        if (opts->json && b->name) printf("%s\"%s\":[", d ? "," : "", b->name);
        else if (opts->json) printf("%s\"%u\":[", d ? "," : "", b->binding);
        else if (b->name) printf("%s: %lu words\n", b->name, (unsigned long)(b->size / 4u));
        else printf("binding %u: %lu words\n", b->binding, (unsigned long)(b->size / 4u));
        for (k = 0; k + 4u <= b->size; k += 4u) {
            const unsigned char *p = (const unsigned char *)b->data + k;
            unsigned long w = (unsigned long)p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 |
                              (unsigned long)p[3] << 24;
            if (opts->json) printf("%s%lu", k ? "," : "", w);
            else printf("%s%lu", k % 32u ? " " : "  ", w);
            if (!opts->json && (k % 32u == 28u || k + 8u > b->size)) printf("\n");
        }
        if (opts->json) printf("]");
    }
    if (opts->json) printf("}}\n");
    return 0;
}

static int cmd_simulate(const options *opts) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_diags *diags = NULL;
    conv_interp *run = NULL;
    conv_interp_desc desc;
    conv_result r;
    uint32_t fi, i, k, t, ncollective = 0;
    conv_interp_buffer bufs[16];
    int rc;
    if (!opts->concrete && (opts->buffer_count || opts->dump_count)) {
        fprintf(stderr, "conv: simulate uses --buffer and --dump-buffer only with --concrete\n");
        return 2;
    }
    memset(bufs, 0, sizeof bufs);
    rc = load_module(opts, &m);
    if (rc == 0) rc = load_buffers(opts, bufs);
    if (rc) {
        free_buffers(bufs, opts->buffer_count);
        conv_module_destroy(m);
        return rc;
    }
    for (fi = 0; fi < conv_module_function_count(m) && f == NULL; fi++) {
        conv_function *g = conv_module_function(m, fi);
        if ((conv_function_flags(g) & CONV_FUNCTION_DECLARATION) == 0 && selected(opts, g)) f = g;
    }
    if (f == NULL) {
        fprintf(stderr, "conv: %s: no function %s%s with a body\n", opts->label, opts->function ? "@" : "",
                opts->function ? opts->function : "");
        conv_module_destroy(m);
        return 2;
    }
    memset(&desc, 0, sizeof desc);
    desc.threads = opts->threads ? opts->threads : 8u;
    desc.wave_size = opts->wave_size;
    desc.seed = opts->seed;
    desc.max_steps = opts->max_steps;
    desc.anchors = opts->split_anchors ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
    desc.allow_token_on_nonconvergent = opts->allow_nonconvergent;
    desc.concrete = opts->concrete;
    desc.workgroup_size = opts->workgroup_size;
    if (opts->workgroup_shape[1] > 1u || opts->workgroup_shape[2] > 1u)
        memcpy(desc.workgroup_shape, opts->workgroup_shape, sizeof desc.workgroup_shape);
    desc.buffers = bufs;
    desc.buffers_count = opts->buffer_count;
    if (conv_diags_create(NULL, &diags) != CONV_OK) {
        conv_module_destroy(m);
        return 2;
    }
    r = conv_interp_run(f, &desc, diags, &run);
    if (r == CONV_OK) {
        /* concrete mode's warnings: threads stopped by undefined behaviour */
        for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
        if (opts->dump_count) {
            rc = print_buffers(opts, bufs, run);
            goto done;
        }
    }
    if (r != CONV_OK) {
        /* the interpreter refuses functions that break the token rules (exit
           1: the analysis found errors) and options past its limits (2) */
        bool broken = false, limit = false;
        for (i = 0; i < conv_diags_count(diags); i++) {
            const conv_diag *d = conv_diags_get(diags, i);
            broken = broken || strncmp(d->code, "token.", 6) == 0;
            limit = limit || strcmp(d->code, "interp.limit") == 0;
            print_diag_in(opts->label, d, NULL);
        }
        fprintf(stderr, "conv: simulate @%s: %s\n", conv_function_name(f),
                broken  ? "the function breaks the static rules of tokens"
                : limit ? "--threads x --max-steps is past the interpreter's limits"
                        : conv_result_str(r));
        rc = broken ? 1 : 2;
        goto done;
    }
    if (opts->json) {
        printf("{\"function\":");
        json_string(conv_function_name(f));
        printf(",\"threads\":%u,\"wave_size\":%u,\"seed\":%llu,\"finished\":%s,",
               conv_interp_thread_count(run), conv_interp_wave_size(run), (unsigned long long)opts->seed,
               conv_interp_finished(run) ? "true" : "false");
        if (opts->concrete) printf("\"hashed\":%llu,", (unsigned long long)conv_interp_hashed_count(run));
        printf("\"instances\":[");
        for (i = 0; i < conv_interp_instance_count(run); i++) {
            conv_interp_instance in;
            const char *name;
            conv_interp_get(run, i, &in);
            name = conv_value_name(f, in.inst);
            printf("%s{\"block\":", i ? "," : "");
            json_string(conv_block_name(f, in.block));
            printf(",\"index\":%u,\"name\":", inst_index(f, in.inst));
            if (in.kind != CONV_INSTANCE_BRANCH && name) json_string(name);
            else printf("null");
            printf(",\"kind\":\"%s\",\"threads\":[", instance_kind_str(in.kind));
            for (k = 0; k < in.thread_count; k++) printf("%s%u", k ? "," : "", in.threads[k]);
            printf("],\"values\":");
            if (in.values == NULL) {
                printf("null");
            } else {
                printf("[");
                for (k = 0; k < in.thread_count; k++) {
                    if (k) printf(",");
                    if (in.kind == CONV_INSTANCE_BRANCH && in.values[k] < 0) printf("null"); /* ret */
                    else if (in.kind == CONV_INSTANCE_BRANCH) json_string(successor_name(f, in.inst, in.values[k]));
                    else printf("%lld", (long long)in.values[k]);
                }
                printf("]");
            }
            printf("}");
        }
        printf("]}\n");
    } else {
        uint32_t nthreads = conv_interp_thread_count(run);
        printf("@%s: %u threads, wave size %u, seed %llu: %s\n", conv_function_name(f), nthreads,
               conv_interp_wave_size(run), (unsigned long long)opts->seed,
               conv_interp_finished(run) ? "finished" : "did not finish (max steps)");
        if (opts->concrete) printf("concrete: %llu values hashed\n", (unsigned long long)conv_interp_hashed_count(run));
        printf("paths:\n");
        for (t = 0; t < nthreads; t++) {
            bool started = false;
            printf("  thread %u:", t);
            for (i = 0; i < conv_interp_instance_count(run); i++) {
                conv_interp_instance in;
                conv_interp_get(run, i, &in);
                if (in.kind != CONV_INSTANCE_BRANCH) continue;
                for (k = 0; k < in.thread_count && in.threads[k] != t; k++) {
                }
                if (k == in.thread_count) continue;
                if (!started) printf(" %s", conv_block_name(f, in.block));
                if (in.values[k] >= 0) printf(" %s", successor_name(f, in.inst, in.values[k]));
                started = true;
            }
            printf("%s\n", conv_interp_thread_finished(run, t) ? "" : " ...");
        }
        printf("convergent operations, in execution order (x = the thread took part):\n  thread");
        for (i = 0; i < conv_interp_instance_count(run); i++) {
            conv_interp_instance in;
            conv_interp_get(run, i, &in);
            if (in.kind == CONV_INSTANCE_CONVERGENT) printf(" %3u", ncollective++);
        }
        printf("\n");
        for (t = 0; t < nthreads; t++) {
            printf("  %6u", t);
            for (i = 0; i < conv_interp_instance_count(run); i++) {
                conv_interp_instance in;
                conv_interp_get(run, i, &in);
                if (in.kind != CONV_INSTANCE_CONVERGENT) continue;
                for (k = 0; k < in.thread_count && in.threads[k] != t; k++) {
                }
                printf("   %c", k < in.thread_count ? 'x' : '.');
            }
            printf("\n");
        }
        printf("communicating sets:\n");
        for (i = 0, ncollective = 0; i < conv_interp_instance_count(run); i++) {
            conv_interp_instance in;
            const char *name;
            conv_interp_get(run, i, &in);
            if (in.kind != CONV_INSTANCE_CONVERGENT) continue;
            name = conv_value_name(f, in.inst);
            printf("  %3u %s %s in %s: {", ncollective++, name ? name : "", conv_value_opcode(f, in.inst) ?
                   conv_value_opcode(f, in.inst) : conv_kind_str(conv_value_kind(f, in.inst)),
                   conv_block_name(f, in.block));
            for (k = 0; k < in.thread_count; k++) printf("%s%u", k ? "," : "", in.threads[k]);
            printf("}");
            if (in.values && conv_value_kind(f, in.inst) == CONV_KIND_CALL) {
                printf(" ->");
                for (k = 0; k < in.thread_count; k++) printf(" %lld", (long long)in.values[k]);
            }
            printf("\n");
        }
    }
done:
    free_buffers(bufs, opts->buffer_count);
    conv_interp_free(run);
    conv_diags_destroy(diags);
    conv_module_destroy(m);
    return rc;
}

/* ------------------------------------------------------------ uniformity */

/* The target the analyses assume: --target, else the module's triple
   (a built-in by its first word); false when there is neither. */
static bool analysis_target(const options *opts, const conv_function *f, conv_target *t) {
    const char *triple = conv_module_target(conv_function_module(f));
    if (opts->target_set) {
        *t = opts->target_desc;
        return true;
    }
    if (triple == NULL) return false;
    if (strncmp(triple, "amdgcn", 6) == 0) return conv_target_builtin("amdgcn", t);
    if (strncmp(triple, "nvptx", 5) == 0) return conv_target_builtin("nvptx", t);
    if (strncmp(triple, "r600", 4) == 0) return conv_target_builtin("r600", t);
    if (strncmp(triple, "spir", 4) == 0) return conv_target_builtin("spirv", t);
    return false;
}

/* The analysis's request: the target's waves and workgroups, then
   --wave-size and --workgroup-size over them. */
static void uniformity_desc(const options *opts, const conv_function *f, conv_uniformity_desc *ud) {
    conv_target t;
    memset(ud, 0, sizeof *ud);
    if (analysis_target(opts, f, &t)) conv_target_uniformity_desc(&t, ud);
    if (opts->wave_size) {
        ud->wave_size = opts->wave_size;
        ud->wave_size_max = 0;
    }
    if (opts->workgroup_shape[0]) memcpy(ud->workgroup_size, opts->workgroup_shape, sizeof ud->workgroup_size);
    ud->arguments = opts->arguments;
}

static conv_result build_uniformity(const options *opts, const conv_function *f, conv_uniformity **u) {
    conv_uniformity_desc ud;
    uniformity_desc(opts, f, &ud);
    return conv_uniformity_build(f, &ud, u);
}

/* Whether f has values flagged as thread ids (whose arithmetic the target
   decides). */
static bool has_thread_ids(const conv_function *f) {
    uint32_t i;
    for (i = 1; i <= conv_function_value_count(f); i++) {
        conv_value v;
        v.id = i;
        if (conv_value_flags(f, v) & CONV_FLAG_THREAD_ID_MASK) return true;
    }
    return false;
}

static const char *value_label(const conv_function *f, conv_value v, char *buf, size_t size) {
    const char *name = conv_value_name(f, v);
    if (name) return name;
    snprintf(buf, size, "(%s%s%s)", conv_kind_str(conv_value_kind(f, v)), conv_value_opcode(f, v) ? " " : "",
             conv_value_opcode(f, v) ? conv_value_opcode(f, v) : "");
    return buf;
}

static const char *header_name(const conv_function *f, const conv_cycles *ci, conv_cycle c) {
    return conv_block_name(f, conv_cycle_header(ci, c));
}

/* Indents every line by two spaces (explanations under "@f:"). */
static bool write_indented(const char *data, size_t size, void *user) {
    bool *at_line_start = (bool *)user;
    size_t i;
    for (i = 0; i < size; i++) {
        if (*at_line_start && fputs("  ", stdout) == EOF) return false;
        if (putchar(data[i]) == EOF) return false;
        *at_line_start = data[i] == '\n';
    }
    return true;
}

/* One line of explanation for a divergent value. */
static void print_reason(const conv_function *f, const conv_uniformity *u, conv_reason r) {
    conv_reason_write(f, u, r, write_stdout, NULL);
}

/* Runs the interpreter opts->simulate_runs times (seeds 1..N, the given
   thread count or one wave) and checks every claim of u against each run.
   Says on stderr how many uniform claims it checked and how many broke,
   or why the interpreter refused the function. Returns 0 when every claim
   held, 1 when one broke or nothing could be checked. */
static int check_by_simulation(const options *opts, const conv_function *f, const conv_uniformity *u) {
    uint32_t nv = conv_function_value_count(f), nb = conv_function_block_count(f), i, k, total = 0, shape[3] = {0, 0, 0};
    conv_uniformity_desc ud;
    uint32_t claims_v = 0, claims_b = 0, claims_e = 0;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t nc = conv_cycles_count(ci);
    conv_diags *diags = NULL;
    const char *name = conv_function_name(f);
    int status = 0;
    if (name == NULL) name = "?"; /* never for a parsed function; keeps printf's %s non-NULL */
    uniformity_desc(opts, f, &ud);
    if (ud.workgroup_size[0]) memcpy(shape, ud.workgroup_size, sizeof shape);
    else if (conv_function_workgroup_size(f, 0))
        for (i = 0; i < 3u; i++) shape[i] = conv_function_workgroup_size(f, i);
    for (i = 1; i < 3u && shape[0]; i++)
        if (shape[i] == 0) shape[i] = 1;
    if (shape[0] && (uint64_t)shape[0] * shape[1] * shape[2] > 4096u) shape[0] = 0; /* (too many to run) */
    if (conv_diags_create(NULL, &diags) != CONV_OK) {
        fprintf(stderr, "conv: out of memory\n");
        return 1;
    }
    /* the claims worth counting (conv_interp_check_uniformity checks them
       all): arguments and instructions, branches with more than one
       successor, every cycle's exits */
    for (i = 0; i < nv; i++) {
        conv_value v;
        v.id = i + 1u;
        claims_v += !conv_uniformity_value_divergent(u, v) && conv_value_kind(f, v) != CONV_KIND_CONSTANT;
    }
    for (i = 0; i < nb; i++) {
        uint32_t ns = 0;
        conv_block b = conv_function_block(f, i);
        (void)conv_block_successors(f, b, &ns);
        claims_b += !conv_uniformity_branch_divergent(u, b) && ns > 1;
    }
    for (i = 0; i < nc; i++)
        claims_e += !conv_uniformity_cycle_divergent_exit(u, conv_cycles_get(ci, i)) &&
                    !conv_uniformity_cycle_assumed_divergent(u, conv_cycles_get(ci, i));
    for (k = 0; k < opts->simulate_runs; k++) {
        conv_interp_desc d;
        conv_interp *run = NULL;
        uint32_t bad = 0;
        conv_result r;
        memset(&d, 0, sizeof d);
        d.threads = opts->threads ? opts->threads : 8u;
        d.wave_size = opts->wave_size && opts->wave_size < d.threads ? opts->wave_size : 0u;
        if (shape[0]) {
            /* the workgroups the analysis assumed: one, or as many as
               --threads holds */
            uint32_t wg = shape[0] * shape[1] * shape[2];
            if (!opts->threads || d.threads % wg != 0) d.threads = wg;
            memcpy(d.workgroup_shape, shape, sizeof d.workgroup_shape);
            d.workgroup_size = wg;
            d.wave_size = ud.wave_size_max > ud.wave_size ? ud.wave_size_max : ud.wave_size;
            if (ud.wave_size_max > ud.wave_size && conv_function_wave_size(f) >= ud.wave_size &&
                conv_function_wave_size(f) <= ud.wave_size_max)
                d.wave_size = conv_function_wave_size(f); /* (as the analysis narrows the range) */
            if (d.wave_size == 0) d.wave_size = conv_function_wave_size(f) ? conv_function_wave_size(f) : 64u;
            if (opts->wave_size) d.wave_size = opts->wave_size;
            if (d.wave_size == 0 || d.wave_size > wg || wg % d.wave_size != 0) d.wave_size = wg;
        }
        d.seed = k + 1u;
        d.max_steps = opts->max_steps ? opts->max_steps : 1000u;
        d.anchors = opts->split_anchors ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        d.cycles = ci;
        conv_diags_clear(diags);
        r = conv_interp_run(f, &d, diags, &run);
        if (r != CONV_OK) {
            /* nothing is checked: say why, and fail */
            for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
            fprintf(stderr, "conv: uniformity --simulate @%s: the interpreter refuses the function (%s%s): "
                    "no claim checked\n", name, conv_result_str(r),
                    conv_diags_count(diags) ? ", see above" : "");
            status = 1;
            break;
        }
        if (conv_interp_check_uniformity(run, f, u, diags, &bad) == CONV_OK && bad) {
            char context[160];
            snprintf(context, sizeof context, "@%s, seed %u", name, k + 1u);
            for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), context);
            total += bad;
        }
        conv_interp_free(run);
    }
    if (status == 0) {
        fprintf(stderr,
                "conv: uniformity --simulate @%s: checked %u uniform claims (%u values, %u branches, %u cycle "
                "exits) in %u runs: %u violations\n",
                name, claims_v + claims_b + claims_e, claims_v, claims_b, claims_e,
                opts->simulate_runs, total);
        if (total) status = 1;
    }
    conv_diags_destroy(diags);
    return status;
}

/* A JSON list of the headers of the cycles for which `has` is true. */
static void json_cycles_where(const conv_function *f, const conv_uniformity *u,
                              bool (*has)(const conv_uniformity *, conv_cycle)) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i;
    bool any = false;
    printf("[");
    for (i = 0; i < conv_cycles_count(ci); i++)
        if (has(u, conv_cycles_get(ci, i))) {
            printf("%s", any ? "," : "");
            json_string(header_name(f, ci, conv_cycles_get(ci, i)));
            any = true;
        }
    printf("]");
}

/* Every exit of every cycle with its widest uniform scope (threads leave
   it to that block in one iteration): `],"exits":[...` without the
   closing bracket. */
static void json_exit_scopes(const conv_function *f, const conv_uniformity *u) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i, k, ne;
    bool any = false;
    printf("],\"exits\":[");
    for (i = 0; i < conv_cycles_count(ci); i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        const conv_block *exits = conv_cycle_exits(ci, c, &ne);
        for (k = 0; k < ne; k++) {
            printf("%s{\"cycle\":", any ? "," : "");
            json_string(header_name(f, ci, c));
            printf(",\"exit\":");
            json_string(conv_block_name(f, exits[k]));
            printf(",\"divergent\":%s,\"uniform_scope\":\"%s\"}", conv_uniformity_exit_divergent(u, c, exits[k]) ? "true" : "false",
                   conv_scope_name(conv_uniformity_exit_scope(u, c, exits[k])));
            any = true;
        }
    }
}

static int cmd_uniformity(const options *opts) {
    conv_module *m = NULL;
    uint32_t fi;
    bool first = true, broken = false;
    int rc = load_selected(opts, &m);
    if (rc) return rc;
    if (!opts->target_set && conv_module_target(m) == NULL && loaded_format != CONV_FORMAT_LLVM) {
        /* (the LLVM reader says parse.no-target itself) */
        for (fi = 0; fi < conv_module_function_count(m); fi++)
            if (selected(opts, conv_module_function(m, fi)) && has_thread_ids(conv_module_function(m, fi))) break;
        if (fi < conv_module_function_count(m))
            fprintf(stderr, "%s: warning: [uniformity.no-target] no target and no --target: waves of %u threads%s, "
                    "workgroups as the functions say, waves not known to be linear (thread-id arithmetic)\n",
                    opts->label, opts->wave_size ? opts->wave_size : 64u, opts->wave_size ? " (--wave-size)" : "");
    }
    if (opts->json) printf("{\"functions\":[");
    for (fi = 0; fi < conv_module_function_count(m); fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_uniformity *u = NULL;
        const conv_cycles *ci;
        uint32_t b, i, nb = conv_function_block_count(f), ndiv = 0, nbr = 0;
        bool any;
        conv_result r;
        if (!selected(opts, f)) continue;
        r = build_uniformity(opts, f, &u);
        if (r != CONV_OK) {
            fprintf(stderr, "conv: uniformity @%s: %s\n", conv_function_name(f), conv_result_str(r));
            conv_module_destroy(m);
            return 2;
        }
        ci = conv_uniformity_cycles(u);
        if (opts->json) {
            printf("%s{\"name\":", first ? "" : ",");
            json_string(conv_function_name(f));
            printf(",\"divergent_arguments\":[");
            for (i = 0, any = false; i < conv_function_argument_count(f); i++) {
                conv_value a = conv_function_argument(f, i);
                if (!conv_uniformity_value_divergent(u, a) || conv_value_name(f, a) == NULL) continue;
                printf("%s", any ? "," : "");
                json_string(conv_value_name(f, a));
                any = true;
            }
            /* every argument with its widest uniform scope */
            printf("],\"arguments\":[");
            for (i = 0, any = false; i < conv_function_argument_count(f); i++) {
                conv_value a = conv_function_argument(f, i);
                if (conv_value_name(f, a) == NULL) continue;
                printf("%s{\"name\":", any ? "," : "");
                json_string(conv_value_name(f, a));
                printf(",\"divergent\":%s,\"uniform_scope\":\"%s\"}", conv_uniformity_value_divergent(u, a) ? "true" : "false",
                       conv_scope_name(conv_uniformity_value_scope(u, a)));
                any = true;
            }
            printf("],\"blocks\":[");
            for (b = 0, any = false; b < nb; b++) {
                conv_block blk = conv_function_block(f, b);
                uint32_t n = 0, k;
                const conv_value *insts = conv_block_insts(f, blk, &n);
                bool anyv = false;
                /* fputs, not printf: one line per value of a large function */
                fputs(b ? ",{\"name\":" : "{\"name\":", stdout);
                json_string(conv_block_name(f, blk));
                fputs(conv_uniformity_branch_divergent(u, blk) ? ",\"divergent_terminator\":true"
                                                               : ",\"divergent_terminator\":false",
                      stdout);
                printf(",\"terminator_uniform_scope\":\"%s\",\"values\":[",
                       conv_scope_name(conv_uniformity_branch_scope(u, blk)));
                for (k = 0; k < n; k++) {
                    const char *name = conv_value_name(f, insts[k]);
                    if (name == NULL) continue;
                    fputs(anyv ? ",{\"name\":" : "{\"name\":", stdout);
                    json_string(name);
                    fputs(conv_uniformity_value_divergent(u, insts[k]) ? ",\"divergent\":true" : ",\"divergent\":false",
                          stdout);
                    printf(",\"uniform_scope\":\"%s\"}", conv_scope_name(conv_uniformity_value_scope(u, insts[k])));
                    anyv = true;
                }
                fputs("]}", stdout);
            }
            printf("],\"cycles_with_divergent_exit\":");
            json_cycles_where(f, u, conv_uniformity_cycle_divergent_exit);
            printf(",\"cycles_assumed_divergent\":");
            json_cycles_where(f, u, conv_uniformity_cycle_assumed_divergent);
            printf(",\"divergent_exits\":[");
            for (i = 0, any = false; i < conv_cycles_count(ci); i++) {
                conv_cycle c = conv_cycles_get(ci, i);
                uint32_t ne = 0, k;
                const conv_block *exits = conv_cycle_exits(ci, c, &ne);
                for (k = 0; k < ne; k++) {
                    if (!conv_uniformity_exit_divergent(u, c, exits[k])) continue;
                    printf("%s{\"cycle\":", any ? "," : "");
                    json_string(header_name(f, ci, c));
                    printf(",\"exit\":");
                    json_string(conv_block_name(f, exits[k]));
                    printf("}");
                    any = true;
                }
            }
            json_exit_scopes(f, u);
            printf("]}");
        } else {
            for (i = 0; i < conv_function_value_count(f); i++) {
                conv_value v;
                v.id = i + 1u;
                ndiv += conv_uniformity_value_divergent(u, v);
            }
            for (b = 0; b < nb; b++) nbr += conv_uniformity_branch_divergent(u, conv_function_block(f, b));
            printf("%s@", first ? "" : "\n");
            fputs(conv_function_name(f), stdout);
            printf(": %u divergent values, %u divergent branches (D = divergent)\n", ndiv, nbr);
            for (i = 0; i < conv_function_argument_count(f); i++) {
                conv_value a = conv_function_argument(f, i);
                char buf[96];
                printf("  %s argument %s\n", conv_uniformity_value_divergent(u, a) ? "D" : " ",
                       value_label(f, a, buf, sizeof buf));
            }
            for (b = 0; b < nb; b++) {
                conv_block blk = conv_function_block(f, b);
                uint32_t n = 0, k;
                const conv_value *insts = conv_block_insts(f, blk, &n);
                printf("%s:\n", conv_block_name(f, blk));
                for (k = 0; k < n; k++) {
                    char buf[96];
                    conv_kind kind = conv_value_kind(f, insts[k]);
                    bool div = conv_kind_is_terminator(kind) && kind != CONV_KIND_INVOKE
                                   ? conv_uniformity_branch_divergent(u, blk)
                                   : conv_uniformity_value_divergent(u, insts[k]);
                    printf("  %s %s", div ? "D" : " ", value_label(f, insts[k], buf, sizeof buf));
                    if (div) {
                        printf("  ; ");
                        print_reason(f, u, conv_kind_is_terminator(kind) && kind != CONV_KIND_INVOKE
                                                ? conv_uniformity_branch_reason(u, blk)
                                                : conv_uniformity_value_reason(u, insts[k]));
                    }
                    printf("\n");
                }
            }
            for (i = 0; i < conv_cycles_count(ci); i++) {
                conv_cycle c = conv_cycles_get(ci, i);
                if (conv_uniformity_cycle_divergent_exit(u, c)) {
                    uint32_t ne = 0, k;
                    const conv_block *exits = conv_cycle_exits(ci, c, &ne);
                    const char *sep = " to";
                    printf("cycle headed by %s: divergent exit", header_name(f, ci, c));
                    for (k = 0; k < ne; k++) {
                        if (!conv_uniformity_exit_divergent(u, c, exits[k])) continue;
                        printf("%s %s", sep, conv_block_name(f, exits[k]));
                        sep = ",";
                    }
                    printf("\n");
                }
                if (conv_uniformity_cycle_assumed_divergent(u, c))
                    printf("cycle headed by %s: assumed divergent\n", header_name(f, ci, c));
            }
        }
        first = false;
        if (opts->simulate_runs && check_by_simulation(opts, f, u) != 0) broken = true;
        conv_uniformity_free(u);
    }
    if (opts->json) printf("]}\n");
    conv_module_destroy(m);
    return broken ? 1 : 0;
}

static int cmd_explain(const options *opts) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_uniformity *u = NULL;
    conv_value v;
    conv_block blk;
    conv_result r;
    uint32_t fi;
    bool at_line_start = true;
    int rc = load_selected(opts, &m);
    if (rc) return rc;
    for (fi = 0; fi < conv_module_function_count(m) && f == NULL; fi++) {
        conv_function *g = conv_module_function(m, fi);
        if (!selected(opts, g)) continue;
        if (conv_value_valid(conv_function_find_value(g, opts->subject)) ||
            conv_block_valid(conv_function_find_block(g, opts->subject)))
            f = g;
    }
    if (f == NULL) {
        fprintf(stderr, "conv: explain: no value or block '%s'%s%s\n", opts->subject, opts->function ? " in @" : "",
                opts->function ? opts->function : "");
        conv_module_destroy(m);
        return 2;
    }
    if (build_uniformity(opts, f, &u) != CONV_OK) {
        fprintf(stderr, "conv: explain: the analysis failed\n");
        conv_module_destroy(m);
        return 2;
    }
    v = conv_function_find_value(f, opts->subject);
    blk = conv_function_find_block(f, opts->subject);
    printf("@%s:\n", conv_function_name(f));
    if (conv_value_valid(v)) blk.id = 0;
    r = conv_uniformity_explain(f, u, v, blk, write_indented, &at_line_start);
    conv_uniformity_free(u);
    conv_module_destroy(m);
    if (r != CONV_OK) {
        fprintf(stderr, "conv: explain: %s\n", conv_result_str(r));
        return 2;
    }
    return 0;
}

static int cmd_dot(const options *opts) {
    conv_module *m = NULL;
    uint32_t fi;
    int rc = load_selected(opts, &m);
    if (rc) return rc;
    for (fi = 0; fi < conv_module_function_count(m); fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_uniformity *u = NULL;
        conv_result r;
        if (!selected(opts, f)) continue;
        r = build_uniformity(opts, f, &u);
        if (r == CONV_OK && opts->scopes) {
            conv_lint *lint = NULL;
            r = conv_lint_build(f, u, NULL, &lint);
            if (r == CONV_OK) r = conv_uniformity_write_dot_scopes(f, u, lint, write_stdout, NULL);
            conv_lint_free(lint);
        } else if (r == CONV_OK) {
            r = conv_uniformity_write_dot(f, u, write_stdout, NULL);
        }
        conv_uniformity_free(u);
        if (r != CONV_OK) {
            fprintf(stderr, "conv: dot @%s: %s\n", conv_function_name(f), conv_result_str(r));
            conv_module_destroy(m);
            return 2;
        }
    }
    conv_module_destroy(m);
    return 0;
}

/* Reads a decimal number for an option; false when it is not one. */
static bool parse_number(const char *text, uint64_t max, uint64_t *out) {
    uint64_t v = 0;
    if (*text == '\0') return false;
    for (; *text; text++) {
        if (*text < '0' || *text > '9') return false;
        if (v > (max - (uint64_t)(*text - '0')) / 10u) return false;
        v = v * 10u + (uint64_t)(*text - '0');
    }
    *out = v;
    return true;
}

/* ------------------------------------------------- legality: query, apply

   conv query FILE QUERY ARGS... asks the legality stage one question;
   conv apply FILE QUERY ARGS... performs the transformation on a copy of
   the function and prints the module. Both name instructions as %name or
   BLOCK:N (the N-th instruction of BLOCK from 0, as `conv print` lists
   them) and blocks by name. */

typedef enum query_kind {
    QUERY_HOIST,
    QUERY_SINK,
    QUERY_SPECULATE,
    QUERY_MERGE,
    QUERY_CSE,
    QUERY_TAIL_DUPLICATE,
    QUERY_JUMP_THREAD,
    QUERY_MERGE_BLOCKS,
    QUERY_PEEL,
    QUERY_UNROLL,
    QUERY_ROTATE,
    QUERY_SEPARATE_BACKEDGES,
    QUERY_DELETE_LOOP,
    QUERY_CHANGE_EXIT,
    QUERY_UNSWITCH,
    QUERY_INLINE
} query_kind;

static const struct query_spec {
    const char *name;  /* as written after `conv query` */
    const char *verb;  /* `conv apply` also takes this, and names the copy @F.verb */
    query_kind kind;
    uint32_t insts;    /* INST arguments, then `blocks` BLOCK arguments, */
    uint32_t blocks;
    uint32_t numbers;  /* then a number N (0 or 1), */
    uint32_t words;    /* then an unroll kind (0 or 1) */
    const char *args;  /* for messages */
} query_specs[] = {
    {"can-hoist", "hoist", QUERY_HOIST, 1, 1, 0, 0, "INST BLOCK"},
    {"can-sink", "sink", QUERY_SINK, 1, 1, 0, 0, "INST BLOCK"},
    {"can-speculate", "speculate", QUERY_SPECULATE, 1, 1, 0, 0, "INST BLOCK"},
    {"can-merge", "merge", QUERY_MERGE, 2, 1, 0, 0, "INST INST BLOCK"},
    {"can-cse", "cse", QUERY_CSE, 2, 0, 0, 0, "INST INST"},
    {"can-tail-duplicate", "tail-duplicate", QUERY_TAIL_DUPLICATE, 0, 1, 0, 0, "BLOCK"},
    {"can-jump-thread", "jump-thread", QUERY_JUMP_THREAD, 0, 3, 0, 0, "PRED BLOCK SUCC"},
    {"can-merge-blocks", "merge-blocks", QUERY_MERGE_BLOCKS, 0, 2, 0, 0, "A B"},
    {"can-peel", "peel", QUERY_PEEL, 0, 1, 1, 0, "HEADER N"},
    {"can-unroll", "unroll", QUERY_UNROLL, 0, 1, 1, 1, "HEADER FACTOR multiple|full|runtime"},
    {"can-rotate", "rotate", QUERY_ROTATE, 0, 1, 0, 0, "HEADER"},
    {"can-separate-backedges", "separate-backedges", QUERY_SEPARATE_BACKEDGES, 0, 1, 0, 0, "HEADER"},
    {"can-delete-loop", "delete-loop", QUERY_DELETE_LOOP, 0, 1, 0, 0, "HEADER"},
    {"can-change-exit", "change-exit", QUERY_CHANGE_EXIT, 0, 1, 0, 0, "HEADER"},
    {"can-unswitch", "unswitch", QUERY_UNSWITCH, 0, 2, 0, 0, "HEADER BLOCK"},
    {"can-inline", "inline", QUERY_INLINE, 1, 0, 0, 0, "CALL"},
};

#define QUERY_NAMES                                                                                                    \
    "can-hoist, can-sink, can-speculate, can-merge, can-cse, can-tail-duplicate, can-jump-thread, can-merge-blocks, "   \
    "can-peel, can-unroll, can-rotate, can-separate-backedges, can-delete-loop, can-change-exit, can-unswitch, "        \
    "can-inline"


/* One question, its names resolved in f. */
typedef struct query {
    const struct query_spec *spec;
    conv_function *f;
    const conv_function *where; /* the function the verdict's ids are of: f,
                                   or can-inline's callee */
    conv_value inst[2];
    conv_block to;       /* the first BLOCK argument */
    conv_block blk[3];   /* every BLOCK argument */
    uint32_t count;      /* the N argument */
    conv_unroll_kind unroll;
    uint32_t trip_count; /* --trip-count (can-unroll), 0: not given */
} query;

/* Text collected from the library's writers (a verdict's line). */
typedef struct text_buf {
    char *data;
    size_t length, capacity;
} text_buf;

static bool text_buf_write(const char *data, size_t size, void *user) {
    text_buf *t = (text_buf *)user;
    if (size > ((size_t)-1) / 4 - t->length) return false;
    if (t->length + size + 1 > t->capacity) {
        size_t cap = t->capacity ? t->capacity : 128;
        char *p;
        while (cap < t->length + size + 1) cap *= 2;
        p = (char *)realloc(t->data, cap);
        if (p == NULL) return false;
        t->data = p;
        t->capacity = cap;
    }
    memcpy(t->data + t->length, data, size);
    t->length += size;
    t->data[t->length] = '\0';
    return true;
}

/* ------------------------------------------------------------------ lint */

/* Prints the lines of `text` (each ending in a newline) as a JSON list. */
static void json_lines(const char *text) {
    const char *p = text;
    bool any = false;
    printf("[");
    while (p && *p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char *line = (char *)malloc(n + 1u);
        if (line == NULL) break;
        memcpy(line, p, n);
        line[n] = '\0';
        printf("%s", any ? "," : "");
        json_string(line);
        free(line);
        any = true;
        p += n + (nl ? 1u : 0u);
    }
    printf("]");
}

/* One finding: as text, "FILE:LINE:COL: warning: [code] @f: message" and
   one "  note: " line per reason; as JSON, an object of the list. */
static bool print_finding(const options *opts, const conv_function *f, const conv_uniformity *u,
                          const conv_lint_finding *x, bool first) {
    text_buf msg, why;
    bool ok;
    memset(&msg, 0, sizeof msg);
    memset(&why, 0, sizeof why);
    ok = conv_lint_write(f, u, x, text_buf_write, &msg) == CONV_OK &&
         conv_lint_explain(f, u, x, text_buf_write, &why) == CONV_OK;
    if (ok && opts->json) {
        printf("%s{\"code\":", first ? "" : ",");
        json_string(conv_lint_code_str(x->code));
        printf(",\"file\":");
        json_string(opts->label);
        printf(",\"line\":%u,\"col\":%u,\"function\":", x->line, x->col);
        json_string(conv_function_name(f));
        printf(",\"scope\":\"%s\",\"uniform_scope\":\"%s\",\"cause\":\"%s\",\"message\":", conv_scope_name(x->scope),
               conv_scope_name(x->uniform_scope),
               x->cause == CONV_LINT_CAUSE_BRANCH ? "branch" : x->cause == CONV_LINT_CAUSE_CYCLE ? "cycle" : "anchor");
        json_string(msg.data ? msg.data : "");
        printf(",\"reasons\":");
        json_lines(why.data);
        printf("}");
    } else if (ok) {
        const char *p = why.data;
        if (x->line) printf("%s:%u:%u: warning: [%s] @%s: %s\n", opts->label, x->line, x->col,
                            conv_lint_code_str(x->code), conv_function_name(f), msg.data ? msg.data : "");
        else printf("%s: warning: [%s] @%s: %s\n", opts->label, conv_lint_code_str(x->code), conv_function_name(f),
                    msg.data ? msg.data : "");
        while (p && *p) {
            const char *nl = strchr(p, '\n');
            int n = nl ? (int)(nl - p) : (int)strlen(p);
            printf("  note: %.*s\n", n, p);
            p += n + (nl ? 1 : 0);
        }
    }
    free(msg.data);
    free(why.data);
    return ok;
}

/* conv lint: every scoped operation that may run without its whole
   scope instance, in every selected function; exit 1 when there is one. */
static int cmd_lint(const options *opts) {
    conv_module *m = NULL;
    uint32_t fi, total = 0;
    int rc = load_selected(opts, &m);
    if (rc) return rc;
    if (opts->json) printf("{\"diagnostics\":[");
    for (fi = 0; fi < conv_module_function_count(m) && rc == 0; fi++) {
        const conv_function *f = conv_module_function(m, fi);
        conv_uniformity *u = NULL;
        conv_lint *lint = NULL;
        conv_lint_desc ld;
        conv_result r;
        uint32_t i;
        if (!selected(opts, f)) continue;
        memset(&ld, 0, sizeof ld);
        if (opts->unscoped) ld.checks = CONV_LINT_CHECK_ALL;
        r = build_uniformity(opts, f, &u);
        if (r == CONV_OK) r = conv_lint_build(f, u, &ld, &lint);
        for (i = 0; r == CONV_OK && i < conv_lint_count(lint); i++) {
            conv_lint_finding x;
            conv_lint_get(lint, i, &x);
            if (!print_finding(opts, f, u, &x, total == 0)) r = CONV_ERR_OUT_OF_MEMORY;
            total++;
        }
        if (r != CONV_OK) {
            fprintf(stderr, "conv: lint @%s: %s\n", conv_function_name(f), conv_result_str(r));
            rc = 2;
        }
        conv_lint_free(lint);
        conv_uniformity_free(u);
    }
    if (opts->json) printf("]}\n");
    conv_module_destroy(m);
    return rc ? rc : total ? 1 : 0;
}

static const struct query_spec *find_query(const char *name, bool apply) {
    size_t i;
    for (i = 0; i < sizeof query_specs / sizeof query_specs[0]; i++)
        if (strcmp(name, query_specs[i].name) == 0 || (apply && strcmp(name, query_specs[i].verb) == 0))
            return &query_specs[i];
    return NULL;
}

/* The function a query is about: --function, or the only one with a body.
   NULL after a message naming what is wrong. */
static conv_function *query_function(const options *opts, const conv_module *m) {
    uint32_t fi, n = conv_module_function_count(m), bodies = 0;
    conv_function *only = NULL;
    if (opts->function) {
        conv_function *f = conv_module_find_function(m, opts->function);
        if (f && (conv_function_flags(f) & CONV_FUNCTION_DECLARATION)) {
            fprintf(stderr, "conv: %s: @%s is a declaration: it has no body to query\n", opts->command,
                    opts->function);
            return NULL;
        }
        return f;
    }
    for (fi = 0; fi < n; fi++) {
        conv_function *g = conv_module_function(m, fi);
        if (conv_function_flags(g) & CONV_FUNCTION_DECLARATION) continue;
        bodies++;
        only = g;
    }
    if (bodies == 1) return only;
    if (bodies == 0) {
        fprintf(stderr, "conv: %s: %s has no function with a body\n", opts->command, opts->label);
        return NULL;
    }
    fprintf(stderr, "conv: %s: %s has %u functions with a body (", opts->command, opts->label, bodies);
    for (fi = 0, bodies = 0; fi < n; fi++) {
        const conv_function *g = conv_module_function(m, fi);
        if (conv_function_flags(g) & CONV_FUNCTION_DECLARATION) continue;
        fprintf(stderr, "%s@%s", bodies++ ? ", " : "", conv_function_name(g));
    }
    fprintf(stderr, "): choose one with --function\n");
    return NULL;
}

/* An instruction as the query arguments name it: %name, else BLOCK:N. */
static const char *inst_label(const conv_function *f, conv_value v, char *buf, size_t size) {
    const char *name = conv_value_name(f, v);
    if (name) return name;
    if (!conv_block_valid(conv_value_block(f, v))) return value_label(f, v, buf, size);
    snprintf(buf, size, "%s:%u", conv_block_name(f, conv_value_block(f, v)), inst_index(f, v));
    return buf;
}

/* Resolves INST (%name or BLOCK:N) in f; false after a message. */
static bool resolve_inst(const options *opts, const conv_function *f, const char *text, conv_value *out) {
    const char *colon = strrchr(text, ':');
    const char *fname = conv_function_name(f);
    if (text[0] == '%') {
        conv_value v = conv_function_find_value(f, text);
        if (!conv_value_valid(v)) {
            fprintf(stderr, "conv: %s: no value '%s' in @%s\n", opts->command, text, fname);
            return false;
        }
        if (!conv_block_valid(conv_value_block(f, v))) {
            fprintf(stderr, "conv: %s: '%s' is %s of @%s, not an instruction\n", opts->command, text,
                    conv_value_kind(f, v) == CONV_KIND_ARGUMENT ? "an argument" : "a constant", fname);
            return false;
        }
        *out = v;
        return true;
    }
    if (colon == NULL || colon == text) {
        fprintf(stderr, "conv: %s: '%s' names no instruction: write %%name or BLOCK:N (the N-th instruction of "
                "BLOCK, from 0)\n", opts->command, text);
        return false;
    } else {
        size_t len = (size_t)(colon - text);
        char *bname = (char *)malloc(len + 1);
        uint64_t index = 0;
        uint32_t count = 0;
        const conv_value *insts;
        conv_block b;
        if (bname == NULL) {
            fprintf(stderr, "conv: out of memory\n");
            return false;
        }
        memcpy(bname, text, len);
        bname[len] = '\0';
        b = conv_function_find_block(f, bname);
        free(bname);
        if (!parse_number(colon + 1, 0xffffffffu, &index)) {
            fprintf(stderr, "conv: %s: '%s': expected an instruction number after ':'\n", opts->command, text);
            return false;
        }
        if (!conv_block_valid(b)) {
            fprintf(stderr, "conv: %s: no block '%.*s' in @%s\n", opts->command, (int)len, text, fname);
            return false;
        }
        insts = conv_block_insts(f, b, &count);
        if (index >= count) {
            fprintf(stderr, "conv: %s: block '%.*s' of @%s has %u instructions (0..%u): no instruction %s\n",
                    opts->command, (int)len, text, fname, count, count ? count - 1 : 0, colon + 1);
            return false;
        }
        *out = insts[index];
        return true;
    }
}

/* --trip-count N with can-unroll: the kind must say what N says (full:
   FACTOR is N; multiple: FACTOR divides N; runtime: a remainder). */
static bool trip_count_fits(const options *opts, query *q) {
    const char *why = NULL;
    uint32_t n = opts->trip_count;
    q->trip_count = n;
    if (n == 0) return true;
    if (q->spec->kind != QUERY_UNROLL) why = "--trip-count goes with can-unroll only";
    else if (q->count > n) why = "FACTOR exceeds --trip-count";
    else if (q->unroll == CONV_UNROLL_FULL && q->count != n) why = "full unrolling's FACTOR is the trip count";
    else if (q->unroll == CONV_UNROLL_MULTIPLE && n % q->count) why = "multiple needs a FACTOR that divides the trip count";
    else if (q->unroll == CONV_UNROLL_RUNTIME && n % q->count == 0) why = "FACTOR divides the trip count: no remainder (multiple)";
    if (why && q->spec->kind != QUERY_UNROLL)
        fprintf(stderr, "conv: %s: %s; try 'conv help %s'\n", opts->command, why, opts->command);
    else if (why)
        fprintf(stderr, "conv: %s: %s (FACTOR %u, --trip-count %u); try 'conv help %s'\n", opts->command, why, q->count, n,
                opts->command);
    return why == NULL;
}

/* Reads QUERY ARGS... into q; false after a usage message (exit 2). */
static bool resolve_query(const options *opts, conv_function *f, query *q) {
    uint32_t i;
    q->f = f;
    q->where = f;
    for (i = 0; i < q->spec->insts; i++)
        if (!resolve_inst(opts, f, opts->args[1 + i], &q->inst[i])) return false;
    for (i = 0; i < q->spec->blocks; i++) {
        const char *name = opts->args[1 + q->spec->insts + i];
        q->blk[i] = conv_function_find_block(f, name);
        if (!conv_block_valid(q->blk[i])) {
            fprintf(stderr, "conv: %s: no block '%s' in @%s\n", opts->command, name, conv_function_name(f));
            return false;
        }
    }
    q->to = q->blk[0];
    if (q->spec->numbers) {
        const char *text = opts->args[1 + q->spec->insts + q->spec->blocks];
        uint64_t n = 0;
        if (!parse_number(text, 0xffffffffu, &n)) {
            fprintf(stderr, "conv: %s: '%s': expected a number\n", opts->command, text);
            return false;
        }
        q->count = (uint32_t)n;
    }
    if (q->spec->words) {
        const char *w = opts->args[1 + q->spec->insts + q->spec->blocks + q->spec->numbers];
        if (strcmp(w, "multiple") == 0) q->unroll = CONV_UNROLL_MULTIPLE;
        else if (strcmp(w, "full") == 0) q->unroll = CONV_UNROLL_FULL;
        else if (strcmp(w, "runtime") == 0) q->unroll = CONV_UNROLL_RUNTIME;
        else {
            fprintf(stderr, "conv: %s: '%s': expected multiple, full or runtime\n", opts->command, w);
            return false;
        }
    }
    return trip_count_fits(opts, q);
}

/* Checks QUERY and its argument count (before the file is read). */
static int check_query_args(const options *opts) {
    const struct query_spec *s;
    bool apply = strcmp(opts->command, "apply") == 0;
    if (opts->arg_count == 0)
        return usage_error(opts, "%s needs a query: " QUERY_NAMES, apply ? "apply" : "query");
    s = find_query(opts->args[0], apply);
    if (s == NULL)
        return usage_error(opts, "unknown query (use " QUERY_NAMES "): %s", opts->args[0]);
    if (opts->arg_count != 1 + s->insts + s->blocks + s->numbers + s->words) {
        return usage_error(opts, "%s %s takes %s (%u argument%s given)", opts->command, s->name, s->args,
                           opts->arg_count - 1, opts->arg_count == 2 ? "" : "s");
    }
    return 0;
}

static conv_result ask(const conv_legality *L, const query *q, conv_verdict *v) {
    switch (q->spec->kind) {
    case QUERY_HOIST: return conv_can_hoist(L, q->inst[0], q->to, v);
    case QUERY_SINK: return conv_can_sink(L, q->inst[0], q->to, v);
    case QUERY_SPECULATE: return conv_can_speculate(L, q->inst[0], q->to, v);
    case QUERY_MERGE: return conv_can_merge(L, q->inst[0], q->inst[1], q->to, v);
    case QUERY_CSE: return conv_can_cse(L, q->inst[0], q->inst[1], v);
    case QUERY_INLINE: return CONV_ERR_INVALID_ARGUMENT; /* answered without a legality stage */
    case QUERY_TAIL_DUPLICATE: return conv_can_tail_duplicate(L, q->blk[0], v);
    case QUERY_JUMP_THREAD: return conv_can_jump_thread(L, q->blk[0], q->blk[1], q->blk[2], v);
    case QUERY_MERGE_BLOCKS: return conv_can_merge_blocks(L, q->blk[0], q->blk[1], v);
    case QUERY_PEEL:
    case QUERY_UNROLL:
    case QUERY_ROTATE:
    case QUERY_SEPARATE_BACKEDGES:
    case QUERY_DELETE_LOOP:
    case QUERY_CHANGE_EXIT:
    case QUERY_UNSWITCH: {
        /* HEADER names the cycle it heads */
        const conv_cycles *ci = conv_legality_cycles(L);
        conv_cycle c = conv_cycles_innermost(ci, q->blk[0]);
        if (c.id == 0 || conv_cycle_header(ci, c).id != q->blk[0].id) {
            memset(v, 0, sizeof *v);
            v->reason = CONV_LEGAL_SHAPE;
            v->blocking = CONV_BLOCKING_BLOCK;
            v->block = q->blk[0];
            return CONV_OK;
        }
        if (q->spec->kind == QUERY_UNROLL && q->trip_count)
            return conv_can_unroll_known(L, c, q->count, q->trip_count, v);
        if (q->spec->kind == QUERY_UNROLL) return conv_can_unroll(L, c, q->count, q->unroll, v);
        if (q->spec->kind == QUERY_ROTATE) return conv_can_rotate(L, c, v);
        if (q->spec->kind == QUERY_SEPARATE_BACKEDGES) return conv_can_separate_backedges(L, c, v);
        if (q->spec->kind == QUERY_DELETE_LOOP) return conv_can_delete_loop(L, c, v);
        if (q->spec->kind == QUERY_CHANGE_EXIT) return conv_can_change_exit(L, c, v);
        if (q->spec->kind == QUERY_UNSWITCH) return conv_can_unswitch(L, c, q->blk[1], v);
        return conv_can_peel(L, c, q->count, v);
    }
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

/* The transformation of q on a copy of f named `name` (speculation is a
   hoist that lets more threads run the operation). */
static conv_result perform(const query *q, const char *name, conv_diags *diags, conv_function **g) {
    switch (q->spec->kind) {
    case QUERY_HOIST:
    case QUERY_SPECULATE: return conv_apply_hoist(q->f, q->inst[0], q->to, name, diags, g);
    case QUERY_SINK: return conv_apply_sink(q->f, q->inst[0], q->to, name, diags, g);
    case QUERY_MERGE: return conv_apply_merge(q->f, q->inst[0], q->inst[1], q->to, name, diags, g);
    case QUERY_CSE: return conv_apply_cse(q->f, q->inst[0], q->inst[1], name, diags, g);
    case QUERY_TAIL_DUPLICATE: return conv_apply_tail_duplicate(q->f, q->blk[0], name, diags, g);
    case QUERY_JUMP_THREAD: return conv_apply_jump_thread(q->f, q->blk[0], q->blk[1], q->blk[2], name, diags, g);
    case QUERY_MERGE_BLOCKS: return conv_apply_merge_blocks(q->f, q->blk[0], q->blk[1], name, diags, g);
    case QUERY_PEEL: return conv_apply_peel(q->f, q->blk[0], q->count, name, diags, g);
    /* full: straight-line code (a bottom-tested loop); runtime: a
       remainder loop (a counted loop); multiple: copies with their exit
       tests */
    case QUERY_UNROLL:
        if (q->unroll == CONV_UNROLL_FULL) return conv_apply_unroll_full(q->f, q->blk[0], q->count, name, diags, g);
        if (q->unroll == CONV_UNROLL_RUNTIME) return conv_apply_unroll_runtime(q->f, q->blk[0], q->count, name, diags, g);
        return conv_apply_unroll(q->f, q->blk[0], q->count, name, diags, g);
    case QUERY_ROTATE: return conv_apply_rotate(q->f, q->blk[0], name, diags, g);
    case QUERY_SEPARATE_BACKEDGES: return conv_apply_separate_backedges(q->f, q->blk[0], name, diags, g);
    case QUERY_DELETE_LOOP: return conv_apply_delete_loop(q->f, q->blk[0], name, diags, g);
    case QUERY_CHANGE_EXIT: return CONV_ERR_INVALID_ARGUMENT; /* no edit: the rewrite is the caller's */
    case QUERY_UNSWITCH: return conv_apply_unswitch(q->f, q->blk[0], q->blk[1], name, diags, g);
    case QUERY_INLINE: return conv_apply_inline(q->f, q->inst[0], NULL, name, diags, g);
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

/* A name for the copy, free in f's module: F.verb, else F.verb.2, ... */
static char *copy_name(const query *q) {
    const char *base = conv_function_name(q->f);
    size_t size = strlen(base) + strlen(q->spec->verb) + 16;
    char *name = (char *)malloc(size);
    uint32_t k;
    if (name == NULL) return NULL;
    snprintf(name, size, "%s.%s", base, q->spec->verb);
    for (k = 2; conv_module_find_function(conv_function_module(q->f), name) != NULL; k++)
        snprintf(name, size, "%s.%s.%u", base, q->spec->verb, k);
    return name;
}

/* The function must obey the static rules of tokens for a legality answer
   to mean anything: 0, or 2 after the verifier's diagnostics. */
static int require_valid_tokens(const options *opts, const conv_function *f) {
    conv_diags *diags = NULL;
    bool valid = false;
    uint32_t i;
    conv_result r;
    if (conv_diags_create(NULL, &diags) != CONV_OK) {
        fprintf(stderr, "conv: out of memory\n");
        return 2;
    }
    r = conv_verify(f, NULL, diags, &valid);
    if (r == CONV_OK && valid) {
        conv_diags_destroy(diags);
        return 0;
    }
    for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
    fprintf(stderr, "conv: %s @%s: %s\n", opts->command, conv_function_name(f),
            r != CONV_OK ? conv_result_str(r) : "the function breaks the static rules of tokens: no answer");
    conv_diags_destroy(diags);
    return 2;
}

/* The question's answer: 0 and *v, or 2 after a message. The legality
   stage shares cycles with the caller, whose cycle ids the verdict names. */
static int answer(const options *opts, query *q, const conv_cycles *ci, conv_verdict *v) {
    conv_legality_desc ld;
    conv_legality *L = NULL;
    conv_result r;
    memset(&ld, 0, sizeof ld);
    ld.wave_size = opts->wave_size;
    ld.arguments = opts->arguments;
    ld.cycles = ci;
    if (q->spec->kind == QUERY_INLINE) {
        /* a question about the module: no wave size, no legality stage */
        r = conv_value_kind(q->f, q->inst[0]) == CONV_KIND_CALL || conv_value_kind(q->f, q->inst[0]) == CONV_KIND_INVOKE
                ? conv_can_inline(q->f, q->inst[0], NULL, v, &q->where)
                : CONV_ERR_INVALID_ARGUMENT;
        if (r == CONV_ERR_INVALID_ARGUMENT) {
            fprintf(stderr, "conv: %s: %s of @%s is no call\n", opts->args[0], opts->args[1], conv_function_name(q->f));
            return 2;
        }
    } else {
        r = conv_legality_build(q->f, &ld, &L);
        if (r == CONV_OK) r = ask(L, q, v);
    }
    conv_legality_free(L);
    if (r != CONV_OK) {
        fprintf(stderr, "conv: %s @%s: %s\n", opts->args[0], conv_function_name(q->f), conv_result_str(r));
        return 2;
    }
    return 0;
}

/* What --prove found. */
typedef struct proof {
    uint32_t runs;             /* runs compared */
    bool applied;              /* the transformation was made */
    bool unprovable;           /* not made: conv builds no such edit for this
                                  loop (a remainder needs a counted loop) */
    bool equivalent;           /* every run agreed */
    uint32_t seed, threads, wave_size;  /* the run that differed */
    conv_anchor_mode anchors;
    text_buf message;          /* the counterexample, or why not applied */
} proof;

/* Thread counts of the runs, in turn; wave sizes are chosen apart. */
static const uint32_t prove_threads[] = {64, 8, 1, 33, 4, 16, 2, 61};

/* The wave size of run k: the query's, 1, 4 and 32, none above the
   query's (a larger wave than the analysis assumed proves nothing). */
static uint32_t prove_wave(uint32_t wave, uint32_t k) {
    static const uint32_t sizes[] = {0, 1, 4, 32};
    uint32_t w = sizes[k % 4];
    return w == 0 || w > wave ? wave : w;
}

/* Applies q on a copy and compares both programs under the interpreter in
   opts->prove_runs runs. 0, or 2 after a message (the interpreter refused). */
static int prove(const options *opts, const query *q, proof *p) {
    conv_diags *diags = NULL;
    conv_function *g = NULL;
    uint32_t wave = opts->wave_size ? opts->wave_size : 64u, k;
    char *name = copy_name(q);
    conv_result r;
    memset(p, 0, sizeof *p);
    p->equivalent = true;
    if (name == NULL || conv_diags_create(NULL, &diags) != CONV_OK) {
        free(name);
        fprintf(stderr, "conv: out of memory\n");
        return 2;
    }
    r = perform(q, name, diags, &g);
    free(name);
    if (r != CONV_OK) {
        const conv_diag *d = conv_diags_count(diags) ? conv_diags_get(diags, 0) : NULL;
        /* a runtime verdict holds for any remainder loop a compiler builds;
           conv's own edit needs the trip count's arithmetic */
        p->unprovable = q->spec->kind == QUERY_UNROLL && q->unroll == CONV_UNROLL_RUNTIME && r == CONV_ERR_INVALID_ARGUMENT;
        text_buf_write(d ? d->message : conv_result_str(r), strlen(d ? d->message : conv_result_str(r)), &p->message);
        conv_diags_destroy(diags);
        return 0;
    }
    p->applied = true;
    for (k = 0; k < opts->prove_runs && p->equivalent; k++) {
        conv_interp_desc id;
        bool eq = false;
        memset(&id, 0, sizeof id);
        id.seed = k + 1u;
        id.threads = prove_threads[k % (sizeof prove_threads / sizeof prove_threads[0])];
        id.wave_size = prove_wave(wave, k);
        id.anchors = (k / 2u) % 2u ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        id.concrete = opts->concrete;
        /* concrete mode runs whole waves: a run of fewer threads is one */
        if (id.concrete && id.threads % id.wave_size) id.wave_size = id.threads;
        conv_diags_clear(diags);
        r = conv_equivalence_check(q->f, g, &id, diags, &eq);
        if (r != CONV_OK) {
            uint32_t i;
            for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
            fprintf(stderr, "conv: query --prove @%s: the equivalence check failed: %s\n",
                    conv_function_name(q->f), conv_result_str(r));
            conv_diags_destroy(diags);
            return 2;
        }
        p->runs++;
        if (!eq) {
            const conv_diag *d = conv_diags_count(diags) ? conv_diags_get(diags, 0) : NULL;
            const char *msg = d ? d->message : "the two programs differ";
            p->equivalent = false;
            p->seed = (uint32_t)id.seed;
            p->threads = id.threads;
            p->wave_size = id.wave_size;
            p->anchors = id.anchors;
            text_buf_write(msg, strlen(msg), &p->message);
        }
    }
    conv_diags_destroy(diags);
    return 0;
}

static const char *blocking_kind_str(conv_blocking_kind k) {
    switch (k) {
    case CONV_BLOCKING_NONE: return "none";
    case CONV_BLOCKING_BRANCH: return "branch";
    case CONV_BLOCKING_VALUE: return "value";
    case CONV_BLOCKING_CYCLE: return "cycle";
    case CONV_BLOCKING_BLOCK: return "block";
    }
    return "none";
}

/* What decides the verdict, by name: the block of a branch or a target,
   an instruction as INST names it, a cycle by its header; NULL for none. */
static const char *blocking_name(const query *q, const conv_cycles *ci, const conv_verdict *v, char *buf,
                                 size_t size) {
    switch (v->blocking) {
    case CONV_BLOCKING_BRANCH:
    case CONV_BLOCKING_BLOCK: return conv_block_valid(v->block) ? conv_block_name(q->where, v->block) : NULL;
    case CONV_BLOCKING_VALUE: return conv_value_valid(v->value) ? inst_label(q->where, v->value, buf, size) : NULL;
    case CONV_BLOCKING_CYCLE: return v->cycle.id ? header_name(q->f, ci, v->cycle) : NULL;
    case CONV_BLOCKING_NONE: return NULL;
    }
    return NULL;
}

static const char *anchors_str(conv_anchor_mode a) { return a == CONV_ANCHOR_SPLIT ? "split" : "maximal"; }

static void print_query_json(const options *opts, const query *q, const conv_cycles *ci, const conv_verdict *v,
                             const char *message, const proof *p) {
    char buf[64];
    const char *bname = blocking_name(q, ci, v, buf, sizeof buf);
    uint32_t i;
    printf("{\"query\":");
    json_string(q->spec->name);
    printf(",\"function\":");
    json_string(conv_function_name(q->f));
    printf(",\"arguments\":[");
    for (i = 1; i < opts->arg_count; i++) {
        if (i > 1) putchar(',');
        json_string(opts->args[i]);
    }
    printf("],\"legal\":%s,\"reason\":", v->legal ? "true" : "false");
    json_string(conv_legal_reason_str(v->reason));
    printf(",\"message\":");
    json_string(message);
    printf(",\"blocking\":{\"kind\":\"%s\",\"name\":", blocking_kind_str(v->blocking));
    if (bname) json_string(bname);
    else printf("null");
    putchar('}');
    if (q->spec->kind == QUERY_INLINE) { /* the function `blocking` names a block or value of */
        printf(",\"where\":");
        json_string(conv_function_name(q->where));
    }
    if (p) {
        printf(",\"prove\":{\"runs\":%u,\"applied\":%s,\"equivalent\":%s,\"confirmed\":%s,\"counterexample\":",
               p->runs, p->applied ? "true" : "false", p->applied && p->equivalent ? "true" : "false",
               v->legal && p->applied && p->equivalent ? "true" : "false");
        if (p->applied && !p->equivalent) {
            printf("{\"seed\":%u,\"threads\":%u,\"wave_size\":%u,\"anchors\":\"%s\",\"message\":", p->seed,
                   p->threads, p->wave_size, anchors_str(p->anchors));
            json_string(p->message.data ? p->message.data : "");
            putchar('}');
        } else {
            printf("null");
        }
        printf(",\"provable\":%s,\"not_applied\":", p->unprovable ? "false" : "true");
        if (!p->applied) json_string(p->message.data ? p->message.data : "");
        else printf("null");
        putchar('}');
    }
    printf("}\n");
}

static void print_proof_text(const options *opts, const proof *p, bool legal) {
    uint32_t wave = opts->wave_size ? opts->wave_size : 64u;
    if (p->unprovable) {
        printf("not proved: %s\n", p->message.data ? p->message.data : "");
    } else if (!p->applied) {
        printf("not applied: %s\n", p->message.data ? p->message.data : "");
    } else if (p->equivalent) {
        if (legal)
            printf("confirmed: the programs agree in %u run%s (1 to 64 threads, wave sizes 1 to %u, both anchor "
                   "policies)\n", p->runs, p->runs == 1 ? "" : "s", wave);
        else
            printf("no counterexample in %u run%s: the interpreter did not tell the programs apart\n", p->runs,
                   p->runs == 1 ? "" : "s");
    } else {
        printf("counterexample (seed %u, %u threads, wave size %u, %s anchors): %s\n", p->seed, p->threads,
               p->wave_size, anchors_str(p->anchors), p->message.data ? p->message.data : "");
    }
}

/* Loads FILE and resolves the query: 0 with *m, *q and the cycles of q->f,
   or the exit status after a message. */
static int load_query(const options *opts, conv_module **m, query *q, conv_cycles **ci) {
    conv_function *f;
    int rc = check_query_args(opts);
    if (rc) return rc;
    memset(q, 0, sizeof *q);
    q->spec = find_query(opts->args[0], true);
    rc = load_selected(opts, m);
    if (rc) return rc;
    f = query_function(opts, *m);
    if (f == NULL || !resolve_query(opts, f, q) || (rc = require_valid_tokens(opts, f)) != 0) {
        conv_module_destroy(*m);
        *m = NULL;
        return 2;
    }
    if (conv_cycles_build(f, NULL, ci) != CONV_OK) {
        fprintf(stderr, "conv: %s @%s: the cycle analysis failed\n", opts->command, conv_function_name(f));
        conv_module_destroy(*m);
        *m = NULL;
        return 2;
    }
    return 0;
}

/* conv query: exit 0 legal, 1 illegal, 2 usage or input error; with
   --prove, 3 when the check refutes a legal answer (a bug of conv). */
/* A query whose edit is the caller's (can-change-exit): nothing to apply
   or prove. Frees what load_query made. */
static void no_edit(const char *what, const query *q, conv_module *m, conv_cycles *ci) {
    fprintf(stderr, "conv: %s: %s has no edit of its own (the caller rewrites the exit); try 'conv help query'\n", what,
            q->spec->name);
    conv_cycles_free(ci);
    conv_module_destroy(m);
}

static int cmd_query(const options *opts) {
    conv_module *m = NULL;
    conv_cycles *ci = NULL;
    conv_verdict v;
    query q;
    proof p;
    text_buf message = {NULL, 0, 0};
    int rc = load_query(opts, &m, &q, &ci);
    if (rc) return rc;
    if (q.spec->kind == QUERY_CHANGE_EXIT && opts->prove_runs) {
        no_edit("query --prove", &q, m, ci);
        return 2;
    }
    if (q.spec->kind == QUERY_INLINE && opts->prove_runs) {
        fprintf(stderr, "conv: query --prove: can-inline: the interpreter does not enter calls, so a call and its "
                        "inlined body cannot be run side by side (tests/soundness/test_inline.c compares every R18 case "
                        "with plain inlining instead); try 'conv help query'\n");
        conv_cycles_free(ci);
        conv_module_destroy(m);
        return 2;
    }
    memset(&p, 0, sizeof p);
    rc = answer(opts, &q, ci, &v);
    if (rc == 0 && conv_verdict_write(q.where, &v, text_buf_write, &message) != CONV_OK) {
        fprintf(stderr, "conv: %s: cannot describe the verdict\n", opts->args[0]);
        rc = 2;
    }
    if (rc == 0 && opts->prove_runs) rc = prove(opts, &q, &p);
    if (rc == 0) {
        if (opts->json) {
            print_query_json(opts, &q, ci, &v, message.data ? message.data : "", opts->prove_runs ? &p : NULL);
        } else {
            printf("%s%s%s\n", message.data ? message.data : "", q.where != q.f ? " in @" : "",
                   q.where != q.f ? conv_function_name(q.where) : "");
            if (opts->prove_runs) print_proof_text(opts, &p, v.legal);
        }
        rc = !v.legal ? 1 : opts->prove_runs && !p.unprovable && !(p.applied && p.equivalent) ? 3 : 0;
        if (rc == 3)
            fprintf(stderr, "conv: query: %s (%s)\n",
                    p.applied ? "the equivalence check refutes the legal answer"
                              : "the library refuses to perform a move it calls legal",
                    p.applied && q.trip_count ? "a bug in conv, or the interpreter's loop does not run the trip count "
                                                "--trip-count vouches for"
                                              : "a bug in conv");
    }
    free(message.data);
    free(p.message.data);
    conv_cycles_free(ci);
    conv_module_destroy(m);
    return rc;
}

static bool write_file(const char *data, size_t size, void *user) {
    return fwrite(data, 1, size, (FILE *)user) == size;
}

/* conv apply: prints the module holding the original and the transformed
   copy @F.verb; exit 0 printed, 1 the library refused the transformation
   (it would break SSA dominance), 2 usage or input error. The verdict of
   the same query goes to stderr as a note. */
static int cmd_apply(const options *opts) {
    conv_module *m = NULL;
    conv_cycles *ci = NULL;
    conv_diags *diags = NULL;
    conv_function *g = NULL;
    conv_verdict v;
    query q;
    text_buf message = {NULL, 0, 0};
    char *name = NULL;
    FILE *out = stdout;
    conv_result r;
    int rc = load_query(opts, &m, &q, &ci);
    if (rc) return rc;
    if (q.spec->kind == QUERY_CHANGE_EXIT) {
        no_edit("apply", &q, m, ci);
        return 2;
    }
    rc = answer(opts, &q, ci, &v);
    if (rc == 0 && conv_verdict_write(q.where, &v, text_buf_write, &message) == CONV_OK)
        fprintf(stderr, "conv: note: %s says: %s\n", q.spec->name, message.data ? message.data : "");
    name = rc ? NULL : copy_name(&q);
    if (rc == 0 && (name == NULL || conv_diags_create(NULL, &diags) != CONV_OK)) {
        fprintf(stderr, "conv: out of memory\n");
        rc = 2;
    }
    if (rc == 0) {
        r = perform(&q, name, diags, &g);
        if (r != CONV_OK) {
            uint32_t i;
            for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
            fprintf(stderr, "conv: apply %s @%s: not applied: %s\n", q.spec->name, conv_function_name(q.f),
                    conv_result_str(r));
            rc = r == CONV_ERR_INVALID_ARGUMENT ? 1 : 2;
        }
    }
    if (rc == 0 && opts->output && (out = fopen(opts->output, "w")) == NULL) {
        input_error(opts->output, "io.open", "cannot write", strerror(errno));
        rc = 2;
    }
    if (rc == 0) {
        bool ok = conv_module_print(m, write_file, out) == CONV_OK;
        if (out != stdout && fclose(out) != 0) ok = false;
        if (!ok) {
            input_error(opts->output ? opts->output : "<stdout>", "io.write", "cannot write", NULL);
            rc = 2;
        }
    }
    conv_diags_destroy(diags);
    free(name);
    free(message.data);
    conv_cycles_free(ci);
    conv_module_destroy(m);
    return rc;
}

/* Prints module m to opts->output or stdout: in the native format, or,
   with llvm (the LLVM IR text `original` was read from), as that text with
   m's edits (conv_write_llvm_edits); 0, or 2 when it cannot be written. */
static int print_result(const options *opts, const kept_text *llvm, const conv_module *original,
                        const conv_module *m) {
    FILE *out = stdout;
    conv_diags *diags = NULL;
    bool ok;
    if (opts->output && (out = fopen(opts->output, "w")) == NULL) {
        input_error(opts->output, "io.open", "cannot write", strerror(errno));
        return 2;
    }
    if (llvm && conv_diags_create(NULL, &diags) == CONV_OK) {
        uint32_t i;
        ok = conv_write_llvm_edits(llvm->text, llvm->size, original, m, diags, write_file, out) == CONV_OK;
        for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
        conv_diags_destroy(diags);
    } else {
        ok = !llvm && conv_module_print(m, write_file, out) == CONV_OK;
    }
    if (out != stdout && fclose(out) != 0) ok = false;
    if (!ok) {
        input_error(opts->output ? opts->output : "<stdout>", "io.write", "cannot write", NULL);
        return 2;
    }
    return 0;
}

/* conv infer-tokens / infer-convergent: the module with tokens inferred
   (R20) or `convergent` dropped where nothing needs it (R21); the
   functions refused (or changed, for infer-convergent) are named on
   stderr. Exit 0, 1 when a function was refused, 2 input errors. */
static int cmd_infer(const options *opts) {
    conv_module *m = NULL, *out = NULL;
    conv_diags *diags = NULL;
    conv_infer_desc desc;
    uint32_t count = 0, i;
    conv_result r;
    bool tokens = strcmp(opts->command, "infer-tokens") == 0;
    kept_text kept;
    int rc;
    memset(&kept, 0, sizeof kept);
    rc = load_module_keeping(opts, &m, &kept);
    if (rc) {
        kept_text_free(&kept);
        return rc;
    }
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = opts->make_convergent;
    desc.every_loop = opts->every_loop;
    r = conv_diags_create(NULL, &diags);
    if (r == CONV_OK)
        r = tokens ? conv_module_infer_tokens(m, &desc, diags, &count, &out) : conv_infer_convergent(m, diags, &count, &out);
    if (r != CONV_OK) {
        fprintf(stderr, "conv: %s: %s\n", opts->command, conv_result_str(r));
        rc = 2;
    }
    for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
    if (rc == 0) rc = print_result(opts, tokens && kept.format == CONV_FORMAT_LLVM ? &kept : NULL, m, out);
    if (rc == 0 && tokens && count) rc = 1;
    kept_text_free(&kept);
    conv_diags_destroy(diags);
    conv_module_destroy(out);
    conv_module_destroy(m);
    return rc;
}

/* The function FUNCTION names (with or without '@'), which must have a
   body; NULL after a message. */
static conv_function *named_function(const options *opts, const conv_module *m, const char *name) {
    conv_function *f = conv_module_find_function(m, name[0] == '@' ? name + 1 : name);
    if (f == NULL) fprintf(stderr, "conv: %s: no function '%s' in %s\n", opts->command, name, opts->label);
    else if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION)
        fprintf(stderr, "conv: %s: %s is a declaration: it has no body\n", opts->command, name);
    else return f;
    return NULL;
}

/* conv inline FILE CALLER CALL: the module with the call inlined (R18):
   LLVM IR input as its own text with only the edits, other input in the
   native format; the verdict as a note on stderr. Exit 0 inlined, 1
   refused (nothing printed), 2 usage or input error. */
static int cmd_inline(const options *opts) {
    conv_module *m = NULL, *out = NULL;
    conv_diags *diags = NULL;
    conv_function *f;
    const conv_function *where = NULL;
    conv_inline_desc desc;
    conv_verdict v;
    conv_value call;
    text_buf message = {NULL, 0, 0};
    kept_text kept;
    char buf[64];
    uint32_t i;
    int rc;
    if (opts->arg_count != 2) return usage_error(opts, "inline takes CALLER CALL after FILE");
    memset(&kept, 0, sizeof kept);
    rc = load_module_keeping(opts, &m, &kept);
    if (rc) {
        kept_text_free(&kept);
        return rc;
    }
    f = named_function(opts, m, opts->args[0]);
    if (f == NULL || !resolve_inst(opts, f, opts->args[1], &call)) rc = 2;
    if (rc == 0 && conv_value_kind(f, call) != CONV_KIND_CALL && conv_value_kind(f, call) != CONV_KIND_INVOKE) {
        fprintf(stderr, "conv: inline: %s of @%s is no call\n", opts->args[1], conv_function_name(f));
        rc = 2;
    }
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = opts->make_convergent;
    if (rc == 0 && conv_can_inline(f, call, &desc, &v, &where) != CONV_OK) {
        fprintf(stderr, "conv: inline: the callee of %s is not finalized or out of memory\n", opts->args[1]);
        rc = 2;
    }
    if (rc == 0 && conv_verdict_write(where, &v, text_buf_write, &message) == CONV_OK)
        fprintf(stderr, "conv: note: inline %s of @%s (%s): %s%s%s\n", inst_label(f, call, buf, sizeof buf),
                conv_function_name(f), conv_value_opcode(f, call) ? conv_value_opcode(f, call) : "?",
                message.data ? message.data : "", where != f ? " in @" : "", where != f ? conv_function_name(where) : "");
    if (rc == 0 && !v.legal) rc = 1;
    if (rc == 0 && conv_diags_create(NULL, &diags) != CONV_OK) rc = 2;
    if (rc == 0 && conv_module_inline(f, call, &desc, diags, &out) != CONV_OK) {
        for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
        fprintf(stderr, "conv: inline: not inlined\n");
        rc = 2;
    }
    if (rc == 0) rc = print_result(opts, kept.format == CONV_FORMAT_LLVM ? &kept : NULL, m, out);
    free(message.data);
    kept_text_free(&kept);
    conv_diags_destroy(diags);
    conv_module_destroy(out);
    conv_module_destroy(m);
    return rc;
}

/* conv outline FILE FUNCTION BLOCK... [--name NEW]: the module with the
   region made a function of its own (R19): LLVM IR input as its own text
   with only the edits, other input in the native format; the verdict as a
   note on stderr. Exit 0 outlined, 1 refused, 2 usage or
   input error. */
static int cmd_outline(const options *opts) {
    conv_module *m = NULL, *out = NULL;
    conv_diags *diags = NULL;
    conv_function *f;
    conv_verdict v;
    conv_block *blocks = NULL;
    text_buf message = {NULL, 0, 0};
    char *name = NULL;
    uint32_t i, n;
    kept_text kept;
    int rc;
    if (opts->arg_count < 2) return usage_error(opts, "outline takes FUNCTION BLOCK... after FILE");
    memset(&kept, 0, sizeof kept);
    rc = load_module_keeping(opts, &m, &kept);
    if (rc) {
        kept_text_free(&kept);
        return rc;
    }
    f = named_function(opts, m, opts->args[0]);
    n = opts->arg_count - 1u;
    blocks = (conv_block *)calloc(n, sizeof *blocks);
    if (f && blocks == NULL) {
        fprintf(stderr, "conv: out of memory\n");
        rc = 2;
    }
    for (i = 0; f && rc == 0 && i < n; i++) {
        uint32_t j;
        blocks[i] = conv_function_find_block(f, opts->args[1 + i]);
        if (!conv_block_valid(blocks[i])) {
            fprintf(stderr, "conv: outline: no block '%s' in @%s\n", opts->args[1 + i], conv_function_name(f));
            rc = 2;
        }
        for (j = 0; rc == 0 && j < i; j++)
            if (blocks[j].id == blocks[i].id) {
                fprintf(stderr, "conv: outline: block '%s' given twice\n", opts->args[1 + i]);
                rc = 2;
            }
    }
    if (f == NULL) rc = 2;
    if (rc == 0) {
        const char *base = opts->name ? opts->name : conv_function_name(f);
        size_t size = strlen(base) + 24u;
        name = (char *)malloc(size);
        if (name == NULL) rc = 2;
        else if (opts->name) snprintf(name, size, "%s", base[0] == '@' ? base + 1 : base);
        else {
            uint32_t k;
            snprintf(name, size, "%s.outlined", base);
            for (k = 2; conv_module_find_function(m, name) != NULL; k++) snprintf(name, size, "%s.outlined.%u", base, k);
        }
        if (rc == 0 && conv_module_find_function(m, name)) {
            fprintf(stderr, "conv: outline: a function @%s exists already; choose another --name\n", name);
            rc = 2;
        }
    }
    if (rc == 0 && conv_can_outline(f, blocks, n, &v) != CONV_OK) {
        fprintf(stderr, "conv: outline: out of memory\n");
        rc = 2;
    }
    if (rc == 0 && conv_verdict_write(f, &v, text_buf_write, &message) == CONV_OK)
        fprintf(stderr, "conv: note: outline of @%s as @%s: %s\n", conv_function_name(f), name,
                message.data ? message.data : "");
    if (rc == 0 && !v.legal) rc = 1;
    if (rc == 0 && conv_diags_create(NULL, &diags) != CONV_OK) rc = 2;
    if (rc == 0 && conv_module_outline(f, blocks, n, name, diags, &out) != CONV_OK) {
        for (i = 0; i < conv_diags_count(diags); i++) print_diag_in(opts->label, conv_diags_get(diags, i), NULL);
        fprintf(stderr, "conv: outline: not outlined\n");
        rc = 2;
    }
    if (rc == 0) rc = print_result(opts, kept.format == CONV_FORMAT_LLVM ? &kept : NULL, m, out);
    free(message.data);
    free(name);
    free(blocks);
    kept_text_free(&kept);
    conv_diags_destroy(diags);
    conv_module_destroy(out);
    conv_module_destroy(m);
    return rc;
}

/* conv callgraph: per function its callees, component and whether it
   needs `convergent`, and why. */
static int cmd_callgraph(const options *opts) {
    conv_module *m = NULL;
    conv_callgraph *cg = NULL;
    uint32_t i, k, n;
    int rc = load_module(opts, &m);
    if (rc) return rc;
    if (conv_callgraph_build(m, NULL, &cg) != CONV_OK) {
        fprintf(stderr, "conv: callgraph: out of memory\n");
        conv_module_destroy(m);
        return 2;
    }
    n = conv_callgraph_function_count(cg);
    for (i = 0; i < n; i++) {
        const conv_function *f = conv_module_function(m, i);
        uint32_t count = 0;
        const uint32_t *callees = conv_callgraph_callees(cg, i, &count);
        conv_need nd;
        memset(&nd, 0, sizeof nd);
        conv_callgraph_need(cg, i, &nd);
        printf("@%s: scc %u, %s, %s (%s", conv_function_name(f), conv_callgraph_scc(cg, i),
               nd.convergent ? "convergent" : "not convergent", nd.needed ? "needs it" : "needs no convergent",
               conv_need_reason_str(nd.reason));
        if (conv_value_valid(nd.value)) printf(" at %s", conv_value_name(f, nd.value) ? conv_value_name(f, nd.value)
                                                                                    : conv_value_opcode(f, nd.value));
        if (nd.reason == CONV_NEED_CALLEE) printf(" of @%s", conv_function_name(conv_module_function(m, nd.callee)));
        printf(")\n  calls:");
        for (k = 0; k < count; k++) printf(" @%s", conv_function_name(conv_module_function(m, callees[k])));
        printf("%s\n", conv_callgraph_calls_unknown(cg, i) ? " and unknown callees" : "");
    }
    conv_callgraph_free(cg);
    conv_module_destroy(m);
    return 0;
}

/* The options; a command accepts those in its mask (commands[] below). */
enum {
    OPT_JSON,
    OPT_POST,
    OPT_LLVM19,
    OPT_ALLOW_NONCONVERGENT,
    OPT_SPLIT_ANCHORS,
    OPT_ARGUMENTS,
    OPT_THREADS,
    OPT_WAVE_SIZE,
    OPT_SEED,
    OPT_MAX_STEPS,
    OPT_SIMULATE,
    OPT_FUNCTION,
    OPT_FORMAT,
    OPT_TARGET,
    OPT_PROVE,
    OPT_OUTPUT,
    OPT_SPIRV_TOKENS,
    OPT_CONCRETE,
    OPT_WORKGROUP_SIZE,
    OPT_BUFFER,
    OPT_DUMP_BUFFER,
    OPT_TRIP_COUNT,
    OPT_MAKE_CONVERGENT,
    OPT_EVERY_LOOP,
    OPT_UNSCOPED,
    OPT_SCOPES,
    OPT_NAME,
    OPT_CONVERGENT_BY_DEFAULT,
    OPT_COUNT
};

static const struct option_spec {
    const char *name;
    bool takes_value;
} option_specs[OPT_COUNT] = {
    {"--json", false},       {"--post", false},    {"--llvm19", false},    {"--allow-token-on-nonconvergent", false},
    {"--split-anchors", false}, {"--arguments", true}, {"--threads", true}, {"--wave-size", true},
    {"--seed", true},        {"--max-steps", true}, {"--simulate", true},  {"--function", true},
    {"--format", true},      {"--target", true},   {"--prove", true},      {"-o", true},
    {"--spirv-tokens", true}, {"--concrete", false}, {"--workgroup-size", true}, {"--buffer", true},
    {"--dump-buffer", true}, {"--trip-count", true}, {"--make-convergent", false}, {"--every-loop", false},
    {"--unscoped", false},   {"--scopes", false},
    {"--name", true},        {"--convergent-by-default", false},
};

#define BIT(o) ((uint64_t)1 << (o)) /* 64 options at most */
#define INPUT_OPTS (BIT(OPT_FORMAT) | BIT(OPT_TARGET) | BIT(OPT_SPIRV_TOKENS) | BIT(OPT_CONVERGENT_BY_DEFAULT))
#define ANALYSIS_OPTS (BIT(OPT_FUNCTION) | BIT(OPT_WAVE_SIZE) | BIT(OPT_ARGUMENTS) | INPUT_OPTS)
#define UNIFORMITY_OPTS (ANALYSIS_OPTS | BIT(OPT_WORKGROUP_SIZE))

/* The commands: what each runs, the options it takes, and its help: a
   one-line summary (`conv help`) and the synopsis and text that
   `conv help COMMAND` prints. */
static const struct command_spec {
    const char *name;
    int (*run)(const options *);
    uint64_t options;
    const char *summary;
    const char *usage;
} commands[] = {
    {"print", cmd_print, INPUT_OPTS, "print the module in the native format",
     "usage: conv print FILE\n"
     "\n"
     "Prints the module in the native format (docs/text-format.md): a .ll file\n"
     "read as LLVM IR comes out as the functions conv sees.\n"},
    {"domtree", cmd_domtree, BIT(OPT_JSON) | BIT(OPT_POST) | BIT(OPT_FUNCTION) | INPUT_OPTS,
     "print the dominator (post-dominator) tree",
     "usage: conv domtree FILE [--post] [--json] [--function F]\n"
     "\n"
     "Prints the dominator tree of each function (--function F: of F only);\n"
     "--post the post-dominator tree, rooted at a virtual exit joined to every\n"
     "block without successors and, for infinite loops, one block per region\n"
     "chosen as LLVM 19 does. --json: {\"functions\":[{\"name\":...,\"idom\":{...},\n"
     "\"roots\":[...],\"unreachable\":[...]}]}.\n"},
    {"cycles", cmd_cycles, BIT(OPT_JSON) | BIT(OPT_LLVM19) | BIT(OPT_FUNCTION) | INPUT_OPTS,
     "print the cycle hierarchy: headers, entries, exits",
     "usage: conv cycles FILE [--json] [--function F] [--llvm19]\n"
     "\n"
     "Prints the cycle hierarchy (loops, reducible or not) with headers,\n"
     "entries, blocks and exits, in the order opt-19 -passes='print<cycles>'\n"
     "prints them. --llvm19: count predecessors unreachable from the entry as\n"
     "entries, as LLVM 19 does.\n"},
    {"verify", cmd_verify, BIT(OPT_JSON) | BIT(OPT_ALLOW_NONCONVERGENT) | BIT(OPT_FUNCTION) | INPUT_OPTS,
     "check the static rules of convergence control tokens",
     "usage: conv verify FILE [--json] [--function F] [--allow-token-on-nonconvergent]\n"
     "\n"
     "Checks the static rules of convergence control tokens (codes in\n"
     "docs/tokens.md): one FILE:LINE:COL: error: [code] line per broken rule;\n"
     "exit 1 if any is broken. --allow-token-on-nonconvergent accepts a token on\n"
     "a call that is not convergent, as LLVM after 19 does.\n"},
    {"uniformity", cmd_uniformity,
     BIT(OPT_JSON) | BIT(OPT_SIMULATE) | BIT(OPT_SPLIT_ANCHORS) | BIT(OPT_THREADS) | BIT(OPT_MAX_STEPS) |
         UNIFORMITY_OPTS,
     "which values and branches are divergent",
     "usage: conv uniformity FILE [--json] [--function F] [--wave-size N]\n"
     "              [--workgroup-size X[,Y[,Z]]] [--arguments flagged|uniform|divergent]\n"
     "              [--simulate N [--split-anchors] [--threads N] [--max-steps N]]\n"
     "\n"
     "Prints which values and branches are divergent, with the reason (--json:\n"
     "every named value of every block, with \"uniform_scope\": the widest of\n"
     "thread, quad, wave, workgroup, device, system at which it is uniform, as\n"
     "for every terminator and cycle exit). The target (--target, else the\n"
     "triple's) gives the wave size, or a range of them, and what is known of\n"
     "workgroups, for thread-id arithmetic (tid.x >> 6 is uniform in a wave of\n"
     "64 when waves are linear and the workgroup's x a multiple of 64); a\n"
     "native file without a target whose functions read thread ids gets a\n"
     "warning. --wave-size N: threads per wave (default: the target's, else\n"
     "64); --workgroup-size X[,Y[,Z]]: the workgroup's shape (default: the\n"
     "function's reqd_work_group_size, else unknown); --arguments: whether\n"
     "arguments are divergent (default: as flagged). --simulate N also runs\n"
     "the interpreter N times (seeds 1..N, in workgroups of the known shape) and\n"
     "checks every uniform claim; says how many it checked; exit 1 if one is\n"
     "broken or the interpreter refuses the function. --split-anchors,\n"
     "--threads and --max-steps (which need --simulate) shape those runs.\n"},
    {"explain", cmd_explain, UNIFORMITY_OPTS, "why a value or branch is divergent: the chain of reasons",
     "usage: conv explain FILE %VALUE|BLOCK [--function F] [--wave-size N]\n"
     "              [--workgroup-size X[,Y[,Z]]] [--arguments M]\n"
     "\n"
     "Prints why a value is divergent: the chain of reasons back to a\n"
     "divergence source (for a block name: why its branch is divergent).\n"},
    {"lint", cmd_lint, BIT(OPT_JSON) | BIT(OPT_UNSCOPED) | UNIFORMITY_OPTS,
     "barriers, derivatives and collectives under control flow not uniform at their scope",
     "usage: conv lint FILE [--json] [--function F] [--wave-size N] [--arguments M]\n"
     "              [--workgroup-size X[,Y[,Z]]] [--target T] [--unscoped]\n"
     "\n"
     "Warns about every barrier, quad operation (derivative, implicit-LOD\n"
     "sample) and other collective with a scope that may run without its whole\n"
     "scope instance (quad, wave, workgroup): a branch deciding which threads\n"
     "reach it is not uniform at its scope, threads leave a loop around it in\n"
     "different iterations, or its token comes from an anchor\n"
     "(docs/uniformity.md, \"Lint\"). One FILE:LINE:COL: warning: [code] line\n"
     "per operation (codes lint.barrier, lint.quad, lint.collective), then the\n"
     "chain of reasons back to a divergence source as note lines. It assumes\n"
     "the whole instance enters the function (a kernel; call sites are not\n"
     "followed). --json: {\"diagnostics\":[{\"code\":...,\"file\":...,\"line\":N,\n"
     "\"col\":N,\"function\":...,\"scope\":...,\"uniform_scope\":...,\"cause\":\n"
     "branch|cycle|anchor,\"message\":...,\"reasons\":[...]}]}. --unscoped also\n"
     "checks convergent calls without a scope, at wave scope (an LLVM ballot).\n"
     "Exit 0 when nothing is found, 1 otherwise.\n"},
    {"dot", cmd_dot, BIT(OPT_SCOPES) | UNIFORMITY_OPTS, "Graphviz DOT of the CFG, divergence highlighted",
     "usage: conv dot FILE [--function F] [--wave-size N] [--workgroup-size X[,Y[,Z]]]\n"
     "              [--arguments M] [--scopes]\n"
     "\n"
     "Writes Graphviz DOT of the CFG: divergent branches and values in red,\n"
     "cycles boxed with their headers, joins with a double border, token\n"
     "regions shaded. --scopes colours every value, branch and cycle by the\n"
     "widest scope at which it is uniform (thread red, quad orange, wave\n"
     "purple, workgroup blue, device green, system black; a legend node) and\n"
     "shows conv lint's findings in bold with their codes.\n"},
    {"simulate", cmd_simulate,
     BIT(OPT_JSON) | BIT(OPT_THREADS) | BIT(OPT_WAVE_SIZE) | BIT(OPT_SEED) | BIT(OPT_MAX_STEPS) |
         BIT(OPT_SPLIT_ANCHORS) | BIT(OPT_ALLOW_NONCONVERGENT) | BIT(OPT_FUNCTION) | BIT(OPT_CONCRETE) |
         BIT(OPT_WORKGROUP_SIZE) | BIT(OPT_BUFFER) | BIT(OPT_DUMP_BUFFER) | INPUT_OPTS,
     "run the reference interpreter: which threads execute together",
     "usage: conv simulate FILE [--json] [--function F] [--threads N] [--wave-size W]\n"
     "              [--seed S] [--max-steps N] [--split-anchors]\n"
     "              [--allow-token-on-nonconvergent]\n"
     "              [--workgroup-size X[,Y[,Z]]]\n"
     "              [--concrete [--buffer BINDING=FILE]... [--dump-buffer BINDING]...]\n"
     "\n"
     "Runs the reference interpreter (docs/semantics.md): each thread's path,\n"
     "which threads execute each convergent operation together, and the\n"
     "collectives' results. Defaults: 8 threads, one wave, seed 1; at most\n"
     "65536 threads and threads x max steps at most 2^26. --workgroup-size:\n"
     "workgroups of X (by Y by Z) threads (default: all); the values read as\n"
     "thread ids get the threads' ids in them, and so does arithmetic on them\n"
     "and constants, in both modes.\n"
     "--concrete computes integer and boolean operations exactly, thread ids\n"
     "as real ids, collectives from\n"
     "their operands, and SPIR-V storage buffers (descriptor set 0, BINDING\n"
     "a number) or an LLVM kernel's pointer arguments (BINDING the argument's\n"
     "name) from the little-endian bytes of FILE; other values are hashed\n"
     "(counted). With\n"
     "--dump-buffer it prints only the final buffers as 32-bit words (--json:\n"
     "{\"finished\":...,\"hashed\":N,\"buffers\":{\"1\":[...]}}).\n"},
    {"query", cmd_query, BIT(OPT_JSON) | BIT(OPT_PROVE) | BIT(OPT_CONCRETE) | BIT(OPT_TRIP_COUNT) | ANALYSIS_OPTS,
     "may an operation be hoisted, sunk, speculated, merged or CSE'd, a block copied or threaded",
     "usage: conv query FILE QUERY ARGS... [--function F] [--wave-size N] [--arguments M]\n"
     "              [--json] [--prove N [--concrete]]\n"
     "QUERY ARGS: can-hoist INST BLOCK | can-sink INST BLOCK | can-speculate INST BLOCK\n"
     "            | can-merge INST INST BLOCK | can-cse INST INST\n"
     "            | can-tail-duplicate BLOCK | can-jump-thread PRED BLOCK SUCC\n"
     "            | can-merge-blocks A B | can-peel HEADER N\n"
     "            | can-unroll HEADER FACTOR multiple|full|runtime [--trip-count N]\n"
     "            | can-rotate HEADER\n"
     "            | can-separate-backedges HEADER | can-delete-loop HEADER\n"
     "            | can-change-exit HEADER\n"
     "            | can-unswitch HEADER BLOCK | can-inline CALL\n"
     "\n"
     "Asks the legality stage whether an operation may move, merge or go, or a\n"
     "block be copied into its predecessors, threaded (PRED's edge to BLOCK sent\n"
     "to SUCC: the caller vouches that PRED's threads leave BLOCK for SUCC) or\n"
     "merged into its only predecessor, or the first N iterations of the loop\n"
     "headed by HEADER peeled, or the loop unrolled (full: FACTOR is the trip\n"
     "count, and apply makes straight-line code of a bottom-tested loop; else\n"
     "apply makes FACTOR copies with their exit tests, no remainder),\n"
     "rotated (its header test copied before it as a guard and moved to its end),\n"
     "or split into nested loops by its latches, deleted (the caller vouches it\n"
     "terminates), or unswitched on BLOCK's branch, or whether the call CALL may\n"
     "be inlined, and how (R18, as conv inline; the verdict may name a block or\n"
     "value of the callee: \" in @CALLEE\", JSON \"where\"; no --prove: the\n"
     "interpreter does not enter calls).\n"
     "INST is %name or BLOCK:N (the N-th instruction of BLOCK from 0, as print\n"
     "lists them; void calls have no name). Prints the verdict and what decides\n"
     "it; exit 0 legal, 1 illegal. --function defaults to the only function\n"
     "with a body. --prove N also performs the move on a copy and compares both\n"
     "programs under the interpreter in N runs (seeds 1..N, 1 to 64 threads,\n"
     "wave sizes 1 to --wave-size, both anchor policies): prints confirmed or\n"
     "the counterexample; exit 3 when it refutes a legal answer (a bug in conv).\n"
     "--concrete runs them with concrete semantics (loops with a known trip\n"
     "count run it, so a full unroll can be proved). --trip-count N says every\n"
     "thread runs the loop N times (a count the caller knows): a remainder then\n"
     "runs in the same copy for all, and the kind must agree with N (full:\n"
     "FACTOR is N; multiple: FACTOR divides N; runtime: it does not).\n"},
    {"apply", cmd_apply, BIT(OPT_OUTPUT) | BIT(OPT_TRIP_COUNT) | ANALYSIS_OPTS, "perform a query's move on a copy and print the module",
     "usage: conv apply FILE QUERY ARGS... [-o OUT] [--function F] [--wave-size N]\n"
     "              [--arguments M]\n"
     "QUERY ARGS: as for conv query ('can-' may be left out: hoist INST BLOCK, ...)\n"
     "\n"
     "Performs the query's move on a copy named @F.hoist (.sink, .speculate,\n"
     ".merge, .cse, .tail-duplicate, .jump-thread, .merge-blocks, .peel, .unroll,\n"
     ".rotate, .separate-backedges, .delete-loop, .unswitch, .inline)\n"
     "whether or not\n"
     "it is legal, and prints the module, original and copy, in the native\n"
     "format (to OUT with -o); the verdict goes to stderr; exit 1 when the\n"
     "library refuses the edit (it would break SSA dominance, the static rules\n"
     "of tokens or the cycle structure, or the blocks lack its shape).\n"},
    {"infer-tokens", cmd_infer, BIT(OPT_OUTPUT) | BIT(OPT_MAKE_CONVERGENT) | BIT(OPT_EVERY_LOOP) | INPUT_OPTS,
     "make implicit convergence explicit: entry, loop hearts, tokens (R20)",
     "usage: conv infer-tokens FILE [-o OUT] [--make-convergent] [--every-loop]\n"
     "\n"
     "Prints the module (to OUT with -o) with the spec's inferred tokens in\n"
     "every function that has uncontrolled convergent operations: LLVM IR\n"
     "input comes out as its own text with only the edits (the intrinsic\n"
     "calls, \"convergencectrl\" bundles, `convergent`), every other input in\n"
     "the native format. The tokens: token.entry at the start of the entry\n"
     "block, a token.loop\n"
     "heart in each loop header on its parent's heart (or the entry), each such\n"
     "operation on the heart of its innermost loop or the entry. Keeps every\n"
     "operation's threads (docs/tokens.md, inference). Refused functions (an\n"
     "irreducible cycle around a convergent operation, the entry block on a\n"
     "cycle, tokens already mixed in, a function not convergent) are copied\n"
     "unchanged with a warning, and the exit status is 1.\n"
     "--make-convergent: mark a function that is not convergent (a kernel)\n"
     "convergent instead of refusing it. --every-loop: a heart in every loop,\n"
     "also those without convergent operations (the spec's text).\n"},
    {"infer-convergent", cmd_infer, BIT(OPT_OUTPUT) | INPUT_OPTS,
     "drop `convergent` where no function needs it (R21)",
     "usage: conv infer-convergent FILE [-o OUT]\n"
     "\n"
     "Prints the module in the native format (to OUT with -o) without\n"
     "`convergent` on every definition that needs none (no entry, no\n"
     "uncontrolled convergent operation, calls of the module's functions\n"
     "resolved together: see conv callgraph) and without it and its token on\n"
     "every call of such a function; a note names each.\n"},
    {"inline", cmd_inline, BIT(OPT_OUTPUT) | BIT(OPT_MAKE_CONVERGENT) | INPUT_OPTS,
     "replace a call by its callee's body, tokens made right (R18)",
     "usage: conv inline FILE CALLER CALL [-o OUT] [--make-convergent]\n"
     "\n"
     "Inlines the call CALL of the function CALLER (%name, or BLOCK:N: the N-th\n"
     "instruction of BLOCK from 0, as print lists them; void calls have no name)\n"
     "and prints the module (to OUT with -o): LLVM IR input as its own text\n"
     "with only the edits (the call's line becomes the callee's blocks, renamed\n"
     "NAME.i, a branch to them and the block CALLEE.exit with a phi of the\n"
     "returned values named as the call; the split block's successors' phis\n"
     "read CALLEE.exit), every other input in the native format. The tokens\n"
     "follow R18: the callee's entry becomes the call's token (a); a caller\n"
     "without tokens has them inferred first when the callee has them (b); a\n"
     "callee without tokens called with one has them inferred on it (c); a call\n"
     "that is not convergent gets an anchor for the entry; else the body is\n"
     "copied as it is (d). The verdict goes to stderr as a note; exit 1 when it\n"
     "is refused (no body, an invoke, mismatched arguments, an inference R20\n"
     "refuses: irreducible cycles, a caller that is not convergent), and then\n"
     "nothing is printed. --make-convergent: a caller that is not convergent\n"
     "(a kernel) and that R18 (b) must give tokens is marked convergent.\n"},
    {"outline", cmd_outline, BIT(OPT_OUTPUT) | BIT(OPT_NAME) | INPUT_OPTS,
     "make a region a function of its own, tokens made right (R19)",
     "usage: conv outline FILE FUNCTION BLOCK... [--name NEW] [-o OUT]\n"
     "\n"
     "Moves the blocks BLOCK... of FUNCTION (the region's entry first) into a\n"
     "new function @NEW (default @FUNCTION.outlined) and prints the module (to\n"
     "OUT with -o): LLVM IR input as its own text with only the edits (the\n"
     "region's blocks but its entry cut out, the entry's instructions after\n"
     "its phis replaced by the call and a branch to the exit, the exit's phis\n"
     "reading the entry; @NEW's define appended at the end, its parameters\n"
     "typed as the values they receive are defined; exit 2 with\n"
     "[write.unsupported-edit] for what conv cannot write, a type it does not\n"
     "read), every other input in the native format, FUNCTION replaced by its\n"
     "outlined copy and @NEW last. The region must be single-entry (its entry\n"
     "block, not FUNCTION's, the only one entered from outside, never from\n"
     "inside), leave\n"
     "to one block at most, hold no return, and leave one value at most read\n"
     "after it (the call's result). The entry block's phis stay and call @NEW\n"
     "with the values the region reads from outside; the region's other\n"
     "blocks go. R19: a token the region uses from outside becomes @NEW's\n"
     "entry, and the call carries it (never as an argument); uncontrolled\n"
     "convergent operations make @NEW convergent and the call an uncontrolled\n"
     "convergent call; a region that defines a token used outside, or uses two\n"
     "tokens from outside, is refused. The verdict goes to stderr as a note;\n"
     "exit 1 when it is refused (nothing printed).\n"},
    {"callgraph", cmd_callgraph, INPUT_OPTS, "the call graph and who needs `convergent`, and why",
     "usage: conv callgraph FILE\n"
     "\n"
     "Prints per function its strongly connected component (callees first),\n"
     "whether it is convergent and whether it needs to be, with the reason and\n"
     "the deciding instruction (R21), and its direct callees (calls through\n"
     "pointers: unknown callees).\n"},
    {"help", NULL, 0, "the commands, or a command's usage",
     "usage: conv help [COMMAND]\n"
     "\n"
     "Lists the commands; with COMMAND, prints its usage and options (as\n"
     "'conv COMMAND --help' does).\n"},
};

static const struct command_spec *find_command(const char *name) {
    size_t c;
    for (c = 0; c < sizeof commands / sizeof commands[0]; c++)
        if (strcmp(name, commands[c].name) == 0) return &commands[c];
    return NULL;
}

/* conv help [COMMAND]: the overview, or one command's usage, on stdout. */
static void print_help(const struct command_spec *cmd) {
    size_t c;
    if (cmd == NULL) {
        fputs(overview_text, stdout);
        fputs("\ncommands:\n", stdout);
        for (c = 0; c < sizeof commands / sizeof commands[0]; c++)
            printf("  %-18s%s\n", commands[c].name, commands[c].summary);
        fputs("\n", stdout);
        fputs(overview_notes, stdout);
        return;
    }
    fputs(cmd->usage, stdout);
    if (cmd->run) {
        fputs("\n", stdout);
        fputs(common_options_text, stdout);
    }
}

/* Reads one option's value into opts: 0, or the usage error's exit status
   when it is not a value the option takes. */
static int set_option(options *opts, int o, const char *v) {
    uint64_t n = 0;
    switch (o) {
    case OPT_ARGUMENTS:
        if (strcmp(v, "uniform") == 0) opts->arguments = CONV_ARGUMENTS_UNIFORM;
        else if (strcmp(v, "divergent") == 0) opts->arguments = CONV_ARGUMENTS_DIVERGENT;
        else if (strcmp(v, "flagged") == 0) opts->arguments = CONV_ARGUMENTS_AS_FLAGGED;
        else return usage_error(opts, "--arguments takes uniform, divergent or flagged: %s", v);
        return 0;
    case OPT_SEED:
        if (!parse_number(v, UINT64_MAX, &n)) return usage_error(opts, "expected a number: %s", v);
        opts->seed = n;
        return 0;
    case OPT_THREADS:
    case OPT_WAVE_SIZE:
    case OPT_MAX_STEPS:
    case OPT_SIMULATE:
    case OPT_PROVE:
    case OPT_TRIP_COUNT:
        if (!parse_number(v, 0xffffffffu, &n) || n == 0) return usage_error(opts, "expected a positive number: %s", v);
        if (o == OPT_PROVE) opts->prove_runs = (uint32_t)n;
        if (o == OPT_TRIP_COUNT) opts->trip_count = (uint32_t)n;
        if (o == OPT_THREADS) opts->threads = (uint32_t)n;
        else if (o == OPT_WAVE_SIZE) opts->wave_size = (uint32_t)n;
        else if (o == OPT_MAX_STEPS) opts->max_steps = (uint32_t)n;
        else if (o == OPT_SIMULATE) opts->simulate_runs = (uint32_t)n;
        return 0;
    case OPT_OUTPUT:
        opts->output = v;
        return 0;
    case OPT_NAME:
        if (v[0] == '\0' || (v[0] == '@' && v[1] == '\0')) return usage_error(opts, "--name takes a function name");
        opts->name = v;
        return 0;
    case OPT_WORKGROUP_SIZE: {
        /* X[,Y[,Z]] */
        char part[24];
        const char *p = v;
        uint32_t k;
        uint64_t threads = 1;
        for (k = 0; k < 3u; k++) {
            const char *comma = strchr(p, ',');
            size_t len = comma ? (size_t)(comma - p) : strlen(p);
            if (len == 0 || len >= sizeof part) return usage_error(opts, "--workgroup-size takes X[,Y[,Z]]: %s", v);
            memcpy(part, p, len);
            part[len] = '\0';
            if (!parse_number(part, 65536, &n) || n == 0)
                return usage_error(opts, "--workgroup-size takes X[,Y[,Z]], positive numbers: %s", v);
            opts->workgroup_shape[k] = (uint32_t)n;
            threads *= n;
            if (comma == NULL) break;
            p = comma + 1;
        }
        if (k == 3u) return usage_error(opts, "--workgroup-size takes X[,Y[,Z]]: %s", v);
        if (threads > 65536u) return usage_error(opts, "--workgroup-size: at most 65536 threads: %s", v);
        for (k = 1; k < 3u; k++)
            if (opts->workgroup_shape[k] == 0) opts->workgroup_shape[k] = 1;
        opts->workgroup_size = (uint32_t)threads;
        return 0;
    }
    case OPT_BUFFER:
        if (opts->buffer_count == 16) return usage_error(opts, "at most 16 --buffer options");
        if (strchr(v, '=') == NULL || strchr(v, '=') == v || strchr(v, '=')[1] == '\0')
            return usage_error(opts, "--buffer takes BINDING=FILE or NAME=FILE: %s", v);
        opts->buffers[opts->buffer_count++] = v;
        return 0;
    case OPT_DUMP_BUFFER:
        if (opts->dump_count == 16) return usage_error(opts, "at most 16 --dump-buffer options");
        opts->dumps[opts->dump_count++] = v;
        return 0;
    case OPT_FUNCTION:
        opts->function = v[0] == '@' ? v + 1 : v;
        return 0;
    case OPT_FORMAT:
        if (strcmp(v, "ll") == 0 || strcmp(v, "llvm") == 0) opts->format = CONV_FORMAT_LLVM;
        else if (strcmp(v, "conv") == 0 || strcmp(v, "native") == 0) opts->format = CONV_FORMAT_NATIVE;
        else if (strcmp(v, "spv") == 0 || strcmp(v, "spirv") == 0) opts->format = CONV_FORMAT_SPIRV;
        else return usage_error(opts, "unknown format (use ll, conv or spv): %s", v);
        return 0;
    case OPT_SPIRV_TOKENS:
        if (strcmp(v, "structured") == 0) opts->spirv_tokens = CONV_SPIRV_TOKENS_STRUCTURED;
        else if (strcmp(v, "none") == 0) opts->spirv_tokens = CONV_SPIRV_TOKENS_NONE;
        else return usage_error(opts, "--spirv-tokens takes structured or none: %s", v);
        return 0;
    case OPT_TARGET:
        if (!conv_target_builtin(v, &opts->target_desc)) {
            /* a target description file */
            FILE *fp = fopen(v, "rb");
            char *text = NULL;
            size_t size = 0, cap = 0, got;
            conv_diags *diags = NULL;
            conv_result r;
            if (fp == NULL)
                return usage_error(opts,
                                   "unknown target (use amdgcn, amdgcn-wave32, amdgcn-wave64, nvptx, r600, spirv, cpu, "
                                   "none, or a target description file): %s", v);
            do {
                if (size == cap) {
                    char *grown = (char *)realloc(text, cap = cap ? 2 * cap : 4096);
                    if (grown == NULL) break;
                    text = grown;
                }
                got = fread(text + size, 1, cap - size, fp);
                size += got;
            } while (got > 0);
            fclose(fp);
            conv_diags_create(NULL, &diags);
            r = conv_target_parse(text, size, v, NULL, diags, &opts->target_file);
            free(text);
            print_diags(diags);
            conv_diags_destroy(diags);
            if (r != CONV_OK) {
                if (r != CONV_ERR_PARSE) fprintf(stderr, "conv: %s: %s\n", v, conv_result_str(r));
                return 2;
            }
            opts->target_desc = *opts->target_file;
        }
        opts->target_set = true;
        opts->target = opts->target_desc.kind;
        return 0;
    default:
        return 0;
    }
}

/* The command word: the first argument that is neither an option nor the
   value of one, as main reads them; NULL when there is none. */
static const char *command_word(int argc, char **argv) {
    int i, o;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || a[1] == '\0') return a;
        for (o = 0; o < OPT_COUNT && strcmp(a, option_specs[o].name) != 0; o++) {
        }
        if (o < OPT_COUNT && option_specs[o].takes_value) i++;
    }
    return NULL;
}

int main(int argc, char **argv) {
    options opts;
    const struct command_spec *cmd;
    const char *word = command_word(argc, argv);
    uint64_t seen = 0;
    int i, o;
    size_t c;
    memset(&opts, 0, sizeof opts);
    opts.seed = 1;
    cmd = word ? find_command(word) : NULL;
    if (cmd) opts.topic = cmd->name;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--version") == 0) {
            printf("conv %s\n", CONV_VERSION_STRING);
            return 0;
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_help(cmd);
            return 0;
        }
    }
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '-' && a[1] != '\0') {
            for (o = 0; o < OPT_COUNT && strcmp(a, option_specs[o].name) != 0; o++) {
            }
            if (o == OPT_COUNT) return usage_error(&opts, "unknown option: %s", a);
            if ((seen & BIT(o)) && o != OPT_BUFFER && o != OPT_DUMP_BUFFER)
                return usage_error(&opts, "option given twice: %s", a);
            seen |= BIT(o);
            if (o == OPT_JSON) opts.json = true;
            else if (o == OPT_POST) opts.post = true;
            else if (o == OPT_LLVM19) opts.llvm19 = true;
            else if (o == OPT_ALLOW_NONCONVERGENT) opts.allow_nonconvergent = true;
            else if (o == OPT_SPLIT_ANCHORS) opts.split_anchors = true;
            else if (o == OPT_CONCRETE) opts.concrete = true;
            else if (o == OPT_MAKE_CONVERGENT) opts.make_convergent = true;
            else if (o == OPT_EVERY_LOOP) opts.every_loop = true;
            else if (o == OPT_UNSCOPED) opts.unscoped = true;
            else if (o == OPT_SCOPES) opts.scopes = true;
            else if (o == OPT_CONVERGENT_BY_DEFAULT) opts.convergent_by_default = true;
            if (option_specs[o].takes_value) {
                int status;
                if (i + 1 >= argc) return usage_error(&opts, "missing value after %s", a);
                status = set_option(&opts, o, argv[++i]);
                if (status) return status;
            }
        } else if (opts.command == NULL) {
            opts.command = a;
        } else if (opts.file == NULL && strcmp(opts.command, "help") != 0) {
            opts.file = a;
        } else if (opts.subject == NULL && (strcmp(opts.command, "explain") == 0 || strcmp(opts.command, "help") == 0)) {
            opts.subject = a; /* explain: the value or block; help: the command */
        } else if (opts.arg_count < 4 && (strcmp(opts.command, "query") == 0 || strcmp(opts.command, "apply") == 0)) {
            opts.args[opts.arg_count++] = a;
        } else if (opts.arg_count < 64 && (strcmp(opts.command, "inline") == 0 || strcmp(opts.command, "outline") == 0)) {
            opts.args[opts.arg_count++] = a;
        } else {
            return usage_error(&opts, "unexpected argument: %s", a);
        }
    }
    if (opts.command == NULL) return usage_error(&opts, "missing command");
    if (cmd == NULL) return usage_error(&opts, "unknown command: %s", opts.command);
    for (o = 0; o < OPT_COUNT; o++)
        if ((seen & BIT(o)) && !(cmd->options & BIT(o)))
            return usage_error(&opts, "%s does not use %s", cmd->name, option_specs[o].name);
    if (cmd->run == NULL) { /* help [COMMAND] */
        const struct command_spec *topic = opts.subject ? find_command(opts.subject) : NULL;
        if (opts.subject && topic == NULL) return usage_error(&opts, "help: no command '%s'", opts.subject);
        print_help(topic);
        return 0;
    }
    if (opts.simulate_runs == 0 && strcmp(cmd->name, "uniformity") == 0) {
        static const int need_simulate[] = {OPT_SPLIT_ANCHORS, OPT_THREADS, OPT_MAX_STEPS};
        for (c = 0; c < sizeof need_simulate / sizeof need_simulate[0]; c++)
            if (seen & BIT(need_simulate[c]))
                return usage_error(&opts, "uniformity uses %s only with --simulate N",
                                   option_specs[need_simulate[c]].name);
    }
    if (opts.file == NULL) return usage_error(&opts, "missing FILE");
    opts.label = strcmp(opts.file, "-") == 0 ? "<stdin>" : opts.file;
    if (strcmp(cmd->name, "explain") == 0 && opts.subject == NULL)
        return usage_error(&opts, "explain needs a value (%%x) or a block name");
    {
        int status = cmd->run(&opts);
        conv_target_free(opts.target_file);
        return status;
    }
}
