import Foundation
import Testing

extension CompositorTests {
    /// `run --subsurfaces` on weston: a level surface whose picture is opaque declares
    /// itself opaque (the whole surface, in its own coordinates), so weston's pixman
    /// renderer copies it instead of blending it over the levels beneath; a level that
    /// is not declares nothing; and a region is sent only when it changes.
    @Suite("Opaque level subsurfaces on weston")
    struct SubsurfaceOpaqueWestonTests {
        /// Without decorations every subsurface is a level, made in the order the app
        /// prints `level created …`. Both splash windows cover the screen opaquely while
        /// they show; the main window, masked while the hole opens, is opaque only once
        /// the splash is over (its windows' surfaces destroyed).
        @Test("the splash's opaque levels declare their whole surface opaque, the masked main window only after the splash")
        func levelsDeclareOpaqueRegions() throws {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let app = try ClientFrameWestonTests.withProtocolLog(
                ["run", "--splash-delay", "1", "--subsurfaces", "--size", "800x600", "--decorations", "none",
                 "--exit-after", "4"], on: weston)
            defer { app.kill() }
            let size = try app.waitForConfigured()
            let exit = try app.waitForExit(timeout: 20)
            #expect(exit == .exited(0), "\(app.transcript.suffix(2000))")
            let log = WaylandDebugLog(app.stderr)
            let created = app.lines.filter { $0.hasPrefix("level created ") }.map { String($0.dropFirst(14)) }
            let surfaces = log.subsurfaceSurfaces()
            try #require(created.count == 3 && surfaces.count == 3, "levels \(created), subsurfaces \(surfaces)")
            let surface = Dictionary(uniqueKeysWithValues: zip(created.map { String($0.prefix { $0 != " " }) }, surfaces))
            let sets = log.opaqueRegionsBySurface().filter(\.isSubsurface)
            let whole = [[0, 0, size.width, size.height]]
            func regions(_ level: String) -> [[[Int]]] { sets.filter { $0.surface == surface[level] }.map(\.rects) }

            #expect(regions("foreground") == [whole], "\(sets)")
            #expect(regions("background") == [whole], "\(sets)")
            let background = try #require(surface["background"])
            let splashOver = try #require(log.firstRequest(background, "destroy"))
            let main = sets.filter { $0.surface == surface["main"] }
            #expect(main.map(\.rects) == [whole], "\(sets)")
            #expect(main.allSatisfy { $0.line > splashOver }, "the main window was declared opaque before the splash ended")
        }
    }
}
