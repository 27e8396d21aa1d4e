import Layers

/// A row of dots under the feed with the current card's dot highlighted, as
/// `UIPageControl`.
///
/// A feed of thousands of cards cannot show a dot for each. As iOS does, the row then
/// shows a window of ``maximumDots`` dots that slides along with the current card; the
/// dots at an end with more pages beyond it shrink, saying "there is more this way".
final class PageControlLayer: Layer {
    static let dotSize = 8.0
    static let gap = 10.0
    /// The most dots shown at once.
    static let maximumDots = 11

    private var dots: [Layer] = []
    private var pageColor = Color(hex: 0x3A3550, alpha: 0.22)
    private var currentColor = Color(hex: 0x3A3550, alpha: 0.85)

    /// The dots' colours for `palette`: the feed's ink, or white on dark.
    func apply(_ palette: Palette) {
        let ink = palette.isDark ? Color.white : Color(hex: 0x3A3550)
        pageColor = ink.withAlpha(palette.isHighContrast ? 0.45 : (palette.isDark ? 0.25 : 0.22))
        currentColor = ink.withAlpha(palette.isHighContrast ? 1 : 0.85)
        updateDots()
    }

    var numberOfPages = 0 {
        didSet { rebuild() }
    }

    /// The highlighted dot; changing it fades the dots over.
    var currentPage = 0 {
        didSet {
            guard currentPage != oldValue else { return }
            updateDots()
        }
    }

    /// The page the first dot stands for: the window is centred on the current page,
    /// as far as the ends allow.
    var firstShownPage: Int {
        guard numberOfPages > Self.maximumDots else { return 0 }
        return min(max(currentPage - Self.maximumDots / 2, 0), numberOfPages - Self.maximumDots)
    }

    /// Centres the row of dots in `frame`.
    func layout(in frame: Rect) {
        self.frame = frame
        let width = Double(dots.count) * Self.dotSize + Double(max(dots.count - 1, 0)) * Self.gap
        var x = (frame.width - width) / 2
        for dot in dots {
            dot.bounds = Rect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize)
            dot.position = Point(x: x + Self.dotSize / 2, y: frame.height / 2)
            x += Self.dotSize + Self.gap
        }
    }

    /// Dot `slot`'s scale: larger for the current page, smaller at an end with more pages beyond.
    func scale(ofSlot slot: Int) -> Double {
        let first = firstShownPage
        if first + slot == currentPage { return 1.25 }
        let moreBefore = first > 0, moreAfter = first + dots.count < numberOfPages
        let fromStart = slot, fromEnd = dots.count - 1 - slot
        if (moreBefore && fromStart == 0) || (moreAfter && fromEnd == 0) { return 0.5 }
        if (moreBefore && fromStart == 1) || (moreAfter && fromEnd == 1) { return 0.75 }
        return 1
    }

    private func updateDots() {
        let first = firstShownPage
        for (slot, dot) in dots.enumerated() {
            dot.backgroundColor = first + slot == currentPage ? currentColor : pageColor
            let scale = scale(ofSlot: slot)
            dot.transform = scale == 1 ? .identity : AffineTransform(scaleX: scale, y: scale)
        }
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperlayer() }
        dots = (0..<min(numberOfPages, Self.maximumDots)).map { _ in
            let dot = Layer()
            dot.cornerRadius = Self.dotSize / 2
            addSublayer(dot)
            return dot
        }
        updateDots()
        layout(in: frame)
    }
}
