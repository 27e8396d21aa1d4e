import Layers

/// A row of dots under the feed with the current card's dot highlighted, as
/// `UIPageControl`.
final class PageControlLayer: Layer {
    static let dotSize = 8.0
    static let gap = 10.0

    private var dots: [Layer] = []
    private let pageColor = Color(hex: 0x3A3550, alpha: 0.22)
    private let currentColor = Color(hex: 0x3A3550, alpha: 0.85)

    var numberOfPages = 0 {
        didSet { rebuild() }
    }

    /// The highlighted dot; changing it fades the dots over.
    var currentPage = 0 {
        didSet {
            guard currentPage != oldValue else { return }
            for (index, dot) in dots.enumerated() {
                dot.backgroundColor = index == currentPage ? currentColor : pageColor
                dot.transform = index == currentPage ? AffineTransform(scaleX: 1.25, y: 1.25) : .identity
            }
        }
    }

    /// Centres the row of dots in `frame`.
    func layout(in frame: Rect) {
        self.frame = frame
        let width = Double(dots.count) * Self.dotSize + Double(max(dots.count - 1, 0)) * Self.gap
        var x = (frame.width - width) / 2
        for dot in dots {
            dot.frame = Rect(x: x, y: (frame.height - Self.dotSize) / 2, width: Self.dotSize, height: Self.dotSize)
            x += Self.dotSize + Self.gap
        }
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperlayer() }
        dots = (0..<numberOfPages).map { index in
            let dot = Layer()
            dot.cornerRadius = Self.dotSize / 2
            dot.backgroundColor = index == currentPage ? currentColor : pageColor
            dot.transform = index == currentPage ? AffineTransform(scaleX: 1.25, y: 1.25) : .identity
            addSublayer(dot)
            return dot
        }
        layout(in: frame)
    }
}
