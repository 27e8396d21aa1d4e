import Layers
import Testing
@testable import WaylandPlatform

/// The opaque region a level surface declares (``LevelSurface/isOpaque``): the whole
/// surface in the coordinates the compositor sees it in, after the buffer scale or the
/// viewport, whatever part of the picture a crop stretches over it; nothing when the
/// picture is not opaque.
@MainActor
@Suite struct LevelSurfaceOpaqueRegionTests {
    @Test func anOpaquePictureAtBufferScaleTwoIsOpaqueInPoints() {
        let region = LevelSurface.opaqueRegion(isOpaque: true, scaling: .buffer(2), width: 2560, height: 1440)
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 1280, height: 720)])
    }

    /// At a fractional scale the viewport's destination is the surface's size, and a
    /// crop does not change it: the crop is part of the same opaque picture.
    @Test func throughAViewportTheDestinationIsOpaque() {
        let destination = LogicalSize(width: 1067, height: 600)
        let region = LevelSurface.opaqueRegion(isOpaque: true, scaling: .viewport(destination), width: 1600, height: 900)
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 1067, height: 600)])
    }

    @Test func aPictureThatIsNotOpaqueDeclaresNothing() {
        let region = LevelSurface.opaqueRegion(isOpaque: false, scaling: .buffer(2), width: 2560, height: 1440)
        #expect(region.rects.isEmpty)
        #expect(region == .none, "so a level that stays translucent never sends a region")
    }
}
