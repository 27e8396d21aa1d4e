/// The scenes `run --scene NAME` can show, by name.
enum SceneCatalog {
    /// The scene shown without `--scene`.
    static let defaultName = "testpattern"

    /// Every scene, in the order `--help` lists them.
    static let scenes: [(name: String, summary: String, make: () -> WindowContent)] = [
        ("testpattern", "an animated gradient bar (space or click pauses)", { TestPatternContent() }),
        ("testpattern-still", "the test pattern, paused: draws once, then idles", { TestPatternContent(paused: true) }),
    ]

    static var names: [String] { scenes.map(\.name) }

    static func make(_ name: String) -> WindowContent? {
        scenes.first { $0.name == name }?.make()
    }
}
