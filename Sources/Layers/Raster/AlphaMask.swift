import CPixman
import FoundationEssentials
import Glibc

/// An 8-bit coverage bitmap (pixman `a8`): what path rasterization and text produce,
/// and what the renderer fills a colour through. Coverage 255 = fully inside.
///
/// A renderer reuses the masks it no longer needs (`reset(width:height:)`): an
/// animating shape needs a new mask every frame, and a mask made anew costs an object,
/// a pixman image and fresh pages faulted in on first touch. So the memory and the
/// pixman image are sized by ``capacityWidth`` × ``capacityHeight``, at least the mask's
/// own size, and everything outside the mask's own `width` × `height` is kept zero:
/// pixman sees a bigger image whose extra pixels draw nothing.
public final class AlphaMask {
    /// The mask's width in pixels.
    public private(set) var width: Int
    /// The mask's height in pixels.
    public private(set) var height: Int
    /// The largest size the mask can be `reset(width:height:)` to.
    public let capacityWidth: Int
    /// The largest height the mask can be reset to.
    public let capacityHeight: Int
    /// Bytes per row (a multiple of 4, as pixman wants).
    public let stride: Int
    /// The coverage bytes, row by row ``stride`` apart; the mask owns them.
    public let bytes: UnsafeMutablePointer<UInt8>
    private let memory: ZeroedMemory
    let pixmanImage: OpaquePointer
    /// Where a big shape's mask is whole, empty or edge (``CoverageStrips``), when the
    /// renderer worked it out; cleared by `reset(width:height:)`.
    var strips: CoverageStrips?
    /// True when only the strips' edge spans hold the coverage: their solid spans are
    /// drawn whole without the mask, so the rasterizer leaves those bytes zero (a hole
    /// opening over a 4K screen writes its edges, not 8 MB a frame, and never maps the
    /// pages of its inside). Such a mask is only ever drawn through its strips.
    var holdsEdgesOnly = false

    /// The render workers' own pixman images of these bytes (capacity-sized, so a
    /// `reset(width:height:)` keeps them valid).
    private(set) lazy var views = PixmanViews(.bits(format: PIXMAN_a8, width: Int32(capacityWidth),
                                                   height: Int32(capacityHeight), bits: UnsafeMutableRawPointer(bytes),
                                                   stride: Int32(stride)))

    /// An empty (all zero) mask. Sizes must be positive and at most 32768 per side.
    public convenience init(width: Int, height: Int) throws {
        try self.init(width: width, height: height, capacityWidth: width, capacityHeight: height)
    }

    /// An empty mask that can later be reset to any size up to the capacity.
    init(width: Int, height: Int, capacityWidth: Int, capacityHeight: Int) throws {
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw ImageError.invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.capacityWidth = min(max(capacityWidth, width), 32768)
        self.capacityHeight = min(max(capacityHeight, height), 32768)
        stride = (self.capacityWidth + 3) & ~3
        // A big mask's pages cost nothing until written (``ZeroedMemory``): a growing
        // hole's mask writes only its edges.
        let count = stride * self.capacityHeight
        guard let zeroed = ZeroedMemory(byteCount: count) else { throw ImageError.invalidSize(width: width, height: height) }
        memory = zeroed
        bytes = zeroed.pointer.bindMemory(to: UInt8.self, capacity: count)
        pixmanImage = pixman_image_create_bits(PIXMAN_a8, Int32(self.capacityWidth), Int32(self.capacityHeight),
                                               UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
                                               Int32(stride))
    }

    deinit {
        pixman_image_unref(pixmanImage)
        memory.release()
    }

    /// Bytes a mask of the given capacity holds.
    static func byteCount(width: Int, height: Int) -> Int { ((width + 3) & ~3) * height }

    /// Bytes this mask holds.
    var byteCount: Int { stride * capacityHeight }

    /// True when the mask can be reset to `width` × `height`.
    func fits(width: Int, height: Int) -> Bool { width <= capacityWidth && height <= capacityHeight }

    /// Makes this an empty mask of `width` × `height` (within the capacity), clearing
    /// what the old size drew: everything beyond it is zero already.
    func reset(width: Int, height: Int) {
        require(width > 0 && height > 0 && fits(width: width, height: height),
                "AlphaMask.reset: \(width)×\(height) does not fit \(capacityWidth)×\(capacityHeight)")
        defer { strips = nil; holdsEdgesOnly = false }
        let rows = self.height, columns = self.width
        if holdsEdgesOnly, let strips {
            // Only the edge spans were written; the rest is zero, and perhaps not even mapped.
            for band in 0..<((rows + CoverageStrips.bandHeight - 1) / CoverageStrips.bandHeight) {
                let y0 = band * CoverageStrips.bandHeight, y1 = min(y0 + CoverageStrips.bandHeight, rows)
                for span in strips.spans(inBand: band) where !span.isSolid {
                    for y in y0..<y1 { (bytes + y * stride + Int(span.x0)).update(repeating: 0, count: Int(span.x1 - span.x0)) }
                }
            }
        } else if columns * 4 >= stride * 3 {
            bytes.update(repeating: 0, count: rows * stride)
        } else {
            for y in 0..<rows { (bytes + y * stride).update(repeating: 0, count: columns) }
        }
        self.width = width
        self.height = height
    }

    /// The coverage at column `x`, row `y` (0 outside, 255 fully inside).
    /// Precondition: the pixel is inside the mask; it is not checked.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * stride + x] }
        set { bytes[y * stride + x] = newValue }
    }

    /// Sets every byte to zero.
    public func clear() { bytes.update(repeating: 0, count: stride * height) }
}
