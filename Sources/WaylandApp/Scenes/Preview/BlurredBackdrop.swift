import Layers
import Logging

/// The blurred, darkening copy of the screen behind a preview: the `blurView` of the
/// preview tutorial (the UIViewPropertyAnimator deep-dive), whose effect goes from
/// nothing to `UIBlurEffect(style: .dark)`.
///
/// The screen is rendered into an image at layout (``prepare(_:size:scale:at:)``) and
/// again at each press (``capture(_:size:scale:at:)``), which redraws only what changed
/// since. Darkness is the ``dim`` layer's opacity, which the
/// animators drive like any other property; the layer itself draws nothing: every
/// frame, ``update(at:)`` turns the opacity on screen into a blur radius and a darkness,
/// so blur and darkness move together through scrubbing, reversing and springs.
///
/// The radius runs through ``steps`` fixed values. Their blurs, each darkened as the
/// darkness at that step, are made on a thread of their own (``BlurLevels``), a quarter
/// of the screen's size, from the moment the screen is drawn: at layout, and again at a
/// press only when the screen changed since. A press on a screen that stayed the same
/// finds them made: on a 4K screen they take longer than the press's first frames.
/// A frame between two steps
/// blends the two at that size and the renderer scales the blend up: one bilinear
/// copy of the screen per frame, whatever the radius. Between no blur and the first
/// step, the first step fades in over the sharp picture, scaled up to the screen's
/// size on the blurs' thread (``BlurLevels/fullSizeLevel(_:)``), so the press's first
/// frame does not touch 33 MB of new memory at 4K; the darkness there is the first
/// step's, faded in with it, which
/// differs from darkening the cross-fade by at most 1.25 % of the two pictures'
/// difference.
/// Blurring once at full radius and cross-fading with the sharp screen would be cheaper
/// but looks like a fade, not a blur growing.
final class BlurredBackdrop {
    /// The full blur, in points (a standard deviation, as CSS `blur()`).
    static let maximumRadius = 16.0
    /// The dim layer's opacity at the full effect.
    static let maximumDim = 0.4
    static let steps = 8

    /// Holds the blur; full-window, above the home screen.
    let layer = Layer()
    /// Its opacity is the animated amount of the effect; hidden, it only drives.
    let dim = Layer()
    /// The blend of two steps, or the sharp picture under ``fading``.
    private let blurred = Layer()
    /// The first step fading in over the sharp picture.
    private let fading = Layer()
    /// The screen buffer, kept from press to press: this press's picture.
    private var screen: Image?
    /// The blurs of the screen buffer as last drawn, one per step, kept from press to
    /// press while the screen stays the same.
    private var levels: BlurLevels?
    /// True while a press shows the blur.
    private var isShown = false
    private var blurWaits = false
    /// The blend of two steps shown this frame, reused from frame to frame.
    private var blend: Image?
    /// The step and fraction `blend` shows: a frame whose darkness held redraws nothing.
    private var blended: (step: Int, fraction: Double)?
    private var scale = 1.0
    private let renderer = Renderer(cacheBudget: 8 << 20)
    /// True waits for a blur step still being made (the same pictures every run: tests,
    /// `render`); false keeps the last one shown and asks for another frame, so a press
    /// on a 4K screen, whose first steps take longer than a frame, never stalls one.
    var waitsForBlur = true
    private let logger = Logger(label: "preview")

    init() {
        layer.name = "backdrop"
        for l in [blurred, fading] {
            l.contentsGravity = .resize
            l.actions = ["opacity": .disabled, "bounds": .disabled, "position": .disabled]
            layer.addSublayer(l)
        }
        dim.name = "dim"
        dim.backgroundColor = .black
        dim.opacity = 0
        dim.isHidden = true
        layer.addSublayer(dim)
    }

    /// Draws `content` into the screen buffer for a window of `size` points and starts
    /// making its blurs, so the first press finds both made and the renderer's masks
    /// warm: the press then costs a redraw of what changed, not a cold render.
    func prepare(_ content: Layer, size: Size, scale: Double, at time: MediaTime) throws {
        release()
        try render(content, size: size, scale: scale, at: time)
    }

    /// Takes a picture of `content` (the home screen) for this press, at the window's
    /// pixel size, and starts making its blurs unless the screen is as they were made
    /// of. When it had to be redrawn, the first blur shows from the next frame, so one
    /// frame never pays for both.
    func capture(_ content: Layer, size: Size, scale: Double, at time: MediaTime) throws {
        release()
        blurWaits = try render(content, size: size, scale: scale, at: time)
        isShown = true
        Transaction.withoutActions {
            layer.frame = Rect(0, 0, size.width, size.height)
            dim.frame = layer.bounds
        }
    }

