import Foundation
import Testing

extension CompositorTests {
    /// What a screen reader finds in each scene, in the app's languages: the splash
    /// named after the app (and the app hidden behind it), the preview's icons and menu
    /// rows as buttons, the circle as an adjustable element.
    @Suite("The scenes over AT-SPI2, on weston")
    struct AccessibilityScenesTests {
        typealias Desktop = AccessibilityWestonTests.Desktop

        /// Each language's app name, the preview's "Weather" and "Open", and the circle's two modes.
        nonisolated static let languages: [(tag: String, app: String, weather: String, open: String, grow: String, scrub: String)] = [
            ("en", "City Guide", "Weather", "Open", "Grow & spring", "Scrub"),
            ("es", "Guía de ciudades", "Tiempo", "Abrir", "Crecer y rebotar", "Recorrer"),
            ("zh-Hant", "城市指南", "天氣", "打開", "放大與回彈", "拖曳進度"),
            ("zh-Hans", "城市指南", "天气", "打开", "放大与回弹", "拖动进度"),
        ]

        @Test("the splash is a picture named after the app, and hides the app behind it", arguments: 0..<languages.count)
        func splash(language: Int) throws {
            let words = Self.languages[language]
            let desktop = try Desktop(["--splash-delay", "30", "--language", words.tag])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let frame = try #require(output.trees.first?.children.first)
            #expect(frame.name == words.app)
            let elements = frame.all.dropFirst()
            #expect(elements.map(\.role) == ["image", "label"], "\(elements.map { ($0.role, $0.name) })")
            #expect(elements.first?.name == words.app && elements.last?.text?.isEmpty == false)
        }

        @Test("the preview's icons are buttons named after their apps; one's action opens its menu of four buttons",
              arguments: 0..<languages.count)
        func preview(language: Int) throws {
            let words = Self.languages[language]
            let desktop = try Desktop(["--scene", "preview", "--language", words.tag])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", ["--do-action", words.weather, "--events", "2"],
                                                      environment: desktop.environment)
            let before = try #require(output.trees.first)
            let icons = before.all.filter { $0.role == "push button" }
            #expect(icons.count >= 12 && icons.first?.name == words.weather, "\(icons.map(\.name))")
            #expect(output.actions.first?.result == true)
            let after = try #require(output.trees.last)
            #expect(after.first(named: words.open)?.role == "push button", "\(after.all.map(\.name))")
            // The blurred backdrop stands in for the home screen: the menu's four rows are all there is to reach.
            #expect(after.all.filter { $0.role == "push button" }.count == 4, "\(after.all.map(\.name))")
        }

        @Test("the circle is adjustable: its value is the mode, incrementing switches it", arguments: 0..<languages.count)
        func circle(language: Int) throws {
            let words = Self.languages[language]
            let desktop = try Desktop(["--scene", "circle", "--language", words.tag])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let slider = "slider"
            let first = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let circle = try #require(first.trees.first?.all.first { $0.role == slider })
            #expect(circle.actions == ["increment", "decrement"])
            #expect(circle.description.hasPrefix(words.grow), "\(circle.description)")
            let output = try AccessibilityReader.read("WaylandApp", ["--do-action", circle.name, "--events", "2"],
                                                      environment: desktop.environment)
            #expect(output.events.contains { $0.type == "object:property-change:accessible-description" && $0.source == circle.name },
                    "\(output.events)")
            let after = try #require(output.trees.last?.all.first { $0.role == slider })
            #expect(after.description.hasPrefix(words.scrub), "\(after.description)")
        }
    }
}
