import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// The feed, splash and preview in each of the app's languages, made the way `render`
/// makes them (`SceneCatalog.makeScene` with `--language`).
@Suite("Localized scene goldens", .noAnimationLeftRunning)
struct LocalizedSceneGoldenTests {
    static let moments: [(scene: String, at: Double, size: Size)] = [
        ("feed", 0, Size(width: 800, height: 500)),
        ("feed", 1, Size(width: 800, height: 500)),
        ("splash", 1, Size(width: 480, height: 320)),
        ("preview", 3, Size(width: 400, height: 700)),
    ]

    static func render(_ scene: String, at t: Double, size: Size, language: AppLanguage) throws -> Image {
        var options = SceneOptions()
        options.language = language
        let made = try #require(try SceneCatalog.makeScene(scene, options: options))
        let run = try OffscreenRun(scene: made, size: size, scale: 1)
        run.advance(to: .seconds(t))
        try run.render()
        return run.target
    }

    @Test(arguments: AppLanguage.allCases)
    func scenesInEachLanguage(language: AppLanguage) throws {
        for moment in Self.moments {
            let image = try Self.render(moment.scene, at: moment.at, size: moment.size, language: language)
            try GoldenImage.check(image, named: "\(moment.scene)-\(language.rawValue)-\(moment.at)")
        }
    }
}
