/// Where the icon preview is (the Kodeco chapter), by the index of the icon it shows.
enum PreviewPhase: Equatable {
    /// The home screen, nothing pressed.
    case idle
    /// A press on the icon scrubs the preview in (`fractionComplete` = press progress).
    case pressing(icon: Int)
    /// Let go early: the animator runs back and the preview is removed at `.start`.
    case cancelling(icon: Int)
    /// Held to the end: the platter sprang out into the menu.
    case menu(icon: Int)
    /// A tap closed the menu; the preview shrinks back into its icon.
    case dismissing(icon: Int)

    /// The icon being previewed, if any.
    var icon: Int? {
        switch self {
        case .idle: nil
        case let .pressing(i), let .cancelling(i), let .menu(i), let .dismissing(i): i
        }
    }
}
