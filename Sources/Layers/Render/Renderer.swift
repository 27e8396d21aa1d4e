import FoundationEssentials

/// Draws a layer tree's presentation at a moment into an ``Image`` with pixman, redrawing
/// only what changed since the previous frame.
///
/// ```swift
/// let renderer = Renderer()
/// let damage = try renderer.render(root, at: host.currentMediaTime, into: backBuffer, scale: 2)
/// // copy `damage` to the window's buffer and pass it to damage_buffer
/// ```
///
/// The renderer assumes `target` still holds the frame it drew last time: then a frame
/// where nothing changed does no pixel work and returns no damage. A different target,
/// size or scale, or ``invalidate()``, redraws everything. Root coordinates are points:
/// a point is `scale` device pixels.
///
/// The tree is walked on the main actor; the pixels are drawn by ``threads`` threads
/// (the caller's and helpers the renderer owns), each taking bands of rows, with the same
/// result for any count.
@MainActor
public final class Renderer {
    private let tracker = DamageTracker()
    private let painter: LayerPainter
    private weak var lastTarget: Image?
    private var lastScale = 0.0
    private var lastSize: (width: Int, height: Int)?
    private var needsFullRedraw = true
    private var frame: UInt64 = 0
    private var damage: [PixelRect] = []
    /// The array returned the frame before, which its caller may still hold while this
    /// frame is drawn: the two take turns, so refilling one never copies it.
    private var previousDamage: [PixelRect] = []
    /// The last frame drew the whole target only because the target was another image
    /// than the frame before's (``changedSinceLastFrame``).
    private var lastFrameOnlyRetargeted = false
    /// Internal for tests, which look at each thread's player.
    let workers: RenderWorkers
    private let bands = BandPlan()
    private let culling = OcclusionCulling()
    /// The budget asked for resampled pictures; nil follows the target's size.
    private let imageBudget: Int?

    /// Threads that draw each frame, the caller's included.
    public var threads: Int { workers.count }
    /// Weighted pixels below which a frame is drawn by the caller alone (``BandPlan``);
    /// tests lower it to share even tiny frames.
    var parallelThreshold = BandPlan.parallelThreshold
    /// False draws every recorded composite, hidden or not: tests compare the two.
    var cullsOccludedPixels = true
    /// False draws big masks whole instead of by their strips (``CoverageStrips``): tests compare the two.
    var usesCoverageStrips: Bool {
        get { painter.usesCoverageStrips }
        set { painter.usesCoverageStrips = newValue }
    }
    /// False draws pieces of coverage apart in offscreens, in device pixels, not packed
    /// into a ``PieceScratch``: tests compare the two.
    var drawsPiecesInScratch: Bool {
        get { painter.drawsPiecesInScratch }
        set { painter.drawsPiecesInScratch = newValue }
    }
    /// False draws every gradient with pixman's gradient, never by rows (``GradientRamp``): tests compare the two.
    var drawsGradientsByRows: Bool {
        get { painter.drawsGradientsByRows }
        set { painter.drawsGradientsByRows = newValue }
    }
    /// False redraws a masked layer over its mask's whole box when the mask changes, not
    /// only around what it passed whole (``MaskInterior``): tests compare the two.
    var usesMaskInteriors: Bool {
        get { tracker.usesMaskInteriors }
        set { tracker.usesMaskInteriors = newValue }
    }
    /// True once frames have been shared with helper threads.
    var helpersStarted: Bool { workers.helpersStarted }
    /// Pictures scaled up drawn by ``BilinearScale`` (pixman's pixels, faster); tests turn
    /// it off to compare with pixman.
    var usesBilinearScale: Bool {
        get { workers.usesBilinearScale }
        set { workers.usesBilinearScale = newValue }
    }

    /// When true, each frame's composites are timed by kind into ``profile``.
    public var isProfiling = false {
        didSet { profile = isProfiling ? RenderProfile() : nil }
    }
    /// Time per kind of composite since profiling was turned on.
    public private(set) var profile: RenderProfile?

