/// A font request resolved to a face in a file: what FreeType opens.
///
/// When the family asked for is not installed, the match is the default sans and
/// ``substitution`` says so, so callers can show or log why the text looks different.
public struct FontMatch: Hashable, Sendable {
    /// The font file.
    public let path: String
    /// The face inside the file (collections hold several; named instances in the high bits).
    public let index: Int
    /// The family the file belongs to.
    public let family: String
    /// The style name fontconfig reports ("Regular", "Bold", …).
    public let style: String
    /// Why this is not the family that was asked for; nil when it is.
    public let substitution: String?

    /// True when the requested family was unknown and the default sans stands in for it.
    public var isFallback: Bool { substitution != nil }
}
