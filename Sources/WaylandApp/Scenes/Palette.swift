import Layers

/// The colours the scenes share for one ``Appearance``: each scene's own light colours,
/// and on dark libadwaita's dark style (window #242424, raised surfaces #303030, cards
/// #383838, text white at 90 %); high contrast makes text full strength and gives cards
/// and pills a border.
///
/// A scene makes one in ``Scene/apply(_:)`` and sets every colour from it there.
struct Palette: Equatable {
    let appearance: Appearance

    init(_ appearance: Appearance) { self.appearance = appearance }

    var isDark: Bool { appearance.isDark }
    var isHighContrast: Bool { appearance.isHighContrast }

    /// The window's background: the scene's own `light`, or #242424.
    func background(light: Color) -> Color { isDark ? Color(hex: 0x242424) : light }
    /// A surface raised above the background (menus, pills): `light`, or #303030.
    func surface(light: Color) -> Color { isDark ? Color(hex: 0x303030).withAlpha(light.alpha) : light }
    /// A card: white, or #383838.
    var card: Color { isDark ? Color(hex: 0x383838) : .white }
    /// A card's picture before it loads: `light`, or a grey just lighter than the card.
    func placeholder(light: Color) -> Color { isDark ? Color(hex: 0x4A4A4A) : light }

    /// Headings and body text: the scene's `light`, white at 90 % on dark; full black or
    /// white in high contrast.
    func primaryText(light: Color) -> Color {
        if isHighContrast { return Color(white: isDark ? 1 : 0) }
        return isDark ? Color(white: 1, alpha: 0.9) : light
    }
    /// Captions and hints: the scene's `light`, white at 55 % on dark; darker (brighter)
    /// in high contrast.
    func secondaryText(light: Color) -> Color {
        if isHighContrast { return isDark ? Color(white: 1, alpha: 0.85) : Color(white: 0.2) }
        return isDark ? Color(white: 1, alpha: 0.55) : light
    }
    /// Separators and outlines: black (white on dark) at `alpha`, at 50 % in high contrast.
    func line(alpha: Double) -> Color { Color(white: isDark ? 1 : 0, alpha: isHighContrast ? 0.5 : alpha) }
    /// The border high contrast puts around cards and pills: its width in points (0 otherwise) and colour.
    var border: (width: Double, color: Color) { (isHighContrast ? 1.5 : 0, line(alpha: 0.5)) }
    /// The user's accent colour, else GNOME's blue (lighter on dark, as libadwaita's).
    var accent: Color { appearance.accentColor ?? Color(hex: isDark ? 0x78AEED : 0x3584E4) }
}
