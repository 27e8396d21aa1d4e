#ifndef CW_INTERFACES_H
#define CW_INTERFACES_H
/* Swift cannot take the address of a C `const struct`, yet wl_registry_bind and
   friends need the one true interface object: these return it. */
#include <wayland-client.h>

const struct wl_interface *cw_wl_compositor_interface(void);
const struct wl_interface *cw_wl_subcompositor_interface(void);
const struct wl_interface *cw_wl_shm_interface(void);
const struct wl_interface *cw_wl_seat_interface(void);
const struct wl_interface *cw_wl_output_interface(void);
const struct wl_interface *cw_xdg_wm_base_interface(void);
const struct wl_interface *cw_wp_presentation_interface(void);
const struct wl_interface *cw_wp_viewporter_interface(void);
const struct wl_interface *cw_zxdg_decoration_manager_v1_interface(void);
const struct wl_interface *cw_wp_fractional_scale_manager_v1_interface(void);
const struct wl_interface *cw_wp_cursor_shape_manager_v1_interface(void);
const struct wl_interface *cw_xdg_activation_v1_interface(void);

#endif
