import Glibc

/// What the app used from Foundation's `String` and `NSString`, in the standard
/// library's and C's terms, with the same results: the app links FoundationEssentials
/// only, not all of Foundation and ICU, which every launch had to load (README, "Why these
/// libraries").
extension String {
    /// `format` filled in by C's `vsnprintf` ("%.2f", "%6.1f", "%02x", "%g", "%d"): the
    /// text Foundation's `String(format:)` gives for these. Figures the bench and the
    /// scenes print are read back by scripts and tests, so they must not change by a byte.
    ///
    /// The decimal point is C's: the app never calls `setlocale`, so it stays ".".
    nonisolated init(cFormat format: String, _ arguments: CVarArg...) {
        self = Self.printed(format, arguments)
    }

    private nonisolated static func printed(_ format: String, _ arguments: [CVarArg]) -> String {
        var capacity = 128
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            // A va_list is used up by one call: a second try builds it again.
            let length = Int(withVaList(arguments) { vsnprintf(&buffer, capacity, format, $0) })
            if length < capacity {
                return String(decoding: buffer.prefix(Swift.max(length, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = length + 1
        }
    }

    /// `path` under this folder, joined as `NSString.appendingPathComponent` joins them:
    /// "assets" or "assets/" with "cities.json" gives "assets/cities.json"; an empty side
    /// gives the other.
    nonisolated func appendingPath(_ path: String) -> String {
        if path.isEmpty { return self }
        if isEmpty { return path }
        return hasSuffix("/") ? self + path : self + "/" + path
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (tab and Unicode's space separators).
    nonisolated func trimmingSpacesAndTabs() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex { !isSpace($0) }!
        return String(scalars[first...last])
    }
}
