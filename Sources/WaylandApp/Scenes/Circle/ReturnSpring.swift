import Layers
import Logging

/// Brings the released circle home on the animator deep-dive's spring (mass 2.5, stiffness 70,
/// damping 55), carrying on with the speed it was let go at.
///
/// `SpringTimingParameters` takes one initial velocity, relative to the distance
/// travelled, while the tutorial hands UIKit a 2-D vector. So each axis gets its own
/// animator, moving only its coordinate, with the tutorial's `velocity / 500` for that axis.
/// UIKit reads each component along the way to the target, so a flick away from home
/// would start back towards it; here the sign follows the axis's direction of travel
/// instead, so the circle keeps going the way it was thrown before the spring turns it
/// around — the momentum the tutorial describes.
final class ReturnSpring {
    static let mass = 2.5
    static let stiffness = 70.0
    static let damping = 55.0
    /// The tutorial's divisor from release speed (points per second) to relative velocity.
    static let velocityDivisor = 500.0

    private var animators: [PropertyAnimator] = []
    private let logger = Logger(label: "circle")

    /// True while either axis is still moving.
    var isRunning: Bool { animators.contains { $0.state == .active } }

    /// The relative initial velocity for one axis: the tutorial's `v / 500`, signed along
    /// the way from `start` to `home`.
    static func relativeVelocity(_ v: Double, from start: Double, to home: Double) -> Double {
        let way: Double = home >= start ? 1 : -1
        return v / velocityDivisor * way
    }

    /// Springs `circle` from where it is to `home`, given the release `velocity` in
    /// points per second.
    func start(_ circle: Layer, home: Point, velocity: Point) {
        stop()
        let start = circle.position
        for axis in [Axis.x, .y] {
            let from = axis.value(start), to = axis.value(home)
            guard from != to else { continue }
            do {
                let spring = try SpringTimingParameters(
                    mass: Self.mass, stiffness: Self.stiffness, damping: Self.damping,
                    initialVelocity: Self.relativeVelocity(axis.value(velocity), from: from, to: to))
                let animator = PropertyAnimator(duration: 0, timingParameters: spring)
                animator.addAnimations { circle.position = axis.setting(circle.position, to) }
                animator.startAnimation()
                animators.append(animator)
            } catch {
                logger.error("return spring: \(error); placing the circle home without it")
                Transaction.withoutActions { circle.position = axis.setting(circle.position, to) }
            }
        }
    }

    /// Stops both axes where they are (the tutorial's interruption when the circle is grabbed
    /// again): the values on screen become the model.
    func stop() {
        for animator in animators where animator.state == .active { animator.stopAnimation(true) }
        animators.removeAll()
    }

    private enum Axis {
        case x, y
        func value(_ p: Point) -> Double { self == .x ? p.x : p.y }
        func setting(_ p: Point, _ v: Double) -> Point { self == .x ? Point(v, p.y) : Point(p.x, v) }
    }
}
