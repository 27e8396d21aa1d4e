/// A colour in sRGB with straight (not premultiplied) alpha, components 0…1.
///
/// The renderer premultiplies when it turns a colour into pixels; keeping the
/// model straight means interpolating from transparent to a colour keeps its hue.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The components, 0…1; the colour channels are not multiplied by alpha.
    public var red, green, blue, alpha: Double

    /// A colour from sRGB components, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `Color(hex: 0x34C759)` — 24-bit RGB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Transparent black: what draws nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque sRGB red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque sRGB green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque sRGB blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// The same colour with alpha `a` (0…1).
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// True when nothing shows through: alpha is 1.
    public var isOpaque: Bool { alpha >= 1 }
    /// True when no component is infinite or NaN.
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
