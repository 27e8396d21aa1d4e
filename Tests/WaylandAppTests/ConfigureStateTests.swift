import Testing
@testable import WaylandApp
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct ConfigureStateTests {
    @Test func zeroSizeMeansOurDefault() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        #expect(state.apply().size == LogicalSize(width: 1280, height: 720))
    }

    @Test func configuredSizesAreHonoured() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 800, height: 600, states: [4]))
        let applied = state.apply()
        #expect(applied.size == LogicalSize(width: 800, height: 600))
        #expect(applied.isActivated)
    }

    @Test func sizesStayAtOrAboveTheMinimum() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 100, height: 50, states: []))
        #expect(state.apply().size == LogicalSize(width: 320, height: 240))
    }

    @Test func pendingStateAppliesOnlyOnSurfaceConfigure() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 900, height: 500, states: []))
        #expect(state.applied == nil)
        _ = state.apply()
        state.toplevelConfigured(ToplevelConfigure(width: 1000, height: 700, states: []))
        #expect(state.applied?.size == LogicalSize(width: 900, height: 500))
        #expect(state.apply().size == LogicalSize(width: 1000, height: 700))
    }

    @Test func leavingFullscreenReturnsToTheWindowedSize() {
        var state = ConfigureState(defaultSize: LogicalSize(width: 640, height: 480))
        state.toplevelConfigured(ToplevelConfigure(width: 700, height: 500, states: []))
        _ = state.apply()
        state.toplevelConfigured(ToplevelConfigure(width: 1920, height: 1080, states: [2]))
        let fullscreen = state.apply()
        #expect(fullscreen.isFullscreen)
        #expect(fullscreen.size == LogicalSize(width: 1920, height: 1080))
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        #expect(state.apply().size == LogicalSize(width: 700, height: 500))
    }

    @Test func clientSideTitleBarTakesItsHeightFromTheGeometry() {
        var state = ConfigureState(titleBarHeight: 32, clientSideDecorations: true)
        #expect(state.minimumGeometry == LogicalSize(width: 320, height: 272))
        state.toplevelConfigured(ToplevelConfigure(width: 800, height: 632, states: []))
        let applied = state.apply()
        #expect(applied.size == LogicalSize(width: 800, height: 600))
        #expect(applied.titleBarHeight == 32)
        #expect(applied.geometry == (0, -32, 800, 632))
        // Fullscreen hides the bar: the content gets the whole screen.
        state.toplevelConfigured(ToplevelConfigure(width: 1280, height: 720, states: [2]))
        #expect(state.apply().titleBarHeight == 0)
    }

    @Test func serverSideDecorationsNeedNoTitleBar() {
        var state = ConfigureState(titleBarHeight: 32, clientSideDecorations: true)
        state.decorationModeChanged(clientSide: false)
        state.toplevelConfigured(ToplevelConfigure(width: 800, height: 600, states: []))
        #expect(state.apply() == ConfigureState.Applied(size: LogicalSize(width: 800, height: 600),
                                                         isFullscreen: false, isActivated: false, titleBarHeight: 0))
    }

    @Test func tiledSizesDoNotReplaceTheWindowedSize() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 500, height: 400, states: [5, 6, 7, 8]))
        #expect(state.apply().size == LogicalSize(width: 500, height: 400))
        #expect(state.windowedSize == LogicalSize(width: 1280, height: 720))
    }
}
