import Testing
@_spi(Testing) import Layers

/// Fails a test that ends with an animation, an animator or a queued block still running
/// on any ``LayerHost`` it made (checked after every test of a suite marked
/// `@Suite(.noAnimationLeftRunning)`, nested suites included).
///
/// Each test owns its hosts, so a leftover cannot reach another test's clock. What the
/// check catches is work that outlives the test: a host kept alive after it (by an
/// animator's completion, a retain cycle, a cache) with animations still running, whose
/// completions would fire against fixtures that are gone. A tree that goes away with
/// the test takes its animations with it, as a closed window does.
public struct NoAnimationLeftRunning: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let made = MadeHosts()
        try await HostObservation.$onCreate.withValue({ host in made.append(host) }) {
            try await function()
        }
        await made.expectNothingRunning()
    }
}

extension Trait where Self == NoAnimationLeftRunning {
    /// Each test must end with nothing running on the hosts it made.
    public static var noAnimationLeftRunning: Self { NoAnimationLeftRunning() }
}

/// The hosts a test made, held weakly: only those something keeps alive are checked.
@MainActor
public final class MadeHosts: Sendable {
    private struct WeakHost { weak var host: LayerHost? }
    private var made: [WeakHost] = []

    public nonisolated init() {}

    public func append(_ host: LayerHost) { made.append(WeakHost(host: host)) }

    /// One more update at each host's current time, as the next frame would (it drops
    /// animators and layers that are gone and runs what is due); then whatever is still
    /// pending was left running.
    public func expectNothingRunning() {
        for host in made.compactMap(\.host) {
            host.update(at: host.mediaTime(at: host.clock.time))
            guard host.hasPendingWork else { continue }
            Issue.record("""
                the test left an animation, an animator or a queued block running on a layer host: \
                run it to its end, stop it or remove it before the test ends
                """)
        }
        made.removeAll()
    }
}
