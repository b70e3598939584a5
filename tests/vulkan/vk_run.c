/* vk_run - run one SPIR-V compute shader on Mesa's lavapipe and print the
 * storage buffers it wrote (tests/vulkan/README.md).
 *
 *   build/vk_run SHADER.spv [--entry NAME] [--groups X[,Y[,Z]]]
 *                [--buffer BINDING=FILE]... [--buffer-size BINDING=BYTES]...
 *                [--dump BINDING]... [--json] [--info]
 *   build/vk_run --info [--json]
 *
 * Every binding named by --buffer, --buffer-size or --dump is a storage
 * buffer in descriptor set 0. --buffer fills it with FILE's bytes
 * (little-endian, as the shader reads them); --buffer-size gives its size
 * in bytes, zero-filled past FILE's bytes when both are given (BYTES must
 * then be at least the file's size). --dump prints a buffer after the
 * dispatch as unsigned 32-bit words, the bindings in increasing order:
 * plain, "binding B: N words" then the words eight to a line, or with
 * --json one object {"buffers":{"B":[...]}}. --info prints the device and
 * its subgroup properties (size, stages, operations; in JSON under "info").
 *
 * The device is lavapipe, chosen explicitly: the loader is pointed at
 * lavapipe's ICD file only (VK_ICD_FILENAMES and VK_DRIVER_FILES), and the
 * physical device must be VK_DRIVER_ID_MESA_LLVMPIPE or be named
 * "llvmpipe ..."; no surface or WSI extension is asked for. Mesa's disk
 * cache is off, and XDG_RUNTIME_DIR, when unset, is a temporary directory
 * removed at the end. (The environment variable VK_RUN_ICD names another
 * ICD file instead of lavapipe's, for the tests of the refusal.)
 *
 * Exit status: 0 done, 1 a Vulkan or I/O error (the call and its VkResult
 * on stderr), 2 a usage error. Everything created is destroyed on every
 * path. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <vulkan/vulkan.h>

#define MAX_BINDINGS 16
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))
#define LAVAPIPE_ICD_GLOB "/usr/share/vulkan/icd.d/lvp_icd.*.json"

typedef struct vk_buffer {
    uint32_t binding;
    const char *file;       /* initial contents, or NULL */
    VkDeviceSize size;      /* 0 until known */
    int dump;
    VkBuffer buffer;
    VkDeviceMemory memory;
    void *mapped;
} vk_buffer;

typedef struct vk_run {
    /* options */
    const char *shader;
    const char *entry;
    uint32_t groups[3];
    int json;
    int info;
    vk_buffer buffers[MAX_BINDINGS];
    uint32_t buffer_count;
    /* the lavapipe ICD path and the XDG_RUNTIME_DIR we made, if any */
    char icd[4096];
    char runtime_dir[64];
    /* Vulkan objects, destroyed in reverse order by vk_run_destroy */
    VkInstance instance;
    VkPhysicalDevice physical;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family;
    VkPhysicalDeviceMemoryProperties memory_properties;
    VkShaderModule module;
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout pipeline_layout;
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkDescriptorSet set;
    VkCommandPool command_pool;
    VkCommandBuffer command_buffer;
    VkFence fence;
} vk_run;

/* --- errors --- */

typedef struct result_name {
    VkResult result;
    const char *name;
} result_name;

