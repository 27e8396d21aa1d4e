import Layers

/// The card shadow (``CardShadowLayer``) baked for the last card size and scale, shared
/// by the cards of one feed: every card has the same size, so one bake serves them all
/// until the window changes.
final class CardShadowBakes {
    private var last: (size: Size, scale: Double, image: Image?)?

    init() {}

    /// The card's shape with its shadow, rendered offscreen; nil (no shadow) if the
    /// image cannot be made, which only costs looks.
    func image(for size: Size, scale: Double) -> Image? {
        if let last, last.size == size, last.scale == scale { return last.image }
        typealias Shadow = CardShadowLayer
        let m = Shadow.margin
        let root = Layer(frame: Rect(x: 0, y: 0, width: size.width + 2 * m, height: size.height + 2 * m))
        let body = Layer(frame: Rect(x: m, y: m, width: size.width, height: size.height))
        // Only the shadow is wanted (the card covers its body), but a layer casts one only
        // when it shows something: a body at 1/255 white is invisible in 8-bit pixels.
        body.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1.0 / 255)
        body.cornerRadius = CityCardCell.cornerRadius
        body.shadowColor = Shadow.color
        body.shadowOpacity = Shadow.opacity
        body.shadowRadius = Shadow.radius
        body.shadowOffset = Shadow.offset
        root.addSublayer(body)
        let image = try? Image(width: Int((root.bounds.width * scale).rounded(.up)),
                               height: Int((root.bounds.height * scale).rounded(.up)))
        if let image { _ = try? Renderer(threads: 1).render(root, at: 0, into: image, scale: scale) }
        last = (size, scale, image)
        return image
    }
}
