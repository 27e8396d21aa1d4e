#include "cw_interfaces.h"
#include "xdg-shell-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "cursor-shape-v1-client-protocol.h"
#include "xdg-activation-v1-client-protocol.h"

const struct wl_interface *cw_wl_compositor_interface(void) { return &wl_compositor_interface; }
const struct wl_interface *cw_wl_subcompositor_interface(void) { return &wl_subcompositor_interface; }
const struct wl_interface *cw_wl_shm_interface(void) { return &wl_shm_interface; }
const struct wl_interface *cw_wl_seat_interface(void) { return &wl_seat_interface; }
const struct wl_interface *cw_wl_output_interface(void) { return &wl_output_interface; }
const struct wl_interface *cw_xdg_wm_base_interface(void) { return &xdg_wm_base_interface; }
const struct wl_interface *cw_wp_presentation_interface(void) { return &wp_presentation_interface; }
const struct wl_interface *cw_wp_viewporter_interface(void) { return &wp_viewporter_interface; }
const struct wl_interface *cw_zxdg_decoration_manager_v1_interface(void) { return &zxdg_decoration_manager_v1_interface; }
const struct wl_interface *cw_wp_fractional_scale_manager_v1_interface(void) { return &wp_fractional_scale_manager_v1_interface; }
const struct wl_interface *cw_wp_cursor_shape_manager_v1_interface(void) { return &wp_cursor_shape_manager_v1_interface; }
const struct wl_interface *cw_xdg_activation_v1_interface(void) { return &xdg_activation_v1_interface; }
