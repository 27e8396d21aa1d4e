import Glibc
import Testing
@testable import WaylandPlatform

@Suite struct LaunchActivationTests {
    private func read(_ environment: [String: [UInt8]]) -> (variable: String, token: Result<ActivationToken, ActivationTokenError>)? {
        LaunchActivation.read { environment[$0] }
    }

    @Test("XDG_ACTIVATION_TOKEN first, DESKTOP_STARTUP_ID when it is not set, nothing when neither is")
    func order() throws {
        let both = try #require(read(["XDG_ACTIVATION_TOKEN": Array("abc".utf8), "DESKTOP_STARTUP_ID": Array("def".utf8)]))
        #expect(both.variable == "XDG_ACTIVATION_TOKEN")
        #expect(try both.token.get().value == "abc")
        let startup = try #require(read(["DESKTOP_STARTUP_ID": Array("def".utf8)]))
        #expect(startup.variable == "DESKTOP_STARTUP_ID")
        #expect(try startup.token.get().value == "def")
        #expect(read([:]) == nil)
    }

    @Test("a bad token is reported with its variable, and does not fall back to the other one")
    func badToken() throws {
        let found = try #require(read(["XDG_ACTIVATION_TOKEN": [0xFF], "DESKTOP_STARTUP_ID": Array("def".utf8)]))
        #expect(found.variable == "XDG_ACTIVATION_TOKEN")
        #expect(throws: ActivationTokenError.notUTF8) { try found.token.get() }
        let long = try #require(read(["DESKTOP_STARTUP_ID": [UInt8](repeating: 0x41, count: 10_000)]))
        #expect(throws: ActivationTokenError.tooLong(bytes: 10_000)) { try long.token.get() }
    }
}

/// Changes this process's environment: its own suite, serialized.
@Suite(.serialized) struct LaunchActivationEnvironmentTests {
    @Test("taking the token unsets both variables, so that children do not reuse it")
    func takeUnsets() throws {
        setenv("XDG_ACTIVATION_TOKEN", "token-1", 1)
        setenv("DESKTOP_STARTUP_ID", "startup-1", 1)
        let token = LaunchActivation.take()
        #expect(token?.value == "token-1")
        #expect(getenv("XDG_ACTIVATION_TOKEN") == nil)
        #expect(getenv("DESKTOP_STARTUP_ID") == nil)
        #expect(LaunchActivation.take() == nil, "a second take finds nothing")
    }

    @Test("a 10 000-byte token is refused and still unset")
    func takeRefusesLong() {
        setenv("XDG_ACTIVATION_TOKEN", String(repeating: "x", count: 10_000), 1)
        #expect(LaunchActivation.take() == nil)
        #expect(getenv("XDG_ACTIVATION_TOKEN") == nil)
    }
}
