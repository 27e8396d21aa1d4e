import Testing
@testable import Layers

/// A layer tree's host on a manual clock: what a test animates on. Each test makes its
/// own, so tests share no animation state and run in parallel.
@MainActor
final class TestClock {
    let clock: ManualClock
    let host: LayerHost

    init(at start: Double) {
        clock = ManualClock(time: ClockTime(seconds: start))
        host = LayerHost(clock: clock)
        host.update(at: MediaTime(seconds: start))
    }

    var now: Double { clock.time.seconds }
    func advance(by seconds: Double) { clock.advance(by: .seconds(seconds)) }
    func set(_ time: Double) { clock.set(ClockTime(seconds: time)) }

    /// One frame's animation step, at the clock's time unless `time` is given.
    @discardableResult
    func update(at time: Double? = nil) -> Bool { host.update(at: time.map { MediaTime(seconds: $0) }) }

    var hasPendingWork: Bool { host.hasPendingWork }

    /// Makes `layer` the host's root (the first call) or a sublayer of it, so its
    /// animations run on this clock.
    func attach(_ layer: Layer) {
        if let root = host.rootLayer { root.addSublayer(layer) } else { host.rootLayer = layer }
    }
}

/// A fresh host on a manual clock at `start`.
func installManualClock(at start: Double = 100) -> TestClock { TestClock(at: start) }

/// A root with one sublayer in it, hosted on `clock`, so implicit animations are on.
func makeTree(on clock: TestClock) -> (root: Layer, layer: Layer) {
    let root = Layer()
    let layer = Layer()
    Transaction.withoutActions {
        root.bounds = Rect(0, 0, 400, 300)
        layer.bounds = Rect(0, 0, 100, 100)
        layer.position = Point(50, 50)
    }
    root.addSublayer(layer)
    clock.host.rootLayer = root
    return (root, layer)
}

func scalar(_ v: AnimatableValue) -> Double {
    if case let .scalar(x) = v { return x }
    Issue.record("expected a scalar, got \(v)")
    return .nan
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
