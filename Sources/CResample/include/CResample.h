// The renderer's hand-written pixel loops, each giving pixman's pixels bit for bit.
#include "cross_fade.h"
#include "quarter_upscale.h"
#include "bilinear_scale.h"
#include "mix.h"
#include "streamed_write.h"
#include "pixel_loops.h"
