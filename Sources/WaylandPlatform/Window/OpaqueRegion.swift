import CWayland
import Layers

/// The part of the window's surface whose pixels are all opaque, as the compositor is
/// told it (`wl_surface.set_opaque_region`).
///
/// The buffers are ARGB: without the hint a compositor blends every pixel of the window
/// over what lies under it, and draws what lies under it first. With it, weston's
/// pixman renderer copies the opaque part and skips the desktop beneath, which at scale
/// 2 is millions of pixels on each repaint of a full-window frame. Opaque content (an
/// opaque root layer, ``WindowContent/isOpaque``) covers the whole surface, except the
/// bottom corners a floating window with its own frame rounds (``Window/roundCorners``).
struct OpaqueRegion: Equatable {
    /// In surface coordinates (points); empty when nothing is known to be opaque.
    let rects: [PixelRect]

    /// The opaque part of content `size` big, or none when the content is not opaque.
    /// `cornerRadius`: the bottom corners' radius in points, 0 when they are square.
    init(size: LogicalSize, contentIsOpaque: Bool, cornerRadius: Double) {
        guard contentIsOpaque, size.width > 0, size.height > 0 else { rects = []; return }
        let r = min(Int(cornerRadius.rounded(.up)), size.width / 2, size.height)
        guard r > 0 else { rects = [PixelRect(x: 0, y: 0, width: size.width, height: size.height)]; return }
        // Above the corners, then the strip between them.
        rects = [PixelRect(x: 0, y: 0, width: size.width, height: size.height - r),
                 PixelRect(x: r, y: size.height - r, width: size.width - 2 * r, height: r)].filter { !$0.isEmpty }
    }

    /// Sets the region on `surface` (applied with its next commit); none unsets it.
    func apply(to surface: OpaquePointer, compositor: OpaquePointer) {
        guard !rects.isEmpty else { wl_surface_set_opaque_region(surface, nil); return }
        guard let region = wl_compositor_create_region(compositor) else { return }
        for r in rects { wl_region_add(region, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
        wl_surface_set_opaque_region(surface, region)
        wl_region_destroy(region)
    }
}
