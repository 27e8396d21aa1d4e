/// `bench`'s `cities-10` row: the cities scene with only the assets' ten cities, its
/// script the same flings. The 6 000-city list's memory is held to this row's: a list
/// that reuses its rows costs what it shows, not what it holds.
enum ShortCityList {
    nonisolated static let name = "cities-10"
    static let count = 10

    /// The cities scene of `options`' assets, `count` rows long.
    static func makeScene(options: SceneOptions) throws -> CitiesScene {
        try CitiesScene(options: options, count: count)
    }
}
