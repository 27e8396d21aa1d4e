import Layers

/// One card of the feed stand-in: a rounded gradient with a low sun, a row of
/// buildings and the city's name, drawn entirely with layers.
final class CityCardLayer: GradientLayer {
    let city: StandInCity
    private let sun = Layer()
    private let skyline = ShapeLayer()
    private let nameLayer: TextLayer
    private let countryLayer: TextLayer

    init(city: StandInCity) {
        self.city = city
        nameLayer = TextLayer(string: city.name, font: Font(family: "Inter", size: 30, weight: .bold))
        countryLayer = TextLayer(string: city.country.uppercased(), font: Font(family: "Inter", size: 13, weight: .semibold))
        super.init()
        name = city.name
        masksToBounds = true
        colors = [city.top, city.bottom]
        skyline.path = Self.skylinePath(seed: UInt64(city.name.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) } & 0xFFFF))
        skyline.viewBox = Rect(x: 0, y: 0, width: 100, height: 40)
        Transaction.withoutActions {
            cornerRadius = 22
            sun.backgroundColor = Color(white: 1, alpha: 0.28)
            skyline.fillColor = Color(white: 0, alpha: 0.16)
            nameLayer.foregroundColor = .white
            countryLayer.foregroundColor = Color(white: 1, alpha: 0.8)
        }
        for layer in [sun, skyline, nameLayer, countryLayer] as [Layer] { addSublayer(layer) }
    }

    /// Places the card's parts in a card of `size` points.
    func layout(size: Size) {
        Transaction.withoutActions {
            bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let d = size.width * 0.46
            sun.frame = Rect(x: size.width * 0.5, y: size.height * 0.16, width: d, height: d)
            sun.cornerRadius = d / 2
            skyline.frame = Rect(x: 0, y: size.height * 0.42, width: size.width, height: size.width * 0.4)
            nameLayer.frame = Rect(x: 22, y: size.height - 86, width: size.width - 44, height: 40)
            countryLayer.frame = Rect(x: 22, y: size.height - 44, width: size.width - 44, height: 20)
        }
    }

    /// Buildings of varied heights along the bottom of a 100×40 box, the same for a city every time.
    private static func skylinePath(seed: UInt64) -> Path {
        var generator = SeededGenerator(seed: seed)
        var path = Path()
        var x = -2.0
        path.move(to: Point(x: x, y: 40))
        while x < 102 {
            let width = 6 + Double(generator.index(below: 9))
            let height = 8 + Double(generator.index(below: 24))
            path.addLine(to: Point(x: x, y: 40 - height))
            path.addLine(to: Point(x: x + width, y: 40 - height))
            x += width
            path.addLine(to: Point(x: x, y: 40))
        }
        path.addLine(to: Point(x: x, y: 200))
        path.addLine(to: Point(x: -2, y: 200))
        path.closeSubpath()
        return path
    }
}
