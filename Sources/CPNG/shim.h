#include <png.h>
// zlib's crc32, for the chunks an animated PNG adds (libpng links zlib anyway).
#include <zlib.h>
