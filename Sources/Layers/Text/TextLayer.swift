import FoundationEssentials

/// A layer that draws a string in its bounds, like Core Animation's `CATextLayer`.
///
/// Text is shaped with HarfBuzz, rasterized with FreeType and found with fontconfig
/// (see ``TextLayout``). The renderer asks for the glyph coverage
/// (``coverageMask(scale:size:)``) at the device scale it draws at and fills the presentation
/// ``foregroundColor`` through it: the colour animates every frame while the glyphs,
/// which only change with the string, font, size or layout options, are drawn once
/// and cached.
///
/// Glyphs are rasterized at the scale the renderer draws at, so text stays sharp on
/// a 2× or 1.5× output and under a zoom; ``Layer/contentsScale`` is the scale used
/// where no device scale is known (``coverageMask()``, ``layout(in:scale:)``) and the
/// pixel grid ``preferredFrameSize()`` rounds to.
open class TextLayer: Layer {
    /// The text; newlines start new paragraphs.
    public var string = "" { didSet { if string != oldValue { contentsDidChange() } } }
    /// Family, size (points) and weight.
    public var font = Font.system(size: 17) { didSet { if font != oldValue { contentsDidChange() } } }
    /// Horizontal placement of the lines. Default `.left`.
    public var alignmentMode = TextAlignment.left { didSet { if alignmentMode != oldValue { contentsDidChange() } } }
    /// Whether lines wrap at the bounds width (at spaces, or inside words too long for a line).
    /// Default false, as in Core Animation: each paragraph is one line.
    public var isWrapped = false { didSet { if isWrapped != oldValue { contentsDidChange() } } }
    /// What happens to text that does not fit the bounds. Default `.none`: it is clipped.
    public var truncationMode = TextTruncation.none { didSet { if truncationMode != oldValue { contentsDidChange() } } }
    /// The BCP 47 language of the text ("zh-TW", "zh-CN", "ja", "ar"…), which picks Han
    /// glyph variants and fallback fonts; nil uses the locale's, as desktop apps do.
    public var language: String? { didSet { if language != oldValue { contentsDidChange() } } }
    /// Where fonts are looked up (the system fonts by default).
    public var fontDatabase = FontDatabase.shared { didSet { if fontDatabase !== oldValue { contentsDidChange() } } }

    /// Why the last draw showed no text (a ``FontError`` such as no fonts installed, or
    /// an ``ImageError`` for a mask too big to allocate); nil after a successful draw.
    /// Drawing never throws or traps: the layer just shows no text.
    public private(set) var drawingError: (any Error)?

    /// The text's size, in points; a shorthand for `font.size`.
    public var fontSize: Double {
        get { font.size }
        set { font.size = newValue }
    }
    /// The text's weight; a shorthand for `font.weight`.
    public var fontWeight: FontWeight {
        get { font.weight }
        set { font.weight = newValue }
    }
    /// The font family; a shorthand for `font.family`.
    public var fontFamily: String {
        get { font.family }
        set { font.family = newValue }
    }

    /// The colour of the glyphs; animatable (`"foregroundColor"`). Default white.
    public var foregroundColor: Color {
        get { model.foregroundColor }
        set { change("foregroundColor", to: newValue.animatableValue) { $0.foregroundColor = newValue } }
    }

    /// A layer with no text: set ``string``.
    public override init() { super.init() }

    /// A text layer showing `string` in `font`.
    public convenience init(string: String, font: Font = .system(size: 17)) {
        self.init()
        self.string = string
        self.font = font
    }

    // MARK: Layout

    /// The layout of the string in a box of `size` points (the bounds by default) at
    /// `scale` device pixels per point (``Layer/contentsScale`` by default).
    public func layout(in size: Size? = nil, scale: Double? = nil) throws -> TextLayout {
        try TextLayout(string: string, font: font, size: size ?? bounds.size, alignment: alignmentMode,
                       isWrapped: isWrapped, truncation: truncationMode, scale: scale ?? contentsScale,
                       language: language, database: fontDatabase)
    }

    /// The size the text needs, rounded up to whole device pixels at ``Layer/contentsScale``:
    /// wrapped text at the current bounds width, unwrapped text on one line per paragraph.
    /// Zero when the string is empty or no font can be loaded.
    public func preferredFrameSize() -> Size {
        let width = isWrapped && bounds.width > 0 ? bounds.width : Double.infinity
        guard let measured = try? TextLayout.boundingSize(of: string, font: font, maxWidth: width, scale: contentsScale,
                                                          language: language, database: fontDatabase) else { return .zero }
        let s = contentsScale
        return Size(width: (measured.width * s - 0.001).rounded(.up) / s,
                    height: (measured.height * s - 0.001).rounded(.up) / s)
    }

    // MARK: Drawing

    /// What the glyphs depend on besides the box and the scale.
    private struct ContentKey: Equatable {
        let string: String
        let font: Font
        let alignment: TextAlignment
        let isWrapped: Bool
        let truncation: TextTruncation
        let language: String?
        let database: ObjectIdentifier
    }

