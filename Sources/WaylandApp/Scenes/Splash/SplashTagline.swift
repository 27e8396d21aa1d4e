/// The short lines the splash shows under the logo, one chosen at random per launch as
/// the seed chooses among its text images `i-splash-text-1…17`. Ours are text, drawn by
/// ``TextLayer`` at the window's scale, so they are sharp at any size.
enum SplashTagline {
    static let all = [
        "Every city, one swipe away",
        "Find your next favourite street",
        "Coffee in Lisbon, dinner in Kyoto",
        "The world, one card at a time",
        "Wander a little further",
        "Cities worth the detour",
        "Somewhere new is waiting",
        "Go where the streets lead",
        "Travel light, look closely",
        "Small streets, big stories",
        "Pack curiosity, nothing else",
        "Tonight’s skyline, tomorrow’s plan",
    ]

    /// The line for a launch with `seed`: the same seed always picks the same line.
    static func random(seed: UInt64) -> String {
        var generator = SeededGenerator(seed: seed)
        return all[generator.index(below: all.count)]
    }
}
