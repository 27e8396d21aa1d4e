/// Scratch images for effects that need a layer drawn apart first (group opacity,
/// mask layers, rounded clipping), reused frame after frame.
///
/// Each is the size of the target and shares its pixel coordinates, so the same
/// drawing code works on either and only the damaged part is ever cleared or copied.
/// They nest like a stack; depth is capped so a pathological tree cannot eat memory.
final class OffscreenPool {
    /// Effects nested deeper than this are drawn without their offscreen pass.
    static let maximumDepth = 8

    private var images: [Image] = []
    private var depth = 0
    private var size = (width: 0, height: 0)

    /// Drops the images when the target size changes.
    func prepare(width: Int, height: Int) {
        if size != (width, height) { images.removeAll(); size = (width, height) }
        depth = 0
    }

    /// The next free image, or nil when nesting is too deep (or memory ran out).
    func acquire() -> Image? {
        guard depth < Self.maximumDepth else { return nil }
        if depth == images.count {
            guard let image = try? Image(width: size.width, height: size.height) else { return nil }
            images.append(image)
        }
        depth += 1
        return images[depth - 1]
    }

    func release() { depth -= 1 }

    /// Bytes held, for statistics.
    var byteCount: Int { images.count * size.width * size.height * 4 }
}
