import Layers

/// The round "×" button of an expanded card (the CityGuide tutorial's `closeButton`): a translucent
/// disc with a cross drawn as a path, so it stays crisp at any scale.
final class CloseButtonLayer: Layer {
    static let diameter = 36.0

    private let cross = ShapeLayer()

    override init() {
        super.init()
        name = "close"
        backgroundColor = Color(white: 0.08, alpha: 0.55)
        cornerRadius = Self.diameter / 2
        bounds = Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
        cross.strokeColor = .white
        cross.fillColor = .clear
        cross.lineWidth = 2.5
        cross.lineCap = .round
        let d = Self.diameter, inset = d * 0.34
        cross.path = Path { p in
            p.move(to: Point(inset, inset)); p.addLine(to: Point(d - inset, d - inset))
            p.move(to: Point(d - inset, inset)); p.addLine(to: Point(inset, d - inset))
        }
        cross.frame = Rect(x: 0, y: 0, width: d, height: d)
        addSublayer(cross)
    }
}
