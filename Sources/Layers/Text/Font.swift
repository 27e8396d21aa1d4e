/// A font request: family, size and weight, as a plain value.
///
/// It names what the caller wants, not a file: ``FontDatabase`` turns it into a
/// ``FontMatch`` (a file and face index) through fontconfig. Keeping the request a
/// value makes it cheap to compare, which is what the text caches key on.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A family name ("Inter", "DejaVu Sans") or a generic one ("sans-serif", "serif", "monospace").
    public var family: String
    /// The em size in points; text is rasterized at `size × scale` device pixels.
    public var size: Double
    /// The weight; fontconfig picks the nearest the family has.
    public var weight: FontWeight

    /// A font request: `size` in points (17, UIKit's body size, by default).
    public init(family: String = Font.defaultFamily, size: Double = 17, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The generic sans-serif family: Inter when installed (fonts-inter), else DejaVu Sans.
    public static let defaultFamily = "sans-serif"

    /// The default family at `size` points.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: defaultFamily, size: size, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font { Font(family: family, size: size, weight: weight) }

    public var description: String { "\(family) \(weight) \(size)pt" }
}
