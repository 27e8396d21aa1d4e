#ifndef CWAYLAND_VIRTUAL_POINTER_H
#define CWAYLAND_VIRTUAL_POINTER_H
/* The wlr virtual-pointer protocol (tests inject pointer input into sway
 * with it), plus the address of its manager interface: Swift can't take the
 * address of a C `const` global, and wl_registry_bind needs it. */
#include <wayland-client.h>
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static inline const struct wl_interface *cwl_virtual_pointer_manager_interface(void) {
    return &zwlr_virtual_pointer_manager_v1_interface;
}
#endif
