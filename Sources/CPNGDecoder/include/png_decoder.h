// A streaming PNG decoder that shrinks while it reads (used by Layers' ImageDecoder).
//
// libpng reports errors by longjmp, which Swift cannot catch; these functions set the
// jump point in C and turn every libpng error into a return value and a message, so a
// damaged file never crashes the app. Rows are read one at a time and averaged into
// the output as they arrive (a box filter), so a 12 000 × 12 000 picture shown at
// 400 × 300 never needs more than one source row and the output in memory.
#ifndef PNG_DECODER_H
#define PNG_DECODER_H

#include <stddef.h>
#include <stdint.h>

typedef struct pngd_reader pngd_reader;

/// Opens a PNG file (`path`) or bytes in memory (`data`, `size`; `path` NULL) and reads
/// its header. Returns NULL with a reason in `message` when it cannot.
/// Memory passed in must stay valid until `pngd_close`.
pngd_reader *pngd_open(const char *path, const void *data, size_t size, char *message, size_t message_size);

/// The source size, in pixels, from the header.
uint32_t pngd_width(const pngd_reader *reader);
uint32_t pngd_height(const pngd_reader *reader);

/// Decodes the whole image into `pixels` (`width` × `height` premultiplied ARGB32 words,
/// rows of `width` words), averaging each output pixel over the source pixels it
/// covers. `width` and `height` are at most the source's. Sets `*opaque` to 1 when
/// every source pixel is opaque. Returns 0, or -1 with a reason in `message`.
int pngd_read_scaled(pngd_reader *reader, uint32_t *pixels, uint32_t width, uint32_t height, int *opaque,
                     char *message, size_t message_size);

/// Frees the reader (and closes its file).
void pngd_close(pngd_reader *reader);

#endif
