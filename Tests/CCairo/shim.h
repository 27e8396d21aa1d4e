/* cairo's image surfaces, for the tests that compare our stroker and rasterizer with it. */
#include <cairo.h>
