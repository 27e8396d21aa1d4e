import CPNG
import FoundationEssentials

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
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        let straight = straightPixels(in: all)
        defer { straight.deallocate() }
        var png = Self.pngImage(width: width, height: height)
        guard png_image_write_to_file(&png, path, 0, straight, Int32(width * 4), nil) != 0 else {
            let reason = Self.message(of: &png)
            png_image_free(&png)
            throw ImageError.unwritable(path: path, reason: reason)
        }
    }

    /// `rect` (inside the image) encoded as an 8-bit RGBA PNG in memory, as
    /// ``write(toFile:)`` writes the whole image; ``AnimatedPNGWriter`` takes its frames'
    /// `IDAT` data from it. `name` stands for the data in errors.
    func pngData(in rect: PixelRect, name: String) throws -> [UInt8] {
        let straight = straightPixels(in: rect)
        defer { straight.deallocate() }
        var png = Self.pngImage(width: rect.width, height: rect.height)
        // An upper bound of the encoded size (PNG_IMAGE_PNG_SIZE_MAX, which Swift cannot
        // import): filter bytes, deflate's worst case and the chunks around them. libpng
        // says how much it needs if that is ever too little, and the second try uses it.
        let raw = (rect.width * 4 + 1) * rect.height
        var capacity = raw + raw / 8 + raw / 64 + 12 * (raw / 8192 + 1) + 1024
        for _ in 0..<2 {
            var bytes = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let written = bytes.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, straight, Int32(rect.width * 4), nil)
            }
            if written != 0 { return Array(bytes.prefix(Int(size))) }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
        }
        let reason = Self.message(of: &png)
        png_image_free(&png)
        throw ImageError.unwritable(path: name, reason: reason)
    }

    /// The pixels of `rect` (inside the image) with straight alpha, rows of
    /// `rect.width` words, in a buffer the caller deallocates.
    private func straightPixels(in rect: PixelRect) -> UnsafeMutablePointer<UInt32> {
        let straight = UnsafeMutablePointer<UInt32>.allocate(capacity: rect.width * rect.height)
        for y in 0..<rect.height {
            let row = pixels + (rect.y + y) * (stride / 4) + rect.x
            let out = straight + y * rect.width
            for x in 0..<rect.width { out[x] = Self.unpremultiplied(row[x]) }
        }
        return straight
    }

    /// libpng's simplified-API description of an 8-bit BGRA picture (BGRA in memory is
    /// our native-endian ARGB32 on little-endian machines).
    private static func pngImage(width: Int, height: Int) -> png_image {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = UInt32(PNG_FORMAT_BGRA)
        return png
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
