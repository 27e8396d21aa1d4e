import Testing
@testable import Layers
import AnimationCheck

@Suite("ShapeLayer view box", .serialized, .noAnimationLeftRunning)
struct ShapeLayerViewBoxTests {
    /// A 10×10 square path drawn through a view box onto a layer's bounds.
    private func shape(bounds: Rect) -> (Layer, ShapeLayer) {
        let root = TestSupport.root(200, 200)
        let s = ShapeLayer()
        s.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 5))
        s.viewBox = Rect(x: 0, y: 0, width: 10, height: 10)
        Transaction.withoutActions {
            s.fillColor = .white
            s.bounds = bounds
            s.position = Point(x: 100, y: 100)
        }
        root.addSublayer(s)
        return (root, s)
    }

    @Test("the view box maps the path onto the bounds: a half-height path fills the top half")
    func mapsOntoBounds() throws {
        let (root, _) = shape(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let image = try TestSupport.render(root, width: 200, height: 200)
        #expect(TestSupport.alpha(image, 51, 51) == 255)
        #expect(TestSupport.alpha(image, 148, 98) == 255)
        #expect(TestSupport.alpha(image, 100, 101) == 0, "the path ends halfway down the bounds")
        #expect(TestSupport.alpha(image, 49, 60) == 0)
    }

    @Test("animating bounds scales the shape, rasterized crisp at its size")
    func boundsAnimationScales() throws {
        let (root, s) = shape(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        let animation = KeyframeAnimation(keyPath: "bounds")
        animation.values = [.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .rect(Rect(x: 0, y: 0, width: 180, height: 180))]
        animation.beginTime = 1
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        try s.add(animation, forKey: "scaling")
        let image = try TestSupport.render(root, width: 200, height: 200, time: 5)
        // Bounds 180×180 about (100, 100): the top half spans x 10…190, y 10…100, edges on whole pixels.
        #expect(TestSupport.alpha(image, 10, 10) == 255)
        #expect(TestSupport.alpha(image, 189, 99) == 255)
        #expect(TestSupport.alpha(image, 9, 50) == 0)
        #expect(TestSupport.alpha(image, 100, 100) == 0)
    }

    @Test("an empty view box draws nothing instead of dividing by zero")
    func emptyViewBox() throws {
        let (root, s) = shape(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        s.viewBox = Rect(x: 0, y: 0, width: 0, height: 10)
        let image = try TestSupport.render(root, width: 200, height: 200)
        #expect(TestSupport.alpha(image, 100, 75) == 0)
        #expect(s.pathTransform(in: s.model).determinant == 0)
    }
}