    private var contentKey: ContentKey?
    private var coverageCache = TextCoverageCache()
    /// Layouts made for drawing (cache misses): what tests watch to see that moving text
    /// is not laid out, nor its faces looked up, every frame.
    private(set) var layoutsDrawn = 0

    /// The glyph coverage of the text in the current bounds at `scale` device pixels
    /// per point, or nil when there is nothing to draw (empty or blank string, empty
    /// bounds, or an error, see ``drawingError``).
    ///
    /// The mask is cropped to the ink and clipped to the bounds; `origin` is where its
    /// top-left pixel sits, in points relative to `bounds.origin`. Results are cached
    /// (`TextCoverageCache`): asking again with nothing changed, or for a bigger box
    /// that changes nothing, returns the same mask object and allocates nothing.
    public func coverageMask(scale: Double) -> (mask: AlphaMask, origin: Point)? {
        coverageMask(scale: scale, size: bounds.size)
    }

    /// ``coverageMask(scale:)`` for a box of another size (an animated bounds' presentation size).
    public func coverageMask(scale: Double, size: Size) -> (mask: AlphaMask, origin: Point)? {
        drawing(scale: scale, size: size).map { ($0.mask, $0.origin) }
    }

    /// The colour glyphs (emoji) for ``coverageMask(scale:size:)``'s box, nil when there are none.
    public func colorImage(scale: Double, size: Size) -> (image: Image, origin: Point)? {
        drawing(scale: scale, size: size).flatMap { d in d.color.map { ($0, d.origin) } }
    }

    /// The glyphs' coverage filled with the presentation foreground colour, then the
    /// colour glyphs over it, both for the presentation bounds at `scale`.
    open override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
        let b = state.bounds
        guard let drawn = drawing(scale: scale, size: b.size) else { return }
        let o = b.origin + drawn.origin
        if state.foregroundColor.alpha > 0 {
            draw(.coverage(drawn.mask, origin: o, scale: scale, color: state.foregroundColor))
        }
        if let image = drawn.color {
            draw(.image(image, in: Rect(x: o.x, y: o.y, width: Double(image.width) / scale,
                                        height: Double(image.height) / scale)))
        }
    }

    /// Glyphs are rasterized at the scale they show at.
    open override var rasterizesContent: Bool { true }

    /// The cached drawing for a box and scale, laid out and rasterized when not cached.
    private func drawing(scale: Double, size: Size) -> TextCoverageCache.Coverage? {
        let key = ContentKey(string: string, font: font, alignment: alignmentMode, isWrapped: isWrapped,
                             truncation: truncationMode, language: language, database: ObjectIdentifier(fontDatabase))
        if key != contentKey {
            contentKey = key
            coverageCache.removeAll()
        }
        if let cached = coverageCache.coverage(scale: scale, size: size) { return cached }
        var coverage: TextCoverageCache.Coverage?
        var fitsFrom: Size?
        if !string.isEmpty, !size.isEmpty, size.isFinite, scale.isFinite, scale > 0 {
            do {
                layoutsDrawn += 1
                let layout = try layout(in: size, scale: scale)
                let drawn = try layout.ink(database: fontDatabase)
                coverage = drawn.map { ($0.mask, $0.origin, $0.color) }
                // A mask is made to be drawn: its pixman views come with it, or the frame
                // that first draws its glyphs makes them, which can come after the one
                // that showed the layer (a row peeking in shows its label's empty top).
                drawn?.mask.views.makeAhead(workers: PixmanViews.defaultWorkers)
                fitsFrom = Self.smallestEquivalentBox(of: layout, ink: drawn)
                drawingError = nil
            } catch {
                report(error)
            }
        }
        coverageCache.insert(coverage, scale: scale, size: size, fitsFrom: fitsFrom)
        return coverage
    }

    /// The smallest box in which `layout` comes out the same, when every bigger one does
    /// too: lines starting at the left edge (left, or justified or natural with nothing
    /// right to left), none wrapped, cut or clipped. Nil otherwise.
    private static func smallestEquivalentBox(of layout: TextLayout,
                                              ink: TextLayout.Ink?) -> Size? {
        let leftAligned = layout.alignment == .left
            || (layout.alignment != .center && layout.alignment != .right && !layout.lines.contains(where: \.isRightToLeft))
        guard leftAligned, !layout.isTruncated else { return nil }
        let paragraphs = layout.string.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        guard layout.lines.count == paragraphs else { return nil }
        var needed = layout.size
        if let ink {
            guard !ink.isClipped else { return nil }
            needed.width = max(needed.width, ink.origin.x + Double(ink.mask.width) / layout.scale)
            needed.height = max(needed.height, ink.origin.y + Double(ink.mask.height) / layout.scale)
        }
        return needed
    }

    /// ``coverageMask(scale:)`` at ``Layer/contentsScale``, for drawing without a device scale.
    public func coverageMask() -> (mask: AlphaMask, origin: Point)? { coverageMask(scale: contentsScale) }

    private func report(_ error: any Error) {
        if drawingError.map({ "\($0)" }) != "\(error)" {
            StandardError.write("Layers: text layer \(name ?? "(unnamed)") shows no text: \(error)\n")
        }
        drawingError = error
    }
}
