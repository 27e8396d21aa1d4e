import Foundation
import Testing
import AnimationCheck

/// The built `WaylandApp` given broken assets, no fonts and wrong option values: each
/// one a single clear line on stderr naming the file or value and what to do, the
/// documented exit status (``ExitStatus``), and never a crash. `render` runs offscreen;
/// the `run` cases fail before connecting, so none of them needs a compositor.
@Suite("Bad input to WaylandApp", .serialized, .noAnimationLeftRunning)
struct BadInputTests {
    static let small = ["--size", "320x240"]

    // MARK: cities.json

    @Test("an assets folder without cities.json: 65, naming the file and --assets")
    func missingCityList() throws {
        let assets = try BrokenAssets()
        try assets.remove("cities.json")
        for command in ["render", "run"] {
            let run = try BadInputRun([command, "--scene", "feed", "--assets", assets.path] + Self.small)
            run.expectFailure(65, mentioning: [assets.file("cities.json"), "no such file", "--assets"])
        }
    }

    @Test("an empty cities.json: 65, the file is empty")
    func emptyCityList() throws {
        let assets = try BrokenAssets()
        try assets.write(Data(), to: "cities.json")
        let run = try BadInputRun(["render", "--scene", "feed", "--assets", assets.path] + Self.small)
        run.expectFailure(65, mentioning: [assets.file("cities.json") + ":1:", "the file is empty", "fix the file"])
    }

    @Test("a truncated cities.json: 65, naming the line where the text stops",
          arguments: ["feed", "splash"])
    func truncatedCityList(scene: String) throws {
        let assets = try BrokenAssets()
        try assets.truncate("cities.json", to: 0.5)
        let lines = try assets.read("cities.json").split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        let run = try BadInputRun(["render", "--scene", scene, "--assets", assets.path] + Self.small)
        run.expectFailure(65, mentioning: [assets.file("cities.json") + ":\(lines):", "not valid JSON", "fix the file"])
    }

    @Test("a garbled cities.json: 65, not valid JSON")
    func garbledCityList() throws {
        let assets = try BrokenAssets()
        try assets.write(BrokenAssets.noise(2000), to: "cities.json")
        let run = try BadInputRun(["render", "--scene", "feed", "--assets", assets.path] + Self.small)
        run.expectFailure(65, mentioning: [assets.file("cities.json"), "not valid JSON"])
    }

    @Test("a city without a picture field: 65, naming the city's line and the field")
    func cityWithoutPicture() throws {
        let assets = try BrokenAssets()
        let text = "[\n  {\"name\": \"Nowhere\", \"country\": \"X\", \"description\": \"Y\"}\n]\n"
        try assets.write(Data(text.utf8), to: "cities.json")
        let run = try BadInputRun(["run", "--scene", "splash", "--assets", assets.path])
        run.expectFailure(65, mentioning: [assets.file("cities.json") + ":2:", "city #1", "\"picture\""])
    }

    // MARK: Pictures

    /// A broken picture is not fatal: the card shows a placeholder, the frame is written,
    /// and one warning per picture names the file. The cards with cells (those in view
    /// and one beyond) load their pictures: at 640×240 the first four.
    @Test("missing, empty, truncated and garbled pictures: placeholders, exit 0, one warning each")
    func brokenPictures() throws {
        let assets = try BrokenAssets()
        try assets.remove("cities/paris.png")
        try assets.write(Data(), to: "cities/london.png")
        try assets.truncate("cities/new-york.png", to: 0.4)
        try assets.write(BrokenAssets.noise(5000), to: "cities/tokyo.png")
        let run = try BadInputRun(["render", "--scene", "feed", "--assets", assets.path, "--size", "640x240"])
        #expect(run.ended == .exited(0), "\(run.stderr)")
        #expect(run.wroteOutput)
        run.expectNoCrash()
        let warnings = run.errorLines
        #expect(warnings.count == 4, "\(run.stderr)")
        for (picture, reason) in [("paris", "no such file"), ("london", "the file is empty"),
                                  ("new-york", "not a valid PNG"), ("tokyo", "not a valid PNG")] {
            let line = warnings.first { $0.contains(assets.file("cities/\(picture).png")) }
            #expect(line?.contains(reason) == true, "\(picture): \(run.stderr)")
            #expect(line?.contains("placeholder") == true, "\(picture): \(run.stderr)")
        }
    }

    @Test("a PNG whose header claims 30000×30000 pixels is refused before allocating")
    func pictureWithALyingHeader() throws {
        let assets = try BrokenAssets()
        // Sydney is the fifth card: the last with a cell at 800×240, so its picture loads.
        let png = BrokenAssets.claiming(side: 30000, try assets.read("cities/sydney.png"))
        try assets.write(png, to: "cities/sydney.png")
        let run = try BadInputRun(["render", "--scene", "feed", "--assets", assets.path, "--size", "800x240"])
        #expect(run.ended == .exited(0), "\(run.stderr)")
        run.expectNoCrash()
        let line = run.errorLines.first { $0.contains("sydney.png") }
        #expect(line?.contains("outside 1…16384 pixels a side") == true, "\(run.stderr)")
        #expect(line?.contains("30000×30000") == true, "\(run.stderr)")
    }

