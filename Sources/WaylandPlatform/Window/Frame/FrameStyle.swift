import Layers

/// How the frame looks in one state: what ``FrameScene`` draws and what a redraw
/// compares. Colours are libadwaita's light and dark styles (GNOME 43), with its high
/// contrast's stronger lines and text.
struct FrameStyle: Equatable {
    var layout: FrameLayout
    var title: String
    var isActivated: Bool
    var isMaximized: Bool
    var hoveredButton: FrameButton?
    var pressedButton: FrameButton?
    /// Dark or light, contrast (``Window/appearance``).
    var appearance = Appearance.light

    /// The header bar: `headerbar_bg_color`, and the window background when inactive (backdrop).
    var barColor: Color {
        appearance.isDark ? Color(hex: isActivated ? 0x303030 : 0x242424) : Color(hex: isActivated ? 0xEBEBEB : 0xFAFAFA)
    }
    /// The ink of text and lines: black on light, white on dark.
    private var ink: Double { appearance.isDark ? 1 : 0 }
    /// Title and symbols: 80 % ink (90 % on dark, 100 % in high contrast), dimmed while inactive.
    var foreground: Color {
        let active = appearance.isHighContrast ? 1 : (appearance.isDark ? 0.9 : 0.8)
        return Color(white: ink, alpha: isActivated ? active : active * 0.55)
    }
    /// The 1-point line around a floating window: darker in high contrast.
    var outlineColor: Color {
        Color(white: 0, alpha: appearance.isHighContrast ? 0.5 : (appearance.isDark ? 0.7 : 0.14))
    }
    /// A button's round background: a tint of the foreground, stronger when hovered or held.
    func buttonFill(_ button: FrameButton) -> Color {
        let alpha = pressedButton == button ? 0.28 : (hoveredButton == button ? 0.15 : 0.08)
        return Color(white: ink, alpha: isActivated ? alpha : alpha * 0.6)
    }
    /// The 1-point line under the bar (`headerbar_shade_color`).
    var shadeColor: Color {
        let alpha = appearance.isHighContrast ? 0.5 : (appearance.isDark ? 0.36 : 0.12)
        return Color(white: 0, alpha: isActivated ? alpha : alpha * 0.6)
    }
    /// The shadow of a floating window at `scale`, none when square: larger while it has
    /// focus, as GNOME's are.
    func shadow(scale: Double) -> FrameShadow? {
        guard layout.isFloating else { return nil }
        let g = layout.geometry
        return FrameShadow(shape: Rect(g.minX * scale, g.minY * scale, g.width * scale, g.height * scale),
                           cornerRadius: layout.cornerRadius * scale, sigma: (isActivated ? 6 : 4) * scale,
                           offsetY: 2 * scale, opacity: isActivated ? 0.34 : 0.18)
    }
    static let titleFont = Font(family: Font.defaultFamily, size: 14.5, weight: .bold)
}
