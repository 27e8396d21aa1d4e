// sd-bus, libsystemd's D-Bus client (WaylandPlatform's DesktopSettings reads the XDG
// desktop portal with it). Only its non-variadic functions are used from Swift.
#include <systemd/sd-bus.h>