    // MARK: Fonts

    /// `run` is not here: it connects to the compositor and draws its first frame from
    /// font files it finds directly, before fontconfig is read (LaunchWarmUp); without a
    /// display it reports the display first, and with one it starts and warns, naming
    /// the package, for each text layer fontconfig cannot serve.
    @Test("no fonts at all: 69, saying which package to install", arguments: ["render"])
    func noFonts(command: String) throws {
        let fonts = try RuntimeDirectory(label: "no-fonts")
        defer { fonts.remove() }
        try fonts.write("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(fonts.path)/cache</cachedir></fontconfig>\n",
                        to: "fonts.conf")
        let run = try BadInputRun([command, "--scene", "circle"] + Self.small,
                                  environment: ["FONTCONFIG_FILE": fonts.file("fonts.conf")])
        run.expectFailure(69, mentioning: ["no fonts found", "fonts-dejavu-core"])
    }

    @Test("a font folder holding only a garbled font file: 69, as with no fonts")
    func garbledFont() throws {
        let fonts = try RuntimeDirectory(label: "garbled-fonts")
        defer { fonts.remove() }
        try FileManager.default.createDirectory(atPath: fonts.file("fonts"), withIntermediateDirectories: true)
        try BrokenAssets.noise(40_000).write(to: URL(fileURLWithPath: fonts.file("fonts/Broken.ttf")))
        try fonts.write("<?xml version=\"1.0\"?>\n<fontconfig><dir>\(fonts.path)/fonts</dir>"
                        + "<cachedir>\(fonts.path)/cache</cachedir></fontconfig>\n", to: "fonts.conf")
        let run = try BadInputRun(["render", "--scene", "preview"] + Self.small,
                                  environment: ["FONTCONFIG_FILE": fonts.file("fonts.conf")])
        run.expectFailure(69, mentioning: ["no fonts found", "fonts-dejavu-core"])
    }

    // MARK: Options

    @Test("wrong option values: 64, the first line naming the option and the value", arguments: [
        (["render", "--size", "0x0"], ["--size", "0x0"]),
        (["render", "--size", "99999x99999"], ["--size", "99999x99999"]),
        (["render", "--size", "wide"], ["--size", "wide"]),
        (["render", "--at", "-1"], ["--at", "-1"]),
        (["render", "--at", "nan"], ["--at", "nan"]),
        (["render", "--scale", "0"], ["--scale", "0"]),
        (["render", "--scene", "nope"], ["unknown scene 'nope'", "feed"]),
        (["render", "--timing", "bouncy"], ["unknown timing 'bouncy'", "spring"]),
        (["render", "--splash-delay", "-5"], ["--splash-delay", "-5"]),
        (["render", "--seed", "-1"], ["--seed", "-1"]),
        (["render", "--record", "3..1"], ["--record", "3..1", "FROM..TO"]),
        (["render", "--record", "soon"], ["--record", "soon", "0..4.5"]),
        (["render", "--record", "0..2", "--fps", "90"], ["--fps", "90", "1…60"]),
        (["render", "--record", "0..2", "--filmstrip"], ["--record", "--filmstrip"]),
        (["run", "--size", "0x0"], ["--size", "0x0"]),
        (["run", "--size", "99999x99999"], ["--size", "99999x99999"]),
        (["run", "--exit-after", "-1"], ["--exit-after", "-1"]),
        (["run", "--scene", "nope"], ["unknown scene 'nope'", "testpattern"]),
        (["run", "--timing", "bouncy"], ["unknown timing 'bouncy'"]),
        (["bench", "--frames", "0"], ["--frames", "0"]),
        (["bench", "--size", "0x0"], ["--size", "0x0"]),
        (["bench", "--scene", "nope"], ["unknown scene 'nope'"]),
    ])
    func wrongOptionValues(arguments: [String], mentions: [String]) throws {
        try BadInputRun(arguments).expectUsageError(mentioning: mentions)
    }

    @Test("an output file in a folder that does not exist: 73, naming it")
    func unwritableOutput() throws {
        let run = try BadInputRun(["render", "--scene", "circle", "-o", "/nonexistent-folder/frame.png"] + Self.small)
        run.expectFailure(73, mentioning: ["/nonexistent-folder/frame.png", "folder exists"])
    }

    @Test("a recording into a folder that does not exist: 73, naming it", arguments: [
        ("/nonexistent-folder/run.png", "folder exists"), ("/nonexistent-folder/frames/", "parent folder exists"),
    ])
    func unwritableRecording(output: String, advice: String) throws {
        let run = try BadInputRun(["render", "--scene", "circle", "--record", "0..0.5", "-o", output] + Self.small)
        run.expectFailure(73, mentioning: [output, advice])
    }
}
