import CPNG
import Foundation

/// A screenshot decoded to 8-bit RGBA with libpng's simplified API, with the
/// few pixel queries the compositor tests need.
nonisolated struct PNGImage: Sendable {
    let width: Int
    let height: Int
    /// Row-major RGBA bytes, 4 per pixel, no padding.
    let rgba: [UInt8]

    /// Decodes the PNG file at `path`.
    init(contentsOfFile path: String) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw HarnessError("cannot read PNG \(path): \(PNGImage.message(of: &image))")
        }
        image.format = 3  // PNG_FORMAT_RGBA: color | alpha, 8 bits per channel
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else {
            let reason = PNGImage.message(of: &image)
            png_image_free(&image)
            throw HarnessError("cannot decode PNG \(path): \(reason)")
        }
        width = Int(image.width)
        height = Int(image.height)
        rgba = pixels
    }

    /// Writes the image as an RGBA PNG (to keep a screenshot as a test's artifact).
    func write(toFile path: String) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = 3  // PNG_FORMAT_RGBA
        let written = rgba.withUnsafeBytes { png_image_write_to_file(&image, path, 0, $0.baseAddress, 0, nil) }
        guard written != 0 else { throw HarnessError("cannot write PNG \(path): \(PNGImage.message(of: &image))") }
    }

    /// The pixel at (x, y) as 0xRRGGBB, alpha dropped.
    func rgb(x: Int, y: Int) -> UInt32 {
        let offset = (y * width + x) * 4
        return UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
    }

    /// How many pixels differ from 0xRRGGBB `color` by more than `tolerance`
    /// in any channel.
    func countPixels(differingFrom color: UInt32, tolerance: Int = 8) -> Int {
        let reference = [Int(color >> 16 & 0xff), Int(color >> 8 & 0xff), Int(color & 0xff)]
        var count = 0
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            for channel in 0..<3 where abs(Int(rgba[offset + channel]) - reference[channel]) > tolerance {
                count += 1
                break
            }
        }
        return count
    }

    /// How many pixels differ from the same pixel of `other` (same size) by
    /// more than `tolerance` in any channel.
    func countPixels(differingFrom other: PNGImage, tolerance: Int = 8) throws -> Int {
        guard other.width == width, other.height == height else {
            throw HarnessError("cannot compare a \(width)×\(height) image with a \(other.width)×\(other.height) one")
        }
        var count = 0
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            for channel in 0..<3
            where abs(Int(rgba[offset + channel]) - Int(other.rgba[offset + channel])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }

    /// The distinct 0xRRGGBB colours in the image, with how often each occurs.
    func histogram() -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for y in 0..<height {
            for x in 0..<width { counts[rgb(x: x, y: y), default: 0] += 1 }
        }
        return counts
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
