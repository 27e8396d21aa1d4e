import Testing
@testable import Layers
import AnimationCheck

/// ``Renderer/changedSinceLastFrame``: what a window tells the compositor changed, and
/// repairs its other buffers with. A frame drawn whole only because its target is another
/// image reports what the tree changed; a frame drawn whole because the caller asked
/// (``Renderer/invalidate()``: it drew into the target itself) reports all of it.
@Suite(.noAnimationLeftRunning) struct ChangedSinceLastFrameTests {
    typealias T = TestSupport

    private static func tree() -> (root: Layer, square: Layer) {
        let root = T.root(80, 60, .white)
        let square = T.layer(Rect(x: 10, y: 10, width: 20, height: 20), Color(hex: 0x4F5BD5), in: root)
        return (root, square)
    }

    @Test func aFrameDrawnIntoAnotherImageReportsWhatTheTreeChanged() throws {
        let (root, square) = Self.tree()
        let renderer = Renderer(threads: 1)
        let first = try Image(width: 80, height: 60), second = try Image(width: 80, height: 60)
        try renderer.render(root, at: 0, into: first)
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0xEF6F6C) }
        let drawn = try renderer.render(root, at: 0, into: second)
        #expect(drawn == [PixelRect(x: 0, y: 0, width: 80, height: 60)], "the new image is drawn whole")
        #expect(renderer.changedSinceLastFrame == [PixelRect(x: 10, y: 10, width: 20, height: 20)])
    }

    /// After `invalidate()` nothing in the tree changed, but the target may hold anything:
    /// all of it changed, whether the image is the same or another.
    @Test(arguments: [false, true]) func anInvalidatedFrameReportsTheWholeTarget(anotherImage: Bool) throws {
        let (root, _) = Self.tree()
        let renderer = Renderer(threads: 1)
        let first = try Image(width: 80, height: 60), second = try Image(width: 80, height: 60)
        try renderer.render(root, at: 0, into: first)
        renderer.invalidate()
        try renderer.render(root, at: 0, into: anotherImage ? second : first)
        #expect(renderer.changedSinceLastFrame == [PixelRect(x: 0, y: 0, width: 80, height: 60)])
    }
}
