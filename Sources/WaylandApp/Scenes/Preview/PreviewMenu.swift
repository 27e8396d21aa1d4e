import FoundationEssentials
import Glibc
import Layers

/// The Kodeco chapter's `previewEffectView`: a frosted platter behind the preview that grows with
/// it while pressed and, held to the end, springs out into a small menu; its rows (the
/// effect view's `contentView`) fade in as it does.
final class PreviewMenu {
    static let width = 236.0
    static let rowHeight = 44.0

    /// A row of the menu.
    struct Action {
        let title: String
        let isDestructive: Bool
    }

    static let actions = [
        Action(title: "Open", isDestructive: false),
        Action(title: "Share…", isDestructive: false),
        Action(title: "Add to Favourites", isDestructive: false),
        Action(title: "Remove App", isDestructive: true),
    ]

    /// The platter. Its frame is the icon's while pressed, the menu's once open.
    let layer = Layer()
    /// The rows; opacity 0 until the menu opens.
    let content = Layer()

    static var size: Size { Size(width: width, height: rowHeight * Double(actions.count)) }

    /// Called with the row a screen reader or the keyboard chose (or escaped from).
    var onChoose: ((Int) -> Void)?

    /// The menu's colours for `palette`: a light or dark (#383838) card, its rows' text
    /// and symbols (the destructive row red, lighter on dark), its separators.
    func apply(_ palette: Palette) {
        layer.backgroundColor = palette.isDark ? Color(hex: 0x383838, alpha: 0.96)
                                               : Color(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.94)
        layer.borderWidth = palette.border.width
        layer.borderColor = palette.border.color
        let destructive = palette.isDark ? Color(hex: 0xFF7B63) : Color(hex: 0xFF3B30)
        var row = 0
        for part in content.sublayers {
            let color = Self.actions[min(row, Self.actions.count - 1)].isDestructive
                ? destructive : palette.primaryText(light: Color(white: 0.08))
            switch part {
            case let title as TextLayer: title.foregroundColor = color
            case let glyph as ShapeLayer: glyph.strokeColor = color; row += 1  // each row's last part
            default: part.backgroundColor = palette.line(alpha: 0.09)
            }
        }
    }

    /// `fonts`: where the rows' fonts are found (``PreviewScene/init(strings:events:waitsForBlur:fonts:)``).
    init(strings: StringCatalog = .english, fonts: FontDatabase = .shared) {
        layer.name = "menu"
        layer.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.94)
        layer.masksToBounds = true
        content.name = "menu rows"
        content.frame = Rect(origin: .zero, size: Self.size)
        content.opacity = 0
        layer.addSublayer(content)
        for (i, action) in Self.actions.enumerated() {
            let y = Double(i) * Self.rowHeight
            let color = action.isDestructive ? Color(hex: 0xFF3B30) : Color(white: 0.08)
            let title = TextLayer(string: strings.translate(action.title), font: Font(family: "Inter", size: 16, weight: .regular))
            title.language = strings.language.textLanguage
            title.fontDatabase = fonts
            title.foregroundColor = color
            let size = title.preferredFrameSize()
            title.frame = Rect(16, y + (Self.rowHeight - size.height) / 2, size.width, size.height)
            content.addSublayer(title)
            // A button for screen readers and the keyboard (shown only while the menu is).
            title.isAccessibilityElement = true
            title.accessibilityTraits = .button
            title.accessibilityLabel = title.string
            // Escape closes the menu as choosing a row does.
            title.accessibilityActions = [.activate, .escape]
            title.accessibilityActionHandler = { [weak self] _ in
                guard let onChoose = self?.onChoose else { return false }
                onChoose(i)
                return true
            }
            let glyph = ShapeLayer()
            glyph.frame = Rect(Self.width - 38, y + (Self.rowHeight - 22) / 2, 22, 22)
            glyph.path = Self.glyph(i)
            glyph.fillColor = .clear
            glyph.strokeColor = color
            glyph.lineWidth = 1.6
            glyph.lineCap = .round
            glyph.lineJoin = .round
            content.addSublayer(glyph)
            if i > 0 {
                let separator = Layer(frame: Rect(0, y, Self.width, 1))
                separator.backgroundColor = Color(white: 0, alpha: 0.09)
                content.addSublayer(separator)
            }
        }
    }

    /// The row under `point` (in the platter's coordinates), if any.
    func row(at point: Point) -> Int? {
        guard Rect(origin: .zero, size: Self.size).contains(point) else { return nil }
        return min(Int(point.y / Self.rowHeight), Self.actions.count - 1)
    }

    /// Small line glyphs on a 22-point square: open, share, favourite, remove.
    private static func glyph(_ index: Int) -> Path {
        Path { p in
            switch index {
            case 0:
                p.addRoundedRect(Rect(3, 5, 14, 14), cornerRadius: 3)
                p.move(to: Point(11, 11)); p.addLine(to: Point(19, 3))
                p.move(to: Point(13, 3)); p.addLine(to: Point(19, 3)); p.addLine(to: Point(19, 9))
            case 1:
                p.move(to: Point(7, 9)); p.addLine(to: Point(4, 9)); p.addLine(to: Point(4, 20))
                p.addLine(to: Point(18, 20)); p.addLine(to: Point(18, 9)); p.addLine(to: Point(15, 9))
                p.move(to: Point(11, 14)); p.addLine(to: Point(11, 2))
                p.move(to: Point(7, 6)); p.addLine(to: Point(11, 2)); p.addLine(to: Point(15, 6))
            case 2:
                for k in 0..<10 {
                    let a = -Double.pi / 2 + Double(k) * .pi / 5
                    let r = k % 2 == 0 ? 9.5 : 4.2
                    let q = Point(11 + r * cos(a), 11.5 + r * sin(a))
                    if k == 0 { p.move(to: q) } else { p.addLine(to: q) }
                }
                p.closeSubpath()
            default:
                p.addEllipse(in: Rect(2, 2, 18, 18))
                p.move(to: Point(7, 11)); p.addLine(to: Point(15, 11))
            }
        }
    }
}
