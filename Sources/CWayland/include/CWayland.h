#ifndef CWAYLAND_H
#define CWAYLAND_H
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>
#include "CWaylandVirtualPointer.h"
#endif
