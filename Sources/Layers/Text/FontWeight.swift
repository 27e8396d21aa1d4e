/// How heavy a font's strokes are, on the CSS/OpenType scale (400 regular, 700 bold).
///
/// Families ship only some weights: fontconfig picks the nearest one the family has,
/// so asking DejaVu Sans for `.semibold` gives its Bold and Inter gives its SemiBold.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    case thin = 100
    case extraLight = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The value fontconfig uses for this weight (its own scale, not CSS's).
    var fontconfigWeight: Int32 {
        switch self {
        case .thin: 0
        case .extraLight: 40
        case .light: 50
        case .regular: 80
        case .medium: 100
        case .semibold: 180
        case .bold: 200
        case .heavy: 205
        case .black: 210
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}
