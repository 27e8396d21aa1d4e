import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// `run` takes reduced motion from the desktop: the real app on a headless weston,
    /// a private `dbus-daemon` as its session bus and `scripts/stand-in-portal` as the
    /// XDG desktop portal. It reports `reduce-motion on|off (desktop|flag|default)` at
    /// start and on each change (the feed's and splash's reduced animations themselves:
    /// `ReducedMotionTests`).
    @Suite("Reduced motion from the desktop portal, on weston")
    struct PortalMotionWestonTests {
        typealias Setting = (namespace: String, key: String, value: String)

        static func enableAnimations(_ enabled: Bool) -> Setting {
            (StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:\(enabled)")
        }

        /// A weston, a private session bus with the stand-in portal on it (unless
        /// `settings` is nil) and the app on both; `kill()` stops them all.
        struct Desktop {
            let weston: Weston
            let bus: SessionBus
            let portal: StandInPortal?
            let app: AppProcess

            init(_ arguments: [String], settings: [Setting]?, holdingReplies: Bool = false) throws {
                let weston = try Weston()
                var bus: SessionBus?, portal: StandInPortal?
                do {
                    let session = try SessionBus()
                    bus = session
                    portal = try settings.map { try StandInPortal(on: session, holdingReplies: holdingReplies, settings: $0) }
                    app = try AppProcess(["run", "--scene", "circle", "--exit-after", "60"] + arguments,
                                         environment: weston.clientEnvironment.merging(session.clientEnvironment) { $1 })
                    self.bus = session
                } catch {
                    portal?.kill()
                    bus?.kill()
                    weston.kill()
                    throw error
                }
                self.weston = weston
                self.portal = portal
            }

            func kill() {
                app.kill()
                portal?.kill()
                bus.kill()
                weston.kill()
            }
        }

        @Test("animations off on the desktop: on at start; the app follows them on, then off again")
        func followsTheDesktop() throws {
            let desktop = try Desktop([], settings: [Self.enableAnimations(false)])
            defer { desktop.kill() }
            let app = desktop.app
            let portal = try #require(desktop.portal)

            try app.waitForLine("reduce-motion on (desktop)") { $0 == "reduce-motion on (desktop)" }
            // The window maps: the settings are read and followed on the same loop.
            try app.waitForBuffer()
            var start = app.lines.count
            try portal.set(StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:true")
            try app.waitForLine("reduce-motion off (desktop)", from: start) { $0 == "reduce-motion off (desktop)" }
            start = app.lines.count
            try portal.set(StandInPortal.reducedMotion.namespace, StandInPortal.reducedMotion.key, "uint32:1")
            try app.waitForLine("reduce-motion on (desktop)", from: start) { $0 == "reduce-motion on (desktop)" }
            start = app.lines.count
            try portal.set(StandInPortal.reducedMotion.namespace, StandInPortal.reducedMotion.key, "uint32:0")
            try app.waitForLine("reduce-motion off (desktop)", from: start) { $0 == "reduce-motion off (desktop)" }
            #expect(app.process.termination == nil, "the app runs on\n\(app.transcript)")
        }

        @Test("--reduce-motion overrides a desktop with animations on, and ignores its changes")
        func flagOverridesThePortal() throws {
            let desktop = try Desktop(["--reduce-motion"], settings: [Self.enableAnimations(true)])
            defer { desktop.kill() }
            let app = desktop.app
            let portal = try #require(desktop.portal)

            try app.waitForLine("reduce-motion on (flag)") { $0 == "reduce-motion on (flag)" }
            try app.waitForBuffer()
            try portal.set(StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:false")
            try portal.set(StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:true")
            app.process.send(SIGTERM)
            #expect(try app.waitForExit(timeout: 10) == .exited(0), "\(app.transcript)")
            let reports = app.lines.filter { $0.hasPrefix("reduce-motion") }
            #expect(reports == ["reduce-motion on (flag)"], "\(app.transcript)")
        }

        @Test("--no-reduce-motion overrides a desktop with animations off")
        func noReduceMotionOverridesThePortal() throws {
            let desktop = try Desktop(["--no-reduce-motion"], settings: [Self.enableAnimations(false)])
            defer { desktop.kill() }
            let app = desktop.app
            try app.waitForLine("reduce-motion off (flag)") { $0 == "reduce-motion off (flag)" }
            try app.waitForBuffer()
        }

        @Test("a portal slow to answer: the window maps with animations on; its late answer turns them off")
        func latePortal() throws {
            let desktop = try Desktop([], settings: [Self.enableAnimations(false)], holdingReplies: true)
            defer { desktop.kill() }
            let app = desktop.app
            let portal = try #require(desktop.portal)
            try app.waitForLine("reduce-motion off (default)") { $0 == "reduce-motion off (default)" }
            try app.waitForBuffer()
            let start = app.lines.count
            try portal.release()
            try app.waitForLine("reduce-motion on (desktop)", from: start) { $0 == "reduce-motion on (desktop)" }
        }

        @Test("no portal on the bus: off, and the window maps")
        func noPortal() throws {
            let desktop = try Desktop(["--verbose"], settings: nil)
            defer { desktop.kill() }
            let app = desktop.app
            try app.waitForLine("reduce-motion off (default)") { $0 == "reduce-motion off (default)" }
            try app.waitForBuffer()
            // The log line may follow the first buffer: wait for it rather than read at once.
            let said = app.process.stderr.waitForLine(from: 0, timeout: 10) {
                $0.contains("no desktop portal on the session bus")
            }
            #expect(said != nil, "\(app.transcript)")
        }
    }
}
