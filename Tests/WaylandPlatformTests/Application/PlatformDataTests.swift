import Testing
@testable import WaylandPlatform

/// `org.freedesktop.Application`'s platform data, as other processes send it: the token
/// GLib passes, the keys an app reads, and values of the wrong type, each left out with a
/// line naming the key.
@Suite struct PlatformDataTests {
    @Test("activation-token and a string value are read; nothing to report")
    func wellFormed() throws {
        let data = PlatformData(entries: [("activation-token", .string("gnome-shell/Terminal/1234-5-host_TIME42")),
                                          ("scene", .string("feed"))])
        #expect(data.activationToken == (try ActivationToken("gnome-shell/Terminal/1234-5-host_TIME42")))
        #expect(data.strings["scene"] == "feed")
        #expect(data.problems.isEmpty)
    }

    @Test("desktop-startup-id when there is no activation-token")
    func startupID() throws {
        let data = PlatformData(entries: [("desktop-startup-id", .string("_TIME1234"))])
        #expect(data.activationToken?.value == "_TIME1234")
    }

    @Test("values that are not strings are left out, each with a line naming the key and the type")
    func wrongTypes() {
        let data = PlatformData(entries: [("activation-token", .int32(42)), ("scene", .bool(true)),
                                          ("cwd", .other("ay"))])
        #expect(data.activationToken == nil)
        #expect(data.strings.isEmpty)
        #expect(data.problems == [
            "ignoring platform data 'activation-token': a int32 where a string was expected (the sender must pass a string)",
            "ignoring platform data 'scene': a boolean where a string was expected (the sender must pass a string)",
            "ignoring platform data 'cwd': a value of type 'ay' where a string was expected (the sender must pass a string)",
        ])
    }

    @Test("a 10 000-byte token is refused with its length; desktop-startup-id is used instead")
    func longToken() {
        let data = PlatformData(entries: [("activation-token", .string(String(repeating: "t", count: 10_000))),
                                          ("desktop-startup-id", .string("_TIME7"))])
        #expect(data.activationToken?.value == "_TIME7")
        #expect(data.strings["activation-token"] == nil, "the refused token is not kept")
        #expect(data.problems == ["ignoring platform data 'activation-token': the token is 10000 bytes long, "
            + "more than the 4096 a token may have; the window is activated without it"])
    }

    @Test("an empty token is refused too")
    func emptyToken() {
        let data = PlatformData(entries: [("activation-token", .string(""))])
        #expect(data.activationToken == nil)
        #expect(data.problems.count == 1 && data.problems[0].contains("the token is empty"))
    }

    @Test("the data a launch sends: the token under activation-token, keys sorted")
    func sent() throws {
        let data = PlatformData(activationToken: try ActivationToken("abc"), strings: ["scene": "feed"])
        #expect(data.entries.map(\.key) == ["activation-token", "scene"])
        #expect(data.entries.map(\.value) == ["abc", "feed"])
        #expect(PlatformData(activationToken: nil).entries.isEmpty)
    }
}
