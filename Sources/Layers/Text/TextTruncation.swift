/// What happens to text that does not fit its bounds (`truncationMode`).
///
/// Wrapped text that runs out of lines always ends its last visible line with "…"
/// (any mode but `.none`); `.start` and `.middle` matter for lines too wide to fit,
/// which only unwrapped text has.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// Nothing is cut: what falls outside the bounds is clipped.
    case none
    /// "Lorem ips…"
    case end
    /// "…sum dolor"
    case start
    /// "Lorem…dolor"
    case middle
}
