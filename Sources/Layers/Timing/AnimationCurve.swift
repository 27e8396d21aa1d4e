/// UIKit's four named animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: Equatable, Hashable, Sendable, CaseIterable {
    /// Slow at both ends (UIKit's default).
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even pace throughout.
    case linear

    /// The Core Animation curve behind the name.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
