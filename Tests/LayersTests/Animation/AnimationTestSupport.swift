import Testing
@testable import Layers

/// Installs a fresh manual clock at `start` and returns it. Tests that touch the media
/// clock, transactions or the animation engine share global state: the test command
/// runs them one at a time (`--no-parallel`).
@discardableResult
func installManualClock(at start: Double = 100) -> ManualClock {
    let clock = ManualClock(time: start)
    Media.clock = clock
    AnimationEngine.update(at: start)
    return clock
}

/// A root with one sublayer in it, so implicit animations are on.
func makeTree() -> (root: Layer, layer: Layer) {
    let root = Layer()
    let layer = Layer()
    Transaction.withoutActions {
        root.bounds = Rect(0, 0, 400, 300)
        layer.bounds = Rect(0, 0, 100, 100)
        layer.position = Point(50, 50)
    }
    root.addSublayer(layer)
    return (root, layer)
}

func scalar(_ v: AnimatableValue) -> Double {
    if case let .scalar(x) = v { return x }
    Issue.record("expected a scalar, got \(v)")
    return .nan
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
