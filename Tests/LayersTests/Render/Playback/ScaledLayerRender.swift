@testable import Layers

/// A 110 × 80 frame with one layer showing an opaque picture resized into `frame`,
/// rendered with `threads` threads: what the resampler tests compare with pixman, and
/// the kinds of composite the frame took.
struct ScaledLayerRender {
    let root: Layer
    let picture: Image
    let frame: Image
    let kinds: [String]

    init(picture size: (width: Int, height: Int), in rect: Rect, threads: Int) throws {
        picture = try TestSupport.picture(size.width, size.height)
        picture.isOpaque = true
        root = TestSupport.root(110, 80)
        let layer = TestSupport.layer(rect, in: root)
        layer.contents = picture
        layer.contentsGravity = .resize
        frame = try Image(width: 110, height: 80)
        let renderer = Renderer(threads: threads)
        renderer.isProfiling = true
        try renderer.render(root, at: 0, into: frame)
        kinds = renderer.profile?.rows.map(\.kind) ?? []
    }
}
