import Layers

/// A private copy of the window's picture, drawn by the damage-tracked renderer.
///
/// It is why the window's buffers can be reused in any order: each shared-memory
/// buffer is brought up to date by copying the damage of the frames it missed
/// (``DamageHistory``), never by drawing again.
@MainActor
public final class BackBuffer {
    /// The picture: draw each frame into it, then ``present(_:into:overlay:)``.
    public private(set) var image: Image?
    private var history = DamageHistory()
    private var overlayRestoration = OverlayRestoration()
    /// No frame was presented since the picture was made: the next frame can go straight
    /// into the window's buffer (``presentDrawnInPlace(into:changed:overlay:)``).
    public private(set) var takesNextFrameInPlace = true
    /// The picture's pages, to map before the frame that first draws it whole.
    private var warmer = PageWarmer()

    /// A back buffer with no picture yet: the first frame draws it in full.
    public init() {}

    /// A new, empty picture of `pixelWidth`×`pixelHeight` (at least 1×1); every
    /// buffer will be copied whole next time.
    public func resize(pixelWidth: Int, pixelHeight: Int) throws {
        warmer.reset()
        image = nil
        history.reset()
        overlayRestoration.reset()
        screens.removeAll()
        takesNextFrameInPlace = true
        let made = try Image(width: max(pixelWidth, 1), height: max(pixelHeight, 1))
        image = made
        warmer.add(UnsafeMutableRawPointer(made.pixels), byteCount: made.stride * made.height)
    }

    /// Maps a slice of the new picture's memory, which the frame after the first at a
    /// new size draws whole (the first goes straight into the window's buffer); returns
    /// the bytes mapped, 0 when nothing is left. See `PageWarmer`.
    public func mapMemoryAhead() -> Int { warmer.warmSlice() }

    /// Forgets which buffers are current: the next one is copied whole.
    public func reset() {
        history.reset()
        overlayRestoration.reset()
    }

    /// Images over the window's buffers, for overlays to draw on: made once per buffer
    /// (a window cycles through two or three), not once per frame.
    private var screens: [UnsafeMutableRawPointer: Image] = [:]

    private func screen(over target: PixelTarget) -> Image? {
        if let known = screens[target.pixels], known.width == target.width, known.height == target.height,
           known.stride == target.stride {
            return known
        }
        if screens.count >= 4 { screens.removeAll() }
        let made = try? Image(wrapping: target.pixels, width: target.width, height: target.height, stride: target.stride)
        screens[target.pixels] = made
        return made
    }

    /// True when `target` is the picture's size: only then can it be presented.
    public func fits(_ target: PixelTarget) -> Bool {
        image.map { $0.width == target.width && $0.height == target.height } ?? false
    }

    /// After a frame drawn whole straight into `target` instead of into the picture: the
    /// first frame after a resize, whose every pixel is new anyway (copying it would
    /// touch the picture's fresh pages and then the buffer's, and a fresh page costs more
    /// than drawing it), or a frame of a full-screen animation, which would be copied
    /// whole (a 4K frame's copy is a memcpy of 33 MB). The next frame drawn into the
    /// picture draws it whole (its renderer's target changed) and the buffers catch up
    /// from it. `changed` is what the frame changed as against the one before it (all
    /// of it when omitted): the other buffers are repaired with it. Draws `overlay` over
    /// `target`; returns what the compositor must hear changed.
    public func presentDrawnInPlace(into target: PixelTarget, changed: [PixelRect]? = nil,
                                    overlay: PictureOverlay? = nil) -> [PixelRect] {
        takesNextFrameInPlace = false
        let full = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        let presented = overlayRestoration.rectsToPresent(damage: changed ?? [full], overlay: overlay,
                                                          width: target.width, height: target.height)
        history.record(presented)
        if let overlay, overlayRestoration.isCovering, let screen = screen(over: target) { overlay.draw(onto: screen) }
        return presented
    }

    /// An image of `target`'s pixels, to draw a frame into in place; nil when it is not
    /// the picture's size.
    public func image(over target: PixelTarget) -> Image? {
        fits(target) ? screen(over: target) : nil
    }

    /// Copies into `target` what it lacks after a frame that changed `damage` (pixels of
    /// the picture): the damage, plus the frames `target` missed, or everything for a
    /// buffer of unknown contents; then draws `overlay` over it. Returns what the
    /// compositor must hear changed.
    public func present(_ damage: [PixelRect], into target: PixelTarget, overlay: PictureOverlay? = nil) -> [PixelRect] {
        guard let image, fits(target) else { return [] }
        takesNextFrameInPlace = false
        // What the overlay covers is repaired from the picture like damage, in this
        // buffer now and in the others when their turn comes.
        let changed = overlayRestoration.rectsToPresent(damage: damage, overlay: overlay,
                                                        width: target.width, height: target.height)
        let full = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        let copy = target.age == 0 ? [full] : (history.repairs(forAge: target.age).map { $0 + changed } ?? [full])
        // A frame that changed nothing is not committed (``Window`` sets its buffer aside),
        // so it takes no place in the history: a buffer's age counts committed frames, and
        // a history with fewer entries than those only repairs more than it must.
        if !changed.isEmpty { history.record(changed) }
        let source = PixelSource(image)
        for rect in copy { target.copy(rect, from: source) }
        // A hidden overlay costs nothing: no drawing, no image over the buffer.
        if let overlay, overlayRestoration.isCovering, let screen = screen(over: target) { overlay.draw(onto: screen) }
        // The compositor needs to hear only what differs from the frame on screen.
        return target.age == 0 ? [full] : changed
    }
}
