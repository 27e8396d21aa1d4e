import CPNG
import Foundation

/// PNG files, through libpng's simplified `png_image` API.
///
/// That API converts every colour type and bit depth (palette, grey, 16-bit, tRNS,
/// gamma) to 8-bit sRGB BGRA for us, and it catches libpng's `longjmp` errors inside
/// the library (Swift cannot call `setjmp`), reporting them in `png_image.message`.
/// So a bad file becomes an ``ImageError`` naming the file, never a crash.
extension Image {
    /// Loads a PNG file as premultiplied ARGB32.
    public convenience init(contentsOfFile path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageError.unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ImageError.unreadable(path: path, reason: "it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw ImageError.unreadable(path: path, reason: "permission denied")
        }
        try self.init(pngData: data, name: path)
    }

    /// Decodes PNG bytes already in memory (from an archive, the network or a fuzzer).
    /// `name` stands for the data in errors, as a path does for a file.
    public convenience init(pngData data: Data, name: String = "PNG data") throws {
        if data.isEmpty { throw ImageError.corrupt(path: name, reason: "the file is empty") }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        // libpng reads from the buffer until finish_read: both calls run inside the closure.
        let decoded: (pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) = try data.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else {
                let reason = Self.message(of: &png)
                png_image_free(&png)
                throw ImageError.corrupt(path: name, reason: reason)
            }
            let width = Int(png.width), height = Int(png.height)
            guard width > 0, height > 0, width <= 32768, height <= 32768 else {
                png_image_free(&png)
                throw ImageError.corrupt(path: name, reason: "size \(width)×\(height) is outside 1…32768 pixels")
            }
            // A header may claim any size; deflate expands at most 1032:1 and the densest
            // PNG packs 8 pixels a byte, so more pixels than that cannot be in the file.
            // Checked before allocating, so a 60-byte file cannot ask for 4 GiB.
            guard width * height <= 8 * 1032 * raw.count + 65536 else {
                png_image_free(&png)
                throw ImageError.corrupt(path: name, reason: "the header claims \(width)×\(height) pixels, more than "
                    + "\(raw.count) bytes can hold; the file is truncated or damaged")
            }
            png.format = UInt32(PNG_FORMAT_BGRA)
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
            pixels.initialize(repeating: 0, count: width * height)
            // BGRA bytes are 0xAARRGGBB words on a little-endian machine: pixman's a8r8g8b8.
            guard png_image_finish_read(&png, nil, pixels, Int32(width * 4), nil) != 0 else {
                pixels.deallocate()
                let reason = Self.message(of: &png)
                png_image_free(&png)
                throw ImageError.corrupt(path: name, reason: reason)
            }
            return (pixels, width, height)
        }
        self.init(adopting: decoded.pixels, width: decoded.width, height: decoded.height)
        premultiply()
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

    /// Straight-alpha BGRA from libpng → premultiplied, in place.
    /// Premultiplies the decoded pixels, and notes whether they are all opaque.
    private func premultiply() {
        var opaque = true
        for y in 0..<height {
            let row = pixels + y * (stride / 4)
            for x in 0..<width {
                let p = row[x]
                let a = p >> 24
                if a == 255 { continue }
                opaque = false
                if a == 0 { row[x] = 0; continue }
                func m(_ shift: UInt32) -> UInt32 {
                    let t = ((p >> shift) & 0xFF) * a + 128
                    return ((t + (t >> 8)) >> 8) << shift
                }
                row[x] = (a << 24) | m(16) | m(8) | m(0)
            }
        }
        isOpaque = opaque
    }

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
