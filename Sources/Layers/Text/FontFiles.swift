import Glibc

/// Font files found by their names where Debian installs them, without fontconfig: what
/// an app's first frame draws its text with while fontconfig is still loading.
///
/// fontconfig reads its whole configuration and cache before it answers its first query,
/// and Pango's font map takes about as long again: milliseconds each, more than a splash
/// meant for the first refresh can wait. These are files of the
/// default sans (Inter, else DejaVu Sans; `fonts-inter`, `fonts-dejavu-core`) and of
/// Noto Sans CJK (`fonts-noto-cjk`) for Han, kana and hangul, checked with one `access`
/// call each. A ``FontDatabase`` made with ``FontDatabase/init(files:fallback:)`` lays
/// out single lines these faces cover with HarfBuzz directly, and everything else
/// through its fallback database, so no text is ever drawn wrong for being early.
public struct FontFiles: Sendable {
    /// One file: its face, weight, and the languages it is a fallback for (nil: the
    /// primary sans).
    struct Entry: Sendable {
        let match: FontMatch
        let weight: FontWeight
        /// BCP 47 primary subtags with regions, e.g. "zh-hant"; nil for the primary sans.
        let languages: Set<String>?
    }

    let entries: [Entry]

    /// The files of `entries`, in order of preference.
    init(entries: [Entry]) { self.entries = entries }

    /// The files installed on this machine, in order of preference; none found means an
    /// empty set (every layout then goes to the fallback database).
    public static func installed(root: String = "/usr/share/fonts") -> FontFiles {
        var found: [Entry] = []
        for (family, folder, names) in sansFamilies {
            for (weight, name) in names {
                let path = "\(root)/\(folder)/\(name)"
                guard access(path, R_OK) == 0 else { continue }
                found.append(Entry(match: FontMatch(path: path, index: 0, family: family, style: "\(weight)", substitution: nil),
                                   weight: weight, languages: nil))
            }
        }
        for (weight, name) in cjkFiles {
            let path = "\(root)/opentype/noto/\(name)"
            guard access(path, R_OK) == 0 else { continue }
            for (index, family, languages) in cjkFaces {
                found.append(Entry(match: FontMatch(path: path, index: index, family: family, style: "\(weight)",
                                                    substitution: nil),
                                   weight: weight, languages: languages))
            }
        }
        return FontFiles(entries: found)
    }

    /// True when no file was found.
    public var isEmpty: Bool { entries.isEmpty }
    /// True when a file of the default sans was found: text in it can be drawn without fontconfig.
    public var hasPrimary: Bool { entries.contains { $0.languages == nil } }

    /// The primary face for `font`: the first sans family installed (as
    /// ``FontDatabase/preferredSansFamilies`` orders them) at the weight nearest the
    /// request; nil for any other family, which only fontconfig can find.
    func primary(for font: Font) -> FontMatch? {
        let family = font.family.lowercased()
        let sans = entries.filter { $0.languages == nil }
        guard let first = sans.first else { return nil }
        let wanted: String
        if FontDatabase.sansAliases.contains(family) {
            wanted = first.match.family
        } else if sans.contains(where: { $0.match.family.lowercased() == family }) {
            wanted = font.family
        } else {
            return nil
        }
        return Self.nearest(font.weight, in: sans.filter { $0.match.family.lowercased() == wanted.lowercased() })
    }

    /// The faces for characters the primary face lacks, in text of `language` (BCP 47).
    func fallbacks(language: String?, weight: FontWeight) -> [FontMatch] {
        guard let key = language.flatMap(Self.cjkKey) else { return [] }
        return Self.nearest(weight, in: entries.filter { $0.languages?.contains(key) == true }).map { [$0] } ?? []
    }

    /// The entry of the weight closest to `weight` (the heavier one on a tie, as fontconfig picks).
    private static func nearest(_ weight: FontWeight, in candidates: [Entry]) -> FontMatch? {
        candidates.min { a, b in
            let da = abs(a.weight.rawValue - weight.rawValue), db = abs(b.weight.rawValue - weight.rawValue)
            return da != db ? da < db : a.weight > b.weight
        }?.match
    }

    /// "zh-hant", "zh-hans", "ja" or "ko" for a language Noto Sans CJK writes.
    static func cjkKey(_ language: String) -> String? {
        let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "ja": return "ja"
        case "ko": return "ko"
        case "zh":
            let rest = Set(parts.dropFirst())
            return rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) ? "zh-hans" : "zh-hant"
        default: return nil
        }
    }

    /// Debian's file names for each sans family, best first, by weight.
    private static let sansFamilies: [(family: String, folder: String, names: [(FontWeight, String)])] = [
        ("Inter", "opentype/inter", [(.thin, "Inter-Thin.otf"), (.extraLight, "Inter-ExtraLight.otf"),
                                     (.light, "Inter-Light.otf"), (.regular, "Inter-Regular.otf"),
                                     (.medium, "Inter-Medium.otf"), (.semibold, "Inter-SemiBold.otf"),
                                     (.bold, "Inter-Bold.otf"), (.heavy, "Inter-ExtraBold.otf"),
                                     (.black, "Inter-Black.otf")]),
        ("DejaVu Sans", "truetype/dejavu", [(.regular, "DejaVuSans.ttf"), (.bold, "DejaVuSans-Bold.ttf")]),
    ]

    /// fonts-noto-cjk's two collections.
    private static let cjkFiles: [(FontWeight, String)] = [(.regular, "NotoSansCJK-Regular.ttc"),
                                                           (.bold, "NotoSansCJK-Bold.ttc")]
    /// The faces inside each collection (as `fc-query` lists them), with the languages they write.
    private static let cjkFaces: [(index: Int, family: String, languages: Set<String>)] = [
        (0, "Noto Sans CJK JP", ["ja"]), (1, "Noto Sans CJK KR", ["ko"]),
        (2, "Noto Sans CJK SC", ["zh-hans"]), (3, "Noto Sans CJK TC", ["zh-hant"]),
    ]
}
