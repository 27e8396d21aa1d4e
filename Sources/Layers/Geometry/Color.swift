/// A colour in sRGB with straight (not premultiplied) alpha, components 0…1.
///
/// The renderer premultiplies when it turns a colour into pixels; keeping the
/// model straight means interpolating from transparent to a colour keeps its hue.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `Color(hex: 0x34C759)` — 24-bit RGB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// True when nothing shows through: alpha is 1.
    public var isOpaque: Bool { alpha >= 1 }
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// Premultiplied ARGB32 as pixman's a8r8g8b8 stores it, with `opacity` folded in.
    /// Components are clamped to 0…1; NaN counts as 0.
    public func premultipliedARGB32(opacity: Double = 1) -> UInt32 {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = c(alpha) * c(opacity)
        let A = UInt32((a * 255).rounded())
        let R = UInt32((c(red) * a * 255).rounded())
        let G = UInt32((c(green) * a * 255).rounded())
        let B = UInt32((c(blue) * a * 255).rounded())
        return (A << 24) | (R << 16) | (G << 8) | B
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
