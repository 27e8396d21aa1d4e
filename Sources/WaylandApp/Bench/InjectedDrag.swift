import FoundationEssentials
import WaylandBenchSupport
import WaylandPlatform

/// `bench --on-compositor`'s drag on mutter: the app runs a scene with `--echo-input
/// --stats`, a ``RemoteDesktopPointer`` points at the scene's target by what the app
/// echoes (``PointerAim``), rests there for ``settle``, presses, moves in ``steps``
/// steps 30 ms apart, releases, and the app's `input latency` line says how long each
/// drag event took to reach the screen.
struct InjectedDrag {
    /// The scene it runs on.
    var scene: String
    /// Each motion while the button is held, in logical pixels.
    var step: (dx: Double, dy: Double)
    var steps = 20
    /// Seconds the window stays still, with the pointer already resting on the target,
    /// before the press.
    ///
    /// The pointer is brought there before them, and twice, the second time from the
    /// monitor's corner: a headless mutter paints its virtual monitor into an offscreen
    /// framebuffer and reports each frame presented at once, but nothing makes Mesa's
    /// software renderer (llvmpipe) draw those frames until an upload into a texture
    /// they read, such as a client's commit. The window's opening animation (15 frames)
    /// and each move of the pointer's sprite, each a frame of the whole monitor, wait
    /// undrawn for the next such commit, and mutter, blocked in that upload, sends its
    /// clients nothing meanwhile. Pointed after the stillness, the press's frame was
    /// that commit, and was held for as long as llvmpipe took to draw the backlog: the
    /// drag's latency was mutter's. Entering the window again, the
    /// app sets its cursor anew, and mutter's upload of that image (which the frames
    /// since the first entry show) makes llvmpipe draw the backlog during the pointing
    /// instead. A compositor on a display, or on a GPU, draws each frame as it goes.
    static let settle = 2.0

    /// The drags the bench makes: the circle dragged down and right (each move moves it),
    /// and the feed's middle card dragged left, which scrolls the feed a step further each
    /// move (12 px: the first move already passes the pan's 10-point start).
    static let all = [InjectedDrag(scene: "circle", step: (4, 2)), InjectedDrag(scene: "feed", step: (-12, 0))]

    /// What one drag measured.
    struct Latency: Codable, Equatable {
        var scene: String
        /// From `input latency p50: X ms, p99: Y ms, events N` (nil: n/a).
        var p50: Double?
        var p99: Double?
        var events: Int
        /// The events of the drag as the app echoed them: press, motions, release.
        var dragEvents: Int
        /// The refresh period mutter reported, and how often it presented the app's frames (p50), in ms.
        var refresh: Double?
        var presentedIntervalP50: Double?
    }

    /// Runs `app` on the current display at `size` and drags; the app is stopped (SIGTERM)
    /// half a second after the release.
    /// - Throws: ``CommandFailure`` when the app does not show a window, or the pointer
    ///   never reaches the target.
    @MainActor
    func run(_ app: URL, size: LogicalSize, pointer: RemoteDesktopPointer) throws -> Latency {
        let child = try ChildProcess(app.path, arguments: ["run", "--scene", scene, "--echo-input", "--stats",
                                                          "--size", "\(size.width)x\(size.height)", "--exit-after", "60"],
                                     environment: ProcessInfo.processInfo.environment)
        let output = ChildOutput(child)
        defer { child.terminate(); child.waitUntilExit() }
        guard let configured = output.first(within: 10, where: { $0.hasPrefix("configured ") }),
              let window = Self.size(configured), output.first(within: 10, where: { $0.hasPrefix("buffer ") }) != nil
        else { throw CommandFailure("bench: the \(scene) scene showed no window for the drag:\n\(output.lines.joined(separator: "\n"))") }
        let target = (x: Double(window.width) / 2, y: Double(window.height) / 2)
        let aim = {
            try PointerAim.point(pointer, at: target, window: (Double(window.width), Double(window.height))) { dx, dy, timeout in
                let start = output.lines.count
                try pointer.moveBy(dx: dx, dy: dy)
                return output.first(within: timeout, from: start, where: { $0.hasPrefix("pointer-motion ") }).flatMap(Self.position)
            }
        }
        let missed = CommandFailure("bench: mutter's pointer never reached the middle of the \(scene) window")
        // Twice, the second time from the monitor's corner (``settle`` says why).
        guard try aim() else { throw missed }
        try pointer.moveToCorner()
        guard try aim() else { throw missed }
        // As a person's drag does, this one starts on a window that has been still for a
        // while, not on one still busy with its first frames.
        output.read(for: Self.settle)
        try pointer.button(pressed: true)
        for _ in 0..<steps {
            try pointer.moveBy(dx: step.dx, dy: step.dy)
            output.read(for: 0.03)
        }
        try pointer.button(pressed: false)
        output.read(for: 0.5)
        child.terminate()
        output.readToEnd()
        return try latency(from: output.lines)
    }

    /// The figures from the app's output.
    func latency(from lines: [String]) throws -> Latency {
        guard let line = lines.first(where: { $0.hasPrefix("input latency ") }),
              let parsed = Self.inputLatency(line) else {
            throw CommandFailure("bench: the \(scene) drag's run printed no `input latency` line")
        }
        let press = lines.firstIndex { $0.hasPrefix("pointer-button ") && $0.contains(" pressed ") }
        let release = lines.firstIndex { $0.hasPrefix("pointer-button ") && $0.contains(" released ") }
        var dragEvents = 0
        if let press, let release, press < release {
            dragEvents = lines[press..<release].filter { $0.hasPrefix("pointer-motion ") }.count + 2
        }
        let run = CompositorRun(lines: lines)
        return Latency(scene: scene, p50: parsed.p50, p99: parsed.p99, events: parsed.events, dragEvents: dragEvents,
                       refresh: run.number("refresh period"), presentedIntervalP50: run.number("presentation interval p50"))
    }

    /// `input latency p50: X ms, p99: Y ms, events N`, with `n/a` for a missing figure.
    static func inputLatency(_ line: String) -> (p50: Double?, p99: Double?, events: Int)? {
        let words = line.replacing(",", with: "").split(separator: " ").map(String.init)
        guard let p50 = words.firstIndex(of: "p50:"), let p99 = words.firstIndex(of: "p99:"),
              p99 + 1 < words.count, let events = words.last.flatMap({ Int($0) }) else { return nil }
        return (Double(words[p50 + 1]), Double(words[p99 + 1]), events)
    }

    /// `configured WxH scale S` → (W, H).
    private static func size(_ line: String) -> (width: Int, height: Int)? {
        let words = line.split(separator: " ")
        guard words.count >= 2 else { return nil }
        let sides = words[1].split(separator: "x").compactMap { Int($0) }
        return sides.count == 2 ? (sides[0], sides[1]) : nil
    }

    /// `pointer-motion X Y` → (X, Y).
    private static func position(_ line: String) -> (x: Double, y: Double)? {
        let words = line.split(separator: " ")
        guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]) else { return nil }
        return (x, y)
    }
}
