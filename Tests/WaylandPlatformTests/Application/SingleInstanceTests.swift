import Layers
import Testing
@testable import WaylandPlatform

/// Without a bus, ``SingleInstance`` runs alone at once, and names the object path from the ID.
@MainActor
@Suite struct SingleInstanceTests {
    @Test("no bus at the address: alone, with the reason, without waiting for the deadline")
    func noBus() {
        let instance = SingleInstance(applicationID: "dev.layers.Wayland-App", busAddress: "unix:path=/nonexistent/bus")
        #expect(instance.objectPath == "/dev/layers/Wayland_App")
        let start = MonotonicClock.time
        guard case .alone(let reason) = instance.resolve(until: start + .seconds(5)) else {
            Issue.record("expected to run alone")
            return
        }
        #expect(reason.hasPrefix("no session bus"))
        #expect(MonotonicClock.time - start < .seconds(1), "does not wait for the deadline")
        #expect(throws: SingleInstanceError.noBus) { try instance.activateRunningInstance(with: PlatformData()) }
    }
}
