import Layers

/// The soft shadow under a city card, baked into an image once per card size and
/// scale.
///
/// A layer's own shadow is a blur of its shape, redone whenever the shape changes:
/// a card whose frame animates to the whole window would blur a new shadow every
/// frame. Baked, the shadow moves with the card as a plain image and fades out
/// under an expanding card for the price of a blit.
final class CardShadowLayer: Layer {
    static let color = Color(hex: 0x2A2140)
    static let opacity = 0.22
    static let radius = 18.0
    static let offset = Size(width: 0, height: 10)
    /// Room around the card for the blur and the offset.
    static let margin = 3 * radius + 10

    /// The bake shared by every card of one size and scale.
    private static var cache: (size: Size, scale: Double, image: Image?)?

    override init() {
        super.init()
        name = "card shadow"
        contentsGravity = .resize
    }

    /// Puts the shadow under a card at `cardFrame` drawn at `scale`.
    func place(under cardFrame: Rect, scale: Double) {
        contents = Self.image(for: cardFrame.size, scale: scale)
        contentsScale = scale
        frame = cardFrame.insetBy(dx: -Self.margin, dy: -Self.margin)
    }

    /// The card's shape with its shadow, rendered offscreen; nil (no shadow) if the
    /// image cannot be made, which only costs looks.
    private static func image(for size: Size, scale: Double) -> Image? {
        if let cache, cache.size == size, cache.scale == scale { return cache.image }
        let m = margin
        let root = Layer(frame: Rect(x: 0, y: 0, width: size.width + 2 * m, height: size.height + 2 * m))
        let body = Layer(frame: Rect(x: m, y: m, width: size.width, height: size.height))
        body.backgroundColor = .white
        body.cornerRadius = CityCardCell.cornerRadius
        body.shadowColor = color
        body.shadowOpacity = opacity
        body.shadowRadius = radius
        body.shadowOffset = offset
        root.addSublayer(body)
        let image = try? Image(width: Int((root.bounds.width * scale).rounded(.up)),
                               height: Int((root.bounds.height * scale).rounded(.up)))
        if let image { _ = try? Renderer().render(root, at: 0, into: image, scale: scale) }
        cache = (size, scale, image)
        return image
    }
}
