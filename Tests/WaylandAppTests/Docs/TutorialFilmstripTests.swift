import Foundation
import GoldenSupport
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// The tutorials' pictures in Layers.docc/Resources are `render --filmstrip` sheets of
/// the scenes they explain; each is rendered again here and compared, so a picture in
/// the documentation never shows motion the app no longer makes. After an intended
/// change, `UPDATE_GOLDENS=1` rewrites them (or run the `render` line each test names).
@Suite(.noAnimationLeftRunning) struct TutorialFilmstripTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Layers/Layers.docc/Resources")

    /// `WaylandApp render --scene <scene> --filmstrip --size <size> --scale 0.5 --columns <columns>
    /// -o Sources/Layers/Layers.docc/Resources/<name>.png` as a test.
    func check(scene name: String, size: Size, columns: Int, picture: String) throws {
        let scene = try #require(try SceneCatalog.makeScene(name, options: SceneOptions()))
        let sheet = try Filmstrip.render(scene, size: size, scale: 0.5, columns: columns)
        let comparison = GoldenComparison(directory: Self.resources, channelTolerance: 12, pixelShare: 0.002)
        let mismatch = try comparison.mismatch(sheet, named: picture)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func splashMaskTransition() throws {
        try check(scene: "splash", size: Size(640, 400), columns: 4, picture: "splash-filmstrip")
    }

    @Test func interactiveCard() throws {
        try check(scene: "feed", size: Size(640, 400), columns: 4, picture: "card-filmstrip")
    }

    @Test func draggableCircle() throws {
        try check(scene: "circle", size: Size(640, 400), columns: 4, picture: "circle-filmstrip")
    }

    @Test func pressAndHoldPreview() throws {
        try check(scene: "preview", size: Size(400, 640), columns: 6, picture: "preview-filmstrip")
    }
}
