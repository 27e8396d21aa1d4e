import Testing
import WaylandPlatform
@testable import WaylandApp

/// Which runs take part in the single instance, and what a later launch sends.
@MainActor
@Suite struct RunInstanceTests {
    @Test("a plain run takes part; --new-instance, --exit-after, --script and --loop runs do not")
    func applies() throws {
        #expect(RunInstance.applies(to: try RunCommand.parse([]).options))
        #expect(RunInstance.applies(to: try RunCommand.parse(["--stats", "--scene", "feed"]).options))
        #expect(!RunInstance.applies(to: try RunCommand.parse(["--new-instance"]).options))
        #expect(!RunInstance.applies(to: try RunCommand.parse(["--exit-after", "3"]).options))
        #expect(!RunInstance.applies(to: try RunCommand.parse(["--script"]).options))
        #expect(!RunInstance.applies(to: try RunCommand.parse(["--loop"]).options))
    }

    @Test("the scene goes along only when --scene was given; the token always")
    func platformData() throws {
        let token = try ActivationToken("launcher-token")
        let given = RunInstance.platformData(token: token, options: try RunCommand.parse(["--scene", "splash"]).options)
        #expect(given.strings == ["activation-token": "launcher-token", "scene": "splash"])
        let plain = RunInstance.platformData(token: nil, options: try RunCommand.parse([]).options)
        #expect(plain.strings.isEmpty, "the default scene does not switch the running one")
    }
}
