/// How the desktop asks apps to look: dark or light, normal or high contrast, and the
/// accent colour the user chose. UIKit's `UITraitCollection` (`userInterfaceStyle`,
/// `accessibilityContrast`, the tint colour) in our words.
///
/// A tree's current appearance is ``LayerHost/appearance``; a scene reads it there and
/// hears of changes through ``AppearanceObserver`` (UIKit's `traitCollectionDidChange(_:)`).
/// The value itself knows nothing of where it came from: a Wayland app reads it from the
/// desktop portal, a test or an offscreen render sets it.
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark: UIKit's `UIUserInterfaceStyle`, the portal's `color-scheme`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Dark text on light backgrounds: the default when the desktop states no preference.
        case light
        /// Light text on dark backgrounds.
        case dark
    }

    /// Normal or high contrast: UIKit's `UIAccessibilityContrast`.
    public enum Contrast: String, Hashable, Sendable, CaseIterable {
        /// The designer's colours.
        case normal
        /// Stronger borders and text, for people who need more contrast to read.
        case high
    }

    /// Light or dark.
    public var style: Style
    /// Normal or high contrast.
    public var contrast: Contrast
    /// The accent colour the user chose (the portal's `accent-color`), opaque; nil when
    /// the desktop has none, and the app uses its own.
    public var accentColor: Color?

    /// An appearance; by default light, normal contrast, no accent colour.
    public init(style: Style = .light, contrast: Contrast = .normal, accentColor: Color? = nil) {
        self.style = style
        self.contrast = contrast
        self.accentColor = accentColor
    }

    /// Light, normal contrast, no accent colour: what a tree has until told otherwise.
    public static let light = Appearance()
    /// Dark, normal contrast, no accent colour.
    public static let dark = Appearance(style: .dark)

    /// True for ``Style/dark``.
    public var isDark: Bool { style == .dark }
    /// True for ``Contrast/high``.
    public var isHighContrast: Bool { contrast == .high }

    /// How long a switch between two appearances cross-fades (libadwaita's style
    /// transition); none under reduced motion.
    public static let transitionDuration: TimeSpan = .seconds(0.25)

    /// `dark`, `light high-contrast`, `dark accent #3584e4`: the log line's words.
    public var description: String {
        var words = [style.rawValue]
        if contrast == .high { words.append("high-contrast") }
        if let accentColor { words.append("accent \(accentColor.hexString)") }
        return words.joined(separator: " ")
    }
}

extension Color {
    /// `#rrggbb` of the colour's components, rounded and clamped to 0…255 (alpha left out).
    var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
