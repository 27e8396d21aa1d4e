/// How heavy a font's strokes are, on the CSS/OpenType scale (400 regular, 700 bold).
///
/// Families ship only some weights: fontconfig picks the nearest one the family has,
/// so asking DejaVu Sans for `.semibold` gives its Bold and Inter gives its SemiBold.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// 100.
    case thin = 100
    /// 200.
    case extraLight = 200
    /// 300.
    case light = 300
    /// 400, the body weight.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600.
    case semibold = 600
    /// 700, the usual bold.
    case bold = 700
    /// 800.
    case heavy = 800
    /// 900, the heaviest.
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
