// Each CResample loop against its portable path and against a plain reference written
// from pixman's formulas, on seeded random pictures: built for aarch64 and run under
// qemu by scripts/check-arm64, and natively on x86-64, where the SIMD paths are the
// ones under test. The Swift tests compare the loops with pixman itself; this program
// needs no pixman, so it runs on an architecture the Swift package is not built for.
//
// Exit status 0 when every loop gave the same bytes on every path; 1 otherwise, with a
// line for each loop that differed.
#include "CResample.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t seed = 55;

static uint32_t next(void) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(seed >> 32);
}

static int below(int n) { return (int)(next() % (uint32_t)n); }

/// A premultiplied pixel: no channel above its alpha; now and then opaque or clear.
static uint32_t pixel(void) {
    uint32_t bits = next(), kind = bits & 7;
    uint32_t alpha = kind == 0 ? 0 : kind < 3 ? 255 : bits >> 24;
    uint32_t out = alpha << 24;
    for (int ch = 0; ch < 3; ch++) out |= (alpha == 0 ? 0 : (next() & 0xff) % (alpha + 1)) << (8 * ch);
    return out;
}

static uint32_t *picture(int count) {
    uint32_t *p = malloc((size_t)count * sizeof *p);
    for (int i = 0; i < count; i++) p[i] = pixel();
    return p;
}

/// x·y / 255 rounded to nearest (never a tie for bytes), computed another way than
/// pixman's shifts; the same number.
static uint32_t times(uint32_t x, uint32_t y) { return (2 * x * y + 255) / 510; }

static uint32_t channel(uint32_t p, int ch) { return (p >> (8 * ch)) & 0xff; }

/// Source pixel (c, r) as pixman's bilinear filter reads it: padded or transparent beyond.
static uint32_t texel(const uint32_t *s, int stride, int w, int h, int pad, int c, int r) {
    if (pad) {
        c = c < 0 ? 0 : c >= w ? w - 1 : c;
        r = r < 0 ? 0 : r >= h ? h - 1 : r;
    } else if (c < 0 || c >= w || r < 0 || r >= h) {
        return 0;
    }
    return s[(long)r * stride + c];
}

/// pixman's bilinear sample at (u, v), 16.16, pixel centres taken off: 7-bit weights, the
/// four products summed and shifted right by 14.
static uint32_t bilinear(const uint32_t *s, int stride, int w, int h, int pad, int64_t u, int64_t v) {
    int c = (int)(u >> 16), r = (int)(v >> 16);
    uint32_t wx = (uint32_t)(u >> 9) & 0x7f, wy = (uint32_t)(v >> 9) & 0x7f, out = 0;
    uint32_t tl = texel(s, stride, w, h, pad, c, r), tr = texel(s, stride, w, h, pad, c + 1, r);
    uint32_t bl = texel(s, stride, w, h, pad, c, r + 1), br = texel(s, stride, w, h, pad, c + 1, r + 1);
    for (int ch = 0; ch < 4; ch++) {
        uint32_t sum = channel(tl, ch) * (128 - wx) * (128 - wy) + channel(tr, ch) * wx * (128 - wy)
                     + channel(bl, ch) * (128 - wx) * wy + channel(br, ch) * wx * wy;
        out |= (sum >> 14) << (8 * ch);
    }
    return out;
}

static int failures = 0;

/// Counts the pixels of `got` that are not `want`'s; reports the first.
static void compare(const char *loop, const char *path, int trial, const uint32_t *got, const uint32_t *want,
                    int count) {
    int differing = 0, first = -1;
    for (int i = 0; i < count; i++) {
        if (got[i] != want[i] && differing++ == 0) first = i;
    }
    if (differing == 0) return;
    failures++;
    printf("resample_check: FAILED: %s (%s path), trial %d: %d pixels differ, first at %d: %08x, not %08x\n", loop,
           path, trial, differing, first, got[first], want[first]);
}

/// The paths each loop is run on: every path this machine has, and the portable one forced.
static const char *const path_names[] = {"default", "sse2", "portable"};
enum { PATHS = 3 };