static const result_name result_names[] = {
    {VK_SUCCESS, "VK_SUCCESS"},
    {VK_NOT_READY, "VK_NOT_READY"},
    {VK_TIMEOUT, "VK_TIMEOUT"},
    {VK_EVENT_SET, "VK_EVENT_SET"},
    {VK_EVENT_RESET, "VK_EVENT_RESET"},
    {VK_INCOMPLETE, "VK_INCOMPLETE"},
    {VK_ERROR_OUT_OF_HOST_MEMORY, "VK_ERROR_OUT_OF_HOST_MEMORY"},
    {VK_ERROR_OUT_OF_DEVICE_MEMORY, "VK_ERROR_OUT_OF_DEVICE_MEMORY"},
    {VK_ERROR_INITIALIZATION_FAILED, "VK_ERROR_INITIALIZATION_FAILED"},
    {VK_ERROR_DEVICE_LOST, "VK_ERROR_DEVICE_LOST"},
    {VK_ERROR_MEMORY_MAP_FAILED, "VK_ERROR_MEMORY_MAP_FAILED"},
    {VK_ERROR_LAYER_NOT_PRESENT, "VK_ERROR_LAYER_NOT_PRESENT"},
    {VK_ERROR_EXTENSION_NOT_PRESENT, "VK_ERROR_EXTENSION_NOT_PRESENT"},
    {VK_ERROR_FEATURE_NOT_PRESENT, "VK_ERROR_FEATURE_NOT_PRESENT"},
    {VK_ERROR_INCOMPATIBLE_DRIVER, "VK_ERROR_INCOMPATIBLE_DRIVER"},
    {VK_ERROR_TOO_MANY_OBJECTS, "VK_ERROR_TOO_MANY_OBJECTS"},
    {VK_ERROR_FORMAT_NOT_SUPPORTED, "VK_ERROR_FORMAT_NOT_SUPPORTED"},
    {VK_ERROR_FRAGMENTED_POOL, "VK_ERROR_FRAGMENTED_POOL"},
    {VK_ERROR_UNKNOWN, "VK_ERROR_UNKNOWN"},
    {VK_ERROR_OUT_OF_POOL_MEMORY, "VK_ERROR_OUT_OF_POOL_MEMORY"},
    {VK_ERROR_INVALID_EXTERNAL_HANDLE, "VK_ERROR_INVALID_EXTERNAL_HANDLE"},
    {VK_ERROR_FRAGMENTATION, "VK_ERROR_FRAGMENTATION"},
    {VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS, "VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS"},
    {VK_ERROR_INVALID_SHADER_NV, "VK_ERROR_INVALID_SHADER_NV"},
};

static const char *result_str(VkResult r)
{
    size_t i;
    for (i = 0; i < COUNT_OF(result_names); i++) {
        if (result_names[i].result == r) return result_names[i].name;
    }
    return "unknown VkResult";
}

/* vk_failed: reports a failed Vulkan call; returns 1 (the exit status) */
static int vk_failed(const char *call, VkResult r)
{
    fprintf(stderr, "vk_run: %s failed: %s (%d)\n", call, result_str(r), (int)r);
    return 1;
}

/* CHECK_VK(fn, (args)): calls fn args; when it does not return
 * VK_SUCCESS, reports fn's name and the VkResult and returns 1 from the
 * enclosing function */
