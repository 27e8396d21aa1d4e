import Testing
import WaylandPlatform

@Suite struct KeyboardLayoutTests {
    @Test func keysymNames() {
        #expect(KeyboardLayout.name(of: 0x61) == "a")
        #expect(KeyboardLayout.name(of: 0xff0d) == "Return")
        #expect(KeyboardLayout.name(of: 0xffc8) == "F11")
    }
}
