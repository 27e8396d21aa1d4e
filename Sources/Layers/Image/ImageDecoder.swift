import CPNGDecoder
import FoundationEssentials

/// Decodes PNG files and data, shrinking while it reads.
///
/// A picture shown at 400 × 300 needs no more pixels than that, whatever the file
/// holds: asked to cover a box, the decoder averages the file's rows into an image
/// just big enough (a box filter), one row at a time, so a 12 000 × 12 000 photo costs
/// the small image and one source row of memory, never its full size. It never
/// enlarges. Errors are ``ImageError``s naming the file; a damaged file never crashes
/// (libpng's errors are caught in C, in `CPNGDecoder`).
///
/// Thread-safe: it holds only limits, so ``ImagePipeline`` decodes on background threads.
public struct ImageDecoder: Sendable {
    /// The most pixels on a side a file may declare (more is refused before any decoding).
    public var maximumSide: Int
    /// The most bytes the decoded image may take (width × height × 4).
    public var maximumBytes: Int

    /// A decoder refusing files over `maximumSide` pixels on a side, or images that
    /// would take more than `maximumBytes` once shrunk.
    public init(maximumSide: Int = 16384, maximumBytes: Int = 256 << 20) {
        self.maximumSide = maximumSide
        self.maximumBytes = maximumBytes
    }

    /// The PNG file at `path`, shrunk to the smallest size that still covers `box`
    /// (pixels, as `resizeAspectFill` shows it), or at full size when `box` is nil.
    public func decode(fileAt path: String, covering box: Size? = nil) throws(ImageError) -> sending Image {
        Image(decoded: try decodePixels(fileAt: path, covering: box))
    }

    /// PNG bytes already in memory (from an archive, the network or a fuzzer); `name`
    /// stands for them in errors, as a path does for a file.
    public func decode(data: Data, name: String = "PNG data", covering box: Size? = nil) throws(ImageError) -> sending Image {
        Image(decoded: try decodePixels(data: data, name: name, covering: box))
    }

    func decodePixels(fileAt path: String, covering box: Size? = nil) throws(ImageError) -> DecodedPixels {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory else { throw .unreadable(path: path, reason: "it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path: path, reason: "permission denied") }
        // FoundationEssentials gives the size as a UInt (Foundation bridged it to any integer).
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt).map { Int($0) } ?? 0
        if fileSize == 0 { throw .corrupt(path: path, reason: "the file is empty") }
        return try decodePixels(name: path, byteCount: fileSize, covering: box) { message in
            pngd_open(path, nil, 0, message, Self.messageSize)
        }
    }

    func decodePixels(data: Data, name: String = "PNG data", covering box: Size? = nil) throws(ImageError) -> DecodedPixels {
        if data.isEmpty { throw .corrupt(path: name, reason: "the file is empty") }
        let result: Result<DecodedPixels, ImageError> = data.withUnsafeBytes { raw in
            Result { () throws(ImageError) in
                try decodePixels(name: name, byteCount: raw.count, covering: box) { message in
                    pngd_open(nil, raw.baseAddress, raw.count, message, Self.messageSize)
                }
            }
        }
        return try result.get()
    }

    /// The size a `width` × `height` picture is decoded at to cover `box`: scaled down
    /// evenly until one side meets the box (never up), at least 1 × 1.
    public static func decodedSize(width: Int, height: Int, covering box: Size?) -> (width: Int, height: Int) {
        guard let box, box.width > 0, box.height > 0 else { return (width, height) }
        let factor = min(1, max(box.width / Double(width), box.height / Double(height)))
        // Up, so the box stays covered; less a hair, so 37 × (10 / 37) stays 10.
        func scaled(_ side: Int) -> Int { max(1, min(side, Int((Double(side) * factor - 1e-9).rounded(.up)))) }
        return (scaled(width), scaled(height))
    }

    private static let messageSize = 256

    private func decodePixels(name: String, byteCount: Int, covering box: Size?,
                              open: (UnsafeMutablePointer<CChar>) -> OpaquePointer?) throws(ImageError) -> DecodedPixels {
        var message = [CChar](repeating: 0, count: Self.messageSize)
        guard let reader = message.withUnsafeMutableBufferPointer({ open($0.baseAddress!) }) else {
            throw .corrupt(path: name, reason: String(cString: message))
        }
        defer { pngd_close(reader) }
        let width = Int(pngd_width(reader)), height = Int(pngd_height(reader))
        try checkHeader(width: width, height: height, byteCount: byteCount, name: name)
        let size = Self.decodedSize(width: width, height: height, covering: box)
        guard size.width * size.height * 4 <= maximumBytes else {
            throw .corrupt(path: name, reason: "\(size.width)×\(size.height) pixels would take more than "
                + "\(maximumBytes >> 20) MB; use a smaller picture")
        }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: size.width * size.height)
        var opaque: Int32 = 0
        let status = message.withUnsafeMutableBufferPointer {
            pngd_read_scaled(reader, pixels, UInt32(size.width), UInt32(size.height), &opaque, $0.baseAddress!, Self.messageSize)
        }
        guard status == 0 else {
            pixels.deallocate()
            throw .corrupt(path: name, reason: String(cString: message))
        }
        return DecodedPixels(pixels: pixels, width: size.width, height: size.height, isOpaque: opaque != 0,
                             isShrunk: size.width < width || size.height < height)
    }

    /// Refuses absurd sizes before a byte of pixels is allocated.
    private func checkHeader(width: Int, height: Int, byteCount: Int, name: String) throws(ImageError) {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw .corrupt(path: name, reason: "size \(width)×\(height) is outside 1…\(maximumSide) pixels a side")
        }
        // Deflate expands at most 1032:1 and the densest PNG packs 8 pixels a byte, so a
        // header claiming more pixels than that lies: the file is cut short or damaged.
        guard width * height <= 8 * 1032 * byteCount + 65536 else {
            throw .corrupt(path: name, reason: "the header claims \(width)×\(height) pixels, more than "
                + "\(byteCount) bytes can hold; the file is truncated or damaged")
        }
    }
}

/// A decoder's output on its way into an ``Image``, which takes the pixels over.
struct DecodedPixels {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let isOpaque: Bool
    /// True when the picture is smaller than its file.
    let isShrunk: Bool
}

extension Image {
    /// An image that takes over `decoded`'s pixels.
    convenience init(decoded: DecodedPixels) {
        self.init(adopting: decoded.pixels, width: decoded.width, height: decoded.height)
        isOpaque = decoded.isOpaque
    }
}
