/// Draws a tree of windows one window at a time: the screen's background into the
/// caller's image (what a platform window's own surface shows), and each window into an
/// image of its own with a renderer of its own. No window system: a platform shows each
/// picture on a surface of its own (WaylandPlatform's subsurfaces) and lets the
/// compositor blend them.
///
/// The contract, on the root it is given: every sublayer of the root is a window
/// (``WindowLayer``), stacked by level (``Layer/windows``), and the root draws only its
/// background colour: no transform, opacity, mask, border or contents of its own. Each
/// window is then drawn alone, as the root of its own picture, exactly as it is drawn in
/// the tree, and the pictures blended bottom to top over the background are the tree's
/// picture. A sublayer that is not a window has no picture to go in: it is not drawn,
/// and ``onLayerOutsideWindows`` hears of it once.
///
/// A window whose layers did not change draws no pixel (its renderer finds no damage),
/// and a hidden or fully transparent one is not drawn at all, nor one covered by an
/// opaque window above it.
@MainActor
package final class LevelRenderer {
    /// The windows as of the last frame, bottom to top.
    package private(set) var levels: [RenderedLevel] = []
    /// What the last ``render(_:at:backdropInto:)`` did.
    package private(set) var frame = LevelFrame()
    private var pixelWidth = 0, pixelHeight = 0
    private var scale = 1.0
    /// Stands in for the screen: its background colour and nothing else.
    private let backdrop = Layer()
    private let backdropRenderer: Renderer
    /// Threads each window is drawn with.
    package let threads: Int
    /// True leaves a window's scale to the compositor while it allows it (``LevelCrop``):
    /// the window is drawn untransformed and shown through a viewport.
    package let delegatesScaling: Bool
    private var warnedAbout: Set<ObjectIdentifier> = []
    /// Hears, once per layer, of a sublayer of the root that is not a window: it has no
    /// picture to go in, so it is not drawn.
    package var onLayerOutsideWindows: ((Layer) -> Void)?

    package init(threads: Int = Renderer.defaultThreads, delegatesScaling: Bool = false) {
        self.threads = threads
        self.delegatesScaling = delegatesScaling
        backdropRenderer = Renderer(threads: threads)
        backdrop.name = "screen background"
    }

    /// Profiles every window's renderer and the background's.
    package var isProfiling = false {
        didSet {
            backdropRenderer.isProfiling = isProfiling
            for level in levels { level.renderer.isProfiling = isProfiling }
        }
    }

    /// The profiles of the background's renderer and of every window's shown so far,
    /// added up; nil unless ``isProfiling``.
    package var profile: RenderProfile? {
        guard isProfiling else { return nil }
        var total = backdropRenderer.profile ?? RenderProfile()
        for level in levels + retired { if let p = level.renderer.profile { total.add(p) } }
        return total
    }
    /// Levels gone from the screen whose profiles still count.
    private var retired: [RenderedLevel] = []

    /// Layers that began or stopped showing in any window or the background so far (see
    /// ``Renderer/Statistics/layersAppeared`` and ``Renderer/Statistics/layersDisappeared``).
    package var layersShownOrGone: Int {
        // Counted in loops: a steady frame asks, and must not allocate for it.
        var count = Self.shownOrGone(backdropRenderer)
        for level in levels { count += Self.shownOrGone(level.renderer) }
        for level in retired { count += Self.shownOrGone(level.renderer) }
        return count
    }

    private static func shownOrGone(_ renderer: Renderer) -> Int {
        renderer.statistics.layersAppeared + renderer.statistics.layersDisappeared
    }

    /// Some window drew text at an in-between scale and wants one more frame (``Renderer/isSettling``).
    package var isSettling: Bool { levels.contains { $0.renderer.isSettling } }

    /// The pictures are `pixelWidth`×`pixelHeight` device pixels, `scale` per point;
    /// the next frame draws every shown window anew.
    package func resize(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.pixelWidth = max(pixelWidth, 1)
        self.pixelHeight = max(pixelHeight, 1)
        self.scale = scale
        backdropRenderer.invalidate()
        for level in levels {
            level.image = nil
            level.isShown = false
            level.drawnAheadRevision = nil
        }
        let bounds = Rect(x: 0, y: 0, width: Double(self.pixelWidth) / scale, height: Double(self.pixelHeight) / scale)
        if backdrop.frame != bounds { Transaction.withoutActions { backdrop.frame = bounds } }
    }

    /// Draws the frame at `time`: the background into `target` (the same image every
    /// frame, as ``Renderer`` expects) and every shown window of `root` that changed
    /// into its picture. ``frame`` says what happened.
    package func render(_ root: Layer, at time: MediaTime, backdropInto target: Image) throws {
        let color = root.presentationState(at: time.seconds).backgroundColor
        if backdrop.backgroundColor != color { Transaction.withoutActions { backdrop.backgroundColor = color } }
        frame.backdropDamage = try backdropRenderer.render(backdrop, at: time, into: target, scale: scale)
        warnAboutLayersOutsideWindows(of: root)

        let windows = root.windows
        frame.isRestacked = windows.count != levels.count || zip(windows, levels).contains { $0 !== $1.window }
        frame.removed.removeAll(keepingCapacity: true)
        if frame.isRestacked {
            let old = levels
            levels = windows.map { window in old.first { $0.window === window } ?? makeLevel(window) }
            frame.removed.append(contentsOf: old.filter { level in !windows.contains { $0 === level.window } })
            if isProfiling { retired.append(contentsOf: frame.removed) }
        }
        frame.levels.removeAll(keepingCapacity: true)
        // Top to bottom: under a shown, opaque window nothing of a level shows.
        var covered = false
        for level in levels.reversed() {
            frame.levels.append((level, try render(level, at: time, covered: covered)))
            if level.isShown, level.isOpaque, !level.isCovered { covered = true }
        }
        frame.levels.reverse()
        lastTime = time
    }

    /// The time of the last frame: what a level drawn while the window idles shows.
    private var lastTime: MediaTime = 0

    /// While the window idles: draws one covered level that has not shown yet (a
    /// window under an opaque one, such as an app's main window under a splash at
    /// launch) into its picture, so that the frame that uncovers
    /// it only has to show it. A launch's first frame draws none of them: each is a
    /// whole window of fresh memory, every page a fault. Returns
    /// true when it drew one; false when none is left.
    package func drawCoveredLevelAhead() throws -> Bool {
        guard let level = levels.first(where: { $0.isCovered && !$0.isShown && $0.drawnAheadRevision != $0.window.host?.revision })
        else { return false }
        let image = try prepare(level)
        if !level.isDrawnAhead { level.renderer.invalidate() }
        try level.renderer.render(level.window, at: lastTime, into: image, scale: scale, inOwnSpace: false)
        level.drawnAheadRevision = level.window.host?.revision
        return true
    }

    private func makeLevel(_ window: WindowLayer) -> RenderedLevel {
        let level = RenderedLevel(window: window, threads: threads)
        level.renderer.isProfiling = isProfiling
        return level
    }

    /// Makes `level`'s picture ahead of time (a hidden level, before it shows), so the
    /// frame that shows it allocates nothing. Returns the picture.
    @discardableResult
    package func prepare(_ level: RenderedLevel) throws -> Image {
        if let existing = level.image, existing.width == pixelWidth, existing.height == pixelHeight { return existing }
        let image = try Image(width: pixelWidth, height: pixelHeight)
        level.image = image
        level.isShown = false
        level.drawnAheadRevision = nil
        return image
    }

    /// Draws `level` unless it is hidden, transparent or `covered` (an opaque level above
    /// it hides all of it): a covered level keeps its picture, shown or not, until a
    /// frame uncovers it or the window idles (``drawCoveredLevelAhead()``).
    private func render(_ level: RenderedLevel, at time: MediaTime, covered: Bool) throws -> LevelChange {
        let state = level.window.presentationState(at: time.seconds)
        level.isCovered = false
        guard !state.isHidden, state.opacity > 0 else {
            defer { level.isShown = false }
            return level.isShown ? .hidden : .stillHidden
        }
        if covered {
            level.isCovered = true
            return level.isShown ? .unchanged : .stillHidden
        }
        let image = try prepare(level)
        let wasShown = level.isShown
        // A picture drawn ahead is current but for what changed since: drawn as damage.
        if !wasShown, !level.isDrawnAhead { level.renderer.invalidate() }
        level.drawnAheadRevision = nil
        let crop = delegatesScaling ? LevelCrop(window: state, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) : nil
        level.crop = crop
        let damage = try level.renderer.render(level.window, at: time, into: image, scale: scale, inOwnSpace: crop != nil)
        level.isShown = true
        level.isOpaque = level.renderer.coversTargetOpaquely
        if !wasShown { return .shown }
        return damage.isEmpty ? .unchanged : .redrawn(damage)
    }

    /// A layer on the screen outside every window has no picture to go in: said once.
    private func warnAboutLayersOutsideWindows(of root: Layer) {
        for layer in root.sublayers where !(layer is WindowLayer) && !warnedAbout.contains(ObjectIdentifier(layer)) {
            warnedAbout.insert(ObjectIdentifier(layer))
            onLayerOutsideWindows?(layer)
        }
    }
}
