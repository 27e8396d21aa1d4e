/// A compositor a test started: what its clients need in their environment to reach
/// it (its runtime directory and socket, and nothing else of the test runner's).
nonisolated protocol Compositor: AnyObject, Sendable {
    /// The environment a client needs to connect here.
    var clientEnvironment: [String: String] { get }
}

extension Weston: Compositor {}
extension Sway: Compositor {}
extension Mutter: Compositor {}
extension KWin: Compositor {}
extension Cage: Compositor {}
