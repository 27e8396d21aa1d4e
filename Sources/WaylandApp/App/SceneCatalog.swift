import Dispatch
import FoundationEssentials
import Layers

/// Every scene the app can show, by the name `--scene` takes.
enum SceneCatalog {
    /// The scene shown without `--scene`.
    nonisolated static let defaultName = "splash"

    /// Layer scenes: shown in a window, rendered offscreen and benchmarked.
    nonisolated static let scenes: [(name: String, summary: String, make: @MainActor @Sendable (SceneOptions) throws -> DemoScene)] = [
        ("gallery", "every layer feature on one contact sheet", { _ in GalleryScene() }),
        ("feed", "the city feed: cards that scroll and expand (the CityGuide tutorial)", { try FeedScene(options: $0) }),
        ("splash", "the startup flow: the splash opens onto the city feed through a logo-shaped hole (Yula's splash screen tutorial)",
         { options in
             // The feed is built after the splash appears, but a broken city list or timing
             // name must stop the app before a window opens, as `--scene feed` does: read
             // the small list now (well under a millisecond), the pictures later.
             let timing = try FeedTiming(name: options.timing)
             let cities = try CityCatalog.load(fromAssets: options.assetsPath, language: options.language)
             return SplashScene(options: options, mainContent: {
                 FeedScene(cities: cities, assetsPath: $0.assetsPath, timing: timing, strings: $0.strings, images: $0.images,
                           events: $0.events)
             })
         }),
        ("cities", "every city of the 6 000-city directory in a list that reuses its rows; tap one to open its card in the feed",
         { try CitiesScene(options: $0) }),
        ("circle", "the draggable circle (the animator deep-dive): it grows, shrinks and springs home (Tab: scrub mode)", { CircleScene(strings: $0.strings, fonts: $0.launchFonts ?? .shared) }),
        ("preview", "the icon preview (Kodeco): press and hold an icon for a blurred preview and a menu (K: keyframe variant)", {
            PreviewScene(strings: $0.strings, events: $0.events, waitsForBlur: $0.waitsForBlur, fonts: $0.launchFonts ?? .shared)
        }),
    ]

    /// The platform's own content, drawn without layers (for testing the client).
    nonisolated static let platformScenes: [(name: String, summary: String, make: @MainActor @Sendable () -> SceneContent)] = [
        ("testpattern", "an animated gradient bar (space or click pauses)", { TestPatternContent() }),
        ("testpattern-still", "the test pattern, paused: draws once, then idles", { TestPatternContent(paused: true) }),
    ]

    /// Everything `run` can show.
    nonisolated static var names: [String] { platformScenes.map(\.name) + scenes.map(\.name) }

    /// Names of the scenes `render` and `bench` can drive.
    nonisolated static var layerSceneNames: [String] { scenes.map(\.name) }

    /// The layer scene `name`, or nil when there is none.
    ///
    /// - Throws: ``FontError`` when fontconfig finds no font (every layer scene draws
    ///   text; checked first so the app says so instead of showing empty labels), and
    ///   ``StringCatalogError`` for a broken strings catalog, and whatever the scene's
    ///   own set-up throws (``CityCatalogError`` for the feed).
    static func makeScene(_ name: String, options: SceneOptions) throws -> DemoScene? {
        guard let entry = scenes.first(where: { $0.name == name }) else { return nil }
        let scene = try entry.make(prepared(options))
        Transaction.withoutActions { scene.apply(options.appearance) }
        return scene
    }

    /// `options` with the strings of its language, after loading the fonts every scene
    /// needs: what a scene is made with.
    ///
    /// - Throws: ``FontError`` when fontconfig finds no font, ``StringCatalogError`` for a
    ///   broken strings catalog.
    static func prepared(_ options: SceneOptions) throws -> SceneOptions {
        // Also loads Pango's font map and the language's fallback fonts now, not in the first frame.
        // `run`'s launch draws its first frame first and warms the fonts after it (LaunchWarmUp).
        if options.launchFonts == nil { try warmText(language: options.language, waitsForEveryWeight: options.waitsForFonts) }
        var options = options
        options.strings = try StringCatalog.load(options.language, assetsPath: options.assetsPath)
        return options
    }

    /// Loads fontconfig's configuration, Pango's font map and `language`'s fallback fonts
    /// for the weights the scenes use, so that no frame waits for them. Latin text's other
    /// weights are only matched, not sorted, so they may load on a thread of their own
    /// while the first frames are drawn, unless `waitsForEveryWeight`.
    ///
    /// - Throws: ``FontError`` when fontconfig finds no font.
    nonisolated static func warmText(language appLanguage: AppLanguage, waitsForEveryWeight: Bool) throws {
        // The other weights the scenes use: Chinese needs their fallback lists sorted
        // (milliseconds each) before its first frame can draw; Latin text only their match,
        // made on a thread of its own while the first frames are drawn.
        let language = appLanguage.textLanguage, weights: [FontWeight] = [.semibold, .bold, .medium]
        try TextLayout.prepare(language: language)
        if appLanguage.isLatin && !waitsForEveryWeight {
            DispatchQueue.global().async { try? TextLayout.prepare(language: language, weights: weights) }
        } else {
            try TextLayout.prepare(language: language, weights: weights)
        }
    }

    @MainActor
    static func make(_ name: String, options: SceneOptions = SceneOptions()) throws -> SceneContent? {
        if let platform = platformScenes.first(where: { $0.name == name }) { return platform.make() }
        return try makeScene(name, options: options).map {
            LayerContent(scene: $0, usesSubsurfaces: options.usesSubsurfaces, threads: options.renderThreads,
                         motion: options)
        }
    }
}
