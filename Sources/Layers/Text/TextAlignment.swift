/// Where lines sit horizontally in a text layer's bounds (`alignmentMode`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred in the box.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines stretched to the full width by widening their spaces; the last line of
    /// each paragraph stays at its natural side.
    case justified
    /// The side the paragraph starts on: left for left-to-right text, right for Arabic
    /// or Hebrew (the direction the Unicode bidi algorithm gives the paragraph).
    case natural
}
