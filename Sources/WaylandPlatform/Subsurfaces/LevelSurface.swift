import Layers
import CWayland
import Logging

/// One window level in a Wayland subsurface of its own: a wl_surface with a
/// synchronized wl_subsurface at the parent's origin, its own shm buffers and its own
/// damage, so the compositor blends the levels and only a level that changed is
/// committed.
///
/// The pixels come from a private image (premultiplied ARGB, the level's alpha already
/// in it, a ``PixelSource``) that the caller keeps up to date; ``present(_:damage:)`` copies what changed
/// into a free buffer, repairing an older buffer from the damage history, as the
/// window does for its own surface. The surface takes no input (an empty input region):
/// pointer and touch events go through to the window's surface.
@MainActor
public final class LevelSurface {
    private(set) var surface: OpaquePointer?
    private var subsurface: OpaquePointer?
    private var viewport: OpaquePointer?
    private unowned let host: SubsurfaceHost
    private var pool: BufferPool?
    private var history = DamageHistory()
    /// Damage drawn into the image but not yet in a committed buffer (no buffer was free).
    private var pending: [PixelRect] = []
    private var appliedScaling: SubsurfaceHost.Scaling?
    /// True while a buffer is attached (from the commit that maps it to the one that unmaps it).
    private(set) var isMapped = false
    /// Buffers committed so far.
    private(set) var commits = 0
    private let logger = Logger(label: "platform.level")

    /// A new subsurface of the host's window, unmapped until the first ``present(_:damage:)``.
    public init(host: SubsurfaceHost) throws {
        self.host = host
        guard let surface = wl_compositor_create_surface(host.compositor) else { throw PlatformError.connectionLost }
        guard let subsurface = wl_subcompositor_get_subsurface(host.subcompositor, surface, host.parent) else {
            wl_surface_destroy(surface)
            throw PlatformError.connectionLost
        }
        self.surface = surface
        self.subsurface = subsurface
        // Synchronized: what this surface commits shows with the parent's next commit,
        // so every level of a frame reaches the screen together.
        wl_subsurface_set_sync(subsurface)
        wl_subsurface_set_position(subsurface, 0, 0)
        if let region = wl_compositor_create_region(host.compositor) {
            wl_surface_set_input_region(surface, region)  // empty: input belongs to the window's surface
            wl_region_destroy(region)
        }
    }

    isolated deinit { destroy() }

    /// Stacks this surface right above `sibling`, or right above the parent when nil
    /// (applies with the parent's next commit).
    public func place(above sibling: LevelSurface?) {
        guard let subsurface else { return }
        wl_subsurface_place_above(subsurface, sibling?.surface ?? host.parent)
    }

    /// Makes the buffers for `width`×`height` pictures ahead of time, so the frame that
    /// first shows the level pays for no allocation.
    public func prepare(width: Int, height: Int) throws {
        guard pool?.width != width || pool?.height != height else { return }
        try makePool(width: width, height: height)
    }

    /// True while damage waits for a free buffer: call ``present(_:damage:)`` again.
    public var hasPending: Bool { !pending.isEmpty }

    /// Shows `image` (the level's whole picture), of which `damage` changed since the
    /// last call; the surface maps if it was not. Returns false when every buffer is
    /// still held by the compositor: the damage is kept for the next call.
    @discardableResult
    public func present(_ image: PixelSource, damage: [PixelRect]) throws -> Bool {
        guard let surface else { return false }
        let bounds = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        if pool?.width != image.width || pool?.height != image.height {
            try makePool(width: image.width, height: image.height)
        }
        pending.append(contentsOf: damage)
        guard let pool, let buffer = try pool.acquire() else { return false }
        let age = buffer.target.age
        let fresh = !isMapped || age == 0
        let copy = fresh ? [bounds] : (history.repairs(forAge: age).map { $0 + pending } ?? [bounds])
        for rect in copy { buffer.target.copy(rect, from: image) }
        applyScaling()
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        for rect in (fresh ? [bounds] : pending) {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { continue }
            wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        }
        wl_surface_commit(surface)
        pool.submit(buffer)
        history.record(fresh ? [bounds] : pending)
        pending.removeAll(keepingCapacity: true)
        isMapped = true
        commits += 1
        return true
    }

    /// Unmaps the surface (a null buffer): a hidden or transparent level costs the
    /// compositor nothing. Its buffers stay for when it shows again.
    public func unmap() {
        guard let surface, isMapped else { return }
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
        isMapped = false
        pending.removeAll()
    }

    /// Destroys the subsurface and its surface; it disappears at once.
    public func destroy() {
        pool?.retire(destroyingHeld: true); pool = nil  // the surface goes too: nothing shows them
        if let viewport { wp_viewport_destroy(viewport) }
        if let subsurface { wl_subsurface_destroy(subsurface) }
        if let surface { wl_surface_destroy(surface) }
        viewport = nil; subsurface = nil; surface = nil
        isMapped = false
    }

    private func makePool(width: Int, height: Int) throws {
        pool?.retire()
        // Populated: a level's buffers are written rarely (only when it changes), so a page
        // fault would otherwise land in whichever frame first uses a buffer, mid-transition.
        pool = try BufferPool(shm: host.shm, width: width, height: height, populate: true)
        history.reset()
        // New buffers have no age: the next present copies and damages them whole.
        // Nothing is pending until then (a prepared, hidden level must not ask for frames).
        pending.removeAll()
    }

    /// Matches the parent's scale: the same buffer scale, or a viewport to the same size.
    private func applyScaling() {
        guard let surface, host.scaling != appliedScaling else { return }
        switch host.scaling {
        case let .buffer(scale):
            if let viewport { wp_viewport_set_destination(viewport, -1, -1) }
            wl_surface_set_buffer_scale(surface, scale)
        case let .viewport(size):
            if viewport == nil, let viewporter = host.viewporter { viewport = wp_viewporter_get_viewport(viewporter, surface) }
            wl_surface_set_buffer_scale(surface, 1)
            if let viewport { wp_viewport_set_destination(viewport, Int32(size.width), Int32(size.height)) }
            else { logger.warning("no wp_viewporter: a level cannot follow the fractional scale") }
        }
        appliedScaling = host.scaling
    }
}