#define CHECK_VK(fn, args)                                 \
    do {                                                   \
        VkResult check_vk_r_ = fn args;                    \
        if (check_vk_r_ != VK_SUCCESS) {                   \
            return vk_failed(#fn, check_vk_r_);            \
        }                                                  \
    } while (0)

static void usage(void)
{
    fprintf(stderr,
            "usage: vk_run SHADER.spv [--entry NAME] [--groups X[,Y[,Z]]]\n"
            "              [--buffer BINDING=FILE]... [--buffer-size BINDING=BYTES]...\n"
            "              [--dump BINDING]... [--json] [--info]\n"
            "       vk_run --info [--json]\n");
}

/* --- command line --- */

/* parse_u32: a decimal number in [0, max] ending at *end == stop */
static int parse_u32(const char *s, char stop, uint32_t max, uint32_t *out, const char **end)
{
    unsigned long long v = 0;
    const char *p = s;
    if (*p < '0' || *p > '9') return 0;
    while (*p >= '0' && *p <= '9') {
        v = v * 10u + (unsigned long long)(*p - '0');
        if (v > max) return 0;
        p++;
    }
    if (*p != stop) return 0;
    *out = (uint32_t)v;
    if (end) *end = p;
    return 1;
}

static vk_buffer *find_buffer(vk_run *run, uint32_t binding, int add)
{
    uint32_t i;
    for (i = 0; i < run->buffer_count; i++) {
        if (run->buffers[i].binding == binding) return &run->buffers[i];
    }
    if (!add || run->buffer_count == MAX_BINDINGS) return NULL;
    run->buffers[run->buffer_count].binding = binding;
    return &run->buffers[run->buffer_count++];
}

/* parse_args: fills run; returns 0 or 2 (a usage error, reported) */
static int parse_args(vk_run *run, int argc, char **argv)
{
    int i;
    run->entry = "main";
    run->groups[0] = run->groups[1] = run->groups[2] = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        const char *p = NULL;
        uint32_t binding = 0;
        vk_buffer *b;
        if (strcmp(a, "--json") == 0) {
            run->json = 1;
            continue;
        }
        if (strcmp(a, "--info") == 0) {
            run->info = 1;
            continue;
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage();
            return 2;
        }
        if (a[0] == '-' && a[1] == '-') {
            if (!v) {
                fprintf(stderr, "vk_run: %s needs a value\n", a);
                return 2;
            }
            i++;
            if (strcmp(a, "--entry") == 0) {
                run->entry = v;
            } else if (strcmp(a, "--groups") == 0) {
                uint32_t k = 0;
                p = v;
                for (;;) {
                    const char *e = NULL;
                    char stop = strchr(p, ',') ? ',' : '\0';
                    if (k == 3 || !parse_u32(p, stop, 65535, &run->groups[k], &e) ||
                        run->groups[k] == 0) {
                        fprintf(stderr, "vk_run: --groups wants X[,Y[,Z]], each 1..65535: %s\n", v);
                        return 2;
                    }
                    k++;
                    if (*e == '\0') break;
                    p = e + 1;
                }
            } else if (strcmp(a, "--buffer") == 0 || strcmp(a, "--buffer-size") == 0) {
                int sized = strcmp(a, "--buffer-size") == 0;
                if (!parse_u32(v, '=', 1023, &binding, &p) || p[1] == '\0') {
                    fprintf(stderr, "vk_run: %s wants BINDING=%s (BINDING 0..1023): %s\n", a,
                            sized ? "BYTES" : "FILE", v);
                    return 2;
                }
                b = find_buffer(run, binding, 1);
                if (!b) {
                    fprintf(stderr, "vk_run: at most %d bindings\n", MAX_BINDINGS);
                    return 2;
                }
                if (sized) {
                    uint32_t bytes = 0;
                    if (b->size || !parse_u32(p + 1, '\0', 0x40000000u, &bytes, NULL) || bytes == 0) {
                        fprintf(stderr, "vk_run: --buffer-size wants one size in 1..2^30 per binding: %s\n", v);
                        return 2;
                    }
                    b->size = bytes;
                } else {
                    if (b->file) {
                        fprintf(stderr, "vk_run: binding %u has two --buffer files\n", binding);
                        return 2;
                    }
                    b->file = p + 1;
                }
            } else if (strcmp(a, "--dump") == 0) {
                if (!parse_u32(v, '\0', 1023, &binding, NULL)) {
                    fprintf(stderr, "vk_run: --dump wants a binding 0..1023: %s\n", v);
                    return 2;
                }
                b = find_buffer(run, binding, 1);
                if (!b) {
                    fprintf(stderr, "vk_run: at most %d bindings\n", MAX_BINDINGS);
                    return 2;
                }
                b->dump = 1;
            } else {
                fprintf(stderr, "vk_run: unknown option %s\n", a);
                usage();
                return 2;
            }
            continue;
        }
        if (run->shader) {
            fprintf(stderr, "vk_run: two shaders: %s and %s\n", run->shader, a);
            return 2;
        }
        run->shader = a;
    }
    if (!run->shader && !run->info) {
        usage();
        return 2;
    }
    if (!run->shader && run->buffer_count) {
        fprintf(stderr, "vk_run: buffers without a shader\n");
        return 2;
    }
    /* bindings in increasing order, whatever the order of the options */
    for (i = 1; i < (int)run->buffer_count; i++) {
        int j;
        for (j = i; j > 0 && run->buffers[j - 1].binding > run->buffers[j].binding; j--) {
            vk_buffer t = run->buffers[j];
            run->buffers[j] = run->buffers[j - 1];
            run->buffers[j - 1] = t;
        }
    }
    for (i = 0; i < (int)run->buffer_count; i++) {
        const vk_buffer *b = &run->buffers[i];
        if (!b->file && !b->size) {
            fprintf(stderr, "vk_run: --dump %u: no --buffer or --buffer-size for binding %u\n", b->binding,
                    b->binding);
            return 2;
        }
    }
    return 0;
}

/* --- files --- */

