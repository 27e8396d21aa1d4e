import Layers
import Logging

/// The blurred, darkening copy of the screen behind a preview: seed 004's `blurView`,
/// whose effect goes from nothing to `UIBlurEffect(style: .dark)`.
///
/// The screen is rendered into an image once per press (``capture(_:size:scale:at:)``;
/// ``prepare(_:size:scale:at:)`` warms that up at layout).
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
    /// Blurs work on a screen at least 4× smaller: the first step (2 points) costs a
    /// few milliseconds instead of a full-size convolution, and looks the same.
    static let minimumReduction = 4

    /// Holds the blur and the dim layer; full-window, above the home screen.
    let layer = Layer()
    /// Black; its opacity is the animated amount of the effect.
    let dim = Layer()
    private let lower = Layer()
    private let upper = Layer()
    /// The screen buffer, kept from press to press.
    private var screen: Image?
    /// The picture of this press (the screen buffer), nil between presses.
    private var copy: Image?
    private var blurWaits = false
    private var cache: [Int: (image: Image, reduction: Int)] = [:]
    /// The press's picture reduced by ``minimumReduction``, which every step's blur starts from.
    private var reducedCopy: Image?
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

    /// Draws `content` once into the screen buffer for a window of `size` points, so the
    /// first press finds the buffer made and the renderer's masks warm: the press frame
    /// then costs a redraw, not a cold render.
    func prepare(_ content: Layer, size: Size, scale: Double, at time: Double) throws {
        try render(content, size: size, scale: scale, at: time)
        copy = nil
    }

    /// Takes a picture of `content` (the home screen) for this press, at the window's
    /// pixel size, and forgets the blurs of the last one. The first blur waits for the
    /// next frame, so one frame never pays for both.
    func capture(_ content: Layer, size: Size, scale: Double, at time: Double) throws {
        try render(content, size: size, scale: scale, at: time)
        cache.removeAll()
        reducedCopy = nil
        shown = (-1, -1)
        blurWaits = true
        Transaction.withoutActions {
            layer.frame = Rect(0, 0, size.width, size.height)
            dim.frame = layer.bounds
            lower.contents = nil
            upper.contents = nil
        }
    }

    private func render(_ content: Layer, size: Size, scale: Double, at time: Double) throws {
        self.scale = scale
        let width = max(Int((size.width * scale).rounded()), 1), height = max(Int((size.height * scale).rounded()), 1)
        let image = try screen.flatMap { $0.width == width && $0.height == height ? $0 : nil }
            ?? Image(width: width, height: height)
        screen = image
        renderer.invalidate()
        try renderer.render(content, at: time, into: image, scale: scale)
        copy = image
    }

    /// Lets go of the picture and the blurs (the preview is gone).
    func release() {
        copy = nil
        cache.removeAll()
        reducedCopy = nil
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

    /// True while an opaque blur step covers the whole window, so what is under it
    /// (the home screen) need not be drawn.
    var coversContent: Bool { shown.lower > 0 && lower.contents != nil }

    /// Shows the blur for the darkness on screen at `time`.
    func update(at time: Double) {
        guard copy != nil else { return }
        if blurWaits {
            blurWaits = false
            return
        }
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
            let blur = try GaussianBlur(radius: Self.maximumRadius * scale * Double(step) / Double(Self.steps),
                                        minimumReduction: Self.minimumReduction)
            let reduced = try reducedCopy ?? GaussianBlur.reduce(copy, by: Self.minimumReduction)
            reducedCopy = reduced
            let blurred = (image: try blur.reducedImage(blurringReduced: reduced, by: Self.minimumReduction),
                           reduction: blur.reduction)
            cache[step] = blurred
            return blurred
        } catch {
            logger.error("backdrop blur: \(error)")
            return nil
        }
    }
}
