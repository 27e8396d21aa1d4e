import CThreadPlacement
import Testing
@testable import Layers

/// A render helper is kept off the CPU of the thread whose frame it shares, within the
/// CPUs it was started with: the kernel then wakes it on another CPU, where it draws
/// its bands while the caller draws its own.
@Suite(.enabled(if: AllowedCPUs.ofThisThread.count > 1, "needs two CPUs"))
struct HelperPlacementTests {

    /// Draws a frame with two threads sharing it, whatever its size.
    private func drawFrame(_ renderer: Renderer, _ root: Layer) throws {
        renderer.invalidate()
        try renderer.render(root, at: 0, into: try Image(width: 64, height: 64))
    }

    /// Runs `body` with the calling thread held to `cpu`, then lets it go where it could before.
    private func onCPU(_ cpu: Int32, _ body: () throws -> Void) throws {
        var before = ctp_cpus()
        #expect(ctp_affinity(pthread_self(), &before) == 0)
        defer { _ = ctp_set_affinity(pthread_self(), &before) }
        var only = ctp_only(cpu)
        try #require(ctp_set_affinity(pthread_self(), &only) == 0)
        try #require(ctp_current_cpu() == cpu, "moved to CPU \(cpu)")
        try body()
    }

    private func allows(_ thread: pthread_t, _ cpu: Int32) -> Bool {
        var cpus = ctp_cpus()
        return ctp_affinity(thread, &cpus) == 0 && ctp_holds(&cpus, cpu) == 1
    }

    @Test func theHelperFollowsTheCallerAway() throws {
        let (a, b) = (AllowedCPUs.ofThisThread[0], AllowedCPUs.ofThisThread[1])
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        let root = TestSupport.root(64, 64, .white)
        // The first frame shared starts the helper, with every CPU this process may use.
        try drawFrame(renderer, root)
        let helpers = renderer.workers.placement.threads
        try #require(helpers.count == 1)
        try onCPU(a) {
            try drawFrame(renderer, root)
            #expect(!allows(helpers[0], a), "kept off the caller's CPU \(a)")
            #expect(allows(helpers[0], b))
        }
        try onCPU(b) {
            try drawFrame(renderer, root)
            #expect(!allows(helpers[0], b), "kept off the caller's CPU \(b)")
            #expect(allows(helpers[0], a))
        }
    }

    /// A helper started where only one CPU was allowed stays there, even when the caller
    /// shares it: that is all it may use.
    @Test func aHelperWithOneCPUStaysOnIt() throws {
        let (a, b) = (AllowedCPUs.ofThisThread[0], AllowedCPUs.ofThisThread[1])
        try onCPU(a) {
            let renderer = Renderer(threads: 2)
            renderer.parallelThreshold = 0
            let root = TestSupport.root(64, 64, .white)
            try drawFrame(renderer, root)
            try drawFrame(renderer, root)
            let helpers = renderer.workers.placement.threads
            try #require(helpers.count == 1)
            #expect(allows(helpers[0], a))
            #expect(!allows(helpers[0], b))
        }
    }
}

/// The CPUs the calling thread may run on (a container's, a `taskset`'s), in order.
nonisolated enum AllowedCPUs {
    static var ofThisThread: [Int32] {
        var cpus = ctp_cpus()
        guard ctp_affinity(pthread_self(), &cpus) == 0 else { return [] }
        return (0..<1024).filter { ctp_holds(&cpus, $0) == 1 }
    }
}
