/// UIKit's four named animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: Equatable, Hashable, Sendable, CaseIterable {
    case easeInOut
    case easeIn
    case easeOut
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
