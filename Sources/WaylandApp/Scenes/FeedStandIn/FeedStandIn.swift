import Layers

/// What the main window shows until the real city feed (`FeedScene`) is plugged into
/// the splash: a title and a row of city cards running off the right edge, in the
/// feed's colours, so the startup flow reveals a real screen. It takes no input.
final class FeedStandIn: Scene {
    let root = Layer()
    private let title = TextLayer(string: "Cities", font: Font(family: "Inter", size: 34, weight: .bold))
    private let subtitle = TextLayer(string: "Places worth the trip", font: Font(family: "Inter", size: 16, weight: .medium))
    private let cards = StandInCity.all.map(CityCardLayer.init)

    init() {
        root.name = "feed stand-in"
        Transaction.withoutActions {
            root.backgroundColor = Color(hex: 0xF5F2EC)
            title.foregroundColor = Color(hex: 0x1D1B26)
            subtitle.foregroundColor = Color(hex: 0x77727F)
            for card in cards {
                card.shadowColor = Color(hex: 0x2A1E3A)
                card.shadowOpacity = 0.22
                card.shadowRadius = 14
                card.shadowOffset = Size(width: 0, height: 10)
            }
        }
        root.addSublayer(title)
        root.addSublayer(subtitle)
        for card in cards { root.addSublayer(card) }
    }

    func layout(size: Size, scale: Double) {
        let margin = min(max(size.width * 0.04, 20), 48)
        let top = min(max(size.height * 0.07, 20), 64)
        let cardTop = top + 96
        let height = max(size.height - cardTop - margin * 1.4, 120)
        let width = (height * 0.66).rounded()
        Transaction.withoutActions {
            title.frame = Rect(x: margin, y: top, width: size.width - 2 * margin, height: 44)
            subtitle.frame = Rect(x: margin + 1, y: top + 46, width: size.width - 2 * margin, height: 24)
            for (i, card) in cards.enumerated() {
                card.position = Point(x: margin + width / 2 + Double(i) * (width + 20), y: cardTop + height / 2)
                card.layout(size: Size(width: width, height: height))
            }
        }
    }
}
