import Layers

/// The animator deep-dive's last version: an animator that is never started, only scrubbed: 1 s
/// linear to 3×, and blue added with `delayFactor` 0.75, so the colour changes in the
/// last quarter of the run only.
final class CircleScrub {
    static let scrubbedScale = 3.0

    private(set) var animator: PropertyAnimator
    private unowned let circle: Layer
    private let from: Color
    private let to: Color

    init(circle: Layer, from: Color, to: Color) {
        self.circle = circle
        self.from = from
        self.to = to
        animator = Self.make(circle, to)
    }

    private static func make(_ circle: Layer, _ to: Color) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            circle.transform = AffineTransform(scale: scrubbedScale)
        }
        animator.addAnimations({ circle.backgroundColor = to }, delayFactor: 0.75)
        return animator
    }

    /// The tutorial's `fractionComplete = center.y / height` (clamped to 0…1 by the animator).
    func scrub(centerY: Double, height: Double) {
        guard height > 0 else { return }
        animator.fractionComplete = centerY / height
    }

    var fractionComplete: Double { animator.fractionComplete }

    /// Back to the start values (1×, the first colour) and a fresh animator for next time.
    func reset() {
        if animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
        Transaction.withoutActions {
            circle.transform = .identity
            circle.backgroundColor = from
        }
        animator = Self.make(circle, to)
    }
}
