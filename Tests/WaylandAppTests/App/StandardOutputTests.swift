import Testing
@testable import WaylandApp
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct StandardOutputTests {
    @Test(arguments: [(1.0, "1"), (2.0, "2"), (1.5, "1.5"), (1.25, "1.25"), (12.004, "12"), (-3.5, "-3.5"), (0.0, "0")])
    func numbers(value: Double, text: String) {
        #expect(StandardOutput.format(value) == text)
    }
}
