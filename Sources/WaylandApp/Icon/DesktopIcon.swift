import FoundationEssentials
import Layers

/// The app's icon, drawn from our logo: the white pin on the splash's dusk gradient,
/// in a rounded square as GNOME's icons are. The same drawing is written as SVG (the
/// scalable icon) and rendered to PNGs at the sizes desktops look for.
enum DesktopIcon {
    /// The icon's own units: a 128 × 128 canvas, as GNOME's icon guidelines draw.
    static let canvas = 128.0
    /// The rounded square inside the canvas, leaving room as the guidelines ask.
    static let plate = Rect(x: 8, y: 8, width: 112, height: 112)
    static let cornerRadius = 24.0
    /// Where the logo's 100 × 100 head and its tip, ring and spark go.
    static let logoTransform = AffineTransform(translationX: 40, y: 20).scaledBy(x: 0.42, y: 0.42)

    /// The icon as a layer tree, `pixels` wide.
    @MainActor
    static func makeLayer(pixels: Int) -> Layer {
        let root = Layer()
        let scale = Double(pixels) / canvas
        Transaction.withoutActions {
            root.frame = Rect(x: 0, y: 0, width: canvas, height: canvas)
            let plateLayer = GradientLayer()
            plateLayer.colors = SplashScreen.gradientColors
            plateLayer.frame = plate
            plateLayer.cornerRadius = cornerRadius
            plateLayer.masksToBounds = true
            root.addSublayer(plateLayer)
            let logo = ShapeLayer()
            logo.path = SplashLogo.path.transformed(by: logoTransform)
            logo.fillColor = .white
            logo.frame = root.frame
            root.addSublayer(logo)
            root.transform = AffineTransform(scaleX: scale, y: scale)
            root.position = Point(x: Double(pixels) / 2, y: Double(pixels) / 2)
        }
        return root
    }

    /// The icon as an SVG document.
    static func svg() -> String {
        let stops = SplashScreen.gradientColors.enumerated().map { index, color in
            let offset = Double(index) / Double(SplashScreen.gradientColors.count - 1)
            return "<stop offset=\"\(format(offset))\" stop-color=\"\(hex(color))\"/>"
        }.joined()
        let logo = SplashLogo.path.transformed(by: logoTransform)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
            <defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">\(stops)</linearGradient></defs>
            <rect x="\(format(plate.minX))" y="\(format(plate.minY))" width="\(format(plate.width))" \
            height="\(format(plate.height))" rx="\(format(cornerRadius))" fill="url(#dusk)"/>
            <path fill="#ffffff" d="\(pathData(logo))"/>
            </svg>

            """
    }

    /// SVG path data for `path`.
    static func pathData(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case let .move(p): "M\(format(p.x)) \(format(p.y))"
            case let .line(p): "L\(format(p.x)) \(format(p.y))"
            case let .quadCurve(p, c): "Q\(format(c.x)) \(format(c.y)) \(format(p.x)) \(format(p.y))"
            case let .curve(p, c1, c2):
                "C\(format(c1.x)) \(format(c1.y)) \(format(c2.x)) \(format(c2.y)) \(format(p.x)) \(format(p.y))"
            case .close: "Z"
            }
        }.joined()
    }

    private static func format(_ value: Double) -> String { String(cFormat: "%.2f", value) }

    private static func hex(_ color: Color) -> String {
        func channel(_ value: Double) -> String { String(cFormat: "%02x", Int((min(max(value, 0), 1) * 255).rounded())) }
        return "#" + channel(color.red) + channel(color.green) + channel(color.blue)
    }
}
