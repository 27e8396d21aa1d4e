// The vertical step both resamplers share: two source rows blended into one row of
// 16-bit channels, weighted as pixman's bilinear filter weights them. Private to
// CResample.
#ifndef CRESAMPLE_ROW_BLEND_H
#define CRESAMPLE_ROW_BLEND_H
#include <stdint.h>

/// Rows `r` and `r + 1` of a `height`-row source, as the filter reads them: clamped to
/// the edge rows when `pad` is nonzero, NULL (transparent) beyond the source otherwise.
void cr_source_rows(const uint32_t *source, int stride, int height, int pad, int r, const uint32_t **a,
                    const uint32_t **b);

/// Row `r` of a `height`-row source, or NULL beyond it: the row a resampler reads after
/// the two it blends now, for ``cr_blend_rows`` to fetch ahead.
const uint32_t *cr_row_ahead(const uint32_t *source, int stride, int height, int r);

/// Rows `a` and `b` blended wa·a + wb·b per channel into `out`, for source columns
/// `first` … `first + count − 1` of a `width`-column source; a NULL row reads as
/// transparent, and columns beyond the source as padded (`pad` nonzero) or
/// transparent. wa + wb is at most 128, so every sum fits 16 bits. With `avx2` nonzero
/// (x86-64, the processor has it) both rows go 32 bytes at a time; otherwise the loops
/// are plain C, which the compiler vectorizes.
///
/// `ahead` (or NULL) is the row the next call will read: its same columns are fetched
/// into the cache while these blend. A resampler reads a 4K picture from memory once
/// per frame; fetched only when blended, each row waited on memory, which took as
/// long as the blending itself.
void cr_blend_rows(const uint32_t *a, const uint32_t *b, int wa, int wb, int first, int count, int width, int pad,
                   int avx2, const uint32_t *ahead, uint16_t *out);

#endif