/* read_file: the whole file in a malloc'ed block; returns 0 or 1 (reported) */
static int read_file(const char *path, unsigned char **out, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *data = NULL;
    size_t n = 0, cap = 0;
    if (!f) {
        fprintf(stderr, "vk_run: cannot open %s: %s\n", path, strerror(errno));
        return 1;
    }
    for (;;) {
        size_t got;
        if (n == cap) {
            unsigned char *grown;
            cap = cap ? cap * 2 : 4096;
            grown = realloc(data, cap);
            if (!grown) {
                fprintf(stderr, "vk_run: out of memory reading %s\n", path);
                free(data);
                fclose(f);
                return 1;
            }
            data = grown;
        }
        got = fread(data + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) {
        fprintf(stderr, "vk_run: cannot read %s: %s\n", path, strerror(errno));
        free(data);
        fclose(f);
        return 1;
    }
    fclose(f);
    *out = data;
    *size = n;
    return 0;
}

/* --- the environment: lavapipe's ICD only, a runtime dir --- */

static int setup_environment(vk_run *run)
{
    glob_t g;
    const char *forced = getenv("VK_RUN_ICD");
    memset(&g, 0, sizeof g);
    if (forced && *forced) {
        /* a test hook: another ICD file, to see the runner refuse it */
        if (strlen(forced) >= sizeof run->icd) {
            fprintf(stderr, "vk_run: VK_RUN_ICD too long\n");
            return 1;
        }
        strcpy(run->icd, forced);
    } else if (glob(LAVAPIPE_ICD_GLOB, 0, NULL, &g) != 0 || g.gl_pathc == 0) {
        globfree(&g);
        fprintf(stderr, "vk_run: lavapipe is not installed: no %s (Debian: mesa-vulkan-drivers)\n",
                LAVAPIPE_ICD_GLOB);
        return 1;
    } else if (strlen(g.gl_pathv[0]) >= sizeof run->icd) {
        globfree(&g);
        fprintf(stderr, "vk_run: ICD path too long\n");
        return 1;
    } else {
        strcpy(run->icd, g.gl_pathv[0]);
    }
    globfree(&g);
    /* the loader reads VK_DRIVER_FILES (1.3.234+) or VK_ICD_FILENAMES:
     * both name lavapipe alone, whatever the caller had set */
    if (setenv("VK_DRIVER_FILES", run->icd, 1) != 0 ||
        setenv("VK_ICD_FILENAMES", run->icd, 1) != 0 ||
        /* no shader cache written to $HOME */
        setenv("MESA_SHADER_CACHE_DISABLE", "true", 1) != 0) {
        fprintf(stderr, "vk_run: setenv: %s\n", strerror(errno));
        return 1;
    }
    if (!getenv("XDG_RUNTIME_DIR")) {
        strcpy(run->runtime_dir, "/tmp/vk_run.XXXXXX");
        if (!mkdtemp(run->runtime_dir)) {
            fprintf(stderr, "vk_run: mkdtemp: %s\n", strerror(errno));
            run->runtime_dir[0] = '\0';
            return 1;
        }
        if (setenv("XDG_RUNTIME_DIR", run->runtime_dir, 1) != 0) {
            fprintf(stderr, "vk_run: setenv: %s\n", strerror(errno));
            return 1;
        }
    }
    return 0;
}

/* --- device --- */

static int is_lavapipe(VkPhysicalDevice pd, uint32_t api_version)
{
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(pd, &props);
    if (api_version >= VK_API_VERSION_1_2 && props.apiVersion >= VK_API_VERSION_1_2) {
        VkPhysicalDeviceDriverProperties driver;
        VkPhysicalDeviceProperties2 props2;
        memset(&driver, 0, sizeof driver);
        memset(&props2, 0, sizeof props2);
        driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
        props2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        props2.pNext = &driver;
        vkGetPhysicalDeviceProperties2(pd, &props2);
        if (driver.driverID == VK_DRIVER_ID_MESA_LLVMPIPE) return 1;
    }
    return strstr(props.deviceName, "llvmpipe") != NULL;
}

static int create_instance(vk_run *run, uint32_t *api_version)
{
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    uint32_t version = VK_API_VERSION_1_1;
    CHECK_VK(vkEnumerateInstanceVersion, (&version));
    if (version < VK_API_VERSION_1_1) {
        fprintf(stderr, "vk_run: the Vulkan loader is older than 1.1\n");
        return 1;
    }
    *api_version = version >= VK_API_VERSION_1_3 ? VK_API_VERSION_1_3 : version;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vk_run";
    app.apiVersion = *api_version;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    CHECK_VK(vkCreateInstance, (&ci, NULL, &run->instance));
    return 0;
}

static int choose_device(vk_run *run, uint32_t api_version)
{
    VkPhysicalDevice devices[16];
    uint32_t n = 16, i;
    VkResult r = vkEnumeratePhysicalDevices(run->instance, &n, devices);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) return vk_failed("vkEnumeratePhysicalDevices", r);
    for (i = 0; i < n; i++) {
        if (is_lavapipe(devices[i], api_version)) {
            run->physical = devices[i];
            return 0;
        }
    }
    fprintf(stderr, "vk_run: no lavapipe (llvmpipe) device among the %u Vulkan devices of %s\n", n,
            run->icd);
    return 1;
}

