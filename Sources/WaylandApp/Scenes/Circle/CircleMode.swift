/// What dragging the circle does (the animator deep-dive): the last two versions of the tutorial's
/// `dragCircle`, switched with Tab or M.
enum CircleMode: Equatable, CaseIterable {
    /// Grows to 2× while held and shrinks on release, turning around from where it is;
    /// a spring brings it home with the release's momentum.
    case growAndSpring
    /// The drag scrubs an animator: `fractionComplete = center.y / height` (3× and blue
    /// from three quarters on); the circle stays where it is dropped.
    case scrub

    var next: CircleMode { self == .growAndSpring ? .scrub : .growAndSpring }

    /// What the mode label says.
    var title: String {
        switch self {
        case .growAndSpring: "Grow & spring"
        case .scrub: "Scrub"
        }
    }
}
