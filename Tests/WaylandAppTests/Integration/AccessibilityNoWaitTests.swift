import Foundation
import Testing

extension CompositorTests {
    /// Finding the accessibility bus never holds the app up: its question to
    /// `org.a11y.Bus` goes out on the loop, and the window maps whether or not anyone
    /// ever answers.
    @Suite("Accessibility never waits, on weston")
    struct AccessibilityNoWaitTests {
        /// Owns `org.a11y.Bus` on the session bus and never answers `GetAddress`.
        static let silentBus = """
            import dbus, dbus.service, dbus.mainloop.glib
            from gi.repository import GLib
            dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
            bus = dbus.SessionBus()
            name = dbus.service.BusName("org.a11y.Bus", bus)
            class Silent(dbus.service.Object):
                @dbus.service.method("org.a11y.Bus", out_signature="s", async_callbacks=("ok", "fail"))
                def GetAddress(self, ok, fail):
                    print("asked", flush=True)
            silent = Silent(bus, "/org/a11y/bus")
            print("ready", flush=True)
            GLib.MainLoop().run()
            """

        @Test("an accessibility bus that never answers: the window maps, and was asked")
        func silentBus() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let environment = weston.clientEnvironment.merging(bus.clientEnvironment) { $1 }
            let silent = try Subprocess("/usr/bin/python3", ["-c", Self.silentBus], environment: environment)
            defer { silent.terminate(grace: 1) }
            guard silent.stdout.waitForLine(timeout: 10, where: { $0 == "ready" }) != nil else {
                throw HarnessError("the silent org.a11y.Bus did not start: \(silent.stderr.text)")
            }
            let app = try AppProcess(["run", "--scene", "feed", "--exit-after", "60"], environment: environment)
            defer { app.kill() }
            try app.waitForBuffer()
            #expect(silent.stdout.waitForLine(timeout: 10, where: { $0 == "asked" }) != nil, "the app asked for the address")
            #expect(app.process.termination == nil, "\(app.transcript)")
        }
    }
}
