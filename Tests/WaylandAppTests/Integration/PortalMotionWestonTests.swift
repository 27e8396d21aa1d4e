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

        /// The app on `weston` with `bus` as its session bus.
        static func app(_ arguments: [String], on weston: Weston, bus: SessionBus) throws -> AppProcess {
            try AppProcess(["run", "--scene", "circle", "--exit-after", "60"] + arguments,
                           environment: weston.clientEnvironment.merging(bus.clientEnvironment) { $1 })
        }

        @Test("animations off on the desktop: on at start; the app follows them on, then off again")
        func followsTheDesktop() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, settings: [Self.enableAnimations(false)])
            defer { portal.kill() }
            let app = try Self.app([], on: weston, bus: bus)
            defer { app.kill() }

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
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, settings: [Self.enableAnimations(true)])
            defer { portal.kill() }
            let app = try Self.app(["--reduce-motion"], on: weston, bus: bus)
            defer { app.kill() }

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
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, settings: [Self.enableAnimations(false)])
            defer { portal.kill() }
            let app = try Self.app(["--no-reduce-motion"], on: weston, bus: bus)
            defer { app.kill() }
            try app.waitForLine("reduce-motion off (flag)") { $0 == "reduce-motion off (flag)" }
            try app.waitForBuffer()
        }

        @Test("a portal slow to answer: the window maps with animations on; its late answer turns them off")
        func latePortal() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, holdingReplies: true, settings: [Self.enableAnimations(false)])
            defer { portal.kill() }
            let app = try Self.app([], on: weston, bus: bus)
            defer { app.kill() }
            try app.waitForLine("reduce-motion off (default)") { $0 == "reduce-motion off (default)" }
            try app.waitForBuffer()
            let start = app.lines.count
            try portal.release()
            try app.waitForLine("reduce-motion on (desktop)", from: start) { $0 == "reduce-motion on (desktop)" }
        }

        @Test("no portal on the bus: off, and the window maps")
        func noPortal() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let app = try Self.app(["--verbose"], on: weston, bus: bus)
            defer { app.kill() }
            try app.waitForLine("reduce-motion off (default)") { $0 == "reduce-motion off (default)" }
            try app.waitForBuffer()
            #expect(app.stderr.contains("no desktop portal on the session bus"), "\(app.transcript)")
        }
    }
}
