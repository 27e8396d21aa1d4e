/// Where lines sit horizontally in a text layer's bounds (`alignmentMode`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// Lines stretched to the full width by widening their spaces; the last line of
    /// each paragraph, and lines without spaces, stay left-aligned.
    case justified
}
