/// How the preview grows while pressed; K switches.
enum PreviewVariant: Equatable {
    /// The Kodeco chapter's animator: blur and 1.5× together.
    case plain
    /// The tutorial's second challenge: the same as keyframes, plus a turn of −π/8 in the
    /// second half, so scrubbing and reversing run through both keyframes.
    case keyframes

    var next: PreviewVariant { self == .plain ? .keyframes : .plain }

    var title: String {
        switch self {
        case .plain: "Grow"
        case .keyframes: "Grow + keyframe turn"
        }
    }
}
