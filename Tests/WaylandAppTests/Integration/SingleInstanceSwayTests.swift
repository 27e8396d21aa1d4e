import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// A second launch hands its launcher's token to the first instance over the session
    /// bus, and the first activates its window with it. weston has no xdg-activation, so
    /// SingleInstanceWestonTests can only read the log; sway has it, and its tree and the
    /// window's configures show the focus move.
    @Suite("Single instance on sway: the second launch's token activates the first window")
    struct SingleInstanceSwayTests {
        /// The window's configures as its `--verbose` log states them, oldest first.
        static func configures(of app: AppProcess) -> [String] {
            app.stderr.split(separator: "\n").map(String.init).filter { $0.contains("platform.window: configure ") }
        }

        @Test("the first window, unfocused by a newer one, is focused and configured activated by the token a second run brings")
        func secondLaunchActivatesTheFirstWindow() throws {
            let sway = try Sway()
            defer { sway.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let environment = sway.clientEnvironment.merging(bus.clientEnvironment) { $1 }
            var debug = environment
            debug["WAYLAND_DEBUG"] = "1"
            let first = try AppProcess(["run", "--verbose", "--scene", "circle"], environment: debug)
            defer { first.kill() }
            try first.waitForBuffer()
            try first.waitForStderrLine("owning the name") { $0.contains(SingleInstanceWestonTests.owns) }

            // The launcher's window maps and sway moves the focus to it.
            let requester = try AppProcess(["--request-activation-token"], environment: sway.clientEnvironment,
                                           binary: try ActivationCompositorTests.requesterBinary)
            defer { requester.kill() }
            try requester.waitForLine("the requester's `buffer` line") { $0.hasPrefix("buffer ") }
            #expect(try sway.window(pid: requester.pid).isFocused)
            try waitUntil("the first window's configure without the focus") {
                Self.configures(of: first).last?.hasSuffix(": not activated") == true
            }
            let configuresBefore = Self.configures(of: first).count

            try sway.type(["x"])  // a key press in the requester: the token's serial
            let token = try ActivationCompositorTests.token(from: requester)
            let second = try AppProcess(["run", "--scene", "feed"],
                                        environment: environment.merging(["XDG_ACTIVATION_TOKEN": token]) { $1 })
            #expect(try second.waitForExit(timeout: 10) == .exited(0), "\(second.transcript)")
            #expect(!second.lines.contains { $0.hasPrefix("buffer") }, "the second run opens no window")

            try first.waitForStderrLine("the hand-over") { $0.contains("activated by another launch (token \(token))") }
            try first.waitForStderrLine("the request with that token") { $0.contains(".activate(\"\(token)\", wl_surface@") }
            try waitUntil("an activated configure after the hand-over") {
                Self.configures(of: first).dropFirst(configuresBefore).contains { $0.hasSuffix(": activated") }
            }
            try waitUntil("sway's focus on the first window") { try sway.window(pid: first.pid).isFocused }
            #expect(try sway.window(pid: requester.pid).isFocused == false)
            try first.waitForLine("the switch to the second run's scene") { $0 == "scene feed" }
            #expect(first.process.termination == nil && requester.process.termination == nil, "both windows stay open")
        }

        /// Polls `condition` for up to five seconds; fails naming `what`.
        func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
            let deadline = Date(timeIntervalSinceNow: 5)
            while try !condition() {
                guard Date() < deadline else { throw HarnessError("waiting for \(what): not within 5 s") }
                usleep(50_000)
            }
        }
    }
}
