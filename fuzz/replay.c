/* replay.c - runs a harness's LLVMFuzzerTestOneInput on files, without
   libFuzzer (gcc, ASan+UBSan). Linked with one harness:

     gcc -std=c99 -fsanitize=address,undefined -fno-sanitize-recover=all -g -O1 \
         fuzz/replay.c fuzz/fuzz_graph.c -o build/fuzz/replay/fuzz_graph
     build/fuzz/replay/fuzz_graph fuzz/corpus/fuzz_graph fuzz/regressions/fuzz_graph

   Each argument is a file or a directory (its regular files, in name
   order; a missing directory is skipped). Every file runs in a child
   process, so a failed invariant (abort), a sanitizer report or a crash
   counts that file as failed and the others still run. The last line is
   "N passed, N failed"; the exit status is 1 when any file failed. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned passed, failed;

static int run_file(const char *path) {
    FILE *fp = fopen(path, "rb");
    uint8_t *buf;
    long len;
    size_t got;
    if (fp == NULL) return 1;
    if (fseek(fp, 0, SEEK_END) != 0 || (len = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) {
        fclose(fp);
        return 1;
    }
    buf = (uint8_t *)malloc((size_t)len + 1u);
    if (buf == NULL) {
        fclose(fp);
        return 1;
    }
    got = fread(buf, 1, (size_t)len, fp);
    fclose(fp);
    if (got != (size_t)len) {
        free(buf);
        return 1;
    }
    LLVMFuzzerTestOneInput(buf, got);
    free(buf);
    return 0;
}

static void replay(const char *path) {
    pid_t pid;
    int status = 0;
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0) {
        perror("fork");
        failed++;
        return;
    }
    if (pid == 0) _exit(run_file(path));
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        if (WIFSIGNALED(status)) printf("FAIL %s (signal %d)\n", path, WTERMSIG(status));
        else printf("FAIL %s (exit %d)\n", path, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        failed++;
    } else {
        passed++;
    }
}

static int cmp_names(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void replay_dir(const char *dir) {
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    if (d == NULL) return;
    while ((e = readdir(d)) != NULL) {
        char *path;
        struct stat sb;
        size_t len;
        if (e->d_name[0] == '.') continue;
        len = strlen(dir) + strlen(e->d_name) + 2u;
        path = (char *)malloc(len);
        if (path == NULL) break;
        snprintf(path, len, "%s/%s", dir, e->d_name);
        if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) {
            free(path);
            continue;
        }
        if (n == cap) {
            char **nn;
            cap = cap ? cap * 2u : 64u;
            nn = (char **)realloc(names, cap * sizeof *names);
            if (nn == NULL) {
                free(path);
                break;
            }
            names = nn;
        }
        names[n++] = path;
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, cmp_names);
    for (i = 0; i < n; i++) {
        replay(names[i]);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv) {
    int i;
    for (i = 1; i < argc; i++) {
        struct stat sb;
        if (stat(argv[i], &sb) != 0) continue; /* e.g. no regressions yet */
        if (S_ISDIR(sb.st_mode)) replay_dir(argv[i]);
        else replay(argv[i]);
    }
    printf("%u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
