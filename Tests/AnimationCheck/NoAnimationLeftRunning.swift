import Testing
@_spi(Testing) import Layers

/// Fails a test that ends with an animation, an animator or a queued block still on the
/// animation engine, then clears the engine.
///
/// The engine is one per process, so whatever a test leaves running carries over into
/// the next test. That test's first update would run the leftovers, completions included,
/// against fixtures that are already freed. Checked after every test of a suite marked
/// `@Suite(.noAnimationLeftRunning)` (nested suites included); the check itself is
/// ``expectNoAnimationLeftRunning()``.
public struct NoAnimationLeftRunning: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        defer { expectNoAnimationLeftRunning() }
        try await function()
    }
}

extension Trait where Self == NoAnimationLeftRunning {
    /// Each test must end with nothing running on the animation engine.
    public static var noAnimationLeftRunning: Self { NoAnimationLeftRunning() }
}

/// The one check: records an issue in the current test if the engine still has work once
/// the test is over, and clears the engine so the next test starts clean.
///
/// One more update at the current moment comes first, as the next frame would: it drops
/// animators and layers that are gone, runs the blocks queued for the next update (the
/// ends of removed animations) and ends what is already due. What is left after it is
/// still running.
public func expectNoAnimationLeftRunning() {
    AnimationEngine.update(at: currentMediaTime())
    guard AnimationEngine.hasPendingWork else { return }
    Issue.record("""
        the test left an animation, an animator or a queued block running on the animation engine: \
        run it to its end, stop it or remove it before the test ends
        """)
    AnimationEngine.reset()
}
