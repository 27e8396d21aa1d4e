import CFontconfig
import FoundationEssentials
import Synchronization

/// Finds font files with fontconfig and remembers the answers.
///
/// Asking fontconfig is slow (milliseconds), so every (family, weight) is resolved
/// once and cached. An unknown family never fails: it resolves to the default sans
/// (Inter, else DejaVu Sans, else whatever fontconfig calls sans-serif) with a note
/// in ``FontMatch/substitution``, written once to standard error. Only a machine with
/// no fonts at all is an error, ``FontError/noFontsInstalled``.
///
/// That face is the font's first choice. Characters it lacks are drawn with fallback
/// fonts Pango picks from this same configuration (`withPango(_:)`): fontconfig's
/// sorted list for the family, weight and language, by charset coverage.
///
/// Thread safety (why `@unchecked Sendable` holds): the mutable state (`config`,
/// `matches`, `reported`, `pango`) is only touched with `lock` held, or in `deinit`,
/// when no other thread holds a reference; `files` and `fallback` never change.
public final class FontDatabase: @unchecked Sendable {
    /// The system's fonts, as fontconfig's configuration lists them.
    public static let shared = FontDatabase()

    /// What `"sans-serif"` means here, best first: the first one installed wins.
    public static let preferredSansFamilies = ["Inter", "DejaVu Sans"]

    /// Names that mean a kind of font rather than a family; they never count as unknown.
    static let genericFamilies: Set<String> = ["sans-serif", "sans", "system-ui", "serif", "monospace", "mono"]
    static let sansAliases: Set<String> = ["sans-serif", "sans", "system-ui"]

    private struct Key: Hashable {
        let family: String
        let weight: FontWeight
    }

    private let lock = Mutex(())
    private let directories: [String]?
    private var config: OpaquePointer?
    private var matches: [Key: FontMatch] = [:]
    private var reported: Set<String> = []
    /// Pango's font map over `config`, made on first layout; only touched under `lock`.
    private var pango: PangoFonts?
    /// With ``init(files:fallback:)``: the files found without fontconfig, and the
    /// database for everything they cannot do.
    let files: FontFiles?
    let fallback: FontDatabase?

    /// A database over the system fonts (`nil`), or over only the fonts in
    /// `fontDirectories` (an app's own fonts, or an empty folder in tests).
    public init(fontDirectories: [String]? = nil) {
        directories = fontDirectories
        files = nil
        fallback = nil
    }

    /// A database that never starts fontconfig itself: single lines of text its `files`
    /// cover are shaped with HarfBuzz straight from those files, and everything else
    /// (several lines, wrapping, right-to-left scripts, characters the files lack, other
    /// families) is laid out by `fallback`. What a first frame draws with (``FontFiles``).
    public init(files: FontFiles, fallback: FontDatabase = .shared) {
        directories = nil
        self.files = files
        self.fallback = fallback
    }

    deinit {
        pango = nil
        if let config { FcConfigDestroy(config) }
    }

    /// True once this database has loaded fontconfig's configuration: what a first frame
    /// drawn from ``FontFiles`` must not have waited for.
    public var hasLoadedConfiguration: Bool {
        lock.withLock { _ in config != nil }
    }

    /// The face for `font`'s family and weight.
    public func match(_ font: Font) throws -> FontMatch {
        try match(family: font.family, weight: font.weight)
    }

    /// The face for a family and weight; unknown families fall back to the default sans.
    public func match(family: String, weight: FontWeight = .regular) throws -> FontMatch {
        if let files, let fallback {
            return try files.primary(for: Font(family: family, weight: weight)) ?? fallback.match(family: family, weight: weight)
        }
        return try lock.withLock { _ in
            let key = Key(family: family.lowercased(), weight: weight)
            if let cached = matches[key] { return cached }
            let found = try resolve(family: family, weight: weight)
            matches[key] = found
            if let note = found.substitution, reported.insert(key.family).inserted {
                StandardError.write("Layers: \(note)\n")
            }
            return found
        }
    }

    /// Makes a font file (say, one shipped in `assets/`) available to ``match(family:weight:)``.
    public func addFontFile(_ path: String) throws {
        if let fallback { return try fallback.addFontFile(path) }
        try lock.withLock { _ in
            let config = try loadedConfig()
            let added = path.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            guard added != 0 else { throw FontError.unreadableFont(path: path, index: 0, freeTypeError: 0) }
            matches.removeAll()
            pango = nil
        }
    }

    /// Runs `body` with Pango's font map over this database's fonts (fallback included),
    /// under the database's lock: Pango is not thread-safe.
    func withPango<T>(_ body: (PangoFonts) throws -> T) throws -> T {
        if let fallback { return try fallback.withPango(body) }
        return try lock.withLock { _ in
            if pango == nil { pango = try PangoFonts(config: loadedConfig()) }
            return try body(pango!)
        }
    }

    // MARK: Resolution

    private func resolve(family: String, weight: FontWeight) throws -> FontMatch {
        let lower = family.lowercased()
        if Self.sansAliases.contains(lower) { return try defaultSans(weight: weight) }
        guard let candidate = try query(family: family, weight: weight) else { throw FontError.noFontsInstalled }
        if Self.genericFamilies.contains(lower) || candidate.families.contains(where: { $0.lowercased() == lower }) {
            return candidate.match(substitution: nil)
        }
        let sans = try defaultSans(weight: weight)
        return FontMatch(path: sans.path, index: sans.index, family: sans.family, style: sans.style,
                         substitution: "font family \"\(family)\" is not installed; using \(sans.family) instead")
    }

    private func defaultSans(weight: FontWeight) throws -> FontMatch {
        for preferred in Self.preferredSansFamilies {
            if let c = try query(family: preferred, weight: weight),
               c.families.contains(where: { $0.lowercased() == preferred.lowercased() }) {
                return c.match(substitution: nil)
            }
        }
        guard let any = try query(family: "sans-serif", weight: weight) else { throw FontError.noFontsInstalled }
        return any.match(substitution: nil)
    }

    private struct Candidate {
        let path: String
        let index: Int
        let families: [String]
        let style: String

        func match(substitution: String?) -> FontMatch {
            FontMatch(path: path, index: index, family: families.first ?? "", style: style, substitution: substitution)
        }
    }

    /// fontconfig's best scalable face for a family and weight, or nil when it has none.
    private func query(family: String, weight: FontWeight) throws -> Candidate? {
        let config = try loadedConfig()
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcPatternAddBool(pattern, FC_SCALABLE, 1)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        guard let path = string(found, FC_FILE) else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(found, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        var families: [String] = []
        while let name = string(found, FC_FAMILY, families.count) { families.append(name) }
        return Candidate(path: path, index: Int(index), families: families, style: string(found, FC_STYLE) ?? "")
    }

    private func string(_ pattern: OpaquePointer, _ object: String, _ n: Int = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, Int32(n), &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// The fontconfig configuration, loaded on first use (it scans the font directories).
    private func loadedConfig() throws -> OpaquePointer {
        if let config { return config }
        let made: OpaquePointer?
        if let directories {
            made = FcConfigCreate()
            if let made {
                // Without a cache directory fontconfig complains on every scan.
                _ = FcConfigParseAndLoadFromMemory(made, "<fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>", 0)
                for dir in directories {
                    _ = dir.withCString { FcConfigAppFontAddDir(made, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
                }
            }
        } else {
            made = FcInitLoadConfigAndFonts()
        }
        guard let made else { throw FontError.fontconfigUnavailable }
        config = made
        return made
    }
}