static int create_device(vk_run *run)
{
    VkQueueFamilyProperties families[16];
    uint32_t n = 16, i;
    float priority = 1.0f;
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo di;
    vkGetPhysicalDeviceQueueFamilyProperties(run->physical, &n, families);
    for (i = 0; i < n; i++) {
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) break;
    }
    if (i == n) {
        fprintf(stderr, "vk_run: lavapipe has no compute queue\n");
        return 1;
    }
    run->queue_family = i;
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = i;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    memset(&di, 0, sizeof di);
    di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    CHECK_VK(vkCreateDevice, (run->physical, &di, NULL, &run->device));
    vkGetDeviceQueue(run->device, run->queue_family, 0, &run->queue);
    vkGetPhysicalDeviceMemoryProperties(run->physical, &run->memory_properties);
    return 0;
}

/* --- --info --- */

typedef struct flag_name {
    uint32_t bit;
    const char *name;
} flag_name;

static const flag_name subgroup_ops[] = {
    {VK_SUBGROUP_FEATURE_BASIC_BIT, "basic"},
    {VK_SUBGROUP_FEATURE_VOTE_BIT, "vote"},
    {VK_SUBGROUP_FEATURE_ARITHMETIC_BIT, "arithmetic"},
    {VK_SUBGROUP_FEATURE_BALLOT_BIT, "ballot"},
    {VK_SUBGROUP_FEATURE_SHUFFLE_BIT, "shuffle"},
    {VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT, "shuffle_relative"},
    {VK_SUBGROUP_FEATURE_CLUSTERED_BIT, "clustered"},
    {VK_SUBGROUP_FEATURE_QUAD_BIT, "quad"},
    {VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV, "partitioned_nv"},
};

static const flag_name stages[] = {
    {VK_SHADER_STAGE_VERTEX_BIT, "vertex"},
    {VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, "tessellation_control"},
    {VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, "tessellation_evaluation"},
    {VK_SHADER_STAGE_GEOMETRY_BIT, "geometry"},
    {VK_SHADER_STAGE_FRAGMENT_BIT, "fragment"},
    {VK_SHADER_STAGE_COMPUTE_BIT, "compute"},
};

/* print_flag_names: the names of the set bits, space-separated (plain) or
 * as a JSON list; set bits without a name as hex */
static void print_flag_names(uint32_t flags, const flag_name *names, size_t count, int json)
{
    size_t i;
    int first = 1;
    uint32_t rest = flags;
    if (json) putchar('[');
    for (i = 0; i < count; i++) {
        if (!(flags & names[i].bit)) continue;
        rest &= ~names[i].bit;
        printf(json ? "%s\"%s\"" : "%s%s", first ? "" : (json ? "," : " "), names[i].name);
        first = 0;
    }
    if (rest) printf(json ? "%s\"0x%x\"" : "%s0x%x", first ? "" : (json ? "," : " "), rest);
    if (json) putchar(']');
}

static void print_info(vk_run *run, int more_json)
{
    VkPhysicalDeviceSubgroupProperties sub;
    VkPhysicalDeviceProperties2 props2;
    uint32_t v;
    memset(&sub, 0, sizeof sub);
    memset(&props2, 0, sizeof props2);
    sub.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    props2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    props2.pNext = &sub;
    vkGetPhysicalDeviceProperties2(run->physical, &props2);
    v = props2.properties.apiVersion;
    if (run->json) {
        /* deviceName holds no quote or backslash on lavapipe; escape anyway */
        const char *c;
        printf("\"info\":{\"deviceName\":\"");
        for (c = props2.properties.deviceName; *c; c++) {
            if (*c == '"' || *c == '\\') putchar('\\');
            if ((unsigned char)*c >= 0x20) putchar(*c);
        }
        printf("\",\"apiVersion\":\"%u.%u.%u\",\"subgroupSize\":%u,\"supportedStages\":",
               VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v), sub.subgroupSize);
        print_flag_names(sub.supportedStages, stages, COUNT_OF(stages), 1);
        printf(",\"supportedOperations\":");
        print_flag_names(sub.supportedOperations, subgroup_ops, COUNT_OF(subgroup_ops), 1);
        printf(",\"quadOperationsInAllStages\":%s}%s", sub.quadOperationsInAllStages ? "true" : "false",
               more_json ? "," : "");
    } else {
        printf("device: %s\n", props2.properties.deviceName);
        printf("apiVersion: %u.%u.%u\n", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v),
               VK_API_VERSION_PATCH(v));
        printf("subgroupSize: %u\n", sub.subgroupSize);
        printf("supportedStages: ");
        print_flag_names(sub.supportedStages, stages, COUNT_OF(stages), 0);
        printf("\nsupportedOperations: ");
        print_flag_names(sub.supportedOperations, subgroup_ops, COUNT_OF(subgroup_ops), 0);
        printf("\nquadOperationsInAllStages: %s\n", sub.quadOperationsInAllStages ? "true" : "false");
    }
}

