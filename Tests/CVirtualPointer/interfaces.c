#include "CVirtualPointer.h"

/* Swift cannot take the address of a C global interface struct directly. */
const struct wl_interface *cvp_zwlr_virtual_pointer_manager_v1_interface(void) {
    return &zwlr_virtual_pointer_manager_v1_interface;
}