static int loops_for(int path) {
    cr_set_portable(path == 2);
    return path == 1 ? CR_LOOPS_SSE2 : CR_LOOPS_BEST;
}


enum { TRIALS = 300 };

static void check_mix(void) {
    for (int trial = 0; trial < TRIALS; trial++) {
        int n = 1 + below(70);
        uint8_t ma = (uint8_t)(below(4) == 0 ? 255 : next()), mb = (uint8_t)(below(4) == 0 ? 0 : next());
        uint32_t *a = picture(n), *b = picture(n), *want = malloc((size_t)n * 4), *got = malloc((size_t)n * 4);
        for (int i = 0; i < n; i++) {
            want[i] = 0;
            for (int ch = 0; ch < 4; ch++) {
                uint32_t sum = times(channel(a[i], ch), ma) + times(channel(b[i], ch), mb);
                want[i] |= (sum > 255 ? 255 : sum) << (8 * ch);
            }
        }
        for (int path = 0; path < PATHS; path++) {
            cr_mix(a, ma, b, mb, got, n, loops_for(path));
            compare("cr_mix", path_names[path], trial, got, want, n);
        }
        free(a), free(b), free(want), free(got);
    }
}

/// pixman's SRC of `a`, then OVER of `b` through `m`, for one pixel.
static uint32_t faded(uint32_t a, uint32_t b, uint32_t m) {
    uint32_t over[4], out = 0;
    for (int ch = 0; ch < 4; ch++) over[ch] = times(channel(b, ch), m);
    for (int ch = 0; ch < 4; ch++) {
        uint32_t sum = over[ch] + times(channel(a, ch), 255 - over[3]);
        out |= (sum > 255 ? 255 : sum) << (8 * ch);
    }
    return out;
}

static void check_cross_fade(void) {
    for (int trial = 0; trial < TRIALS; trial++) {
        int w = 1 + below(40), h = 1 + below(3), stride = w + below(9), n = stride * h;
        uint8_t m = (uint8_t)next();
        int stream = below(2);
        uint32_t *a = picture(n), *b = picture(n), *want = calloc((size_t)n, 4), *got = calloc((size_t)n + 8, 4);
        // Now and then a row of opaque pixels over the copy, the fade's usual case.
        if (below(3) == 0) for (int i = 0; i < n; i++) b[i] |= 0xff000000;
        uint32_t *out = got + below(8);
        for (int j = 0; j < h; j++) for (int i = 0; i < w; i++) want[j * stride + i] = faded(a[j * stride + i], b[j * stride + i], m);
        for (int path = 0; path < PATHS; path++) {
            memset(out, 0, (size_t)n * 4);
            cr_cross_fade(a, stride, b, stride, m, out, stride, w, h, loops_for(path), stream);
            compare("cr_cross_fade", path_names[path], trial, out, want, n);
        }
        free(a), free(b), free(want), free(got);
    }
}

static void check_streamed(void) {
    for (int trial = 0; trial < TRIALS; trial++) {
        int w = 1 + below(60), h = 1 + below(3), stride = w + below(9), n = stride * h;
        uint32_t *in = picture(n), *want = calloc((size_t)n, 4), *got = calloc((size_t)n + 8, 4), value = next();
        uint32_t *out = got + below(8);
        int fill = below(2);
        for (int j = 0; j < h; j++) for (int i = 0; i < w; i++) want[j * stride + i] = fill ? value : in[j * stride + i];
        for (int path = 0; path < PATHS; path++) {
            memset(out, 0, (size_t)n * 4);
            if (fill) cr_fill_streamed(out, stride, value, w, h, loops_for(path));
            else cr_copy_streamed(in, stride, out, stride, w, h, loops_for(path));
            compare(fill ? "cr_fill_streamed" : "cr_copy_streamed", path_names[path], trial, out, want, n);
        }
        free(in), free(want), free(got);
    }
}

/// A random source picture, the rectangle drawn from it into a destination, and where.
struct scene {
    int sw, sh, pad, dw, dh, x, y, w, h;
    uint32_t *source, *want, *got;
};

