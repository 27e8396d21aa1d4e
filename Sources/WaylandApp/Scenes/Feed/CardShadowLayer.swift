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

    /// The shadow is baked at this share of the screen's resolution: a blur of 18 points
    /// has no detail a finer picture would keep, and a quarter of the pixels bakes four
    /// times faster (the bake happens while the splash shows, within a frame's time).
    static let resolution = 0.5

    /// Puts the shadow under a card at `cardFrame` drawn at `scale`.
    func place(under cardFrame: Rect, scale: Double) {
        contents = Self.image(for: cardFrame.size, scale: scale * Self.resolution)
        contentsScale = scale * Self.resolution
        frame = cardFrame.insetBy(dx: -Self.margin, dy: -Self.margin)
    }

    /// The card's shape with its shadow, rendered offscreen; nil (no shadow) if the
    /// image cannot be made, which only costs looks.
    private static func image(for size: Size, scale: Double) -> Image? {
        if let cache, cache.size == size, cache.scale == scale { return cache.image }
        let m = margin
        let root = Layer(frame: Rect(x: 0, y: 0, width: size.width + 2 * m, height: size.height + 2 * m))
        let body = Layer(frame: Rect(x: m, y: m, width: size.width, height: size.height))
        // Only the shadow is wanted (the card covers its body), but a layer casts one only
        // when it shows something: a body at 1/255 white is invisible in 8-bit pixels.
        body.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1.0 / 255)
        body.cornerRadius = CityCardCell.cornerRadius
        body.shadowColor = color
        body.shadowOpacity = opacity
        body.shadowRadius = radius
        body.shadowOffset = offset
        root.addSublayer(body)
        let image = try? Image(width: Int((root.bounds.width * scale).rounded(.up)),
                               height: Int((root.bounds.height * scale).rounded(.up)))
        if let image { _ = try? Renderer(threads: 1).render(root, at: 0, into: image, scale: scale) }
        cache = (size, scale, image)
        return image
    }
}
