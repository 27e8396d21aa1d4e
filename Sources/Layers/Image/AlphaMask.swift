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

    /// An empty (all zero) mask. Sizes must be positive and at most 32768 per side.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        stride = (width + 3) & ~3
        bytes = .allocate(capacity: stride * height)
        bytes.initialize(repeating: 0, count: stride * height)
        pixmanImage = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                               UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
                                               Int32(stride))
    }

    deinit {
        pixman_image_unref(pixmanImage)
        bytes.deallocate()
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * stride + x] }
        set { bytes[y * stride + x] = newValue }
    }

    /// Sets every byte to zero.
    public func clear() { bytes.update(repeating: 0, count: stride * height) }
}
