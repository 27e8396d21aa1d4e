import Layers

/// The animator deep-dive's 4 s easeInOut animator that grows the circle to 2× while it is held and
/// shrinks it on release, in the tutorial's third version: each turn stops the animator
/// where it is, adds the new target, and runs it in the time the last run had covered
/// (`durationFactor = fractionComplete`), so a quick tap never takes a full 4 s back.
final class CircleGrowth {
    static let duration = 4.0
    static let grownScale = 2.0

    let animator = PropertyAnimator(duration: CircleGrowth.duration, curve: .easeInOut)
    private unowned let circle: Layer
    private let color: Color

    init(circle: Layer, color: Color) {
        self.circle = circle
        self.color = color
    }

    /// Turns towards 2× (`grown`) or 1×, from wherever the circle is now.
    func turn(grown: Bool) {
        let durationFactor = animator.fractionComplete
        // The tutorial calls stop and finish unconditionally; UIKit forbids stopping an
        // inactive animator, so only an active one is stopped.
        if animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        let circle = circle, color = color
        animator.addAnimations {
            circle.backgroundColor = color
            circle.transform = grown ? AffineTransform(scale: Self.grownScale) : .identity
        }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor)
    }

    /// Ends any run and puts the circle back to 1× at once.
    func reset() {
        if animator.state == .active { animator.stopAnimation(true) }
        Transaction.withoutActions { circle.transform = .identity }
    }
}
