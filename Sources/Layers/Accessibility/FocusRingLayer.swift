/// The visible keyboard focus: a ring drawn inside the focused layer's bounds, as a
/// sublayer of it, so it moves, scales and clips with that layer and the renderer
/// damages only where it appears and goes. Nothing animates: a still ring costs no
/// frame.
@MainActor
public final class FocusRingLayer: Layer {
    /// The ring's width, in points.
    public static let width = 3.0

    /// A ring in the desktop's usual accent blue.
    override public init() {
        super.init()
        name = "focus ring"
        borderWidth = Self.width
        borderColor = Color(red: 0.21, green: 0.52, blue: 0.89)
        // Above the focused layer's own sublayers.
        zPosition = 1_000
    }

    /// Moves the ring onto `layer` (its bounds and corner radius), or takes it away for nil.
    public func show(on layer: Layer?) {
        Transaction.withoutActions {
            removeFromSuperlayer()
            guard let layer else { return }
            frame = layer.bounds
            cornerRadius = layer.cornerRadius
            layer.addSublayer(self)
        }
    }
}
