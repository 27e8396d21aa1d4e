import Foundation
import Testing

/// Every Swift snippet of the documentation catalogs appears, line for line, in code
/// that the tests compile and run: DocumentationSampleTests and TutorialSampleTests
/// for Layers' articles, HandlingGesturesArticleTests for Gestures', the example apps (built and run on weston by `make test`) for
/// WaylandPlatform's. So an article cannot show code that no longer compiles or does
/// something else. Indentation and blank lines may differ; nothing else may.
struct ArticleSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let catalogs = ["Sources/Layers/Layers.docc", "Sources/Gestures/Gestures.docc",
                           "Sources/WaylandPlatform/WaylandPlatform.docc"]
    static let mirrors = ["Tests/LayersTests/Documentation/DocumentationSampleTests.swift",
                          "Tests/LayersTests/Documentation/TutorialSampleTests.swift", "Examples/DragCard/main.swift",
                          "Examples/Levels/main.swift",
                          "Tests/LayersTests/Accessibility/AccessibilityArticleTests.swift",
                          "Tests/LayersTests/Render/LayerKindTests.swift",
                          "Tests/LayersTests/ScrollView/ScrollingArticleTests.swift",
                          "Tests/LayersTests/Collection/ListsArticleTests.swift",
                          "Tests/WaylandPlatformTests/LayerTree/FrameClockPhaseTests.swift",
                          "Tests/GesturesTests/HandlingGesturesArticleTests.swift"]

    /// The non-blank lines of `text`, without their indentation.
    static func lines(_ text: Substring) -> [Substring] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The bodies of the ```swift blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [Substring] {
        var blocks: [Substring] = []
        var rest = markdown[...]
        while let open = rest.range(of: "```swift\n") {
            guard let close = rest[open.upperBound...].range(of: "```") else { break }
            blocks.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    static func contains(_ haystack: [Substring], _ needle: [Substring]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            zip(haystack[start...], needle).allSatisfy { $0 == $1 }
        }
    }

    @Test func everySnippetIsCompiledAndRun() throws {
        let mirrored = try Self.mirrors.map { path in
            Self.lines(try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)[...])
        }
        var checked = 0
        for catalog in Self.catalogs {
            let folder = Self.root.appendingPathComponent(catalog)
            let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            for article in articles.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(article), encoding: .utf8)
                for block in Self.swiftBlocks(in: text) {
                    let snippet = Self.lines(block)
                    checked += 1
                    #expect(mirrored.contains { Self.contains($0, snippet) },
                            "\(catalog)/\(article): this snippet is in none of \(Self.mirrors):\n\(block)")
                }
            }
        }
        #expect(checked >= 20, "the catalogs' snippets were found (\(checked))")
    }

    @Test func findsBlocksAndRuns() {
        let markdown = "text\n```swift\nlet a = 1\n  let b = 2\n```\nmore\n```sh\nmake\n```\n```swift\nx()\n```\n"
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks.map { Self.lines($0) } == [["let a = 1", "let b = 2"], ["x()"]])
        #expect(Self.contains(["a", "b", "c"], ["b", "c"]) && !Self.contains(["a", "b", "c"], ["c", "b"]))
    }
}
