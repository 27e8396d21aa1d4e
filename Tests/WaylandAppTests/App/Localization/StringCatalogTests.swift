import Foundation
import Testing
@testable import WaylandApp

/// Every catalog translates every message, and every city, into its own language.
@Suite struct StringCatalogTests {
    nonisolated static let assets = AssetLocator.defaultPath
    nonisolated static let translated: [AppLanguage] = [.spanish, .traditionalChinese, .simplifiedChinese]

    @Test(arguments: translated)
    func everyMessageIsTranslated(language: AppLanguage) throws {
        let catalog = try StringCatalog.load(language, assetsPath: Self.assets)
        #expect(catalog.missing.isEmpty, "\(language) lacks \(catalog.missing.map(\.rawValue))")
        #expect(catalog.unknownKeys.isEmpty, "\(language) has keys that are no message: \(catalog.unknownKeys)")
        let untranslated = Message.allCases.filter { catalog[$0] == $0.rawValue }
        #expect(untranslated.isEmpty, "\(language) leaves these in English: \(untranslated.map(\.rawValue))")
        if language != .spanish {
            // Taiwan calls the podcast app "Podcast", as Apple's does there.
            let latin = Message.allCases.filter { catalog[$0].unicodeScalars.allSatisfy { $0.value < 0x2000 } }
                .filter { !(language == .traditionalChinese && $0 == .appPodcasts) }
            #expect(latin.isEmpty, "Chinese strings without Chinese: \(latin.map { catalog[$0] })")
        }
    }

    @Test(arguments: translated)
    func everyCityIsTranslated(language: AppLanguage) throws {
        let english = try CityCatalog.load(fromAssets: Self.assets)
        let cities = try CityCatalog.load(fromAssets: Self.assets, language: language)
        #expect(cities.map(\.picture) == english.map(\.picture), "same cities, same order")
        for (city, original) in zip(cities, english) {
            #expect(city.description != original.description, "\(original.name) is not translated")
        }
    }

    @Test func namesKeptInEnglishInCodeAreMessages() {
        let names = AppIcon.all.map(\.name) + PreviewMenu.actions.map(\.title)
            + CircleMode.allCases.map(\.title) + [PreviewVariant.plain.title, PreviewVariant.keyframes.title]
        #expect(names.allSatisfy { Message(rawValue: $0) != nil }, "\(names.filter { Message(rawValue: $0) == nil })")
    }

    @Test func aBrokenCatalogIsAClearError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("strings"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: StringCatalogError.self) { try StringCatalog.load(.spanish, assetsPath: dir.path) }
        try Data("[1, 2]".utf8).write(to: dir.appendingPathComponent("strings/es.json"))
        let error = #expect(throws: StringCatalogError.self) { try StringCatalog.load(.spanish, assetsPath: dir.path) }
        #expect(error?.description.contains("strings/es.json") == true)
        #expect(error?.description.contains("not a JSON object of strings") == true, "\(String(describing: error))")
        // A syntax error names its line, in jansson's words.
        try Data("{\n  \"City Guide\": \"Guía de ciudades\",\n  \"Paris\" \"París\"\n}".utf8)
            .write(to: dir.appendingPathComponent("strings/es.json"))
        let syntax = #expect(throws: StringCatalogError.self) { try StringCatalog.load(.spanish, assetsPath: dir.path) }
        #expect(syntax?.description.contains("is not valid JSON at line 3 (':' expected near '\"París\"')") == true,
                "\(String(describing: syntax))")
        // English needs no file.
        #expect(try StringCatalog.load(.english, assetsPath: dir.path)[.feedTitle] == "City Guide")
    }
}
