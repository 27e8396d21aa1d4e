import Testing
@testable import WaylandApp

/// How many frames the splash's picture of the main window is taken over: no band holds
/// more pixels than a sixth of 1080p, whatever the screen.
@Suite("Snapshot bands")
struct SnapshotLayerTests {
    @Test("a sixth of 1080p a band: 6 bands at 1920×1080, 24 at 3840×2160, 1 for a small window")
    func bandsFollowThePixelCount() {
        #expect(SnapshotLayer.parts(width: 1920, height: 1080) == 6)
        #expect(SnapshotLayer.parts(width: 3840, height: 2160) == 24)
        #expect(SnapshotLayer.parts(width: 320, height: 180) == 1)
        #expect(SnapshotLayer.parts(width: 1280, height: 720) == 3)
    }

    @Test("an empty picture is still one band")
    func neverNone() {
        #expect(SnapshotLayer.parts(width: 0, height: 0) == 1)
    }
}
