import CPNG
import Foundation

/// PNG files: read through ``ImageDecoder`` (libpng, converting every colour type and
/// bit depth to 8-bit BGRA), written through libpng's simplified `png_image` API, which
/// catches libpng's `longjmp` errors inside the library (Swift cannot call `setjmp`).
/// So a bad file becomes an ``ImageError`` naming the file, never a crash.
extension Image {
    /// Loads a PNG file as premultiplied ARGB32, at full size (``ImageDecoder`` can shrink it
    /// while reading, and ``ImagePipeline`` does that off the main thread).
    public convenience init(contentsOfFile path: String) throws {
        try self.init(decoded: ImageDecoder().decodePixels(fileAt: path))
    }

    /// Decodes PNG bytes already in memory (from an archive, the network or a fuzzer).
    /// `name` stands for the data in errors, as a path does for a file.
    public convenience init(pngData data: Data, name: String = "PNG data") throws {
        try self.init(decoded: ImageDecoder().decodePixels(data: data, name: name))
    }

    /// Loads a PNG file (file URLs only).
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOfFile: url.path)
    }

    /// Writes the image as an 8-bit RGBA PNG (straight alpha, as PNG stores it).
    public func write(toFile path: String) throws {
        let count = width * height
        let straight = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { straight.deallocate() }
        for y in 0..<height {
            let row = pixels + y * (stride / 4)
            for x in 0..<width { straight[y * width + x] = Self.unpremultiplied(row[x]) }
        }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = UInt32(PNG_FORMAT_BGRA)
        guard png_image_write_to_file(&png, path, 0, straight, Int32(width * 4), nil) != 0 else {
            let reason = Self.message(of: &png)
            png_image_free(&png)
            throw ImageError.unwritable(path: path, reason: reason)
        }
    }

    /// Writes the image as a PNG file (file URLs only).
    public func write(to url: URL) throws { try write(toFile: url.path) }

    static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        func u(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return (a << 24) | u(16) | u(8) | u(0)
    }

    private static func message(of png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
