// sd-bus, libsystemd's D-Bus client: WaylandPlatform reads the XDG desktop portal and
// serves AT-SPI2 with it. Only its non-variadic functions are used from Swift.
//
// The declarations are libsystemd's own; the definitions (lazy_sd_bus.c) load the
// library the first time one is called. The app does not link it: a linked library and
// those it needs (libgcrypt, liblzma, libzstd, liblz4, libcap) are loaded before `main`,
// at every launch, and nothing on the way to the first frame uses the bus.
#include <systemd/sd-bus.h>

/// True once libsystemd is loaded, or loaded now; false when it cannot be (then every
/// sd-bus call fails with -ENOSYS, or returns NULL).
int cs_sd_bus_available(void);
