/// The cities scene's catalog: the assets' cities, numbered round after round to
/// ``count`` entries ("Paris", …, "Paris 2", …), each with its own picture. As long as
/// a real directory, with the pictures the assets ship.
enum CityDirectory {
    /// How many cities the list shows.
    static let count = 6000

    /// `cities` repeated and numbered up to `count` entries; empty for no cities or a
    /// count below 1.
    static func cities(from cities: [City], count: Int = count) -> [City] {
        guard !cities.isEmpty, count > 0 else { return [] }
        return (0..<count).map { index in
            var city = cities[index % cities.count]
            let round = index / cities.count
            if round > 0 { city.name += " \(round + 1)" }
            return city
        }
    }
}