/* --- buffers --- */

static int find_memory_type(vk_run *run, uint32_t type_bits, VkMemoryPropertyFlags want, uint32_t *out)
{
    uint32_t i;
    for (i = 0; i < run->memory_properties.memoryTypeCount; i++) {
        if ((type_bits & (1u << i)) &&
            (run->memory_properties.memoryTypes[i].propertyFlags & want) == want) {
            *out = i;
            return 1;
        }
    }
    return 0;
}

static int create_buffer(vk_run *run, vk_buffer *b)
{
    unsigned char *data = NULL;
    size_t data_size = 0;
    VkBufferCreateInfo bi;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo ai;
    uint32_t type = 0;
    if (b->file) {
        if (read_file(b->file, &data, &data_size)) return 1;
        if (data_size == 0 && b->size == 0) {
            fprintf(stderr, "vk_run: %s is empty (binding %u needs at least one byte; give --buffer-size)\n",
                    b->file, b->binding);
            free(data);
            return 1;
        }
        if (b->size == 0) {
            b->size = data_size;
        } else if (b->size < data_size) {
            fprintf(stderr, "vk_run: binding %u: %s holds %zu bytes, more than --buffer-size %llu\n",
                    b->binding, b->file, data_size, (unsigned long long)b->size);
            free(data);
            return 1;
        }
    }
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = b->size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    {
        VkResult r = vkCreateBuffer(run->device, &bi, NULL, &b->buffer);
        if (r != VK_SUCCESS) {
            free(data);
            return vk_failed("vkCreateBuffer", r);
        }
    }
    vkGetBufferMemoryRequirements(run->device, b->buffer, &req);
    if (!find_memory_type(run, req.memoryTypeBits,
                          VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, &type)) {
        fprintf(stderr, "vk_run: no host-visible coherent memory for binding %u\n", b->binding);
        free(data);
        return 1;
    }
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = type;
    {
        const char *call = "vkAllocateMemory";
        VkResult r = vkAllocateMemory(run->device, &ai, NULL, &b->memory);
        if (r == VK_SUCCESS) {
            call = "vkBindBufferMemory";
            r = vkBindBufferMemory(run->device, b->buffer, b->memory, 0);
        }
        if (r == VK_SUCCESS) {
            call = "vkMapMemory";
            r = vkMapMemory(run->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->mapped);
        }
        if (r != VK_SUCCESS) {
            free(data);
            return vk_failed(call, r);
        }
    }
    memset(b->mapped, 0, (size_t)req.size);
    if (data_size) memcpy(b->mapped, data, data_size);
    free(data);
    return 0;
}

/* --- the pipeline and the dispatch --- */

/* has_entry_point: whether the SPIR-V module (size bytes, a multiple of 4,
 * little-endian) declares OpEntryPoint GLCompute with this name; an entry
 * point the module lacks is undefined behaviour in Vulkan, not an error */
static int has_entry_point(const unsigned char *code, size_t size, const char *name)
{
    size_t words = size / 4, at = 5, len = strlen(name);
    while (at < words) {
        const unsigned char *p = code + 4 * at;
        uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        uint32_t count = w >> 16, opcode = w & 0xffffu;
        if (count == 0 || count > words - at) return 0;
        /* OpEntryPoint (15): model, function id, name (nul-terminated, padded) */
        if (opcode == 15 && count >= 4 && p[4] == 5 && p[5] == 0 && p[6] == 0 && p[7] == 0 &&
            len < 4 * ((size_t)count - 3) && memcmp(p + 12, name, len + 1) == 0) {
            return 1;
        }
        at += count;
    }
    return 0;
}

