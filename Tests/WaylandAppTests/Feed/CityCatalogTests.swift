import Foundation
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// cities.json and the pictures: the real list loads; broken ones fail naming file and line.
@Suite("City catalog", .noAnimationLeftRunning)
struct CityCatalogTests {
    @Test("the repository's list has at least eight cities, each with a picture that loads")
    func repositoryList() throws {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath)
        #expect(cities.count >= 8)
        #expect(Set(cities.map(\.name)).count == cities.count)
        for city in cities {
            let image = try Image(contentsOfFile: FeedDriver.assetsPath + "/" + city.picture)
            #expect(image.width == 800 && image.height == 600, "\(city.picture)")
            #expect(city.description.count > 100, "\(city.name) needs a few sentences")
        }
    }

    @Test("a syntax error names the file, the line and what jansson expected there")
    func malformed() {
        let text = "[\n  {\"name\": \"A\",\n   \"country\": \"B\",,\n  }\n]\n"
        let error = CityCatalogError.malformed(path: "assets/cities.json", line: 3, reason: "string or '}' expected near ','")
        #expect(throws: error) { try CityCatalog.parse(Data(text.utf8), path: "assets/cities.json") }
        #expect("\(error)" == "assets/cities.json:3: the city list is not valid JSON (string or '}' expected near ','); "
            + "fix the file (assets/README.md gives its format)")
    }

    @Test("mistakes made editing the real list are reported on their line", arguments: [
        // (line index, its text, the edit, the line reported, jansson's words)
        (6, "  },", "  }", 8, "']' expected near '{'"),  // no comma between two cities
        (9, #"    "country": "United Kingdom","#, #"    "country": "United Kingdom""#, 11, #"'}' expected near '"picture"'"#),
        (2, #"    "name": "Paris","#, #"    "name": 'Paris',"#, 3, "invalid token near '''"),
        (60, "  }", "  },", 62, "unexpected token near ']'"),  // a comma after the last city
    ])
    func editedList(index: Int, original: String, edited: String, line: Int, reason: String) throws {
        var lines = try Self.realListLines()
        try #require(lines[index] == original)
        lines[index] = edited
        #expect(throws: CityCatalogError.malformed(path: "x.json", line: line, reason: reason)) {
            try CityCatalog.parse(Data(lines.joined(separator: "\n").utf8), path: "x.json")
        }
    }

    @Test("a stray character at the start of any line of the real list is reported on that line")
    func strayCharacterOnEveryLine() throws {
        let lines = try Self.realListLines()
        for index in lines.indices {
            var edited = lines
            edited[index] = "#" + edited[index]
            #expect {
                try CityCatalog.parse(Data(edited.joined(separator: "\n").utf8), path: "x.json")
            } throws: { error in
                guard case let .malformed(_, line, reason)? = error as? CityCatalogError else { return false }
                return line == index + 1 && reason.hasSuffix("near '#'")
            }
        }
    }

    /// The repository's `cities.json`, line by line.
    static func realListLines() throws -> [String] {
        try String(contentsOfFile: FeedDriver.assetsPath + "/cities.json", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("an empty list, or one cut short, names the line where the text stops")
    func emptyOrTruncated() {
        #expect(throws: CityCatalogError.malformed(path: "x.json", line: 1, reason: "the file is empty")) {
            try CityCatalog.parse(Data(" \n".utf8), path: "x.json")
        }
        let cut = "[\n  {\"name\": \"A\",\n   \"country\": \"B\""
        #expect(throws: CityCatalogError.malformed(path: "x.json", line: 3, reason: "'}' expected near end of file")) {
            try CityCatalog.parse(Data(cut.utf8), path: "x.json")
        }
    }

    @Test("a city without a field names the line it starts on and the field")
    func missingField() {
        let text = """
        [
          {"name": "A", "country": "B", "description": "C", "picture": "a.png"},
          {
            "name": "D", "country": "E", "picture": "d.png"
          }
        ]
        """
        #expect(throws: CityCatalogError.invalidCity(path: "x.json", line: 3, index: 1, reason: "has no \"description\"")) {
            try CityCatalog.parse(Data(text.utf8), path: "x.json")
        }
        let error = CityCatalogError.invalidCity(path: "x.json", line: 3, index: 1, reason: "has no \"description\"")
        #expect("\(error)" == "x.json:3: city #2 has no \"description\"; fix the file (assets/README.md gives its format)")
    }

    @Test("wrong shapes and missing files are clear errors")
    func wrongShapes() {
        #expect(throws: CityCatalogError.notAnArray(path: "x.json")) { try CityCatalog.parse(Data("{}".utf8), path: "x.json") }
        #expect(throws: CityCatalogError.empty(path: "x.json")) { try CityCatalog.parse(Data("[]".utf8), path: "x.json") }
        #expect(throws: CityCatalogError.invalidCity(path: "x.json", line: 1, index: 0, reason: "needs a non-empty string for \"name\"")) {
            try CityCatalog.parse(Data(#"[{"name": 3, "country": "B", "description": "C", "picture": "p"}]"#.utf8), path: "x.json")
        }
        #expect(throws: CityCatalogError.unreadable(path: "/nonexistent/cities.json", reason: "no such file")) {
            try CityCatalog.load(fromAssets: "/nonexistent")
        }
    }

    @Test("a missing or corrupt picture shows a placeholder; the feed still works")
    func placeholders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-assets-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let cities = [
            City(name: "Nowhere", country: "Lost", description: "No picture at all.", picture: "missing.png"),
            City(name: "Broken", country: "Corrupt", description: "A picture that is not a PNG.", picture: "broken.png"),
        ]
        let scene = FeedScene(cities: cities, assetsPath: folder.path)
        let run = try OffscreenRun(scene: scene, size: Size(800, 500), scale: 1, replaysScript: false)
        #expect(scene.collection.cells.count == 2)
        for cell in scene.collection.cells {
            #expect(cell.pictureLayer.contents == nil)
            #expect(!cell.picture.placeholder.isHidden && cell.picture.placeholder.sublayers.first is TextLayer,
                    "a placeholder with its label")
            #expect(cell.picture.placeholder.sublayers.first?.isHidden == false)
        }
        try run.render()
        // The placeholder's colour shows where the picture would be.
        let card = scene.collection.cells[0].frame
        let pixel = run.target[Int(card.midX), Int(card.minY) + 30]
        #expect(pixel == Color(hex: 0xD8D2C8).premultipliedARGB32())
    }
}
