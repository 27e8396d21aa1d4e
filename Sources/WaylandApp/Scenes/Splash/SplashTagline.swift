/// The short lines the splash shows under the logo, one chosen at random per launch as
/// Yula's splash screen tutorial chooses among its text images `i-splash-text-1…17`. Ours are text, drawn by
/// ``TextLayer`` at the window's scale, so they are sharp at any size.
/// The lines themselves are ``Message``s, translated in the strings catalogs.
enum SplashTagline {
    /// The lines in English.
    static let all = Message.taglines.map(\.rawValue)

    /// The line for a launch with `seed` in `strings`' language: the same seed always
    /// picks the same line, whatever the language.
    static func random(seed: UInt64, strings: StringCatalog = .english) -> String {
        var generator = SeededGenerator(seed: seed)
        return strings[Message.taglines[generator.index(below: Message.taglines.count)]]
    }
}
