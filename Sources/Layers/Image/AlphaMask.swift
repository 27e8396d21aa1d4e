import CPixman

/// An 8-bit coverage bitmap (pixman `a8`): what path rasterization and text produce,
/// and what the renderer fills a colour through. Coverage 255 = fully inside.
public final class AlphaMask {
    public let width: Int
    public let height: Int
    /// Bytes per row (a multiple of 4, as pixman wants).
    public let stride: Int
    public let bytes: UnsafeMutablePointer<UInt8>
    let pixmanImage: OpaquePointer
    /// Owns `bytes`; may have been another mask's before (see ``MaskStorage``).
    let storage: MaskStorage

    /// An empty (all zero) mask. Sizes must be positive and at most 32768 per side.
    public convenience init(width: Int, height: Int) throws {
        try self.init(width: width, height: height, reusing: nil)
    }

    /// An empty mask in `storage`'s memory when it is big enough (cleared first), in new
    /// memory otherwise.
    init(width: Int, height: Int, reusing storage: MaskStorage?) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        stride = (width + 3) & ~3
        let count = stride * height
        if let storage, storage.capacity >= count {
            storage.bytes.update(repeating: 0, count: count)
            self.storage = storage
        } else {
            self.storage = MaskStorage(capacity: count)
        }
        bytes = self.storage.bytes
        pixmanImage = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                               UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
                                               Int32(stride))
    }

    /// Bytes a `width` × `height` mask needs.
    static func byteCount(width: Int, height: Int) -> Int { ((width + 3) & ~3) * height }

    deinit { pixman_image_unref(pixmanImage) }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * stride + x] }
        set { bytes[y * stride + x] = newValue }
    }

    /// Sets every byte to zero.
    public func clear() { bytes.update(repeating: 0, count: stride * height) }
}
