import Layers
import Logging

/// Shows a ``Scene`` in a window: advances animations, renders the layer tree with the
/// damage-tracked renderer into a private back buffer, and copies only what changed
/// into the window's buffer.
///
/// The back buffer is why the window's buffers can be reused in any order: each shm
/// buffer is brought up to date by copying the damage of the frames it missed
/// (``DamageHistory``), never by redrawing.
final class LayerContent: WindowContent, WakeScheduling, ReportsStatistics {
    let scene: Scene
    private let renderer = Renderer()
    private var backBuffer: Image?
    private var history = DamageHistory()
    private var scale = 1.0
    private var drawnRevision: UInt64 = .max
    private var sceneWantsFrames = true
    /// The first frame after a resize frees the masks sized for the old layout.
    private var purgesStaleMasks = false
    private let logger = Logger(label: "render")
    /// Milliseconds each frame took to update and render (reserved up front: no
    /// allocation per frame).
    private var frameMilliseconds: [Double] = []
    /// Replays the scene's script against the clock, from the first frame on.
    var replaysScript = false
    private var scriptStart: Double?
    private var player = ScriptPlayer()

    init(scene: Scene) {
        self.scene = scene
        frameMilliseconds.reserveCapacity(1 << 16)
    }

    func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        let pixelWidth = Int((Double(width) * scale).rounded()), pixelHeight = Int((Double(height) * scale).rounded())
        do {
            backBuffer = try Image(width: max(pixelWidth, 1), height: max(pixelHeight, 1))
        } catch {
            logger.error("cannot make a \(pixelWidth)×\(pixelHeight) back buffer: \(error)")
            backBuffer = nil
        }
        history.reset()
        renderer.invalidate()
        purgesStaleMasks = true
        Transaction.withoutActions {
            scene.root.frame = Rect(0, 0, Double(width), Double(height))
            scene.layout(size: Size(Double(width), Double(height)), scale: scale)
        }
        drawnRevision = .max
    }

    func needsFrame(at time: Double) -> Bool {
        scriptPending || sceneWantsFrames || AnimationEngine.hasPendingWork || Layer.treeRevision != drawnRevision
            || scheduledChange.map { time >= $0 } ?? false
    }

    func draw(into target: PixelTarget, time: Double) -> [PixelRect] {
        let started = Stopwatch.now
        defer { if frameMilliseconds.count < frameMilliseconds.capacity { frameMilliseconds.append((Stopwatch.now - started) * 1000) } }
        if replaysScript { replayScript(at: time) }
        AnimationEngine.update(at: time)
        sceneWantsFrames = scene.update(at: time)
        guard let back = backBuffer, back.width == target.width, back.height == target.height else {
            return []
        }
        let damage: [PixelRect]
        do {
            damage = try renderer.render(scene.root, at: time, into: back, scale: scale)
        } catch {
            logger.error("rendering failed: \(error)")
            damage = []
        }
        drawnRevision = Layer.treeRevision
        if purgesStaleMasks {
            renderer.purgeMasksUnusedByLastFrame()
            purgesStaleMasks = false
        }
        let full = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        let copy = target.age == 0 ? [full] : (history.repairs(forAge: target.age).map { $0 + damage } ?? [full])
        history.record(damage)
        for rect in copy { Self.copy(rect.clipped(to: full), from: back, to: target) }
        // The compositor needs to hear only what differs from the frame on screen.
        return target.age == 0 ? [full] : damage
    }

    /// The scene's next scheduled change as of the last frame: once the clock reaches
    /// it, the window's wake-up must find something to draw.
    private var scheduledChange: Double?

    func nextChange(after time: Double) -> Double? {
        scheduledChange = scene.nextChange(after: time)
        return scheduledChange
    }

    func handle(_ event: InputEvent, time: Double) {
        scene.handle(event, at: time)
        if scene.requestsQuit { onQuit?() }
    }

    /// Called when the scene asks the app to quit.
    var onQuit: (() -> Void)?

    private var scriptPending: Bool { replaysScript && (scriptStart == nil || player.hasPending(in: scene)) }

    private func replayScript(at time: Double) {
        let start = scriptStart ?? time
        scriptStart = start
        player.deliver(to: scene, upTo: time - start, at: time)
    }

    func statisticsReport() -> [String] {
        [
            "frames rendered: \(frameMilliseconds.count)",
            "render p50: \(formatMilliseconds(FrameStatistics.percentile(0.5, of: frameMilliseconds) ?? 0))",
            "render p99: \(formatMilliseconds(FrameStatistics.percentile(0.99, of: frameMilliseconds) ?? 0))",
        ]
    }

    private static func copy(_ r: PixelRect, from image: Image, to target: PixelTarget) {
        guard !r.isEmpty else { return }
        let src = UnsafeRawPointer(image.pixels)
        for y in r.y..<(r.y + r.height) {
            (target.pixels + y * target.stride + r.x * 4)
                .copyMemory(from: src + y * image.stride + r.x * 4, byteCount: r.width * 4)
        }
    }
}
