import Layers

/// Where things go in the feed for a window size: the cards' size and spacing, the
/// header and the page dots. Pure geometry, so a resize just makes a new one.
///
/// Cards are centred vertically, as in the tutorial, so `popupOffset` — how far a finger
/// drags to expand a card fully — is the gap above a card: (height − cardHeight) / 2.
struct FeedLayout: Equatable {
    let size: Size
    let cardSize: Size
    /// The gap between two cards.
    let spacing: Double

    init(size: Size) {
        self.size = size
        let height = (size.height * 0.62).rounded()
        let width = min((height * 0.74).rounded(), (size.width * 0.8).rounded())
        cardSize = Size(width: max(width, 1), height: max(height, 1))
        spacing = max(16, (cardSize.width * 0.1).rounded())
    }

    /// The distance between two cards' left edges: the content offset per card.
    var pitch: Double { cardSize.width + spacing }

    /// Card `index`'s frame in the feed's content coordinates: card `i` is centred in
    /// the window at content offset `i × pitch`.
    func cardFrame(at index: Int) -> Rect {
        Rect(x: (size.width - cardSize.width) / 2 + Double(index) * pitch,
             y: ((size.height - cardSize.height) / 2).rounded(),
             width: cardSize.width, height: cardSize.height)
    }

    /// The content offset that centres card `index`.
    func offset(forCard index: Int) -> Double { Double(index) * pitch }

    /// The card nearest the middle at content offset `offset`.
    func card(nearestOffset offset: Double, count: Int) -> Int {
        min(max(Int((offset / pitch).rounded()), 0), max(count - 1, 0))
    }

    /// How far a vertical drag goes to expand a card completely (the CityGuide tutorial).
    var popupOffset: Double { (size.height - cardSize.height) / 2 }

    /// The header's box: the space above the cards.
    var headerFrame: Rect {
        let top = cardFrame(at: 0).minY
        return Rect(x: 0, y: 0, width: size.width, height: top)
    }

    /// The page dots' row below the cards.
    var pageControlFrame: Rect {
        let bottom = cardFrame(at: 0).maxY
        return Rect(x: 0, y: bottom, width: size.width, height: size.height - bottom)
    }
}
