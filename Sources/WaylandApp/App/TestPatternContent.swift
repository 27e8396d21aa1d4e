import Layers
import Glibc
import WaylandPlatform

/// The `testpattern` scene, drawn without the layer renderer so that compositor tests
/// see damage they can predict: a calm navy-to-plum gradient with a grid every 64
/// logical pixels and a warm glowing bar that sweeps back and forth. Only the columns
/// the bar touched are redrawn and reported as damage. Space or a left click pauses it
/// (and the app goes idle).
final class TestPatternContent: SceneContent, StandaloneWindowContent {
    /// One sweep there and back.
    static let period: TimeSpan = .seconds(2.4)

    private var pixelWidth = 0, pixelHeight = 0
    private var scale = 1.0
    private var history = DamageHistory(depth: 4)
    /// Bar columns in the last frame drawn (nil before the first frame).
    private var lastBar: Range<Int>?
    private var isPaused = false
    private var pausedAt: ClockTime = 0
    /// Time spent paused, subtracted from the clock so the bar resumes where it stopped.
    private var pausedTotal = TimeSpan.zero
    private var rowColors: [UInt32] = []

    /// `paused`: start still (one frame, then the app idles until space or a click).
    init(paused: Bool = false) { isPaused = paused }

    func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        pixelWidth = max(1, Int((Double(width) * scale).rounded()))
        pixelHeight = max(1, Int((Double(height) * scale).rounded()))
        rowColors = (0..<pixelHeight).map { Self.gradient(at: Double($0) / Double(max(1, pixelHeight - 1))) }
        history.reset()
        lastBar = nil
    }

    func needsFrame(at time: ClockTime) -> Bool { !isPaused || lastBar == nil }

    func draw(into target: PixelTarget, at time: ClockTime) -> [PixelRect] {
        let width = min(target.width, pixelWidth), height = min(target.height, pixelHeight)
        let bar = barColumns(at: isPaused ? pausedAt - pausedTotal : time - pausedTotal, width: width)
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        let changed: PixelRect
        if let lastBar {
            let left = min(lastBar.lowerBound, bar.lowerBound), right = max(lastBar.upperBound, bar.upperBound)
            changed = PixelRect(x: left, y: 0, width: right - left, height: height)
        } else {
            changed = full
        }
        var redraw = changed
        if let repairs = history.repairs(forAge: target.age) {
            for rect in repairs { redraw = redraw.union(rect) }
        } else {
            redraw = full
        }
        paint(columns: redraw.intersection(full), bar: bar, into: target, height: height)
        history.record([changed])
        lastBar = bar
        return [changed]
    }

    func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {
        let time = timing.handled
        switch event {
        case let .key(keysym, _, true, _, false) where keysym == 0x20:  // space
            togglePause(at: time)
        case .pointerButton(0x110, true, _, _):
            togglePause(at: time)
        default:
            break
        }
    }

    private func togglePause(at time: ClockTime) {
        if isPaused { pausedTotal += time - pausedAt } else { pausedAt = time }
        isPaused.toggle()
    }

    /// The bar's columns at `time`: a cosine ease from left to right and back.
    private func barColumns(at time: ClockTime, width: Int) -> Range<Int> {
        let barWidth = min(width, max(Int(24 * scale), width / 8))
        var phase = (time.seconds / Self.period.seconds).truncatingRemainder(dividingBy: 1)
        if phase < 0 { phase += 1 }
        let position = 0.5 - 0.5 * cos(2 * Double.pi * phase)
        let left = Int((position * Double(width - barWidth)).rounded())
        return left..<(left + barWidth)
    }

    private func paint(columns rect: PixelRect, bar: Range<Int>, into target: PixelTarget, height: Int) {
        guard !rect.isEmpty else { return }
        let grid = max(1, Int((64 * scale).rounded()))
        let lineWidth = max(1, Int(scale.rounded()))
        let columns = rect.x..<(rect.x + rect.width)
        // The bar's glow across its width: a raised cosine, strongest in the middle.
        let glow: [Double] = columns.map { column in
            guard bar.contains(column) else { return 0 }
            let u = (Double(column - bar.lowerBound) + 0.5) / Double(bar.count)
            return 0.9 * (0.5 - 0.5 * cos(2 * Double.pi * u))
        }
        let isGridColumn: [Bool] = columns.map { $0 % grid < lineWidth }
        // The gradient changes every few rows only: build a row once, copy it to the rows that match.
        var row = [UInt32](repeating: 0, count: rect.width)
        var builtFor: (background: UInt32, isGridRow: Bool)?
        for y in rect.y..<(rect.y + rect.height) {
            let background = rowColors[min(y, rowColors.count - 1)]
            let isGridRow = y % grid < lineWidth
            if builtFor?.background != background || builtFor?.isGridRow != isGridRow {
                let lined = Self.mix(background, 0xFFFF_FFFF, 0.12)
                for index in 0..<rect.width {
                    let base = isGridRow || isGridColumn[index] ? lined : background
                    row[index] = glow[index] > 0 ? Self.mix(base, Self.barColor, glow[index]) : base
                }
                builtFor = (background, isGridRow)
            }
            let destination = target.pixels + y * target.stride + rect.x * 4
            row.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
    }

    private static let barColor: UInt32 = 0xFFFF_B45A

    /// Navy at the top to plum at the bottom.
    private static func gradient(at t: Double) -> UInt32 {
        mix(0xFF1B_264F, 0xFF6A_3D8F, t)
    }

    /// Linear mix of two opaque colours.
    private static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let x = Double((a >> shift) & 0xFF), y = Double((b >> shift) & 0xFF)
            return UInt32((x + (y - x) * t).rounded()) << shift
        }
        return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }
}
