/// A buffer to draw one frame into: premultiplied ARGB8888, native-endian 32-bit pixels.
///
/// Only valid during ``WindowContent/draw(into:time:)``: the memory belongs to a
/// shared-memory buffer that goes to the compositor right after.
struct PixelTarget {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    /// Bytes per row.
    let stride: Int
    /// How many frames old the contents are: 1 = the previous frame, 0 = undefined.
    let age: Int
}