    /// - Parameters:
    ///   - cacheBudget: bytes of coverage masks (rounded corners, shapes, shadows,
    ///     borders) kept between frames; least recently used ones go first.
    ///   - imageCacheBudget: bytes of images resampled to the size they show at, kept
    ///     so that a picture drawn again at the same scale is a copy, not a resampling;
    ///     nil: three frames' worth of the target, at least 32 MB (a full-window backdrop
    ///     cross-fading between two blurs needs two).
    ///   - threads: threads that draw each frame, the caller's included: the frame is cut
    ///     into bands of rows that they share. The output is the same for any count; the
    ///     default is one per core. Helper threads start with the first frame worth sharing.
    public init(cacheBudget: Int = 64 << 20, imageCacheBudget: Int? = nil, threads: Int = Renderer.defaultThreads) {
        workers = RenderWorkers(count: threads)
        imageBudget = imageCacheBudget.map { max($0, 0) }
        painter = LayerPainter(tracker: tracker, maskBudget: max(cacheBudget, 0), imageBudget: imageBudget ?? (32 << 20),
                               workers: workers.count)
        // A frame's damage is at most `DamageRegion.maximumCount` rectangles: with room for
        // them from the start, no frame grows the two lists (a card collapsing while the
        // feed scrolls made the first frame with that many).
        damage.reserveCapacity(DamageRegion.maximumCount)
        previousDamage.reserveCapacity(DamageRegion.maximumCount)
    }

    /// Pixels from which a target gets the memory of growing shapes made ahead
    /// (``LayerPainter/reserveWorkingMemory(width:height:workers:)``).
    static let reservingArea = 256 * 256

    /// One thread per core the process may use, at most ``maximumThreads``.
    public nonisolated static var defaultThreads: Int { PixmanViews.defaultWorkers }

    /// The most threads a renderer draws with.
    public nonisolated static var maximumThreads: Int { PixmanViews.maximumWorkers }

    /// Draws `root` as it looks at `time` (presentation values: animations applied) into
    /// `target`, `scale` device pixels per point, and returns the device pixel rectangles
    /// that changed (disjoint; empty when nothing did).
    @discardableResult
    public func render(_ root: Layer, at time: MediaTime, into target: Image, scale: Double = 1) throws -> [PixelRect] {
        try render(root, at: time, into: target, scale: scale, only: nil, inOwnSpace: false)
    }

    /// Draws `root` in its own coordinate space, as `CALayer.render(in:)` does: its
    /// bounds' origin at the target's top left, its own transform and position left to
    /// whoever shows the picture (a compositor that scales a window's surface while it
    /// animates, so no frame resamples the window). Its opacity and mask still apply.
    @discardableResult
    public func render(_ root: Layer, at time: MediaTime, into target: Image, scale: Double = 1,
                       inOwnSpace: Bool) throws -> [PixelRect] {
        try render(root, at: time, into: target, scale: scale, only: nil, inOwnSpace: inOwnSpace)
    }

    /// Draws only `region` (device pixels) of `root` into `target`, whatever changed:
    /// a big picture taken in parts over several frames, each part a frame's worth of
    /// work. The rest of `target` is left as it was. Returns the region drawn.
    @discardableResult
    public func render(_ root: Layer, at time: MediaTime, into target: Image, scale: Double = 1,
                       region: PixelRect) throws -> [PixelRect] {
        try render(root, at: time, into: target, scale: scale, only: region, inOwnSpace: false)
    }

