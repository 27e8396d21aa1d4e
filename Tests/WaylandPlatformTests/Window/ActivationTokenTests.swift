import Testing
@testable import WaylandPlatform

@Suite struct ActivationTokenTests {
    @Test("what compositors hand out is a token: mutter's UUID, wlroots' hex, a startup id")
    func realTokens() throws {
        for value in ["b7c3a6c2-5d1e-4f51-9e0b-3f1c2d4e5a6b", "5f2b4c8d9e0a1b2c3d4e5f6a7b8c9d0e",
                      "gnome-shell/Layers/4321-2-host_TIME12345"] {
            #expect(try ActivationToken(value).value == value)
        }
        #expect(try ActivationToken(bytes: Array("€x".utf8)).value == "€x", "any UTF-8 text")
    }

    @Test("the bound: 4096 bytes pass, one more and 10 000 bytes are refused, naming the length")
    func length() throws {
        #expect(try ActivationToken(String(repeating: "a", count: 4096)).value.utf8.count == 4096)
        #expect(throws: ActivationTokenError.tooLong(bytes: 4097)) { try ActivationToken(String(repeating: "a", count: 4097)) }
        #expect(throws: ActivationTokenError.tooLong(bytes: 10_000)) { try ActivationToken(bytes: [UInt8](repeating: 0x61, count: 10_000)) }
        #expect(ActivationTokenError.tooLong(bytes: 10_000).description == "is 10000 bytes long, more than the 4096 a token may have")
    }

    @Test("empty, NUL and bytes that are not UTF-8 are refused")
    func malformed() {
        #expect(throws: ActivationTokenError.empty) { try ActivationToken("") }
        #expect(throws: ActivationTokenError.containsNUL) { try ActivationToken(bytes: [0x61, 0, 0x62]) }
        #expect(throws: ActivationTokenError.notUTF8) { try ActivationToken(bytes: [0x61, 0xFF, 0xFE]) }
        #expect(throws: ActivationTokenError.notUTF8) { try ActivationToken(bytes: [0xC3]) }  // a cut sequence
        #expect(ActivationTokenError.notUTF8.description == "is not valid UTF-8")
    }
}
