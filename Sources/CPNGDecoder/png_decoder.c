// See include/png_decoder.h. Every function that calls into libpng sets its own jump
// point first; whatever it allocated lives in the reader, so `pngd_close` frees it
// whether decoding finished or jumped out half way.
#include "png_decoder.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pngd_reader {
    png_structp png;
    png_infop info;
    FILE *file;
    const unsigned char *data;
    size_t size, offset;
    uint32_t width, height;
    char message[256];
    // Work buffers of pngd_read_scaled, freed by pngd_close.
    unsigned char *row;
    uint32_t *columns;       // source column → output column
    uint32_t *column_counts; // source columns per output column
    uint32_t *row_counts;    // source rows per output row
    uint64_t *sums;          // premultiplied channel sums: one output row, or the whole output (interlaced)
};

static void on_error(png_structp png, png_const_charp text) {
    pngd_reader *reader = png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; // Warnings (an unknown chunk, a bad CRC in an ancillary chunk) do not stop a picture.
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    pngd_reader *reader = png_get_io_ptr(png);
    if (reader->file) {
        if (fread(out, 1, count, reader->file) != count) png_error(png, "the file ends too soon");
        return;
    }
    if (count > reader->size - reader->offset) png_error(png, "the data ends too soon");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static void copy_message(char *message, size_t message_size, const char *text) {
    if (message && message_size > 0) snprintf(message, message_size, "%s", text[0] ? text : "libpng gave no reason");
}

pngd_reader *pngd_open(const char *path, const void *data, size_t size, char *message, size_t message_size) {
    pngd_reader *reader = calloc(1, sizeof *reader);
    if (!reader) {
        copy_message(message, message_size, "out of memory");
        return NULL;
    }
    if (path) {
        reader->file = fopen(path, "rb");
        if (!reader->file) {
            copy_message(message, message_size, strerror(errno));
            free(reader);
            return NULL;
        }
    } else {
        reader->data = data;
        reader->size = size;
    }
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        copy_message(message, message_size, "libpng could not start");
        pngd_close(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
    if (setjmp(png_jmpbuf(reader->png))) {
        copy_message(message, message_size, reader->message);
        pngd_close(reader);
        return NULL;
    }
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    return reader;
}

uint32_t pngd_width(const pngd_reader *reader) { return reader->width; }
uint32_t pngd_height(const pngd_reader *reader) { return reader->height; }

/// libpng's transformations to 8-bit BGRA with straight alpha, whatever the file holds.
static void request_bgra(png_structp png, png_infop info) {
    png_set_expand(png);    // palette → RGB, grey below 8 bits → 8, tRNS → alpha
    png_set_scale_16(png);  // 16 bits → 8, rounded
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    double gamma = 0;
    if (png_get_gAMA(png, info, &gamma) && gamma > 0) png_set_gamma(png, PNG_DEFAULT_sRGB, gamma);
    png_read_update_info(png, info);
}

/// Premultiplies one channel by alpha, rounding as the rest of Layers does.
static inline uint32_t premultiplied(uint32_t channel, uint32_t alpha) {
    uint32_t t = channel * alpha + 128;
    return (t + (t >> 8)) >> 8;
}

/// Adds one source pixel (BGRA, straight) to its output pixel's sums.
static inline void add_pixel(uint64_t *sums, const unsigned char *bgra, int *opaque) {
    uint32_t a = bgra[3];
    if (a != 255) *opaque = 0;
    sums[0] += premultiplied(bgra[0], a);
    sums[1] += premultiplied(bgra[1], a);
    sums[2] += premultiplied(bgra[2], a);
    sums[3] += a;
}

/// Writes the averages of `width` output pixels' sums as ARGB32 words, and clears the sums.
static void emit_row(uint64_t *sums, const uint32_t *column_counts, uint32_t rows, uint32_t *out, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        uint64_t *s = sums + 4 * (size_t)x;
        uint64_t n = (uint64_t)column_counts[x] * rows;
        uint64_t b = (s[0] + n / 2) / n, g = (s[1] + n / 2) / n, r = (s[2] + n / 2) / n, a = (s[3] + n / 2) / n;
        out[x] = (uint32_t)(a << 24 | r << 16 | g << 8 | b);
        s[0] = s[1] = s[2] = s[3] = 0;
    }
}

/// Rows in order: one row of sums, emitted whenever the source moves on to the next output row.
static void read_progressive(pngd_reader *r, uint32_t *pixels, uint32_t width, uint32_t height, int *opaque) {
    uint32_t current = 0;
    for (uint32_t y = 0; y < r->height; y++) {
        png_read_row(r->png, r->row, NULL);
        uint32_t out_y = (uint32_t)((uint64_t)y * height / r->height);
        for (uint32_t x = 0; x < r->width; x++) add_pixel(r->sums + 4 * (size_t)r->columns[x], r->row + 4 * (size_t)x, opaque);
        current = out_y;
        uint32_t next = (uint32_t)((uint64_t)(y + 1) * height / r->height);
        if (y + 1 == r->height || next != current)
            emit_row(r->sums, r->column_counts, r->row_counts[current], pixels + (size_t)current * width, width);
    }
}

/// Adam7: seven sub-images, each pixel added to its output pixel wherever it falls.
static void read_interlaced(pngd_reader *r, uint32_t *pixels, uint32_t width, uint32_t height, int *opaque) {
    for (int pass = 0; pass < 7; pass++) {
        uint32_t columns = PNG_PASS_COLS(r->width, pass), rows = PNG_PASS_ROWS(r->height, pass);
        if (columns == 0 || rows == 0) continue;
        for (uint32_t i = 0; i < rows; i++) {
            png_read_row(r->png, r->row, NULL);
            uint32_t y = PNG_ROW_FROM_PASS_ROW(i, pass);
            uint64_t *line = r->sums + 4 * (size_t)width * ((uint64_t)y * height / r->height);
            for (uint32_t j = 0; j < columns; j++) {
                uint32_t x = PNG_COL_FROM_PASS_COL(j, pass);
                add_pixel(line + 4 * (size_t)r->columns[x], r->row + 4 * (size_t)j, opaque);
            }
        }
    }
    for (uint32_t y = 0; y < height; y++)
        emit_row(r->sums + 4 * (size_t)width * y, r->column_counts, r->row_counts[y], pixels + (size_t)y * width, width);
}

int pngd_read_scaled(pngd_reader *r, uint32_t *pixels, uint32_t width, uint32_t height, int *opaque, char *message,
                     size_t message_size) {
    if (width == 0 || height == 0 || width > r->width || height > r->height) {
        copy_message(message, message_size, "the output size must be between 1×1 and the picture's own");
        return -1;
    }
    if (setjmp(png_jmpbuf(r->png))) {
        copy_message(message, message_size, r->message);
        return -1;
    }
    request_bgra(r->png, r->info);
    int interlaced = png_get_interlace_type(r->png, r->info) == PNG_INTERLACE_ADAM7;
    size_t sum_rows = interlaced ? height : 1;
    r->row = malloc(png_get_rowbytes(r->png, r->info));
    r->columns = malloc(sizeof(uint32_t) * r->width);
    r->column_counts = calloc(width, sizeof(uint32_t));
    r->row_counts = calloc(height, sizeof(uint32_t));
    r->sums = calloc(4 * (size_t)width * sum_rows, sizeof(uint64_t));
    if (!r->row || !r->columns || !r->column_counts || !r->row_counts || !r->sums) {
        copy_message(message, message_size, "out of memory");
        return -1;
    }
    for (uint32_t x = 0; x < r->width; x++) {
        r->columns[x] = (uint32_t)((uint64_t)x * width / r->width);
        r->column_counts[r->columns[x]]++;
    }
    for (uint32_t y = 0; y < r->height; y++) r->row_counts[(uint64_t)y * height / r->height]++;
    *opaque = 1;
    if (interlaced) read_interlaced(r, pixels, width, height, opaque);
    else read_progressive(r, pixels, width, height, opaque);
    return 0;
}

void pngd_close(pngd_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    if (reader->file) fclose(reader->file);
    free(reader->row);
    free(reader->columns);
    free(reader->column_counts);
    free(reader->row_counts);
    free(reader->sums);
    free(reader);
}
