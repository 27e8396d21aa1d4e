/// Why `cities.json` could not be read. Each case names the file and, where the
/// problem is inside it, the line, so the fix is obvious.
enum CityCatalogError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    /// The text is not JSON; `line` is where the parser gave up.
    case malformed(path: String, line: Int, reason: String)
    /// Valid JSON of the wrong shape: the top level must be an array of city objects.
    case notAnArray(path: String)
    /// City number `index` (from 0) at `line` lacks a field or has one of the wrong type.
    case invalidCity(path: String, line: Int, index: Int, reason: String)
    case empty(path: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the city list \(path): \(reason); point --assets (or $WAYLANDAPP_ASSETS) at the folder that holds \(CityCatalog.fileName)"
        case let .malformed(path, line, reason):
            "\(path):\(line): the city list is not valid JSON (\(reason)); \(Self.fix)"
        case let .notAnArray(path):
            "\(path):1: the city list must be a JSON array of cities; \(Self.fix)"
        case let .invalidCity(path, line, index, reason):
            "\(path):\(line): city #\(index + 1) \(reason); \(Self.fix)"
        case let .empty(path):
            "\(path):1: the city list has no cities; the feed needs at least one"
        }
    }

    /// What to do about a list that was read but is wrong.
    static let fix = "fix the file (assets/README.md gives its format)"
}
