import Layers
import Logging

/// The blurred, darkening copy of the screen behind a preview: seed 004's `blurView`,
/// whose effect goes from nothing to `UIBlurEffect(style: .dark)`.
///
/// The screen is rendered into an image once per press (``capture(_:size:scale:at:)``).
/// Darkness is the ``dim`` layer's opacity, which the animators drive like any other
/// property; every frame, ``update(at:)`` turns the opacity on screen into a blur radius,
/// so blur and darkness move together through scrubbing, reversing and springs.
///
/// The radius runs through ``steps`` fixed values, each blurred once, when first needed,
/// and cached for the rest of the press; the two steps around the current radius are
/// cross-faded, so it changes smoothly while at most one blur is computed per frame.
/// Blurring once at full radius and cross-fading with the sharp screen would be cheaper
/// but looks like a fade, not a blur growing.
final class BlurredBackdrop {
    /// The full blur, in points (a standard deviation, as CSS `blur()`).
    static let maximumRadius = 16.0
    /// The dim layer's opacity at the full effect.
    static let maximumDim = 0.4
    static let steps = 8

    /// Holds the blur and the dim layer; full-window, above the home screen.
    let layer = Layer()
    /// Black; its opacity is the animated amount of the effect.
    let dim = Layer()
    private let lower = Layer()
    private let upper = Layer()
    private var copy: Image?
    private var cache: [Int: (image: Image, reduction: Int)] = [:]
    private var scale = 1.0
    private var shown: (lower: Int, upper: Int) = (-1, -1)
    private let renderer = Renderer(cacheBudget: 8 << 20)
    private let logger = Logger(label: "preview")

    init() {
        layer.name = "backdrop"
        for l in [lower, upper] {
            l.contentsGravity = .resize
            l.actions = ["opacity": .disabled, "bounds": .disabled, "position": .disabled]
            layer.addSublayer(l)
        }
        dim.name = "dim"
        dim.backgroundColor = .black
        dim.opacity = 0
        layer.addSublayer(dim)
    }

    /// Takes a picture of `content` (the home screen) for this press, at the window's
    /// pixel size, and forgets the blurs of the last one.
    func capture(_ content: Layer, size: Size, scale: Double, at time: Double) throws {
        self.scale = scale
        let image = try Image(width: max(Int((size.width * scale).rounded()), 1), height: max(Int((size.height * scale).rounded()), 1))
        renderer.invalidate()
        try renderer.render(content, at: time, into: image, scale: scale)
        copy = image
        cache.removeAll()
        shown = (-1, -1)
        Transaction.withoutActions {
            layer.frame = Rect(0, 0, size.width, size.height)
            dim.frame = layer.bounds
            lower.contents = nil
            upper.contents = nil
        }
    }

    /// Lets go of the picture and the blurs (the preview is gone).
    func release() {
        copy = nil
        cache.removeAll()
        shown = (-1, -1)
        Transaction.withoutActions {
            lower.contents = nil
            upper.contents = nil
        }
    }

    /// How much of the effect is on screen at `time`, 0…1 (a spring's overshoot clamped).
    func amount(at time: Double) -> Double {
        min(max(dim.presentationState(at: time).opacity / Self.maximumDim, 0), 1)
    }

    /// The blur radius in points that goes with the darkness on screen at `time`.
    func radius(at time: Double) -> Double { amount(at: time) * Self.maximumRadius }

    /// Shows the blur for the darkness on screen at `time`.
    func update(at time: Double) {
        guard copy != nil else { return }
        let x = amount(at: time) * Double(Self.steps)
        let i = min(Int(x), Self.steps - 1)
        let fade = x - Double(i)
        Transaction.withoutActions {
            if shown.lower != i { show(step: i, in: lower); shown.lower = i }
            if shown.upper != i + 1 { show(step: i + 1, in: upper); shown.upper = i + 1 }
            upper.opacity = fade
        }
    }

    /// Puts the blur of `step` into `target` (step 0 is no blur: nothing drawn, the
    /// screen itself shows through).
    private func show(step: Int, in target: Layer) {
        guard step > 0, let (image, reduction) = blurred(step) else {
            target.contents = nil
            return
        }
        // Each working pixel covers `reduction` screen pixels, the last row and column
        // partly off screen.
        let f = Double(reduction)
        target.contents = image
        target.frame = Rect(0, 0, Double(image.width) * f / scale, Double(image.height) * f / scale)
    }

    private func blurred(_ step: Int) -> (image: Image, reduction: Int)? {
        if let cached = cache[step] { return cached }
        guard let copy else { return nil }
        do {
            let blur = try GaussianBlur(radius: Self.maximumRadius * scale * Double(step) / Double(Self.steps))
            let blurred = (image: try blur.reducedImage(blurring: copy), reduction: blur.reduction)
            cache[step] = blurred
            return blurred
        } catch {
            logger.error("backdrop blur: \(error)")
            return nil
        }
    }
}
