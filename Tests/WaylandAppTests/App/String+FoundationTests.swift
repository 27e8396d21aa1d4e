import Foundation
import Testing
@testable import WaylandApp

/// The app's stand-ins for Foundation's `String` and `NSString` methods give what those
/// gave: printed figures are read back by scripts and tests, and paths name files.
@Suite struct StringFoundationTests {
    @Test("String(cFormat:) prints what String(format:) printed, byte for byte")
    func cFormat() {
        let formats = ["%.2f", "%.1f", "%.0f", "%g", "%.1f%%", "%.2f s", " (%.2f×)", "%.2f ms vs %.2f ms",
                       ", %.2f× [%.2f, %.2f] ", "%6.2f ms %5.1f%%  %6.1f composites  %5.2f Mpx  ",
                       String(repeating: "wide ", count: 40) + "%.3f"]
        var random = SeededGenerator(seed: 3)
        var values: [Double] = [0, -0.0, 0.125, 0.005, 2.675, 1.005, 16.665, 1e21, 1e-7, .nan, .infinity, -.infinity]
        for _ in 0..<2000 { values.append(Double(Int64(bitPattern: random.next()) % 2_000_000) / Double(1 << random.index(below: 12))) }
        for format in formats {
            for (i, v) in values.enumerated() {
                let w = values[(i + 1) % values.count], x = values[(i + 2) % values.count], y = values[(i + 3) % values.count]
                #expect(String(cFormat: format, v, w, x, y) == String(format: format, v, w, x, y), "\(format) \(v)")
            }
        }
        for n in [0, 1, 15, 16, 200, 255] { #expect(String(cFormat: "%02x", n) == String(format: "%02x", n)) }
        #expect(String(cFormat: "median of %d: %.1f ms", 20, 13.25) == String(format: "median of %d: %.1f ms", 20, 13.25))
    }

    @Test("appendingPath joins as NSString.appendingPathComponent", arguments: [
        ("assets", "cities.json"), ("assets/", "cities.json"), ("", "cities.json"), ("assets", ""), ("", ""),
        ("assets//", "x"), ("a", "/x"), ("a/", "/x"), ("/", "x"), ("a/b", "c/d"), ("a", "c/"), ("./a", "../b"),
    ])
    func appendingPath(folder: String, path: String) {
        #expect(folder.appendingPath(path) == (folder as NSString).appendingPathComponent(path))
    }

    @Test("trimmingSpacesAndTabs trims as trimmingCharacters(in: .whitespaces)", arguments: [
        "", "  ", "\t x y \t", " 16.67 ms (x) ", "\u{A0}a\u{3000}", "\nkeep\n", " \u{2003}é\u{301} ", "model name\t: Intel",
    ])
    func trimming(text: String) {
        #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces))
        let sub = text[...]
        #expect(sub.trimmingSpacesAndTabs() == sub.trimmingCharacters(in: .whitespaces))
    }
}
