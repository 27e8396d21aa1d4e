#ifndef CVIRTUAL_POINTER_H
#define CVIRTUAL_POINTER_H
/* wlr-virtual-pointer, which only the tests speak (they inject pointer input into
   sway with it): kept out of CWayland so the library does not carry it. */
#include <wayland-client.h>
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

const struct wl_interface *cvp_zwlr_virtual_pointer_manager_v1_interface(void);
#endif
