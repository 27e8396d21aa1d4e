import Gestures
import Layers
import Logging

/// Shows a layer tree in a ``Window``: what `UIWindow` is to a view hierarchy.
///
/// It owns the tree's `LayerHost` (on CLOCK_MONOTONIC, the window's clock), so
/// animations, transactions and animators on the tree run with the window's frames. It
/// asks for frames only while the picture changes, draws only the damage with the
/// renderer, hands pointer and touch input to the gesture recognizers attached to its
/// layers (``gestures``), and every event to ``onInput``, with the event's own time.
///
/// ```swift
/// let content = LayerTreeContent()
/// content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
/// content.onInput = { event, time in … }
/// try Application.run(content)
/// ```
@MainActor
public final class LayerTreeContent: StandaloneWindowContent {
    /// The tree's root; its frame is the window's content area, in points.
    public let rootLayer: Layer
    /// The tree's time and animations.
    public let host: LayerHost
    /// Hands pointer and touch input to the recognizers attached to the tree's layers
    /// (`addGestureRecognizer`), as UIKit's window does: what makes them work.
    public let gestures: GestureArena
    /// Input in points, with the time the compositor says it happened (seconds on the
    /// host's clock). Animations started here begin at the time the event is handled.
    public var onInput: ((InputEvent, Double) -> Void)?
    /// The window's content size changed (points) and its scale (pixels per point):
    /// lay the tree out. The root's frame is already set.
    public var onResize: ((Size, Double) -> Void)?
    /// Called at the start of each frame, after animations advanced, with the frame's
    /// time: return true while the app itself needs more frames (physics, timers).
    public var onFrame: ((Double) -> Bool)?

    /// Drawn over the tree on the way to the screen, never into its picture: a
    /// `FrameTimeOverlay`, say, which then times each frame.
    public var overlay: PictureOverlay?

    private let renderer = Renderer()
    private let logger = Logger(label: "layer-tree")
    private let backBuffer = BackBuffer()
    private var scale = 1.0
    private var drawnRevision: UInt64 = .max
    private var wantsFrames = false

    /// A tree of its own root, animated on `clock` (the window's, by default).
    public init(rootLayer: Layer = Layer(), clock: MediaClock = MonotonicClock()) {
        self.rootLayer = rootLayer
        host = LayerHost(clock: clock, rootLayer: rootLayer)
        gestures = GestureArena(root: rootLayer)
    }

    public func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        do {
            try backBuffer.resize(pixelWidth: Int((Double(width) * scale).rounded()),
                                  pixelHeight: Int((Double(height) * scale).rounded()))
        } catch {
            logger.error("cannot make a back buffer for \(width)×\(height) at scale \(scale): \(error)")
        }
        renderer.invalidate()
        drawnRevision = .max
        let size = Size(Double(width), Double(height))
        Transaction.withoutActions { rootLayer.frame = Rect(0, 0, size.width, size.height) }
        onResize?(size, scale)
    }

    public func needsFrame(at time: Double) -> Bool {
        wantsFrames || host.hasPendingWork || host.revision != drawnRevision || renderer.isSettling
            || overlay?.needsDisplay == true
            || gestures.wakeTime.map { $0 <= host.mediaTime(atClockTime: time) } == true
    }

    public func draw(into target: PixelTarget, time clockTime: Double) -> [PixelRect] {
        let started = MonotonicClock.seconds
        let time = host.mediaTime(atClockTime: clockTime)
        host.beginFrame(at: time)
        defer { host.endFrame() }
        let pressWaits = gestures.update(at: time)
        wantsFrames = (onFrame?(time) ?? false) || pressWaits
        guard let image = backBuffer.image, backBuffer.fits(target) else { return [] }
        let damage: [PixelRect]
        do {
            damage = try renderer.render(rootLayer, at: time, into: image, scale: scale)
        } catch {
            logger.error("rendering failed: \(error)")
            damage = []
        }
        drawnRevision = host.revision
        overlay?.recordFrame(drawDuration: MonotonicClock.seconds - started)
        return backBuffer.present(damage, into: target, overlay: overlay)
    }

    public func framePresented(interval: Double) {
        overlay?.recordPresented(interval: interval)
    }

    public func handle(_ event: InputEvent, timing: InputTiming) {
        let onTree = timing.converted(host.mediaTime(atClockTime:))
        host.perform(at: onTree.handled) {
            gestures.handle(event, timing: onTree)
            onInput?(event, onTree.happened)
        }
    }

    /// Wakes the window when a recognizer decides by waiting (a long press).
    public func nextChange(after time: Double) -> Double? {
        gestures.wakeTime.flatMap { host.clockTime(atMediaTime: $0) }
    }
}
