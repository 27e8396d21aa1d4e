/// Every scene the app can show, by the name `--scene` takes.
enum SceneCatalog {
    static let defaultName = "splash"

    /// Layer scenes: shown in a window, rendered offscreen and benchmarked.
    static let scenes: [(name: String, summary: String, make: (SceneOptions) throws -> Scene)] = [
        ("splash", "the startup flow: the splash opens onto the city feed through a logo-shaped hole",
         { SplashScene(options: $0, mainContent: { _ in FeedStandIn() }) }),
    ]

    /// Everything `run` can show: the layer scenes plus the platform's test pattern.
    static var names: [String] { ["testpattern"] + scenes.map(\.name) }

    /// Names of the scenes `render` and `bench` can drive.
    static var layerSceneNames: [String] { scenes.map(\.name) }

    static func makeScene(_ name: String, options: SceneOptions) throws -> Scene? {
        try scenes.first { $0.name == name }?.make(options)
    }

    static func make(_ name: String, options: SceneOptions = SceneOptions()) throws -> WindowContent? {
        if name == "testpattern" { return TestPatternContent() }
        return try makeScene(name, options: options).map { LayerContent(scene: $0) }
    }
}
