/// A line of text after HarfBuzz: glyphs in visual order with their advances and
/// offsets, in device pixels of the face it was shaped with.
///
/// This is the low-level shaper: one face, no fallback, no line breaking, direction
/// and script guessed from the text. ``TextLayout`` lays out text in any script (it
/// goes through Pango, which itemizes, falls back and reorders first); use this to
/// measure what one font does with a string.
///
/// Kerning shows up as smaller (or larger) advances, ligatures as one glyph covering
/// several characters: `clusters` maps each glyph back to the UTF-8 offset of the first
/// character it draws, which is how callers find characters after shaping.
public struct ShapedText: Sendable {
    /// The text that was shaped.
    public let text: Substring
    /// Device pixels per point of the face used (the layout scale).
    public internal(set) var scale: Double = 1
    /// Glyph ids in the font, in visual order.
    public private(set) var glyphs: [UInt32] = []
    /// For each glyph, the UTF-8 offset in `text` of the cluster it belongs to.
    public private(set) var clusters: [Int] = []
    /// How far each glyph moves the pen, in device pixels (kerning included).
    public private(set) var advances: [Double] = []
    /// Where each glyph is drawn relative to its pen position, in device pixels (y down).
    public private(set) var offsets: [Point] = []

    init(text: Substring) { self.text = text }

    /// Shapes one line of `string` with `font` at `scale` device pixels per point.
    public init(_ string: String, font: Font, scale: Double = 1, database: FontDatabase = .shared) throws {
        self = try TextEngine.shared.withFace(font, scale: scale, database: database) { face, _ in
            face.shape(Substring(string))
        }
        self.scale = scale
    }

    /// The total advance in device pixels.
    public var pixelWidth: Double { advances.reduce(0, +) }
    /// The total advance in points.
    public var width: Double { pixelWidth / scale }
    /// The number of glyphs.
    public var count: Int { glyphs.count }

    mutating func reserveCapacity(_ n: Int) {
        glyphs.reserveCapacity(n); clusters.reserveCapacity(n)
        advances.reserveCapacity(n); offsets.reserveCapacity(n)
    }

    mutating func append(glyph: UInt32, cluster: Int, advance: Double, offset: Point) {
        glyphs.append(glyph); clusters.append(cluster)
        advances.append(advance); offsets.append(offset)
    }
}
