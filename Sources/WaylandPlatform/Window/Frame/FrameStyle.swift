import Layers

/// How the frame looks in one state: what ``FrameScene`` draws and what a redraw
/// compares. Colours are libadwaita's light style (GNOME 43).
struct FrameStyle: Equatable {
    var layout: FrameLayout
    var title: String
    var isActivated: Bool
    var isMaximized: Bool
    var hoveredButton: FrameButton?
    var pressedButton: FrameButton?

    /// The header bar: `headerbar_bg_color`, and the window background when inactive (backdrop).
    var barColor: Color { isActivated ? Color(hex: 0xEBEBEB) : Color(hex: 0xFAFAFA) }
    /// Title and symbols: 80 % black, dimmed while inactive.
    var foreground: Color { Color(white: 0, alpha: isActivated ? 0.8 : 0.45) }
    /// A button's round background: a tint of the foreground, stronger when hovered or held.
    func buttonFill(_ button: FrameButton) -> Color {
        let alpha = pressedButton == button ? 0.28 : (hoveredButton == button ? 0.15 : 0.08)
        return Color(white: 0, alpha: isActivated ? alpha : alpha * 0.6)
    }
    /// The 1-point line under the bar (`headerbar_shade_color`).
    var shadeColor: Color { Color(white: 0, alpha: isActivated ? 0.12 : 0.07) }
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