    /// Renders `content` into the screen buffer (only what changed since the last time,
    /// when the buffer is the same: the renderer keeps its last frame), once the blurs'
    /// thread has read it, and blurs it anew when anything changed. True when it did.
    /// A new size gets a new buffer: the blurs of the old one stop without a wait, so a
    /// window being resized never waits for them.
    @discardableResult
    private func render(_ content: Layer, size: Size, scale: Double, at time: MediaTime) throws -> Bool {
        let width = max(Int((size.width * scale).rounded()), 1), height = max(Int((size.height * scale).rounded()), 1)
        let kept = screen.flatMap { $0.width == width && $0.height == height && self.scale == scale ? $0 : nil }
        if kept != nil { levels?.waitForPicture() }
        let image = try kept ?? Image(width: width, height: height)
        screen = image
        self.scale = scale
        let damage = try renderer.render(content, at: time, into: image, scale: scale)
        // The wallpaper fills the home screen with opaque colour.
        image.isOpaque = true
        guard kept == nil || !damage.isEmpty || levels == nil else { return false }
        levels?.stop()
        levels = nil
        let radii = (1...Self.steps).map { Self.maximumRadius * scale * Double($0) / Double(Self.steps) }
        let darkness = (1...Self.steps).map { Self.maximumDim * Double($0) / Double(Self.steps) }
        levels = try BlurLevels(picture: image, radii: radii, darkness: darkness, fullSizeLevels: 1)
        return true
    }

    /// Waits at most `timeout` for the blurs being made (see
    /// ``Scene/awaitBackgroundWork(timeout:)``).
    func awaitBlurs(timeout: TimeSpan) {
        levels?.waitUntilFinished(timeout: timeout)
    }

    /// True once a picture of the content was taken (``prepare(_:size:scale:at:)`` or ``capture(_:size:scale:at:)``).
    var hasPicture: Bool { screen != nil }

    /// Takes the blur off (the preview is gone). Its levels stay for the next press.
    func release() {
        isShown = false
        blended = nil
        Transaction.withoutActions {
            blurred.contents = nil
            fading.contents = nil
        }
    }

    /// How much of the effect is on screen at `time`, 0…1 (a spring's overshoot clamped).
    func amount(at time: MediaTime) -> Double {
        min(max(dim.presentationState(at: time.seconds).opacity / Self.maximumDim, 0), 1)
    }

    /// The blur radius in points that goes with the darkness on screen at `time`.
    func radius(at time: MediaTime) -> Double { amount(at: time) * Self.maximumRadius }

    /// True while the blur covers the whole window, so what is under it (the home
    /// screen) need not be drawn.
    var coversContent: Bool { blurred.contents != nil }

    /// Shows the blur for the darkness on screen at `time`. True when a step it needs is
    /// still being made (``waitsForBlur`` false): draw another frame.
    @discardableResult
    func update(at time: MediaTime) -> Bool {
        guard isShown, let levels else { return false }
        if blurWaits {
            blurWaits = false
            return true
        }
        let x = amount(at: time) * Double(Self.steps)
        let i = min(Int(x), Self.steps - 1)
        let fade = x - Double(i)
        if let blended, blended == (i, fade), blurred.contents != nil { return false }
        if !waitsForBlur, !levels.areReady(max(i - 1, 0), i) { return true }
        do {
            if i == 0 {
                guard let screen else { return false }
                let first = try levels.fullSizeLevel(0)
                Transaction.withoutActions {
                    show(screen, reduction: 1, in: blurred)
                    show(first, reduction: 1, in: fading)
                    fading.opacity = fade
                }
            } else {
                try levels.blend(i - 1, i, fraction: fade, into: &blend)
                guard let blend else { return false }
                Transaction.withoutActions {
                    // The same image with new pixels: tell the renderer.
                    if blurred.contents === blend { blurred.contentsDidChange() }
                    show(blend, reduction: BlurLevels.reduction, in: blurred)
                    fading.contents = nil
                }
            }
        } catch {
            logger.error("backdrop blur: \(error)")
            return false
        }
        blended = (i, fade)
        return false
    }

    /// Shows `image`, `reduction` times smaller than the screen, over the whole window:
    /// each of its pixels covers `reduction` screen pixels, the last row and column
    /// partly off screen.
    private func show(_ image: Image, reduction: Int, in target: Layer) {
        let f = Double(reduction)
        if target.contents !== image { target.contents = image }
        target.frame = Rect(0, 0, Double(image.width) * f / scale, Double(image.height) * f / scale)
    }
}
