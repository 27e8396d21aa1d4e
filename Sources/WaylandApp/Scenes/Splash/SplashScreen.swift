import Layers

/// One splash screen, the layer version of Yula's splash screen tutorial's `SplashViewController`: a
/// gradient, the logo in the middle and the tagline under it. Both splash windows show
/// one; the one behind the app hides its logo (``logoIsHidden``).
final class SplashScreen: Layer {
    /// Dusk over a city: deep indigo at the top to apricot at the bottom.
    static let gradientColors = [Color(hex: 0x1C1B4D), Color(hex: 0x4E2A84), Color(hex: 0xC8456F), Color(hex: 0xF4A261)]
    static let gradientLocations = [0, 0.42, 0.8, 1.0]
    static let textFont = Font(family: "Inter", size: 19, weight: .semibold)
    /// The tagline's centre below the logo's centre, in points (less in short windows).
    static let textOffset = 132.0

    let background = GradientLayer()
    let logoLayer: ShapeLayer
    let textLayer: TextLayer
    let logoIsHidden: Bool

    /// `fonts`: where the tagline's font is found (`run` passes fonts found without fontconfig).
    init(tagline: String, language: String? = nil, logoIsHidden: Bool, fonts: FontDatabase = .shared) {
        self.logoIsHidden = logoIsHidden
        logoLayer = SplashLogo.makeLayer(name: "logo")
        textLayer = TextLayer(string: tagline, font: Self.textFont)
        super.init()
        name = logoIsHidden ? "splash (logo hidden)" : "splash"
        background.name = "gradient"
        background.colors = Self.gradientColors
        background.locations = Self.gradientLocations
        textLayer.name = "text"
        textLayer.fontDatabase = fonts
        textLayer.language = language
        textLayer.alignmentMode = .center
        textLayer.truncationMode = .end
        Transaction.withoutActions {
            textLayer.foregroundColor = Color(white: 1, alpha: 0.94)
            logoLayer.isHidden = logoIsHidden
        }
        addSublayer(background)
        addSublayer(logoLayer)
        addSublayer(textLayer)
    }

    /// Centres the logo and the tagline in `size` points; transforms (the animations'
    /// business) are left alone, so a resize mid-animation keeps everything centred.
    func layout(size: Size) {
        Transaction.withoutActions {
            frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            background.frame = bounds
            let center = Point(x: size.width / 2, y: size.height / 2)
            logoLayer.position = center
            let lineHeight = (Self.textFont.size * 1.6).rounded()
            textLayer.bounds = Rect(x: 0, y: 0, width: max(min(size.width - 48, 560), 1), height: lineHeight)
            let below = min(Self.textOffset, size.height / 2 - lineHeight / 2 - 8)
            textLayer.position = Point(x: center.x, y: center.y + max(below, 0))
        }
    }

    /// For screen readers: the logo is a picture named after the app, the tagline text.
    func announce(appName: String) {
        logoLayer.isAccessibilityElement = true
        logoLayer.accessibilityTraits = .image
        logoLayer.accessibilityLabel = appName
        textLayer.isAccessibilityElement = true
        textLayer.accessibilityTraits = .staticText
        textLayer.accessibilityLabel = textLayer.string
    }
}
