/// A number that changes every few frames, drawn from pictures of its characters made
/// once: laying the text out anew each time would allocate (Pango) several dozen times
/// per change. Tabular: every digit takes the same width, so the figure does not jitter;
/// the point takes its own, narrower one.
@MainActor
public final class FigureLayer: Layer {
    /// The characters it can show.
    static let characters: [Character] = Array("0123456789.–")
    private let font: Font
    private let color: Color
    private var glyphs: [Image] = []
    private var glyphScale = 0.0
    private var cells: [Layer] = []
    /// The width of a digit's cell, in points.
    public let cellWidth: Double
    private let pointWidth: Double
    private let cellHeight: Double
    private var digits: [Int] = []

    /// A figure of up to `length` characters (digits, a point, a dash), right-aligned.
    public init(length: Int, font: Font, color: Color) throws {
        self.font = font
        self.color = color
        let sizes = try Self.characters.map { try TextLayout.boundingSize(of: String($0), font: font) }
        cellWidth = (sizes.prefix(10).map(\.width).max() ?? font.size).rounded(.up)
        pointWidth = sizes[10].width.rounded(.up)
        cellHeight = (sizes.map(\.height).max() ?? font.size).rounded(.up)
        super.init()
        digits.reserveCapacity(max(1, length))
        Transaction.withoutActions {
            cells = (0..<max(1, length)).map { i in
                let cell = Layer(frame: Rect(x: Double(i) * cellWidth, y: 0, width: cellWidth, height: cellHeight))
                cell.contentsGravity = .center
                addSublayer(cell)
                return cell
            }
            bounds = Rect(x: 0, y: 0, width: Double(cells.count) * cellWidth, height: cellHeight)
        }
    }

    /// Shows `value` with `decimals` digits after the point (a dash for nil); a value too
    /// long for the cells shows its largest that fits, as a gauge pinned at its end.
    public func show(_ value: Double?, decimals: Int, scale: Double) throws {
        if glyphScale != scale { try makeGlyphs(scale: scale) }
        digits.removeAll(keepingCapacity: true)
        if let value, value.isFinite, value >= 0 {
            // Least significant first: the cells are filled from the right.
            let whole = max(cells.count - (decimals > 0 ? decimals + 1 : 0), 1)
            let largest = Double(pow10(whole) * pow10(decimals) - 1)
            var scaled = Int(min((value * Double(pow10(decimals))).rounded(), largest))
            for _ in 0..<decimals { digits.append(scaled % 10); scaled /= 10 }
            if decimals > 0 { digits.append(10) }
            repeat { digits.append(scaled % 10); scaled /= 10 } while scaled > 0
        } else {
            digits.append(11)
        }
        Transaction.withoutActions {
            var right = bounds.width
            for (i, cell) in cells.reversed().enumerated() {
                let glyph = i < digits.count ? digits[i] : nil
                let width = glyph == 10 ? pointWidth : cellWidth
                right -= width
                let picture = glyph.map { glyphs[$0] }
                if cell.contents !== picture { cell.contents = picture }
                if cell.frame.minX != right || cell.frame.width != width {
                    cell.frame = Rect(x: right, y: 0, width: width, height: cellHeight)
                }
            }
        }
    }

    private func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 10 } }

    /// Draws each character once, at `scale`, with the renderer.
    private func makeGlyphs(scale: Double) throws {
        let renderer = Renderer(threads: 1)
        glyphs = try Self.characters.map { character in
            let width = character == "." ? pointWidth : cellWidth
            let text = TextLayer(string: String(character), font: font)
            Transaction.withoutActions {
                text.frame = Rect(x: 0, y: 0, width: width, height: cellHeight)
                text.alignmentMode = .center
                text.foregroundColor = color
            }
            let image = try Image(width: Int((width * scale).rounded(.up)), height: Int((cellHeight * scale).rounded(.up)))
            _ = try renderer.render(text, at: 0, into: image, scale: scale)
            return image
        }
        glyphScale = scale
        Transaction.withoutActions { for cell in cells { cell.contentsScale = scale } }
    }
}
