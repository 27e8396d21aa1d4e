import Testing
@testable import WaylandApp
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct PlatformErrorTests {
    @Test func noDisplaySaysWhichAndWhatToDo() {
        let error = PlatformError.noDisplay(display: "wayland-0", reason: "No such file or directory")
        #expect(error.exitCode == 2)
        #expect(error.description.contains("'wayland-0'"))
        #expect(error.description.contains("make run"))
        #expect(error.description.contains("Start a Wayland session"))
    }

    @Test func lostConnection() {
        #expect(PlatformError.connectionLost.description == "lost connection to the Wayland compositor")
        #expect(PlatformError.connectionLost.exitCode == 1)
    }

    @Test func protocolErrorNamesInterfaceAndCode() {
        let error = PlatformError.protocolError(interface: "xdg_surface", objectID: 12, code: 3)
        #expect(error.description == "Wayland protocol error on xdg_surface#12: error code 3")
        #expect(error.exitCode == 1)
    }

    @Test func connectingToAMissingDisplayFailsCleanly() {
        #expect(throws: PlatformError.self) { try Display(name: "no-such-wayland-display-for-tests") }
    }
}
