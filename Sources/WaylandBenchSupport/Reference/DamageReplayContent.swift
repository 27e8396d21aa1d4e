import Layers
import WaylandPlatform

/// Window content that draws nothing: it replays a ``DamageScript``'s commits, each
/// frame's damaged rectangles at the frame's time, into buffers filled once when first
/// used. Shown by the same ``Window`` as an app (same buffers, pacing and feedback), it
/// measures the floor the compositor sets for those commits: what an app that drew in
/// no time at all would get. `bench --on-compositor` runs it next to the app.
///
/// Its scene time starts at its first frame, as a scene's does at its first layout.
/// Frames become due at their time less ``lead``; one that comes due while an earlier one waits for
/// the compositor is committed together with it (their damage joined), as an app that
/// draws the present moment does. The script's phases are announced to ``onPhase``
/// before the frame that starts them is committed.
@MainActor
public final class DamageReplayContent: StandaloneWindowContent {
    /// What is replayed.
    public let script: DamageScript
    /// Told each moment the script announces, before the frame that starts its phase.
    public var onPhase: ((String) -> Void)?
    /// Called once, after the last frame's damage was handed to the window.
    public var onFinished: (() -> Void)?
    /// How many of the script's frames have been handed to the window.
    public private(set) var framesReplayed = 0

    private var start: ClockTime?
    private var scale = 1.0
    private var pixelSize = LogicalSize(width: 0, height: 0)
    /// Frame times are written to 1/100 ms: a frame is due that much early.
    private static let tolerance: TimeSpan = .seconds(0.000_01)
    /// A window asks whether a frame is due at the compositor's frame callback, about a
    /// refresh before the frame it draws is shown; an app then draws the moment it will
    /// be shown. So a frame of the script is due that much before its time, less than
    /// the script's 60 Hz step so that two never come due at one callback. Due only at
    /// its time, the replay had drifted off the callbacks (weston refreshes every 17.2
    /// ms, the script steps by 16.67): its frames came by timer, between callbacks, and
    /// none counted as back to back, so a phase had no intervals to report.
    public static let lead: TimeSpan = .seconds(0.9 / 60)
    /// Scene time when the window last asked whether a frame was due, until it draws.
    private var askedAt: TimeSpan?

    /// Replays `script` from the first frame the window draws.
    public init(script: DamageScript) { self.script = script }

    /// True once every frame has been replayed.
    public var isFinished: Bool { framesReplayed >= script.frames.count }

    /// Keeps the buffer size, to scale and clip the script's rectangles to it.
    public func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        pixelSize = LogicalSize(width: Int((Double(width) * scale).rounded()), height: Int((Double(height) * scale).rounded()))
    }

    /// True for the first frame, then while a frame of the script is due.
    public func needsFrame(at time: ClockTime) -> Bool {
        guard let start else { return true }
        askedAt = time - start
        return !isFinished && script.frames[framesReplayed].time <= time - start + Self.lead + Self.tolerance
    }

    /// When the next frame comes due, so the window sleeps until then.
    public func nextChange(after time: ClockTime) -> ClockTime? {
        guard let start, !isFinished else { return nil }
        return start + script.frames[framesReplayed].time - Self.lead
    }

    /// Draws nothing (a buffer's first use is filled once) and returns the damage of every
    /// frame due by `time`.
    public func draw(into target: PixelTarget, at time: ClockTime) -> [PixelRect] {
        if start == nil { start = time }
        if target.age == 0 { Self.fill(target) }
        // The frames due when the window asked (`lead` early), on the clock the start was
        // taken on; drawn without asking (the first frame, a configure), those due now.
        let elapsed = time - (start ?? time)
        let limit = askedAt.map { $0 + Self.lead } ?? elapsed
        askedAt = nil
        var rects: [PixelRect] = []
        while !isFinished, script.frames[framesReplayed].time <= limit + Self.tolerance {
            let frame = script.frames[framesReplayed]
            for phase in frame.phases { onPhase?(phase) }
            rects += frame.rects
            framesReplayed += 1
            if isFinished { onFinished?() }
        }
        return scaled(rects)
    }

    /// Its grey is opaque: it tells the compositor so, as an app with an opaque root
    /// layer does, and the floor it measures is that of a client that does.
    public var isOpaque: Bool { true }

    /// Input changes nothing: the replay is the script.
    public func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {}

    /// The rectangles at the window's scale (the script's when they agree), inside the buffer.
    private func scaled(_ rects: [PixelRect]) -> [PixelRect] {
        let bounds = PixelRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height)
        let factor = scale / script.scale
        return rects.map { r in
            guard factor != 1 else { return r.intersection(bounds) }
            let x0 = Int((Double(r.x) * factor).rounded(.down)), y0 = Int((Double(r.y) * factor).rounded(.down))
            let x1 = Int((Double(r.x + r.width) * factor).rounded(.up)), y1 = Int((Double(r.y + r.height) * factor).rounded(.up))
            return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        }.filter { !$0.isEmpty }
    }

    /// A buffer's one-time contents: a plain grey, opaque.
    private static func fill(_ target: PixelTarget) {
        for row in 0..<target.height {
            (target.pixels + row * target.stride).initializeMemory(as: UInt32.self, repeating: 0xFF80_8080, count: target.width)
        }
    }
}
