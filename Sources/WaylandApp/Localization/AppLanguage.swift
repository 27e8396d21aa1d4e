/// The languages the demo speaks, and how it picks one as desktop apps do.
nonisolated enum AppLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case spanish = "es"
    case traditionalChinese = "zh-Hant"
    case simplifiedChinese = "zh-Hans"

    /// The BCP 47 tag text is laid out with: it picks the Han glyph forms (Taiwan's
    /// Traditional, the mainland's Simplified) and the fallback fonts.
    var textLanguage: String {
        switch self {
        case .english: "en"
        case .spanish: "es"
        case .traditionalChinese: "zh-TW"
        case .simplifiedChinese: "zh-CN"
        }
    }

    /// Whether the language is written in the Latin script, which the app's font has:
    /// its text needs no fallback font.
    var isLatin: Bool { self == .english || self == .spanish }

    /// A language from a locale name or tag (`zh_TW.UTF-8`, `es_ES@euro`, `zh-Hant`,
    /// `en`); nil for languages the demo does not speak and for `C`/`POSIX`.
    init?(locale: String) {
        let name = locale.split(separator: ".").first.map(String.init) ?? ""
        let parts = name.split(separator: "@").first.map { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) } ?? []
        guard let language = parts.first?.lowercased() else { return nil }
        let rest = parts.dropFirst().map { $0.lowercased() }
        switch language {
        case "en": self = .english
        case "es": self = .spanish
        case "zh":
            // Traditional where it is written (Taiwan, Hong Kong, Macau) or asked for by script.
            let traditional = rest.contains { ["tw", "hk", "mo", "hant"].contains($0) } && !rest.contains("hans")
            self = traditional ? .traditionalChinese : .simplifiedChinese
        default: return nil
        }
    }

    /// The language gettext would pick from `environment`: the locale for messages is
    /// `LC_ALL`, else `LC_MESSAGES`, else `LANG`; unless that is `C`/`POSIX` (or unset),
    /// `LANGUAGE`'s colon-separated list is tried first. English when none is spoken here.
    static func from(environment: [String: String]) -> AppLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !["C", "POSIX"].contains(locale.split(separator: ".").first.map(String.init) ?? "") else {
            return .english
        }
        let preferred = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        return preferred.lazy.compactMap { AppLanguage(locale: $0) }.first ?? .english
    }
}
