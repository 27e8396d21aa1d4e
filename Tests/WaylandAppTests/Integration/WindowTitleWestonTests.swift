import Foundation
import Testing

extension CompositorTests {
    /// The title the compositor is told (and our own bar shows on weston): the desktop
    /// file's `Name` in the user's language, not the binary's name.
    @Suite("Window title on weston")
    struct WindowTitleWestonTests {
        @Test("without --title the window is titled Layers, in Spanish Capas", arguments: [
            ("C.UTF-8", "Layers"), ("es_ES.UTF-8", "Capas"), ("zh_TW.UTF-8", "圖層"),
        ])
        func title(locale: String, title: String) throws {
            let weston = try Weston()
            defer { weston.kill() }
            var environment = weston.clientEnvironment
            environment["LANG"] = locale
            let app = try AppProcess(["run", "--scene", "circle", "--exit-after", "20"], environment: environment)
            defer { app.kill() }
            try app.waitForLine("a `decorations` line") { $0.hasPrefix("decorations client title \"\(title)\" ") }
        }
    }
}
