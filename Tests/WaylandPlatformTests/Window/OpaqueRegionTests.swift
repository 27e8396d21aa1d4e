import Layers
import Testing
@testable import WaylandPlatform

/// What a window tells the compositor is opaque: the whole content when its root layer
/// is, less the bottom corners a floating window rounds.
@Suite struct OpaqueRegionTests {
    @Test func squareContentIsOpaqueWhole() {
        let region = OpaqueRegion(size: LogicalSize(width: 1280, height: 720), contentIsOpaque: true, cornerRadius: 0)
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 1280, height: 720)])
    }

    /// The 12-point corners are left out whole: above them, then the strip between them.
    @Test func roundedBottomCornersAreLeftOut() {
        let region = OpaqueRegion(size: LogicalSize(width: 1280, height: 720), contentIsOpaque: true, cornerRadius: 12)
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 1280, height: 708),
                                 PixelRect(x: 12, y: 708, width: 1256, height: 12)])
        // A fractional radius leaves out the pixels it touches.
        let fractional = OpaqueRegion(size: LogicalSize(width: 100, height: 50), contentIsOpaque: true, cornerRadius: 7.5)
        #expect(fractional.rects.first == PixelRect(x: 0, y: 0, width: 100, height: 42))
    }

    @Test func contentThatIsNotOpaqueDeclaresNothing() {
        #expect(OpaqueRegion(size: LogicalSize(width: 640, height: 480), contentIsOpaque: false, cornerRadius: 12).rects.isEmpty)
        #expect(OpaqueRegion(size: LogicalSize(width: 0, height: 480), contentIsOpaque: true, cornerRadius: 0).rects.isEmpty)
    }

    /// A window no bigger than its corners declares no rectangle that is empty or reaches
    /// past the content; one just wider keeps the strip between them.
    @Test func aTinyWindowStaysInside() {
        for (width, height) in [(20, 10), (30, 14), (25, 40)] {
            let region = OpaqueRegion(size: LogicalSize(width: width, height: height), contentIsOpaque: true, cornerRadius: 12)
            let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
            #expect(region.rects.allSatisfy { !$0.isEmpty && bounds.contains($0) }, "\(width)×\(height): \(region.rects)")
        }
        #expect(OpaqueRegion(size: LogicalSize(width: 30, height: 14), contentIsOpaque: true, cornerRadius: 12).rects
                == [PixelRect(x: 0, y: 0, width: 30, height: 2), PixelRect(x: 12, y: 2, width: 6, height: 12)])
    }
}
