#include "row_blend.h"
#include "pixel_math.h"
#include <string.h>

void cr_source_rows(const uint32_t *source, int stride, int height, int pad, int r, const uint32_t **a,
                    const uint32_t **b) {
    *a = NULL;
    *b = NULL;
    if (r >= 0 && r < height) *a = source + (long)r * stride;
    else if (pad) *a = source + (long)(r < 0 ? 0 : height - 1) * stride;
    if (r + 1 >= 0 && r + 1 < height) *b = source + (long)(r + 1) * stride;
    else if (pad) *b = source + (long)(r + 1 < 0 ? 0 : height - 1) * stride;
}

const uint32_t *cr_row_ahead(const uint32_t *source, int stride, int height, int r) {
    return r >= 0 && r < height ? source + (long)r * stride : NULL;
}

/// Asks for the cache line at `p`, if any, ahead of its use (into every cache level, as
/// x86's prefetcht0; on aarch64 a prfm pldl1keep).
static inline void fetch_ahead(const uint8_t *p) {
    if (p) __builtin_prefetch(p, 0, 3);
}

/// Source pixel `c` of `row` as the filter sees it: padded, or transparent outside.
static inline uint32_t fetch(const uint32_t *row, int c, int width, int pad) {
    if (c < 0) return pad ? row[0] : 0;
    if (c >= width) return pad ? row[width - 1] : 0;
    return row[c];
}

/// Source column `c` of rows `a` and `b` blended, for a column beyond the source's edges.
static void blend_edge_column(const uint32_t *a, const uint32_t *b, int wa, int wb, int c, int width, int pad,
                              uint16_t *out) {
    uint32_t pa = a ? fetch(a, c, width, pad) : 0, pb = b ? fetch(b, c, width, pad) : 0;
    for (int ch = 0; ch < 4; ch++) {
        out[ch] = (uint16_t)(((pa >> (8 * ch)) & 0xff) * wa + ((pb >> (8 * ch)) & 0xff) * wb);
    }
}

#if CR_X86_64
/// Both rows' bytes blended from the start, 32 at a time: each (top, bottom) pair times
/// (wa, wb) in one `vpmaddubsw`, whose weights are signed bytes (both under 128 here).
/// Returns how many bytes it did. `ahead`'s bytes (or none) are fetched alongside.
__attribute__((target("avx2")))
static int blend_both_avx2(const uint8_t *pa, const uint8_t *pb, int wa, int wb, int n, const uint8_t *ahead,
                           uint16_t *o) {
    const __m256i weights = _mm256_set1_epi16((short)(wa | (wb << 8)));
    int k = 0;
    for (; k + 32 <= n; k += 32) {
        fetch_ahead(ahead ? ahead + k : NULL);
        __m256i top = _mm256_loadu_si256((const __m256i *)(pa + k)), bottom = _mm256_loadu_si256((const __m256i *)(pb + k));
        // unpack works within 128-bit lanes: bytes 0–7 and 16–23 go to `low`.
        __m256i low = _mm256_maddubs_epi16(_mm256_unpacklo_epi8(top, bottom), weights);
        __m256i high = _mm256_maddubs_epi16(_mm256_unpackhi_epi8(top, bottom), weights);
        _mm256_storeu_si256((__m256i *)(o + k), _mm256_permute2x128_si256(low, high, 0x20));
        _mm256_storeu_si256((__m256i *)(o + k + 16), _mm256_permute2x128_si256(low, high, 0x31));
    }
    return k;
}
#endif

void cr_blend_rows(const uint32_t *a, const uint32_t *b, int wa, int wb, int first, int count, int width, int pad,
                   int avx2, const uint32_t *ahead, uint16_t *out) {
    // Columns lo ..< hi are inside the source.
    int lo = first < 0 ? -first : 0;
    if (lo > count) lo = count;
    int hi = width - first < count ? width - first : count;
    if (hi < lo) hi = lo;
    const uint8_t *restrict pa = a ? (const uint8_t *)(a + first + lo) : NULL;
    const uint8_t *restrict pb = b ? (const uint8_t *)(b + first + lo) : NULL;
    const uint8_t *pf = ahead ? (const uint8_t *)(ahead + first + lo) : NULL;
    uint16_t *restrict o = out + 4 * lo;
    uint16_t ua = (uint16_t)wa, ub = (uint16_t)wb;
    int n = 4 * (hi - lo);
    // One loop per case, so each is a plain vector loop; the plain ones go a cache line
    // at a time, fetching the line ahead first.
    if (pa && (!pb || ub == 0)) {
        for (int k = 0; k < n; k += 64) {
            fetch_ahead(pf ? pf + k : NULL);
            int end = k + 64 < n ? k + 64 : n;
            for (int i = k; i < end; i++) o[i] = (uint16_t)(pa[i] * ua);
        }
    } else if (pa && pb) {
        int k = 0;
#if CR_X86_64
        if (avx2 && ua < 128) k = blend_both_avx2(pa, pb, ua, ub, n, pf, o);
#else
        (void)avx2;
#endif
        for (; k < n; k += 64) {
            fetch_ahead(pf ? pf + k : NULL);
            int end = k + 64 < n ? k + 64 : n;
            for (int i = k; i < end; i++) o[i] = (uint16_t)(pa[i] * ua + pb[i] * ub);
        }
    } else if (pb) {
        for (int k = 0; k < n; k++) o[k] = (uint16_t)(pb[k] * ub);
    } else {
        memset(o, 0, (size_t)n * sizeof *o);
    }
    for (int i = 0; i < lo; i++) blend_edge_column(a, b, wa, wb, first + i, width, pad, out + 4 * i);
    for (int i = hi; i < count; i++) blend_edge_column(a, b, wa, wb, first + i, width, pad, out + 4 * i);
}
