/// What happens to text that does not fit its bounds (`truncationMode`).
///
/// Text that runs out of lines always ends its last visible line with "…" (any mode
/// but `.none`, as the hidden text follows it); `.start` and `.middle` matter for lines
/// too wide for the bounds, which only unwrapped text has.
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
