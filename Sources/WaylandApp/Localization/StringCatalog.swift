import FoundationEssentials

/// The app's strings in one language, read from `assets/strings/<language>.json`: a
/// JSON object from each ``Message``'s English text to its translation. English, the
/// source language, needs no file.
///
/// A catalog that cannot be read or is not such an object is an error naming the file;
/// a message it lacks shows in English, so a missing translation never blanks a label.
nonisolated struct StringCatalog: Sendable {
    let language: AppLanguage
    private let texts: [String: String]

    /// English: the messages' own text.
    static let english = StringCatalog(language: .english, texts: [:])

    private init(language: AppLanguage, texts: [String: String]) {
        self.language = language
        self.texts = texts
    }

    /// The text for `message`.
    subscript(_ message: Message) -> String { texts[message.rawValue] ?? message.rawValue }

    /// The translation of an English text that is a ``Message`` (an app's or a menu
    /// row's name kept in English in code); other text as it is.
    func translate(_ english: String) -> String { Message(rawValue: english).map { self[$0] } ?? english }

    /// The catalog of `language` in the assets folder (English reads no file).
    static func load(_ language: AppLanguage, assetsPath: String) throws -> StringCatalog {
        guard language != .english else { return .english }
        let path = assetsPath.appendingPath("strings/\(language.rawValue).json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StringCatalogError(path: path, reason: "cannot be read")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch {
            // jansson names the line: the person editing the translation goes straight to it.
            throw StringCatalogError(path: path, reason: "is not valid JSON at line \(error.line) (\(error.message))")
        }
        guard case .object(let object) = json else {
            throw StringCatalogError(path: path, reason: "is not a JSON object of strings")
        }
        var texts: [String: String] = [:]
        for (key, value) in object {
            guard case .string(let text) = value else {
                throw StringCatalogError(path: path, reason: "has a value that is not a string for \"\(key)\"")
            }
            texts[key] = text
        }
        return StringCatalog(language: language, texts: texts)
    }

    /// Messages this catalog does not translate (tests check every catalog is complete).
    var missing: [Message] { language == .english ? [] : Message.allCases.filter { texts[$0.rawValue] == nil } }

    /// Keys that are no message (a typo, or a message since reworded).
    var unknownKeys: [String] { texts.keys.filter { Message(rawValue: $0) == nil }.sorted() }
}

/// A strings catalog that cannot be used, worded for the person who edits it.
nonisolated struct StringCatalogError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "strings catalog \(path) \(reason)" }
}
