import Foundation
@testable import Layers

/// Helpers for the text tests: ink statistics of a coverage mask and a PGM dump to look at.
enum TextTestSupport {
    /// The ink's bounding box in mask pixels (x0, y0, x1, y1, exclusive ends), nil when blank.
    static func inkBox(_ mask: AlphaMask) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] > 0 {
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? nil : (x0, y0, x1, y1)
    }

    /// Total coverage divided by 255: the inked area in pixels.
    static func inkArea(_ mask: AlphaMask) -> Double {
        var sum = 0
        for y in 0..<mask.height { for x in 0..<mask.width { sum += Int(mask[x, y]) } }
        return Double(sum) / 255
    }

    /// Writes the mask placed in a canvas of `width`×`height` pixels at `origin` (pixels), dark
    /// ink on white, as a binary PGM in the temporary directory; returns its path.
    @discardableResult
    static func writePGM(_ mask: AlphaMask?, origin: (Int, Int) = (0, 0), canvas: (Int, Int)? = nil, name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layers-text-samples")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let (w, h) = canvas ?? (mask.map { ($0.width + origin.0, $0.height + origin.1) } ?? (1, 1))
        var pixels = [UInt8](repeating: 255, count: w * h)
        if let mask {
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let cx = x + origin.0, cy = y + origin.1
                    if cx >= 0, cx < w, cy >= 0, cy < h { pixels[cy * w + cx] = 255 - mask[x, y] }
                }
            }
        }
        let path = dir.appendingPathComponent("\(name).pgm").path
        var data = Data("P5\n\(w) \(h)\n255\n".utf8)
        data.append(contentsOf: pixels)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }
}
