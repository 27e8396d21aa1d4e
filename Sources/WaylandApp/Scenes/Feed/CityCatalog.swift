import Foundation

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
        let path = (assetsPath as NSString).appendingPathComponent(fileName(for: language))
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
            throw .unreadable(path: path, reason: reason)
        }
        return try parse(data, path: path)
    }

    /// The cities in `data`, the text of the file at `path` (named in errors).
    static func parse(_ data: Data, path: String) throws(CityCatalogError) -> [City] {
        let text = String(decoding: data, as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) {
            throw .malformed(path: path, line: 1, reason: "the file is empty")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            // The parser names a character offset, or only says the text ended too soon:
            // then the problem is where the text stops.
            let offset = characterOffset(in: debug) ?? (debug.contains("end of file") ? data.count : 0)
            throw .malformed(path: path, line: line(ofByte: offset, in: data), reason: debug)
        }
        guard let entries = json as? [Any] else { throw .notAnArray(path: path) }
        guard !entries.isEmpty else { throw .empty(path: path) }
        let lines = elementLines(in: text)
        return try entries.enumerated().map { (index, entry) throws(CityCatalogError) -> City in
            let line = index < lines.count ? lines[index] : 1
            guard let object = entry as? [String: Any] else {
                throw .invalidCity(path: path, line: line, index: index, reason: "is not an object")
            }
            func field(_ key: String) throws(CityCatalogError) -> String {
                guard let value = object[key] else {
                    throw .invalidCity(path: path, line: line, index: index, reason: "has no \"\(key)\"")
                }
                guard let string = value as? String, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw .invalidCity(path: path, line: line, index: index, reason: "needs a non-empty string for \"\(key)\"")
                }
                return string
            }
            return City(name: try field("name"), country: try field("country"),
                        description: try field("description"), picture: try field("picture"))
        }
    }

    /// "… around character 22." → 22.
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// The 1-based line of byte `offset` in `data`.
    private static func line(ofByte offset: Int, in data: Data) -> Int {
        1 + data.prefix(max(0, min(offset, data.count))).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The line each element of the top-level array starts on.
    private static func elementLines(in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1, depth = 0
        var inString = false, escaped = false, expectingElement = false
        for character in text {
            if character == "\n" { line += 1 }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character.isWhitespace { continue }
            if depth == 1, expectingElement, character != "]" {
                lines.append(line)
                expectingElement = false
            }
            switch character {
            case "\"": inString = true
            case "[", "{":
                depth += 1
                if depth == 1 { expectingElement = true }
            case "]", "}": depth -= 1
            case "," where depth == 1: expectingElement = true
            default: break
            }
        }
        return lines
    }
}
