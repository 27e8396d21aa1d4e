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
    /// A prepared level's picture, whose pages are mapped ahead (``prepare(width:height:picture:)``);
    /// kept so its memory stays while they are.
    private var preparedPicture: Image?
    private var pictureWarmer = PageWarmer()
    private var history = DamageHistory()
    /// Damage drawn into the image but not yet in a committed buffer (no buffer was free).
    private var pending: [PixelRect] = []
    private var appliedScaling: SubsurfaceHost.Scaling?
    /// The part of the picture shown over the whole surface, as of the last commit.
    private var appliedCrop: Rect?
    /// The part to show from the next commit on (``crop``).
    private var wantedCrop: Rect?
    /// The opaque region as of the last commit: none on a new surface.
    private var appliedOpaqueRegion = OpaqueRegion.none
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
        host.awaitsParentCommit = true
    }

    /// Makes the buffers for `width`×`height` pictures ahead of time, so the frame that
    /// first shows the level pays for no allocation. The frame that shows it draws its
    /// `picture` whole for the first time: its pages are mapped ahead too, with the
    /// buffers' (``mapMemoryAhead()``): at the splash's dismissal with `--subsurfaces`
    /// most of that frame's page faults were the main window's picture.
    public func prepare(width: Int, height: Int, picture: Image? = nil) throws {
        if let picture, picture !== preparedPicture {
            preparedPicture = picture
            pictureWarmer.reset()
            pictureWarmer.add(UnsafeMutableRawPointer(picture.pixels), byteCount: picture.stride * picture.height)
        }
        guard pool?.width != width || pool?.height != height else { return }
        try makePool(width: width, height: height)
    }

    /// The part of the picture, in its pixels, that the compositor stretches over the
    /// whole surface (`wp_viewport.set_source`): a window whose scale animates is drawn
    /// once, untransformed, and the compositor scales it. Nil shows the whole picture.
    /// Applies with the next ``present(_:damage:)`` or ``commitChanges()``; ignored without
    /// wp_viewporter (``SubsurfaceHost/canCrop``).
    public var crop: Rect? {
        get { wantedCrop }
        set { wantedCrop = host.viewporter == nil ? nil : newValue }
    }

    /// True when every pixel of the picture is opaque (the caller knows it from what it
    /// drew): the surface then declares its whole area opaque (`wl_surface.set_opaque_region`),
    /// so the compositor copies it rather than blending it over the levels and the
    /// window beneath, and skips drawing those. False declares nothing opaque. Applies
    /// with the next ``present(_:damage:)`` or ``commitChanges()``; sent only when the
    /// region changes.
    public var isOpaque = false

    /// Commits a changed ``crop`` or ``isOpaque`` on its own when the picture did not
    /// change this frame.
    public func commitChanges() {
        guard let surface, isMapped,
              wantedCrop != appliedCrop || opaqueRegion != appliedOpaqueRegion else { return }
        applyScaling()
        applyOpaqueRegion()
        wl_surface_commit(surface)
        host.awaitsParentCommit = true
    }

    /// Maps a slice of a prepared level's picture, then of the buffers not drawn yet, so
    /// the frame that first draws one does not fault its pages in mid-transition
    /// (`PageWarmer`); returns the bytes mapped, 0 when nothing is left. Call it while
    /// the window idles.
    public func mapMemoryAhead() -> Int {
        let mapped = pictureWarmer.warmSlice()
        if mapped > 0 {
            pictureBytesMappedAhead += mapped
            return mapped
        }
        preparedPicture = nil
        return pool?.warmBuffersNotYetDrawn() ?? 0
    }

    /// Bytes of prepared pictures mapped ahead so far (``prepare(width:height:picture:)``).
    public private(set) var pictureBytesMappedAhead = 0

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
        applyOpaqueRegion()
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        for rect in (fresh ? [bounds] : pending) {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { continue }
            wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        }
        wl_surface_commit(surface)
        host.awaitsParentCommit = true
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
        host.awaitsParentCommit = true
        isMapped = false
        pending.removeAll()
    }

    /// Destroys the subsurface and its surface; it disappears at once.
    public func destroy() {
        pictureWarmer.reset()
        preparedPicture = nil
        pool?.retire(destroyingHeld: true); pool = nil  // the surface goes too: nothing shows them
        if let viewport { wp_viewport_destroy(viewport) }
        if let subsurface { wl_subsurface_destroy(subsurface) }
        if let surface { wl_surface_destroy(surface) }
        viewport = nil; subsurface = nil; surface = nil
        isMapped = false
    }

    private func makePool(width: Int, height: Int) throws {
        pool?.retire()
        // Not populated here, in a frame: a level's buffers are written rarely (only when
        // it changes), so their pages are mapped ahead while the window idles.
        pool = try BufferPool(shm: host.shm, width: width, height: height)
        history.reset()
        // New buffers have no age: the next present copies and damages them whole.
        // Nothing is pending until then (a prepared, hidden level must not ask for frames).
        pending.removeAll()
    }

    /// Matches the parent's scale (the same buffer scale, or a viewport to the same
    /// size) and shows the ``crop`` over the whole surface.
    private func applyScaling() {
        guard let surface, host.scaling != appliedScaling || wantedCrop != appliedCrop,
              let size = pool.map({ (width: $0.width, height: $0.height) }) else { return }
        if viewport == nil, wantedCrop != nil || host.scaling != .buffer(1), let viewporter = host.viewporter {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
        }
        let bufferScale: Int32
        switch host.scaling {
        case let .buffer(scale): bufferScale = scale
        case .viewport:
            bufferScale = 1
            if viewport == nil { logger.warning("no wp_viewporter: a level cannot follow the fractional scale") }
        }
        let logical = Self.surfaceSize(scaling: host.scaling, width: size.width, height: size.height)
        wl_surface_set_buffer_scale(surface, bufferScale)
        if let viewport {
            // Once made, the viewport always names the whole picture rather than unsetting
            // it: weston 10 refuses a synchronized subsurface whose source and destination
            // are unset in one commit ("viewport dst size not integer").
            let whole = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            let source = Self.source(of: wantedCrop ?? whole, width: size.width, height: size.height, bufferScale: bufferScale)
            wp_viewport_set_source(viewport, source.x, source.y, source.width, source.height)
            wp_viewport_set_destination(viewport, Int32(logical.width), Int32(logical.height))
        }
        appliedScaling = host.scaling
        appliedCrop = wantedCrop
    }

    /// The region ``isOpaque`` asks for, in the surface's coordinates as the compositor
    /// sees them: after the buffer scale and the viewport, which stretches the ``crop``
    /// over the whole surface. The crop is part of an opaque picture, so the whole
    /// surface is opaque whatever it shows of it. None before the first buffer.
    private var opaqueRegion: OpaqueRegion {
        guard let pool else { return .none }
        return Self.opaqueRegion(isOpaque: isOpaque, scaling: host.scaling, width: pool.width, height: pool.height)
    }

    /// Sets the surface's opaque region (applies with the commit that follows) when it
    /// differs from the last one set.
    private func applyOpaqueRegion() {
        guard let surface else { return }
        let region = opaqueRegion
        guard region != appliedOpaqueRegion else { return }
        region.apply(to: surface, compositor: host.compositor)
        appliedOpaqueRegion = region
    }

    /// The opaque region of a surface showing a `width`×`height` picture with `scaling`:
    /// the whole surface when the picture is opaque, else none.
    static func opaqueRegion(isOpaque: Bool, scaling: SubsurfaceHost.Scaling, width: Int, height: Int) -> OpaqueRegion {
        OpaqueRegion(size: surfaceSize(scaling: scaling, width: width, height: height), contentIsOpaque: isOpaque,
                     cornerRadius: 0)
    }

    /// The surface's size (surface coordinates, after the buffer scale or the viewport's
    /// destination) for a `width`×`height` picture shown with `scaling`; a crop changes
    /// what fills the surface, not its size.
    static func surfaceSize(scaling: SubsurfaceHost.Scaling, width: Int, height: Int) -> LogicalSize {
        switch scaling {
        case let .buffer(scale): LogicalSize(width: width / Int(scale), height: height / Int(scale))
        case let .viewport(destination): destination
        }
    }

    /// `crop` (buffer pixels) in surface coordinates before the viewport, as 24.8 fixed
    /// point rounded inwards: a source even 1/256 past the buffer is a protocol error.
    static func source(of crop: Rect, width: Int, height: Int, bufferScale: Int32)
        -> (x: wl_fixed_t, y: wl_fixed_t, width: wl_fixed_t, height: wl_fixed_t) {
        let s = Double(bufferScale) / 256
        func fixed(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int32 { Int32((v / s).rounded(rule)) }
        let x0 = max(fixed(crop.minX, .up), 0), y0 = max(fixed(crop.minY, .up), 0)
        let x1 = min(fixed(crop.maxX, .down), fixed(Double(width), .down))
        let y1 = min(fixed(crop.maxY, .down), fixed(Double(height), .down))
        return (x0, y0, max(x1 - x0, 1), max(y1 - y0, 1))
    }
}
