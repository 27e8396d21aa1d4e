import Foundation
import Testing

extension CompositorTests {
    /// The app on a real weston picks its language from the locale, as desktop apps do:
    /// with `LANG=zh_TW.UTF-8` the feed on screen is the Traditional Chinese one.
    @Suite("WaylandApp in Chinese on weston")
    struct LocalizedWestonTests {
        /// A screenshot of the feed once it is on screen and still, with `LANG` set to `locale`.
        func feedScreenshot(locale: String) throws -> PNGImage {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let blank = try PNGImage(contentsOfFile: try weston.screenshot())
            var environment = weston.clientEnvironment
            for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
            environment["LANG"] = locale
            let app = try AppProcess(["run", "--scene", "feed", "--size", "800x500", "--exit-after", "20"],
                                     environment: environment)
            defer { app.kill() }
            try app.waitForBuffer()
            var previous: PNGImage?
            return try weston.screenshot(timeout: 10) { shot in
                defer { previous = shot }
                guard try shot.countPixels(differingFrom: blank) > 800 * 500 / 2, let previous else { return false }
                return try shot.countPixels(differingFrom: previous) == 0
            }
        }

        @Test("LANG=zh_TW.UTF-8 shows the feed in Traditional Chinese")
        func traditionalChineseFromTheLocale() throws {
            let chinese = try feedScreenshot(locale: "zh_TW.UTF-8")
            let english = try feedScreenshot(locale: "C.UTF-8")
            let differing = try chinese.countPixels(differingFrom: english)
            // The title, hint, names and countries differ; the pictures and cards do not.
            #expect(differing > 2_000 && differing < 800 * 500 / 4, "\(differing) pixels differ")
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("weston-feed-zh_TW.png").path
            try chinese.write(toFile: path)
            print("screenshot of the feed with LANG=zh_TW.UTF-8 on weston: \(path)")
        }
    }
}
