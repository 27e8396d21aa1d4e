import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// Launched with a launcher's activation token (xdg-activation), the app asks the
    /// compositor for the focus with it. The launcher is the reference client's token
    /// requester: a window of its own that holds the focus and asks for a token, as GNOME
    /// Shell and sway do for the apps they start.
    @Suite("Activation from a launcher's token")
    struct ActivationCompositorTests {
        static var requesterBinary: String {
            get throws {
                URL(fileURLWithPath: try AppProcess.binaryPath()).deletingLastPathComponent()
                    .appendingPathComponent("ReferenceClient").path
            }
        }

        /// The app with `--verbose`, its token (if any) in `XDG_ACTIVATION_TOKEN`.
        static func launch(token: String?, environment: [String: String]) throws -> AppProcess {
            var environment = environment
            if let token { environment["XDG_ACTIVATION_TOKEN"] = token }
            return try AppProcess(["run", "--scene", "feed", "--verbose", "--exit-after", "30"], environment: environment)
        }

        /// The token the requester printed.
        static func token(from requester: AppProcess, from start: Int = 0) throws -> String {
            let line = try requester.waitForLine("a `token` line", from: start) { $0.hasPrefix("token ") }
            let token = String(line.dropFirst("token ".count))
            #expect(token != "none", "the compositor gave no token\n\(requester.transcript)")
            return token
        }

        /// The requester on mutter with its protocol log, clicked (mutter's seat has a
        /// pointer only: its focus is the window it activates).
        @MainActor
        static func clickedRequester(on mutter: Mutter, input: MutterRemoteDesktop) throws -> AppProcess {
            var environment = mutter.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            let requester = try AppProcess(["--request-activation-token"], environment: environment, binary: try requesterBinary)
            try requester.waitForLine("the requester's `buffer` line") { $0.hasPrefix("buffer ") }
            try input.move(toX: 640, y: 360)
            try input.point(at: (200, 150), in: requester)
            try input.click()
            return requester
        }

        /// The states of the requester's last xdg_toplevel.configure: `array[4]` is one
        /// state (activated, for a window neither maximized nor tiled), `array[0]` none.
        static func lastStates(of requester: AppProcess) -> String? {
            WaylandDebugLog(requester.stderr).events("xdg_toplevel", "configure").last?.last
        }

        @Test("mutter: the token from a click in the focused window activates the app, and the focus moves from that window, which stays open")
        @MainActor
        func mutter() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let requester = try Self.clickedRequester(on: mutter, input: input)
            defer { requester.kill() }
            let token = try Self.token(from: requester)
            #expect(Self.lastStates(of: requester) == "array[4]", "the requester holds the focus")

            // mutter 43 activates a new window with or without a token (the next test): the
            // protocol log shows the token went to mutter, named for the mapped surface.
            var environment = mutter.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            let app = try Self.launch(token: token, environment: environment)
            defer { app.kill() }
            try app.waitForBuffer()
            try app.waitForStderrLine("the activation request") { $0.contains("xdg_activation_v1.activate") }
            try app.waitForStderrLine("the request with the token") { $0.contains(".activate(\"\(token)\", wl_surface@") }
            try app.waitForStderrLine("an activated configure") { $0.contains(": activated") }
            let deadline = Date(timeIntervalSinceNow: 5)
            while Self.lastStates(of: requester) != "array[0]" && Date() < deadline { usleep(50_000) }
            #expect(Self.lastStates(of: requester) == "array[0]", "the requester lost the focus")
            #expect(requester.process.termination == nil, "the requester's window is still open")
            #expect(!app.stderr.contains("ignoring XDG_ACTIVATION_TOKEN"), "\(app.stderr)")
        }

        @Test("mutter 43 without a token: its own policy activates the new window all the same, and the focused one loses it")
        @MainActor
        func mutterWithoutToken() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let requester = try Self.clickedRequester(on: mutter, input: input)
            defer { requester.kill() }
            _ = try Self.token(from: requester)
            let app = try Self.launch(token: nil, environment: mutter.clientEnvironment)
            defer { app.kill() }
            try app.waitForBuffer()
            try app.waitForStderrLine("an activated configure") { $0.contains(": activated") }
            let deadline = Date(timeIntervalSinceNow: 5)
            while Self.lastStates(of: requester) != "array[0]" && Date() < deadline { usleep(50_000) }
            #expect(Self.lastStates(of: requester) == "array[0]")
            #expect(!app.stderr.contains("xdg_activation_v1.activate"))
        }

        @Test("sway: with new windows left unfocused (no_focus), the token focuses the app; without one it opens unfocused")
        func sway() throws {
            let sway = try Sway()
            defer { sway.kill() }
            try sway.swaymsg("no_focus [app_id=\"dev.layers.WaylandApp\"]")
            let requester = try AppProcess(["--request-activation-token"], environment: sway.clientEnvironment,
                                           binary: try Self.requesterBinary)
            defer { requester.kill() }
            try requester.waitForLine("the requester's `buffer` line") { $0.hasPrefix("buffer ") }
            #expect(try sway.window(pid: requester.pid).isFocused)

            // Without a token sway's no_focus rule keeps the focus where it is.
            let unfocused = try Self.launch(token: nil, environment: sway.clientEnvironment)
            try unfocused.waitForBuffer()
            usleep(300_000)
            #expect(try sway.window(pid: unfocused.pid).isFocused == false)
            #expect(try sway.window(pid: requester.pid).isFocused)
            #expect(!unfocused.stderr.contains("xdg_activation_v1.activate"))
            unfocused.kill()

            try sway.type(["x"])  // a key press in the requester: the token's serial
            let token = try Self.token(from: requester)
            let app = try Self.launch(token: token, environment: sway.clientEnvironment)
            defer { app.kill() }
            try app.waitForBuffer()
            try app.waitForStderrLine("the activation request") { $0.contains("xdg_activation_v1.activate") }
            try app.waitForStderrLine("an activated configure") { $0.contains(": activated") }
            // The headless seat has no keyboard (wtype's comes and goes): sway's focus is the seat's.
            #expect(try sway.window(pid: app.pid).isFocused)
            #expect(try sway.window(pid: requester.pid).isFocused == false)
            #expect(requester.process.termination == nil, "the requester's window is still open")
        }

        @Test("kwin 5.27: a token the focused requester asks for at once (the harness has no input on kwin) activates the app")
        func kwin() throws {
            let kwin = try KWin()
            defer { kwin.kill() }
            var environment = kwin.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            let requester = try AppProcess(["--request-activation-token", "now"], environment: environment,
                                           binary: try Self.requesterBinary)
            defer { requester.kill() }
            let token = try Self.token(from: requester)
            let app = try Self.launch(token: token, environment: kwin.clientEnvironment)
            defer { app.kill() }
            try app.waitForBuffer()
            try app.waitForStderrLine("the activation request") { $0.contains("xdg_activation_v1.activate") }
            try app.waitForStderrLine("an activated configure") { $0.contains(": activated") }
            let deadline = Date(timeIntervalSinceNow: 5)
            while Self.lastStates(of: requester) != "array[0]" && Date() < deadline { usleep(50_000) }
            #expect(Self.lastStates(of: requester) == "array[0]", "the requester lost the focus")
            #expect(requester.process.termination == nil, "the requester's window is still open")

            // Without a token, kwin's own policy (focus stealing prevention "low"): printed for the record.
            app.kill()
            let plain = try Self.launch(token: nil, environment: kwin.clientEnvironment)
            defer { plain.kill() }
            try plain.waitForBuffer()
            usleep(1_000_000)
            let configures = plain.stderr.split(separator: "\n").filter { $0.contains("platform.window: configure") }
            print("kwin without a token: \(configures)")
        }

        @Test("weston has no xdg_activation_v1: one line under --verbose, nothing without it, the window maps")
        func westonWithoutProtocol() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let verbose = try Self.launch(token: "weston-token", environment: weston.clientEnvironment)
            defer { verbose.kill() }
            try verbose.waitForBuffer()
            try verbose.waitForStderrLine("the missing protocol") { $0.contains("offers no xdg_activation_v1") }
            var environment = weston.clientEnvironment
            environment["XDG_ACTIVATION_TOKEN"] = "weston-token"
            let quiet = try AppProcess(["run", "--scene", "feed", "--exit-after", "30"], environment: environment)
            defer { quiet.kill() }
            try quiet.waitForBuffer()
            usleep(200_000)
            #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
            #expect(verbose.stderr.components(separatedBy: "offers no xdg_activation_v1").count == 2, "said once")
        }

        @Test("a token of 10 000 bytes, or not UTF-8: one warning naming the variable, and the window maps")
        func badTokens() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let long = try AppProcess(["run", "--scene", "feed", "--exit-after", "30"],
                                      environment: weston.clientEnvironment.merging(
                                        ["XDG_ACTIVATION_TOKEN": String(repeating: "t", count: 10_000)]) { $1 })
            defer { long.kill() }
            try long.waitForBuffer()
            #expect(long.stderr.contains("ignoring XDG_ACTIVATION_TOKEN: the activation token it holds is 10000 bytes long"), "\(long.stderr)")
            #expect(long.stderr.split(separator: "\n").count == 1, "\(long.stderr)")

            // A shell puts the byte 0xFF in the environment, which a Swift String cannot hold.
            let binary = try AppProcess.binaryPath()
            let notText = try AppProcess(["-c", "DESKTOP_STARTUP_ID=$(printf 'a\\377b') exec \"$0\" run --scene feed --exit-after 30", binary],
                                         environment: weston.clientEnvironment, binary: "/bin/sh")
            defer { notText.kill() }
            try notText.waitForBuffer()
            #expect(notText.stderr.contains("ignoring DESKTOP_STARTUP_ID: the activation token it holds is not valid UTF-8"), "\(notText.stderr)")
            #expect(notText.process.termination == nil)
        }
    }
}
