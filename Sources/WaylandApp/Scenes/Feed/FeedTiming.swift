import Layers

/// The curve the cards' animator runs on (`--timing`), from the CityGuide tutorial's bonus section.
enum FeedTiming: String, CaseIterable {
    /// UIKit's `.easeInOut` over 0.3 s: the tutorial's default.
    case easeInOut
    /// A cubic Bézier through (0.17, 0.67) and (0.76, 1.0): fast out of the gate, soft landing.
    case cubic
    /// `UISpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2)`. Such a soft,
    /// barely damped spring takes about 69 s to settle (its duration comes from the
    /// physics, not from the 0.3 s): that is what the tutorial asks for, kept selectable.
    case spring

    /// The tutorial's animator duration.
    static let duration = 0.3

    /// Parses `--timing`; unknown names are a clear error listing the choices.
    init(name: String) throws(FeedTimingError) {
        guard let timing = FeedTiming(rawValue: name) else { throw FeedTimingError(name: name) }
        self = timing
    }

    /// A fresh animator on this curve with the tutorial's duration.
    func makeAnimator() -> PropertyAnimator {
        switch self {
        case .easeInOut:
            PropertyAnimator(duration: Self.duration, curve: .easeInOut)
        case .cubic:
            PropertyAnimator(duration: Self.duration, controlPoint1: ControlPoint(x: 0.17, y: 0.67),
                             controlPoint2: ControlPoint(x: 0.76, y: 1.0))
        case .spring:
            PropertyAnimator(duration: Self.duration, timingParameters: Self.tutorialSpring)
        }
    }

    private static let tutorialSpring: SpringTimingParameters = {
        do {
            return try SpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2, initialVelocity: 0)
        } catch {
            preconditionFailure("the tutorial's spring (mass 1, stiffness 2, damping 0.2) is valid: \(error)")
        }
    }()
}

/// An unknown `--timing` name.
struct FeedTimingError: Error, CustomStringConvertible {
    let name: String
    var description: String {
        "unknown timing '\(name)'; choose one of: \(FeedTiming.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
