/// A buffer to draw one frame into: premultiplied ARGB8888, native-endian 32-bit pixels.
///
/// Only valid during ``WindowContent/draw(into:at:)``: the memory belongs to a
/// shared-memory buffer that goes to the compositor right after.
public struct PixelTarget {
    /// The first pixel of the top row.
    public let pixels: UnsafeMutableRawPointer
    /// The width in pixels (the window's size in points times its scale).
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// How many frames old the contents are: 1 = the previous frame, 0 = undefined.
    /// Content that keeps its own copy repairs only what changed since then.
    public let age: Int

    /// A target over memory the caller owns, for drawing content without a window.
    public init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, age: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        self.age = age
    }
}
