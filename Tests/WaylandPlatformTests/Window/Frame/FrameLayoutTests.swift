import Layers
import Testing
@testable import WaylandPlatform

@Suite struct FrameLayoutTests {
    let floating = FrameLayout(contentSize: LogicalSize(width: 800, height: 600), isFloating: true, capabilities: .all)

    @Test func buttonsFollowTheCapabilities() {
        #expect(floating.buttons == [.minimize, .maximize, .close])
        let closeOnly = FrameLayout(contentSize: LogicalSize(width: 800, height: 600), isFloating: true,
                                    capabilities: [.fullscreen, .windowMenu])
        #expect(closeOnly.buttons == [.close])
        #expect(closeOnly.frame(of: .maximize) == nil)
        let noMinimize = FrameLayout(contentSize: LogicalSize(width: 800, height: 600), isFloating: true,
                                     capabilities: [.maximize])
        #expect(noMinimize.buttons == [.maximize, .close])
    }

    @Test func floatingFramesHaveAShadowMarginAndRoundCorners() {
        #expect(floating.surfaceSize == LogicalSize(width: 856, height: 702))
        #expect(floating.geometry == Rect(28, 28, 800, 646))
        #expect(floating.cornerRadius == 12)
        let maximized = FrameLayout(contentSize: LogicalSize(width: 1280, height: 674), isFloating: false,
                                    capabilities: .all)
        #expect(maximized.margin == 0 && maximized.cornerRadius == 0)
        #expect(maximized.surfaceSize == LogicalSize(width: 1280, height: 720))
    }

    /// Over opaque content the frame is drawn in four pieces around what the content
    /// hides: the bar with the top margin, the bottom margin with the content's rounded
    /// corners (13 points: the 12-point radius and the outline), and the two side margins.
    @Test func overOpaqueContentTheFrameIsFourPiecesAroundIt() {
        let surface = PixelRect(x: 0, y: 0, width: 856, height: 702)
        #expect(floating.pieces(overOpaqueContent: false) == [surface])
        let hidden = PixelRect(x: 28, y: 74, width: 800, height: 587)
        #expect(floating.coveredByOpaqueContent == hidden)
        let pieces = floating.pieces(overOpaqueContent: true)
        #expect(pieces == [PixelRect(x: 0, y: 0, width: 856, height: 74), PixelRect(x: 0, y: 661, width: 856, height: 41),
                           PixelRect(x: 0, y: 74, width: 28, height: 587), PixelRect(x: 828, y: 74, width: 28, height: 587)])
        #expect(pieces.reduce(0) { $0 + $1.area } == surface.area - hidden.area, "they tile the rest, without overlap")
        #expect(pieces.allSatisfy { !$0.intersects(hidden) })
        // Square (maximized, tiled): no margin, no corners: the bar alone.
        let maximized = FrameLayout(contentSize: LogicalSize(width: 1280, height: 674), isFloating: false, capabilities: .all)
        #expect(maximized.pieces(overOpaqueContent: true) == [PixelRect(x: 0, y: 0, width: 1280, height: 46)])
    }

    @Test func closeIsTheRightmostButtonAndTheTitleIsCentred() throws {
        let close = try #require(floating.frame(of: .close))
        #expect(close.maxX == floating.bar.maxX - FrameLayout.barPadding)
        #expect(close.midY == floating.bar.midY)
        #expect(floating.titleArea.midX == floating.bar.midX)
        let minimize = try #require(floating.frame(of: .minimize))
        #expect(floating.titleArea.maxX <= minimize.minX)
    }

    @Test func regions() throws {
        let close = try #require(floating.frame(of: .close))
        #expect(floating.region(atX: close.midX, y: close.midY) == .button(.close))
        #expect(floating.region(atX: 400, y: 40) == .titleBar)
        #expect(floating.region(atX: 400, y: 22) == .edge(.top))
        #expect(floating.region(atX: 22, y: 300) == .edge(.left))
        #expect(floating.region(atX: 830, y: 300) == .edge(.right))
        #expect(floating.region(atX: 400, y: 680) == .edge(.bottom))
        #expect(floating.region(atX: 830, y: 680) == .edge(.bottomRight))
        #expect(floating.region(atX: 25, y: 25) == .edge(.topLeft))
        #expect(floating.region(atX: 30, y: 40) == .titleBar, "inside the geometry is the bar's, as in GTK")
        #expect(floating.region(atX: 5, y: 300) == .none, "the shadow beyond the border takes no input")
        #expect(floating.region(atX: 400, y: 300) == .none, "the content is the content's")
    }

    @Test func squareFramesDoNotResize() {
        let tiled = FrameLayout(contentSize: LogicalSize(width: 800, height: 600), isFloating: false, capabilities: .all)
        #expect(tiled.region(atX: 1, y: 1) == .titleBar)
        #expect(tiled.inputArea == tiled.geometry)
    }
}
