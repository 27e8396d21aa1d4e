import AnimationCheck
import Foundation
import Testing
@testable import WaylandApp

/// The window's title is the desktop file's `Name` in the run's language, so that the
/// title bar, GNOME's overview and KDE's task bar say what the launcher said.
@MainActor
@Suite(.noAnimationLeftRunning) struct WindowTitleTests {
    /// The `Name` keys of the packaged desktop file: `Name` and `Name[LOCALE]`.
    static func desktopNames() throws -> [String: String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("packaging/dev.layers.WaylandApp.desktop.in")
        var names: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("Name") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { names[parts[0]] = parts[1] }
        }
        return names
    }

    @Test("in each language, the title is the desktop file's Name for that locale", arguments: [
        (AppLanguage.english, "Name"), (.spanish, "Name[es]"), (.simplifiedChinese, "Name[zh_CN]"),
        (.traditionalChinese, "Name[zh_TW]"),
    ])
    func titleIsTheDesktopName(language: AppLanguage, key: String) throws {
        let names = try Self.desktopNames()
        let expected = try #require(names[key], "the desktop file has no \(key): \(names)")
        var options = SceneOptions()
        options.language = language
        let circle = try #require(try SceneCatalog.make("circle", options: options))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: options)
        #expect(switcher.windowTitle == expected)
        #expect(names["Name"] == "Layers")
    }

    @Test("--title replaces it; without it `run` leaves the title to the app's name")
    func titleOption() throws {
        #expect(try RunCommand.parse(["--title", "Hello"]).options.title == "Hello")
        #expect(try RunCommand.parse([]).options.title == nil)
    }
}