static struct scene scene(int most_w, int most_h) {
    struct scene s;
    s.sw = 1 + below(most_w), s.sh = 1 + below(most_h), s.pad = below(2);
    s.dw = 1 + below(4 * most_w), s.dh = 1 + below(12);
    s.w = 1 + below(s.dw), s.h = 1 + below(s.dh), s.x = below(s.dw - s.w + 1), s.y = below(s.dh - s.h + 1);
    s.source = picture(s.sw * s.sh);
    s.want = calloc((size_t)(s.dw * s.dh), 4), s.got = calloc((size_t)(s.dw * s.dh), 4);
    return s;
}

static void free_scene(struct scene *s) { free(s->source), free(s->want), free(s->got); }

static void check_quarter_upscale(void) {
    for (int trial = 0; trial < TRIALS; trial++) {
        struct scene s = scene(30, 8);
        // Samples on odd eighths of a source pixel, as the upscale needs.
        int32_t u0 = (2 * (below(8 * s.sw + 24) - 16) + 1) * 0x2000, v0 = (2 * (below(8 * s.sh + 24) - 16) + 1) * 0x2000;
        for (int j = 0; j < s.h; j++) {
            for (int i = 0; i < s.w; i++) {
                s.want[(s.y + j) * s.dw + s.x + i] = bilinear(s.source, s.sw, s.sw, s.sh, s.pad,
                                                              u0 + (int64_t)i * 0x4000, v0 + (int64_t)j * 0x4000);
            }
        }
        uint16_t *scratch = malloc((size_t)cr_quarter_upscale_scratch_count(s.w) * 2);
        for (int path = 0; path < PATHS; path++) {
            memset(s.got, 0, (size_t)(s.dw * s.dh) * 4);
            cr_quarter_upscale(s.source, s.sw, s.sw, s.sh, s.pad, s.got, s.dw, s.x, s.y, s.w, s.h, u0, v0,
                               loops_for(path), below(2), scratch);
            compare("cr_quarter_upscale", path_names[path], trial, s.got, s.want, s.dw * s.dh);
        }
        free(scratch);
        free_scene(&s);
    }
}

static void check_bilinear_scale(void) {
    for (int trial = 0; trial < TRIALS; trial++) {
        struct scene s = scene(30, 8);
        int32_t du = 0x2000 + below(0x28000), dv = 0x2000 + below(0x28000);
        int32_t u0 = (int32_t)(next() % (uint32_t)(s.sw + 6) << 16) - 0x30000 + below(0x10000);
        int32_t v0 = (int32_t)(next() % (uint32_t)(s.sh + 6) << 16) - 0x30000 + below(0x10000);
        for (int j = 0; j < s.h; j++) {
            for (int i = 0; i < s.w; i++) {
                s.want[(s.y + j) * s.dw + s.x + i] = bilinear(s.source, s.sw, s.sw, s.sh, s.pad,
                                                              u0 + (int64_t)i * du, v0 + (int64_t)j * dv);
            }
        }
        uint32_t *columns = malloc((size_t)cr_bilinear_scale_columns_count(s.w) * 4);
        uint16_t *scratch = malloc((size_t)cr_bilinear_scale_scratch_count(s.w, du) * 2);
        for (int path = 0; path < PATHS; path++) {
            memset(s.got, 0, (size_t)(s.dw * s.dh) * 4);
            cr_bilinear_scale(s.source, s.sw, s.sw, s.sh, s.pad, s.got, s.dw, s.x, s.y, s.w, s.h, u0, du, v0, dv,
                              loops_for(path), below(2), columns, scratch);
            compare("cr_bilinear_scale", path_names[path], trial, s.got, s.want, s.dw * s.dh);
        }
        free(columns), free(scratch);
        free_scene(&s);
    }
}

int main(void) {
    printf("resample_check: pixel loops here: %s\n", cr_pixel_loops_name());
    check_mix();
    check_cross_fade();
    check_streamed();
    check_quarter_upscale();
    check_bilinear_scale();
    cr_set_portable(false);
    if (failures) {
        printf("resample_check: %d comparisons FAILED\n", failures);
        return 1;
    }
    printf("resample_check: every loop gave the reference's bytes on every path\n");
    return 0;
}
