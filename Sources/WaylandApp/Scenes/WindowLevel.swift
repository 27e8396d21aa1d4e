/// Where a window sits in the stack, like `UIWindow.Level`: higher levels are drawn on
/// top. The splash uses `.normal - 1` (behind the app), `.normal` (the app) and
/// `.normal + 1` (in front).
struct WindowLevel: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    var rawValue: Double

    init(rawValue: Double) { self.rawValue = rawValue }

    /// The level of the app's main window.
    static let normal = WindowLevel(rawValue: 0)

    static func + (level: WindowLevel, offset: Double) -> WindowLevel { WindowLevel(rawValue: level.rawValue + offset) }
    static func - (level: WindowLevel, offset: Double) -> WindowLevel { WindowLevel(rawValue: level.rawValue - offset) }
    static func < (a: WindowLevel, b: WindowLevel) -> Bool { a.rawValue < b.rawValue }

    var description: String {
        let offset = rawValue - WindowLevel.normal.rawValue
        if offset == 0 { return "normal" }
        let amount = abs(offset) == abs(offset).rounded() ? "\(Int(abs(offset)))" : "\(abs(offset))"
        return "normal \(offset < 0 ? "−" : "+") \(amount)"
    }
}
