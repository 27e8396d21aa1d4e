import Layers

/// The frame as a layer tree, drawn by the same renderer as the content: a rounded
/// window shape with its outline (the shadow goes under it: ``FrameShadow``), the bar, the centred title and the round
/// buttons with their symbols. ``update(_:)`` changes only what the style changed, so
/// hovering a button redraws a button.
@MainActor
final class FrameScene {
    let root = Layer()
    private let window = Layer()
    private let outline = Layer()
    private let shade = Layer()
    private let title = TextLayer()
    private var buttons: [FrameButton: (circle: Layer, symbol: ShapeLayer)] = [:]

    /// `titleFonts`: where the title's font is found (``WindowOptions/titleFonts``).
    init(titleFonts: FontDatabase = .shared) {
        title.fontDatabase = titleFonts
        outline.borderWidth = 1
        title.font = FrameStyle.titleFont
        title.alignmentMode = .center
        title.truncationMode = .end
        for layer in [window, outline, shade, title] { root.addSublayer(layer) }
        for button in FrameButton.allCases {
            let circle = Layer(), symbol = ShapeLayer()
            symbol.lineWidth = 1.5
            symbol.lineCap = .round
            symbol.fillColor = Color(white: 0, alpha: 0)
            circle.addSublayer(symbol)
            root.addSublayer(circle)
            buttons[button] = (circle, symbol)
        }
    }

    /// Makes the tree show `style`; every change is immediate (no animation).
    func update(_ style: FrameStyle) {
        Transaction.withoutActions { apply(style) }
    }

    private func apply(_ style: FrameStyle) {
        let layout = style.layout
        let size = layout.surfaceSize
        root.frame = Rect(0, 0, Double(size.width), Double(size.height))
        window.frame = layout.geometry
        window.cornerRadius = layout.cornerRadius
        window.backgroundColor = style.barColor
        outline.isHidden = !layout.isFloating
        outline.borderColor = style.outlineColor
        outline.frame = layout.geometry.insetBy(dx: -1, dy: -1)
        outline.cornerRadius = layout.cornerRadius + 1
        let bar = layout.bar
        shade.frame = Rect(bar.minX, bar.maxY - 1, bar.width, 1)
        shade.backgroundColor = style.shadeColor
        title.string = style.title
        title.foregroundColor = style.foreground
        let lineHeight = title.preferredFrameSize().height
        let area = layout.titleArea
        title.frame = Rect(area.minX, area.midY - lineHeight / 2, area.width, lineHeight)
        for (button, parts) in buttons {
            guard let frame = layout.frame(of: button) else { parts.circle.isHidden = true; continue }
            parts.circle.isHidden = false
            parts.circle.frame = frame
            parts.circle.cornerRadius = frame.width / 2
            parts.circle.backgroundColor = style.buttonFill(button)
            parts.symbol.frame = Rect(0, 0, frame.width, frame.height)
            parts.symbol.strokeColor = style.foreground
            parts.symbol.path = Self.symbol(button, isMaximized: style.isMaximized, in: frame.width)
        }
    }

    /// The button's symbolic icon, centred in a `diameter` circle (8 points across).
    private static func symbol(_ button: FrameButton, isMaximized: Bool, in diameter: Double) -> Path {
        let c = diameter / 2, r = 4.0
        return Path { path in
            switch button {
            case .close:
                path.move(to: Point(c - r, c - r)); path.addLine(to: Point(c + r, c + r))
                path.move(to: Point(c + r, c - r)); path.addLine(to: Point(c - r, c + r))
            case .maximize where isMaximized:
                // Restore: two overlapping squares.
                path.addRoundedRect(Rect(c - r, c - r + 2, 2 * r - 2, 2 * r - 2), cornerRadius: 1)
                path.move(to: Point(c - r + 2, c - r)); path.addLine(to: Point(c + r, c - r))
                path.addLine(to: Point(c + r, c + r - 2))
            case .maximize:
                path.addRoundedRect(Rect(c - r, c - r, 2 * r, 2 * r), cornerRadius: 1.5)
            case .minimize:
                path.move(to: Point(c - r, c + r - 0.5)); path.addLine(to: Point(c + r, c + r - 0.5))
            }
        }
    }
}