static int create_pipeline(vk_run *run)
{
    unsigned char *code = NULL;
    size_t size = 0;
    VkShaderModuleCreateInfo mi;
    VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
    VkDescriptorSetLayoutCreateInfo li;
    VkPipelineLayoutCreateInfo pli;
    VkComputePipelineCreateInfo ci;
    uint32_t i;
    VkResult r;
    if (read_file(run->shader, &code, &size)) return 1;
    if (size < 20 || size % 4 != 0 || code[0] != 0x03 || code[1] != 0x02 || code[2] != 0x23 || code[3] != 0x07) {
        fprintf(stderr, "vk_run: %s is not a little-endian SPIR-V binary (%zu bytes)\n", run->shader, size);
        free(code);
        return 1;
    }
    if (!has_entry_point(code, size, run->entry)) {
        fprintf(stderr, "vk_run: %s has no GLCompute entry point named \"%s\" (--entry)\n", run->shader,
                run->entry);
        free(code);
        return 1;
    }
    memset(&mi, 0, sizeof mi);
    mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    mi.codeSize = size;
    mi.pCode = (const uint32_t *)(const void *)code; /* malloc'ed: aligned for uint32_t */
    r = vkCreateShaderModule(run->device, &mi, NULL, &run->module);
    free(code);
    if (r != VK_SUCCESS) return vk_failed("vkCreateShaderModule", r);

    memset(lb, 0, sizeof lb);
    for (i = 0; i < run->buffer_count; i++) {
        lb[i].binding = run->buffers[i].binding;
        lb[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        lb[i].descriptorCount = 1;
        lb[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    memset(&li, 0, sizeof li);
    li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    li.bindingCount = run->buffer_count;
    li.pBindings = lb;
    CHECK_VK(vkCreateDescriptorSetLayout, (run->device, &li, NULL, &run->set_layout));
    memset(&pli, 0, sizeof pli);
    pli.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pli.setLayoutCount = 1;
    pli.pSetLayouts = &run->set_layout;
    CHECK_VK(vkCreatePipelineLayout, (run->device, &pli, NULL, &run->pipeline_layout));
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = run->module;
    ci.stage.pName = run->entry;
    ci.layout = run->pipeline_layout;
    CHECK_VK(vkCreateComputePipelines, (run->device, VK_NULL_HANDLE, 1, &ci, NULL, &run->pipeline));
    return 0;
}

static int create_descriptors(vk_run *run)
{
    VkDescriptorPoolSize ps;
    VkDescriptorPoolCreateInfo pi;
    VkDescriptorSetAllocateInfo ai;
    VkDescriptorBufferInfo infos[MAX_BINDINGS];
    VkWriteDescriptorSet writes[MAX_BINDINGS];
    uint32_t i;
    if (run->buffer_count == 0) return 0;
    ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    ps.descriptorCount = run->buffer_count;
    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    pi.maxSets = 1;
    pi.poolSizeCount = 1;
    pi.pPoolSizes = &ps;
    CHECK_VK(vkCreateDescriptorPool, (run->device, &pi, NULL, &run->pool));
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    ai.descriptorPool = run->pool;
    ai.descriptorSetCount = 1;
    ai.pSetLayouts = &run->set_layout;
    CHECK_VK(vkAllocateDescriptorSets, (run->device, &ai, &run->set));
    memset(writes, 0, sizeof writes);
    for (i = 0; i < run->buffer_count; i++) {
        infos[i].buffer = run->buffers[i].buffer;
        infos[i].offset = 0;
        infos[i].range = VK_WHOLE_SIZE;
        writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[i].dstSet = run->set;
        writes[i].dstBinding = run->buffers[i].binding;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &infos[i];
    }
    vkUpdateDescriptorSets(run->device, run->buffer_count, writes, 0, NULL);
    return 0;
}

static int dispatch(vk_run *run)
{
    VkCommandPoolCreateInfo cpi;
    VkCommandBufferAllocateInfo cai;
    VkCommandBufferBeginInfo bi;
    VkMemoryBarrier barrier;
    VkFenceCreateInfo fi;
    VkSubmitInfo si;
    memset(&cpi, 0, sizeof cpi);
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    cpi.queueFamilyIndex = run->queue_family;
    CHECK_VK(vkCreateCommandPool, (run->device, &cpi, NULL, &run->command_pool));
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = run->command_pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    CHECK_VK(vkAllocateCommandBuffers, (run->device, &cai, &run->command_buffer));
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    CHECK_VK(vkBeginCommandBuffer, (run->command_buffer, &bi));
    vkCmdBindPipeline(run->command_buffer, VK_PIPELINE_BIND_POINT_COMPUTE, run->pipeline);
    if (run->set) {
        vkCmdBindDescriptorSets(run->command_buffer, VK_PIPELINE_BIND_POINT_COMPUTE, run->pipeline_layout, 0, 1,
                                &run->set, 0, NULL);
    }
    vkCmdDispatch(run->command_buffer, run->groups[0], run->groups[1], run->groups[2]);
    /* the shader's writes, made visible to the host's reads */
    memset(&barrier, 0, sizeof barrier);
    barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(run->command_buffer, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                         &barrier, 0, NULL, 0, NULL);
    CHECK_VK(vkEndCommandBuffer, (run->command_buffer));
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    CHECK_VK(vkCreateFence, (run->device, &fi, NULL, &run->fence));
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &run->command_buffer;
    CHECK_VK(vkQueueSubmit, (run->queue, 1, &si, run->fence));
    /* a minute: a shader that loops forever is an error, not a hang */
    CHECK_VK(vkWaitForFences, (run->device, 1, &run->fence, VK_TRUE, 60ull * 1000 * 1000 * 1000));
    return 0;
}

/* --- output --- */

static int check_dumps(const vk_run *run)
{
    uint32_t i;
    for (i = 0; i < run->buffer_count; i++) {
        const vk_buffer *b = &run->buffers[i];
        if (b->dump && b->size % 4 != 0) {
            fprintf(stderr, "vk_run: --dump %u: the buffer's %llu bytes are not whole 32-bit words\n", b->binding,
                    (unsigned long long)b->size);
            return 2;
        }
    }
    return 0;
}

static uint32_t word_at(const vk_buffer *b, size_t w)
{
    const unsigned char *p = (const unsigned char *)b->mapped + 4 * w;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void print_dumps(const vk_run *run)
{
    uint32_t i;
    int first = 1;
    if (run->json) printf("\"buffers\":{");
    for (i = 0; i < run->buffer_count; i++) {
        const vk_buffer *b = &run->buffers[i];
        size_t w, words = (size_t)(b->size / 4);
        if (!b->dump) continue;
        if (run->json) {
            printf("%s\"%u\":[", first ? "" : ",", b->binding);
            for (w = 0; w < words; w++) printf("%s%u", w ? "," : "", word_at(b, w));
            printf("]");
        } else {
            printf("binding %u: %zu words\n", b->binding, words);
            for (w = 0; w < words; w++) {
                printf("%u%c", word_at(b, w), w % 8 == 7 || w + 1 == words ? '\n' : ' ');
            }
        }
        first = 0;
    }
    if (run->json) printf("}");
}

/* --- teardown --- */

static void vk_run_destroy(vk_run *run)
{
    uint32_t i;
    if (run->device) {
        vkDeviceWaitIdle(run->device);
        if (run->fence) vkDestroyFence(run->device, run->fence, NULL);
        if (run->command_pool) vkDestroyCommandPool(run->device, run->command_pool, NULL);
        if (run->pool) vkDestroyDescriptorPool(run->device, run->pool, NULL);
        if (run->pipeline) vkDestroyPipeline(run->device, run->pipeline, NULL);
        if (run->pipeline_layout) vkDestroyPipelineLayout(run->device, run->pipeline_layout, NULL);
        if (run->set_layout) vkDestroyDescriptorSetLayout(run->device, run->set_layout, NULL);
        if (run->module) vkDestroyShaderModule(run->device, run->module, NULL);
        for (i = 0; i < run->buffer_count; i++) {
            vk_buffer *b = &run->buffers[i];
            if (b->mapped) vkUnmapMemory(run->device, b->memory);
            if (b->buffer) vkDestroyBuffer(run->device, b->buffer, NULL);
            if (b->memory) vkFreeMemory(run->device, b->memory, NULL);
        }
        vkDestroyDevice(run->device, NULL);
    }
    if (run->instance) vkDestroyInstance(run->instance, NULL);
    if (run->runtime_dir[0]) rmdir(run->runtime_dir);
}

static int run_all(vk_run *run)
{
    uint32_t api_version = 0, i;
    int rc;
    if ((rc = check_dumps(run)) != 0) return rc;
    if ((rc = setup_environment(run)) != 0) return rc;
    if ((rc = create_instance(run, &api_version)) != 0) return rc;
    if ((rc = choose_device(run, api_version)) != 0) return rc;
    if (!run->shader) {
        if (run->json) putchar('{');
        print_info(run, 0);
        if (run->json) printf("}\n");
        return 0;
    }
    if ((rc = create_device(run)) != 0) return rc;
    for (i = 0; i < run->buffer_count; i++) {
        if ((rc = create_buffer(run, &run->buffers[i])) != 0) return rc;
    }
    if ((rc = create_pipeline(run)) != 0) return rc;
    if ((rc = create_descriptors(run)) != 0) return rc;
    if ((rc = dispatch(run)) != 0) return rc;
    if (run->json) putchar('{');
    if (run->info) print_info(run, 1);
    print_dumps(run);
    if (run->json) printf("}\n");
    return 0;
}

int main(int argc, char **argv)
{
    vk_run run;
    int rc;
    memset(&run, 0, sizeof run);
    rc = parse_args(&run, argc, argv);
    if (rc == 0) rc = run_all(&run);
    vk_run_destroy(&run);
    if (rc == 0 && (fflush(stdout) != 0 || ferror(stdout))) {
        fprintf(stderr, "vk_run: cannot write the output\n");
        rc = 1;
    }
    return rc;
}
