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

    override init() {
        super.init()
        name = "card shadow"
        contentsGravity = .resize
    }

    /// The shadow is baked at this share of the screen's resolution: a blur of 18 points
    /// has no detail a finer picture would keep, and a quarter of the pixels bakes four
    /// times faster (the bake happens while the splash shows, within a frame's time).
    static let resolution = 0.5

    /// Puts the shadow under a card at `cardFrame` drawn at `scale`, its image from
    /// `bakes` (shared by the cards of one feed).
    func place(under cardFrame: Rect, scale: Double, bakes: CardShadowBakes) {
        contents = bakes.image(for: cardFrame.size, scale: scale * Self.resolution)
        contentsScale = scale * Self.resolution
        frame = cardFrame.insetBy(dx: -Self.margin, dy: -Self.margin)
    }
}
