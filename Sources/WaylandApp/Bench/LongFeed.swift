import Layers

/// `bench`'s `feed-5000` row: the feed with its cities repeated to 5 000 cards, made in
/// memory (nothing written to disk), to show that a long feed scrolls as a short one does.
enum LongFeed {
    nonisolated static let name = "feed-5000"
    static let count = 5000

    /// The assets' cities, repeated and numbered ("Paris 2", …) up to `count` cards.
    static func cities(from cities: [City], count: Int = count) -> [City] {
        CityDirectory.cities(from: cities, count: count)
    }

    /// The feed of `options`' assets, `count` cards long.
    static func makeScene(options: SceneOptions) throws -> FeedScene {
        let timing = try FeedTiming(name: options.timing)
        let cities = try CityCatalog.load(fromAssets: options.assetsPath, language: options.language)
        return FeedScene(cities: Self.cities(from: cities), assetsPath: options.assetsPath, timing: timing,
                         strings: options.strings, images: options.images, events: options.events)
    }
}
