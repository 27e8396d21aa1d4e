import CWayland
import Layers

/// The part of the window's surface whose pixels are all opaque, as the compositor is
/// told it (`wl_surface.set_opaque_region`); a level subsurface declares one too
/// (``LevelSurface/isOpaque``), whole or none.
///
/// The buffers are ARGB: without the hint a compositor blends every pixel of the window
/// over what lies under it, and draws what lies under it first. With it, weston's
/// pixman renderer copies the opaque part and skips the desktop beneath, which at scale
/// 2 is millions of pixels on each repaint of a full-window frame. Opaque content (an
/// opaque root layer, ``WindowContent/isOpaque``) covers the whole surface, except the
/// bottom corners a floating window with its own frame rounds (``Window/roundCorners``).
struct OpaqueRegion: Equatable {
    /// The opaque content's size; zero when nothing is known to be opaque.
    private let size: LogicalSize
    /// The bottom corners left out, in whole points.
    private let corner: Int

    /// The opaque part of content `size` big, or none when the content is not opaque.
    /// `cornerRadius`: the bottom corners' radius in points, 0 when they are square.
    /// Only the inputs are kept: the window compares a region with every committed frame.
    init(size: LogicalSize, contentIsOpaque: Bool, cornerRadius: Double) {
        let isOpaque = contentIsOpaque && size.width > 0 && size.height > 0
        self.size = isOpaque ? size : LogicalSize(width: 0, height: 0)
        corner = isOpaque ? min(Int(cornerRadius.rounded(.up)), size.width / 2, size.height) : 0
    }

    /// Nothing declared opaque: what a new surface has.
    static let none = OpaqueRegion(size: LogicalSize(width: 0, height: 0), contentIsOpaque: false, cornerRadius: 0)

    /// In surface coordinates (points): above the corners, then the strip between them;
    /// empty when nothing is known to be opaque.
    var rects: [PixelRect] {
        guard size.width > 0, size.height > 0 else { return [] }
        guard corner > 0 else { return [PixelRect(x: 0, y: 0, width: size.width, height: size.height)] }
        return [PixelRect(x: 0, y: 0, width: size.width, height: size.height - corner),
                PixelRect(x: corner, y: size.height - corner, width: size.width - 2 * corner, height: corner)]
            .filter { !$0.isEmpty }
    }

    /// Sets the region on `surface` (applied with its next commit); none unsets it.
    func apply(to surface: OpaquePointer, compositor: OpaquePointer) {
        let rects = self.rects
        guard !rects.isEmpty else { wl_surface_set_opaque_region(surface, nil); return }
        guard let region = wl_compositor_create_region(compositor) else { return }
        for r in rects { wl_region_add(region, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
        wl_surface_set_opaque_region(surface, region)
        wl_region_destroy(region)
    }
}
