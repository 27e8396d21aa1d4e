/// Where a window sits in the stack, as `UIWindow.Level` does: higher levels are drawn on
/// top; windows of equal level keep the order they were added in.
///
/// Levels are plain numbers around ``normal``, the level of an app's main window. A
/// splash that covers the app while it launches sits at `.normal + 1`; a backdrop
/// behind it at `.normal - 1`.
public struct WindowLevel: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level as a number: a window's `zPosition` among its siblings.
    public var rawValue: Double

    /// The level `rawValue`, ``normal`` being 0.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// The level of the app's main window.
    public static let normal = WindowLevel(rawValue: 0)

    /// The level `offset` above `level`.
    public static func + (level: WindowLevel, offset: Double) -> WindowLevel {
        WindowLevel(rawValue: level.rawValue + offset)
    }

    /// The level `offset` below `level`.
    public static func - (level: WindowLevel, offset: Double) -> WindowLevel {
        WindowLevel(rawValue: level.rawValue - offset)
    }

    /// True when `a` is drawn under `b`.
    public static func < (a: WindowLevel, b: WindowLevel) -> Bool { a.rawValue < b.rawValue }

    /// The level relative to ``normal``: "normal", "normal + 1", "normal − 0.5".
    public var description: String {
        let offset = rawValue - WindowLevel.normal.rawValue
        if offset == 0 { return "normal" }
        let amount = abs(offset) == abs(offset).rounded() ? "\(Int(abs(offset)))" : "\(abs(offset))"
        return "normal \(offset < 0 ? "−" : "+") \(amount)"
    }
}
