import FoundationEssentials

/// Reads the feed's cities from `cities.json` in the assets folder:
///
/// ```json
/// [{ "name": "Paris", "country": "France", "picture": "cities/paris.png",
///    "description": "The Seine curls through…" }]
/// ```
///
/// Errors name the file and the line (``CityCatalogError``): a broken list is a
/// mistake someone has to find in a text editor.
enum CityCatalog {
    nonisolated static let fileName = "cities.json"

    /// The list in `language`: `cities.json` in English, `cities.<language>.json` in the others.
    nonisolated static func fileName(for language: AppLanguage) -> String {
        language == .english ? fileName : "cities.\(language.rawValue).json"
    }

    /// The cities in `assetsPath/cities.json` (or its translation), in order.
    static func load(fromAssets assetsPath: String, language: AppLanguage = .english) throws(CityCatalogError) -> [City] {
        let path = assetsPath.appendingPath(fileName(for: language))
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
            throw .unreadable(path: path, reason: reason)
        }
        return try parse(data, path: path)
    }

    /// The cities in `data`, the text of the file at `path` (named in errors).
    static func parse(_ data: Data, path: String) throws(CityCatalogError) -> [City] {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw .malformed(path: path, line: 1, reason: "the file is empty")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch {
            throw .malformed(path: path, line: error.line, reason: error.message)
        }
        guard case .array(let entries) = json else { throw .notAnArray(path: path) }
        guard !entries.isEmpty else { throw .empty(path: path) }
        let lines = elementLines(in: data)
        return try entries.enumerated().map { (index, entry) throws(CityCatalogError) -> City in
            let line = index < lines.count ? lines[index] : 1
            guard case .object(let object) = entry else {
                throw .invalidCity(path: path, line: line, index: index, reason: "is not an object")
            }
            func field(_ key: String) throws(CityCatalogError) -> String {
                guard let value = object[key] else {
                    throw .invalidCity(path: path, line: line, index: index, reason: "has no \"\(key)\"")
                }
                guard case .string(let string) = value, string.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
                    throw .invalidCity(path: path, line: line, index: index, reason: "needs a non-empty string for \"\(key)\"")
                }
                return string
            }
            return City(name: try field("name"), country: try field("country"),
                        description: try field("description"), picture: try field("picture"))
        }
    }

    /// The line each element of the top-level array starts on. Scans bytes, not
    /// characters: the structural characters are ASCII, and a list of thousands of
    /// cities is read in milliseconds.
    private static func elementLines(in data: Data) -> [Int] {
        var lines: [Int] = []
        var line = 1, depth = 0
        var inString = false, escaped = false, expectingElement = false
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        for byte in bytes {
            if byte == newline { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if depth == 1, expectingElement, byte != UInt8(ascii: "]") {
                lines.append(line)
                expectingElement = false
            }
            switch byte {
            case quote: inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { expectingElement = true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 1: expectingElement = true
            default: break
            }
        }
        }
        return lines
    }
}
