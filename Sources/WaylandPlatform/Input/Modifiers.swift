/// Keyboard modifiers active when a key event happened, as xkbcommon reports them.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt (xkb's "Mod1").
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The "super"/Windows key.
    public static let logo = Modifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = Modifiers(rawValue: 1 << 4)
    /// Num Lock is on.
    public static let numLock = Modifiers(rawValue: 1 << 5)
}
