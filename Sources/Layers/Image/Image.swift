import CPixman
import FoundationEssentials
import Glibc

/// A bitmap of premultiplied ARGB32 pixels (pixman's `a8r8g8b8`), what a layer's
/// `contents` shows and what the renderer draws into.
///
/// It owns its pixels and the pixman image over them; the pixman pointer never
/// leaves the Layers module.
public final class Image {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// Premultiplied ARGB32 pixels, `height` rows of `stride` bytes. After writing them
    /// directly, call ``pixelsDidChange()``.
    public let pixels: UnsafeMutablePointer<UInt32>
    let pixmanImage: OpaquePointer
    private let ownership: Ownership

    /// Who frees the pixels.
    private enum Ownership {
        /// From ``ZeroedMemory``: released.
        case zeroed(ZeroedMemory)
        /// From `UnsafeMutablePointer.allocate`: deallocated.
        case allocated
        /// Someone else's.
        case wrapped
    }
    private var resampler: OpaquePointer?

    /// A second pixman image over the same pixels, only ever drawn through a transform
    /// (``GaussianBlur``'s resampling): pixman allocates a transform the first time one is set on an
    /// image and frees it when it is set back to identity, so the plain image stays
    /// untransformed and this one keeps its transform between uses.
    var resamplingImage: OpaquePointer {
        if let resampler { return resampler }
        let made = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(stride))!
        resampler = made
        return made
    }

    /// The render workers' own pixman images of these pixels (``PixmanViews``).
    private(set) lazy var views = PixmanViews(.bits(format: PIXMAN_a8r8g8b8, width: Int32(width), height: Int32(height),
                                                   bits: UnsafeMutableRawPointer(pixels), stride: Int32(stride)))

    /// Makes, now, what renderers of up to `threads` threads need to draw this picture,
    /// as is or scaled: the first frame that draws it then allocates nothing for it. For
    /// a picture made ahead of the frames that show it (a snapshot taken while a window
    /// idles, to be scaled as it shows). `threads` nil: as many as a renderer draws with
    /// by default (``Renderer/defaultThreads``).
    public func prepareForDrawing(threads: Int? = nil) {
        views.makeBothAhead(workers: min(max(threads ?? PixmanViews.defaultWorkers, 1), PixmanViews.maximumWorkers))
    }

    /// A transparent image. Sizes must be positive and at most 32768 on each side.
    ///
    /// The pixels come zeroed, and a big image's pages cost nothing until drawn
    /// (`ZeroedMemory`): a screen-sized offscreen of which a frame draws a small hole
    /// costs the hole's pages, not 33 MB of page faults at 4K.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768,
              let memory = ZeroedMemory(byteCount: width * height * 4) else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        stride = width * 4
        pixels = memory.pointer.bindMemory(to: UInt32.self, capacity: width * height)
        ownership = .zeroed(memory)
        pixmanImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(stride))
    }

    /// An image that takes over `pixels` (`width × height` words from `allocate`), such
    /// as a decoder's output; it deallocates them.
    init(adopting pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width * 4
        self.pixels = pixels
        ownership = .allocated
        pixmanImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(stride))
    }

    /// An image over pixels someone else owns (a window's shm buffer, say); they must
    /// outlive the image.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws {
        guard width > 0, height > 0, stride >= width * 4 else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels.assumingMemoryBound(to: UInt32.self)
        ownership = .wrapped
        pixmanImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                               self.pixels, Int32(stride))
    }

    deinit {
        pixman_image_unref(pixmanImage)
        if let resampler { pixman_image_unref(resampler) }
        switch ownership {
        case let .zeroed(memory): memory.release()
        case .allocated: pixels.deallocate()
        case .wrapped: break
        }
    }

    /// The pixel at (x, y), premultiplied ARGB32.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            require(x >= 0 && x < width && y >= 0 && y < height, "Image pixel (\(x), \(y)) outside \(width)×\(height)")
            return pixels[y * (stride / 4) + x]
        }
        set {
            require(x >= 0 && x < width && y >= 0 && y < height, "Image pixel (\(x), \(y)) outside \(width)×\(height)")
            pixels[y * (stride / 4) + x] = newValue
            revision &+= 1
        }
    }

    /// Bumped whenever the pixels change through the subscript, a ``Renderer`` or
    /// ``pixelsDidChange()``: copies resampled from the image (the renderer's) are
    /// keyed by it.
    public private(set) var revision: UInt64 = 0

    /// Tells copies made from the image that its pixels changed (after writing ``pixels``).
    public func pixelsDidChange() { revision &+= 1 }

    /// A promise that every pixel has alpha 255 (a PNG without transparency sets it):
    /// the renderer then replaces what is under the image (SRC) instead of blending it.
    /// Whoever changes the pixels keeps the promise true.
    public var isOpaque = false

    /// The size in pixels, as a ``Size``.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
}