    private func render(_ root: Layer, at time: MediaTime, into target: Image, scale: Double,
                        only region: PixelRect?, inOwnSpace: Bool) throws -> [PixelRect] {
        guard scale.isFinite, scale >= 1.0 / 64, scale <= 64 else { throw RenderError.invalidScale(scale) }
        guard time.seconds.isFinite else { throw RenderError.invalidTime(time.seconds) }
        frame &+= 1
        target.pixelsDidChange()
        let bounds = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        // Nil on the first frame: no size before it.
        let sizeChanged = lastSize.map { $0 != (target.width, target.height) }
        let resized = sizeChanged ?? false || (lastScale != 0 && lastScale != scale)
        let full = needsFullRedraw || lastTarget !== target || lastScale != scale
        let trackingStart = profile != nil ? RenderProfile.now() : 0
        tracker.update(root: root, time: time, scale: scale, target: bounds, rootInOwnSpace: inOwnSpace)
        if profile != nil { profile?.trackingNanoseconds += RenderProfile.now() - trackingStart }
        swap(&damage, &previousDamage)
        damage.removeAll(keepingCapacity: true)
        if let region {
            let part = region.intersection(bounds)
            if !part.isEmpty { damage.append(part) }
        } else if full {
            damage.append(bounds)
        } else {
            damage.append(contentsOf: tracker.damage.rects)
        }
        // Drawn whole only because the target is another image than last time, the
        // picture itself changed where the tree did.
        lastFrameOnlyRetargeted = region == nil && full && !needsFullRedraw && lastScale == scale && !resized && lastTarget != nil
        lastFrameChangedEverything = region == nil && tracker.damage.rects.contains { $0.contains(bounds) }
        needsFullRedraw = false
        lastTarget = target
        lastSize = (target.width, target.height)
        lastScale = scale
        statistics.frames += 1
        statistics.layersAppeared = tracker.layersAppeared
        statistics.layersDisappeared = tracker.layersDisappeared
        statistics.damagedPixels = damage.reduce(0) { $0 + $1.area }
        statistics.composites = 0
        statistics.occludedPixels = 0
        statistics.sharedMasks = 0
        lastRoot = root
        lastFrameDrawnWhole = region == nil
        guard !damage.isEmpty else { return damage }

        painter.target = bounds
        painter.offscreens.prepare(width: target.width, height: target.height)
        painter.pieces.prepare(width: target.width, height: target.height, workers: workers.count)
        painter.masks.beginFrame(frame, width: target.width, height: target.height)
        // Not for small targets (a title bar's pieces, drawn at a window's launch): no
        // shape in them grows into much of a mask.
        if sizeChanged ?? true, target.width * target.height >= Self.reservingArea {
            painter.reserveWorkingMemory(width: target.width, height: target.height, workers: workers.count)
            // Copies resampled for a zoom may be wider than the target (the splash's
            // window picture: 4033 pixels for a 3840-pixel target).
            workers.reserveScratch(width: 2 * target.width)
        }
        painter.scaledImages.beginFrame(frame, budget: imageBudget ?? max(32 << 20, 3 * target.width * target.height * 4))
        let recordingStart = profile != nil ? RenderProfile.now() : 0
        for rect in damage {
            painter.paintCovering(root, into: target, clip: rect, insideRootEffects: false)
        }
        let playingStart = profile != nil ? RenderProfile.now() : 0
        if profile != nil { profile?.recordingNanoseconds += playingStart - recordingStart }
        play(target)
        if profile != nil { profile?.playingNanoseconds += RenderProfile.now() - playingStart }
        // After a resize, masks sized for the old layout (corners, shadows) would stay until
        // the budget pushed them out: a storm of resizes would fill it with sizes never
        // drawn again. This frame drew everything visible, so what it did not use goes.
        // Pictures resampled for the old layout go the same way.
        if resized {
            painter.masks.removeUnusedThisFrame()
            painter.scaledImages.removeUnusedThisFrame()
        }
        statistics.cachedMasks = painter.masks.count
        statistics.cachedMaskBytes = painter.masks.byteCount
        statistics.maskCacheMisses = painter.masks.misses
        statistics.offscreenBytes = painter.offscreens.byteCount + painter.pieces.byteCount
        statistics.cachedImages = painter.scaledImages.count
        statistics.cachedImageBytes = painter.scaledImages.byteCount
        return damage
    }

    /// Draws what the painter recorded, less what later composites hide, on every
    /// worker, and empties the list.
    private func play(_ target: Image) {
        statistics.sharedMasks = painter.rasters.maskCount
        if !painter.rasters.isEmpty {
            workers.rasterize(painter.rasters)
            painter.rasters.removeAll()
        }
        let list = painter.compositor.list
        if cullsOccludedPixels { culling.cull(list, target: target.views) }
        statistics.occludedPixels = cullsOccludedPixels ? culling.culledPixels : 0
        bands.plan(list, width: target.width, height: target.height, threads: workers.count, threshold: parallelThreshold)
        list.makeViewsAhead(workers: workers.count)
        workers.play(list, bands: bands.bands, profile: &profile)
        statistics.composites = list.operations.count
        list.removeAll()
    }

    /// True when the last frame drew something provisionally because it moved: text at an
    /// in-between scale while its scale animated (see ``Layer/rasterizesContent``), or a picture
    /// on whole pixels. Draw one more frame after the motion stops, even with nothing else
    /// to do: that frame draws them exactly.
    public var isSettling: Bool { tracker.provisionalCoverage > 0 }

