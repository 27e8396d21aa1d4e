import Testing
@testable import WaylandPlatform

@Suite struct WindowCapabilitiesTests {
    @Test func readsTheProtocolValues() {
        #expect(WindowCapabilities(protocolValues: [1, 2, 3, 4]) == .all)
        #expect(WindowCapabilities(protocolValues: [2]) == [.maximize])
        #expect(WindowCapabilities(protocolValues: [4, 9, 0]) == [.minimize], "unknown values are ignored")
        #expect(WindowCapabilities(protocolValues: []).description == "none")
        #expect(WindowCapabilities([.maximize, .minimize]).description == "maximize,minimize")
    }
}
