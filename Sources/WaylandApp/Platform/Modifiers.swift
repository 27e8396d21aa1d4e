/// Keyboard modifiers active when a key event happened, as xkbcommon reports them.
struct Modifiers: OptionSet, Hashable {
    let rawValue: UInt8
    static let shift = Modifiers(rawValue: 1 << 0)
    static let control = Modifiers(rawValue: 1 << 1)
    static let alt = Modifiers(rawValue: 1 << 2)
    /// The "super"/Windows key.
    static let logo = Modifiers(rawValue: 1 << 3)
    static let capsLock = Modifiers(rawValue: 1 << 4)
    static let numLock = Modifiers(rawValue: 1 << 5)
}
