/// Whether a city card is shown small in the feed or fills it (the CityGuide tutorial's `State`).
///
/// The state flips only when an animation reaches its end (`.end`), never when it
/// starts: an expansion scrubbed back to the start leaves the card collapsed.
enum CardState: Equatable {
    case collapsed
    case expanded

    /// The other state: where a toggle goes.
    var change: CardState {
        switch self {
        case .expanded: .collapsed
        case .collapsed: .expanded
        }
    }
}
