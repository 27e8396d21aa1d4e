import CWayland
import Layers
import Logging

/// One rectangle of the window frame in a subsurface of its own, with its own buffers.
///
/// Over opaque content the frame is four pieces around it (``FrameLayout/pieces(overOpaqueContent:)``)
/// instead of one surface that spans the window: a frame's pixels are then a tenth of
/// the window's, and so are the memory pages a launch or a resize has the kernel hand
/// over (on a virtual machine, touching a fresh page costs more than drawing into it).
/// Each piece is drawn whole when the frame changes, straight into its buffer.
@MainActor
final class FramePiece {
    private(set) var surface: OpaquePointer?
    private var subsurface: OpaquePointer?
    private var viewport: OpaquePointer?
    private let compositor: OpaquePointer
    private let shm: OpaquePointer
    private var pool: BufferPool?
    /// Where it is in the frame, in points (frame surface coordinates), while shown.
    private(set) var rect: PixelRect?
    private var placed: (x: Int, y: Int)?
    private var inputArea: PixelRect?
    private let logger = Logger(label: "platform.frame")
    /// A buffer came back after a draw found none free: draw again.
    var onBufferReleased: (() -> Void)?

    init?(compositor: OpaquePointer, subcompositor: OpaquePointer, shm: OpaquePointer,
          viewporter: OpaquePointer?, parent: OpaquePointer) {
        guard let surface = wl_compositor_create_surface(compositor) else { return nil }
        guard let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent) else {
            wl_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.subsurface = subsurface
        self.compositor = compositor
        self.shm = shm
        viewport = viewporter.flatMap { wp_viewporter_get_viewport($0, surface) }
        // Synchronized, as subsurfaces begin: until the window's first commit with a
        // buffer, the piece shows with it (``makeIndependent()``).
        wl_subsurface_place_below(subsurface, parent)
    }

    /// From now on its commits show at once, without waiting for the window's: hovering
    /// a button redraws the bar alone. Not before the window's first frame: a piece
    /// committed on its own then has the compositor repaint for it, and the window's
    /// first frame waits for the repaint after.
    func makeIndependent() {
        guard let subsurface, !isIndependent else { return }
        wl_subsurface_set_desync(subsurface)
        isIndependent = true
    }
    private var isIndependent = false

    func destroy() {
        pool?.retire(destroyingHeld: true); pool = nil
        if let viewport { wp_viewport_destroy(viewport) }
        if let subsurface { wl_subsurface_destroy(subsurface) }
        if let surface { wl_surface_destroy(surface) }
        viewport = nil; subsurface = nil; surface = nil
    }

    /// Takes it off the screen (a frame with fewer pieces, or none).
    func hide() {
        guard let surface, rect != nil else { return }
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
        rect = nil
    }

    /// Places it at `rect` of the frame surface (points), the frame surface's origin
    /// being `origin` relative to the window's surface; `input` is the frame's input
    /// area (frame points). The position applies with the window's next commit.
    func place(_ rect: PixelRect, frameOrigin origin: (x: Int, y: Int), input: PixelRect) {
        guard let surface, let subsurface else { return }
        self.rect = rect
        let position = (x: origin.x + rect.x, y: origin.y + rect.y)
        if placed?.x != position.x || placed?.y != position.y {
            wl_subsurface_set_position(subsurface, Int32(position.x), Int32(position.y))
            placed = position
        }
        let local = input.intersection(rect).offsetBy(dx: -rect.x, dy: -rect.y)
        guard local != inputArea, let region = wl_compositor_create_region(compositor) else { return }
        if !local.isEmpty { wl_region_add(region, Int32(local.x), Int32(local.y), Int32(local.width), Int32(local.height)) }
        wl_surface_set_input_region(surface, region)
        wl_region_destroy(region)
        inputArea = local
    }

    /// Draws the piece at `scale` pixels per point with `paint`, given an image of a free
    /// buffer, and commits it. False when every buffer is with the compositor:
    /// ``onBufferReleased`` comes when one is back.
    func draw(scale: Double, _ paint: (Image) throws -> Void) -> Bool {
        guard let surface, let rect, !rect.isEmpty else { return true }
        let pixels = LogicalSize(width: rect.width, height: rect.height).scaled(by: scale)
        var acquired: BufferPool.Buffer?
        do {
            if pool?.width != pixels.width || pool?.height != pixels.height {
                pool?.retire()
                pool = try BufferPool(shm: shm, width: pixels.width, height: pixels.height, count: 2, maximumCount: 3)
                pool?.onRelease = { [weak self] in self?.onBufferReleased?() }
            }
            guard let buffer = try pool?.acquire() else { return false }
            acquired = buffer
            let target = buffer.target
            try paint(Image(wrapping: target.pixels, width: target.width, height: target.height, stride: target.stride))
            // A viewport shows a buffer at any scale sharply; without one, the scale is whole.
            if let viewport {
                wp_viewport_set_destination(viewport, Int32(rect.width), Int32(rect.height))
            } else {
                wl_surface_set_buffer_scale(surface, Int32(scale))
            }
            wl_surface_attach(surface, buffer.proxy, 0, 0)
            wl_surface_damage_buffer(surface, 0, 0, Int32(pixels.width), Int32(pixels.height))
            wl_surface_commit(surface)
            pool?.submit(buffer)
        } catch {
            if let acquired { pool?.abandon(acquired) }
            logger.error("cannot draw the window frame: \(error)")
        }
        return true
    }
}
