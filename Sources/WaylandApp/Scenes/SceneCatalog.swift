/// Every scene the app can show, by the name `--scene` takes.
enum SceneCatalog {
    /// The scene shown without `--scene`.
    static let defaultName = "splash"

    /// Layer scenes: shown in a window, rendered offscreen and benchmarked.
    static let scenes: [(name: String, summary: String, make: (SceneOptions) throws -> Scene)] = [
        ("gallery", "every layer feature on one contact sheet", { _ in GalleryScene() }),
        ("feed", "the city feed: cards that scroll and expand (seeds 000, 001)", { try FeedScene(options: $0) }),
        ("splash", "the startup flow: the splash opens onto the city feed through a logo-shaped hole (seed 003)",
         { SplashScene(options: $0, mainContent: { try FeedScene(options: $0) }) }),
        ("circle", "Seed 002: drag the circle; it grows, shrinks and springs home (Tab: scrub mode)", { _ in CircleScene() }),
        ("preview", "Seed 004: press and hold an icon for a blurred preview and a menu (K: keyframe variant)", { _ in PreviewScene() }),
    ]

    /// The platform's own content, drawn without layers (for testing the client).
    static let platformScenes: [(name: String, summary: String, make: () -> WindowContent)] = [
        ("testpattern", "an animated gradient bar (space or click pauses)", { TestPatternContent() }),
        ("testpattern-still", "the test pattern, paused: draws once, then idles", { TestPatternContent(paused: true) }),
    ]

    /// Everything `run` can show.
    static var names: [String] { platformScenes.map(\.name) + scenes.map(\.name) }

    /// Names of the scenes `render` and `bench` can drive.
    static var layerSceneNames: [String] { scenes.map(\.name) }

    static func makeScene(_ name: String, options: SceneOptions) throws -> Scene? {
        try scenes.first { $0.name == name }?.make(options)
    }

    static func make(_ name: String, options: SceneOptions = SceneOptions()) throws -> WindowContent? {
        if let platform = platformScenes.first(where: { $0.name == name }) { return platform.make() }
        return try makeScene(name, options: options).map { LayerContent(scene: $0, usesSubsurfaces: options.usesSubsurfaces) }
    }
}
