import AnimationCheck
import Testing
@testable import Layers

/// The shared teardown check itself: it fails for a host that outlives the test with
/// work running, and not for a tree that went away with the test.
@Suite struct NoAnimationLeftRunningTests {
    @Test func aHostKeptAliveWithARunningAnimationFails() {
        let made = MadeHosts()
        let clock = installManualClock()
        made.append(clock.host)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.perform(duration: 1) { layer.opacity = 0 }
        withKnownIssue("the opacity animation is still running") {
            made.expectNothingRunning()
        }
    }

    @Test func aFinishedOrReleasedHostPasses() {
        let made = MadeHosts()
        let clock = installManualClock()
        made.append(clock.host)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.perform(duration: 1) { layer.opacity = 0 }
        clock.advance(by: 1.5)
        made.expectNothingRunning()   // it ended by now: nothing recorded
        do {
            let gone = installManualClock()
            made.append(gone.host)
            let (goneRoot, goneLayer) = makeTree(on: gone)
            Transaction.perform(duration: 1) { goneLayer.opacity = 0 }
            withExtendedLifetime(goneRoot) {}
        }
        made.expectNothingRunning()   // that tree went away with its host
    }
}