    /// Draws ahead one piece of what the frames after the last will ask for: text an
    /// animation is scaling, laid out and rasterized at one of the scales it will show
    /// at (the steps of its ladder on the way, then the scale its model rests at), with
    /// its masks' pixman views. True when it drew something; call it again then. Call it
    /// between frames, while waiting for the next: what it has not drawn when the next
    /// frame begins is dropped, and the frames draw it themselves, with the same pixels.
    public func prepareAhead() -> Bool { tracker.ahead.drawNext(workers: workers.count) }

    /// Makes the next frame redraw the whole target (after drawing into it yourself, say).
    public func invalidate() { needsFullRedraw = true }

    /// What the last frame changed of the picture as against the frame before it,
    /// whatever target each was drawn into: its damage, except when it drew the whole
    /// target only because the target was another image than last time (a window that
    /// drew a frame straight into its buffer and the next into its picture), where it is
    /// what the tree changed. What a compositor must hear changed, and what the other
    /// buffers showing the picture must be repaired with.
    public var changedSinceLastFrame: [PixelRect] { lastFrameOnlyRetargeted ? tracker.damage.rects : damage }

    /// True when everything the last frame showed changed (a full-screen animation: a
    /// blur over the whole window), whatever target it was drawn into: the next frame
    /// will likely redraw all of it too, so a window can draw it straight into its buffer
    /// rather than into a picture it then copies.
    public private(set) var lastFrameChangedEverything = false

    /// True when every pixel of the target is opaque as of the last frame: some layer of
    /// the root's tree fills the whole target with opaque colour, under no translucency,
    /// mask or rounded clip (the renderer's `OpaqueCover`), the root's own opacity and mask included.
    /// Whoever shows the picture can then tell a compositor that nothing shows through it
    /// (a subsurface's opaque region), which spares blending it over what lies beneath.
    /// Decided from what was drawn, not from a guess about the content; false after a
    /// frame drawn in part (`render(_:at:into:scale:region:)`). Worked out when asked, so
    /// ask right after the frame, before the tree changes; a renderer nobody asks pays nothing.
    public var coversTargetOpaquely: Bool {
        guard lastFrameDrawnWhole, let root = lastRoot, let size = lastSize else { return false }
        let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        return OpaqueCover.find(in: root, covering: whole, tracker: tracker, insideRootEffects: false) != nil
    }
    /// The root of the last frame (not kept alive by it), and whether the frame drew all
    /// of the target.
    private weak var lastRoot: Layer?
    private var lastFrameDrawnWhole = false

    /// Forgets cached masks and per-layer records, freeing their memory; the next frame
    /// redraws everything.
    public func purgeCaches() {
        painter.masks.removeAll()
        painter.scaledImages.removeAll()
        tracker.removeAll()
        needsFullRedraw = true
    }

    /// Counters for benchmarks and tests.
    public struct Statistics: Sendable {
        /// Frames rendered since the renderer was made.
        public var frames = 0
        /// Layers that began to show since the renderer was made (new, or drawing pixels
        /// again after drawing none): a frame that adds none only animates what was
        /// already on screen (`bench` calls such frames steady).
        public var layersAppeared = 0
        /// Layers that stopped showing since the renderer was made: removed from the tree,
        /// hidden or faded out. A frame where some did changed the tree, not only moved it.
        public var layersDisappeared = 0
        /// Pixels redrawn by the last frame.
        public var damagedPixels = 0
        /// Coverage masks of paths and text kept for later frames.
        public var cachedMasks = 0
        /// The bytes those masks hold.
        public var cachedMaskBytes = 0
        /// Masks rasterized since the renderer was made.
        public var maskCacheMisses = 0
        /// Bytes of the scratch images kept for effects drawn apart first (group opacity, masks,
        /// the pieces of rounded clips and big masks).
        public var offscreenBytes = 0
        /// Resampled copies of pictures kept (`ScaledImageCache`), and their bytes.
        public var cachedImages = 0
        /// The bytes of those copies.
        public var cachedImageBytes = 0
        /// Masks whose rows the threads rasterized together in the last frame.
        public var sharedMasks = 0
        /// pixman composites the last frame played (after occlusion culling).
        public var composites = 0
        /// Pixels the last frame did not draw because a later opaque composite covered
        /// them (occlusion culling: see the Performance article).
        public var occludedPixels = 0
    }

    /// The counters as of the last frame.
    public private(set) var statistics = Statistics()
}
