import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct FontDatabaseTests {
    @Test func defaultSansResolvesToAnInstalledPreferredFamily() throws {
        let match = try FontDatabase.shared.match(Font.system(size: 12))
        #expect(FileManager.default.fileExists(atPath: match.path))
        #expect(FontDatabase.preferredSansFamilies.contains(match.family))
        #expect(!match.isFallback)
    }

    @Test func namedFamilyAndWeightResolve() throws {
        let regular = try FontDatabase.shared.match(family: "DejaVu Sans", weight: .regular)
        let bold = try FontDatabase.shared.match(family: "dejavu sans", weight: .bold)
        #expect(regular.family == "DejaVu Sans")
        #expect(regular.path.hasSuffix("DejaVuSans.ttf"))
        #expect(bold.path.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(!bold.isFallback)
    }

    @Test func unknownFamilyFallsBackToTheDefaultSansWithANote() throws {
        let match = try FontDatabase.shared.match(family: "No Such Family 42", weight: .regular)
        let sans = try FontDatabase.shared.match(family: "sans-serif", weight: .regular)
        #expect(match.isFallback)
        #expect(match.path == sans.path)
        #expect(match.substitution?.contains("No Such Family 42") == true)
        // And it draws.
        let layer = TextLayer(string: "Fallback", font: Font(family: "No Such Family 42", size: 16))
        layer.bounds = Rect(0, 0, 200, 30)
        #expect(layer.coverageMask(scale: 1) != nil)
        #expect(layer.drawingError == nil)
    }

    @Test func noFontsAtAllIsAClearError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("layers-no-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let database = FontDatabase(fontDirectories: [empty.path])
        #expect(throws: FontError.noFontsInstalled) { try database.match(family: "sans-serif") }
        #expect(FontError.noFontsInstalled.description.contains("fonts-dejavu-core"))

        let layer = TextLayer(string: "Nothing to draw with", font: .system(size: 16))
        layer.fontDatabase = database
        layer.bounds = Rect(0, 0, 200, 30)
        #expect(layer.coverageMask(scale: 1) == nil)
        #expect(layer.drawingError as? FontError == .noFontsInstalled)
    }

    @Test func appFontDirectoriesAreSearched() throws {
        let database = FontDatabase(fontDirectories: ["/usr/share/fonts/truetype/dejavu"])
        let match = try database.match(family: "DejaVu Sans Mono")
        #expect(match.path.hasSuffix("DejaVuSansMono.ttf"))
        #expect(try database.match(family: "sans-serif").family.hasPrefix("DejaVu"))
    }
}
