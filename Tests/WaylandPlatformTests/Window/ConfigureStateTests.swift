import Testing
@testable import WaylandPlatform

@Suite struct ConfigureStateTests {
    @Test func zeroSizeWithoutBoundsMeansTheAspectSize() {
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
        var state = ConfigureState(initialSize: .requested(LogicalSize(width: 640, height: 480)))
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

    @Test func firstSizeFitsTheBoundsWithTheTitleBar() {
        // kwin sends configure_bounds(1280, 720): ¾ of it, bar included, at 16:9.
        var state = ConfigureState(titleBarHeight: 46, clientSideDecorations: true)
        state.boundsConfigured(width: 1280, height: 720)
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        let applied = state.apply()
        #expect(applied.size == LogicalSize(width: 878, height: 494))
        #expect(applied.geometry.height <= 720 * 3 / 4)
    }

    @Test func outputSizeStandsInForMissingBounds() {
        var state = ConfigureState()
        state.outputSize = LogicalSize(width: 1920, height: 1080)
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        #expect(state.apply().size == LogicalSize(width: 1440, height: 810))
    }

    @Test func requestedSizeIsClampedToTheBoundsOnce() {
        var state = ConfigureState(initialSize: .requested(LogicalSize(width: 1280, height: 720)),
                                   titleBarHeight: 46, clientSideDecorations: true)
        state.boundsConfigured(width: 1280, height: 720)
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        #expect(state.apply().size == LogicalSize(width: 1280, height: 674))
        let clamped = state.takeClampedRequest()
        #expect(clamped?.requested == LogicalSize(width: 1280, height: 720))
        #expect(clamped?.used == LogicalSize(width: 1280, height: 674))
        #expect(state.takeClampedRequest() == nil, "logged once")
    }

    @Test func requestedSizeThatFitsIsKept() {
        var state = ConfigureState(initialSize: .requested(LogicalSize(width: 800, height: 600)))
        state.boundsConfigured(width: 1920, height: 1080)
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: []))
        #expect(state.apply().size == LogicalSize(width: 800, height: 600))
        #expect(state.takeClampedRequest() == nil)
    }

    @Test func leavingMaximizedRestoresTheFloatingSize() {
        var state = ConfigureState(initialSize: .requested(LogicalSize(width: 800, height: 600)))
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: [4]))
        #expect(state.apply().isFloating)
        state.toplevelConfigured(ToplevelConfigure(width: 1280, height: 720, states: [1, 4]))
        let maximized = state.apply()
        #expect(maximized.isMaximized && !maximized.isFloating)
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: [4]))
        #expect(state.apply().size == LogicalSize(width: 800, height: 600))
    }

    @Test func capabilitiesApplyWithTheConfigure() {
        var state = ConfigureState()
        state.capabilitiesConfigured(WindowCapabilities(protocolValues: [3]))
        #expect(state.applied == nil)
        #expect(state.apply().capabilities == [.fullscreen])
    }
}

/// xdg-shell 6's `suspended` state (no Debian 12 compositor sends it): read from the
/// configure's states, applied with the rest, gone with the next configure without it.
@Suite struct SuspendedConfigureTests {
    @Test("state 9 is suspended; the size and the other states apply as usual")
    func readsSuspended() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 800, height: 600, states: [4]))
        #expect(state.apply().isSuspended == false)
        state.toplevelConfigured(ToplevelConfigure(width: 800, height: 600, states: [9]))
        let suspended = state.apply()
        #expect(suspended.isSuspended)
        #expect(!suspended.isActivated, "a hidden window is not the active one")
        #expect(suspended.size == LogicalSize(width: 800, height: 600))
        state.toplevelConfigured(ToplevelConfigure(width: 0, height: 0, states: [4]))
        let back = state.apply()
        #expect(!back.isSuspended && back.isActivated)
        #expect(back.size == LogicalSize(width: 800, height: 600), "0×0 keeps the size from before")
    }

    @Test("a tiled, suspended window (sway's other workspace) keeps both")
    func tiledAndSuspended() {
        var state = ConfigureState()
        state.toplevelConfigured(ToplevelConfigure(width: 640, height: 720, states: [5, 6, 7, 8, 9]))
        let applied = state.apply()
        #expect(applied.isSuspended && applied.isTiled)
    }

    @Test("xdg_wm_base is bound at version 6 where offered, so the compositor may send it")
    @MainActor
    func bindsVersion6() {
        #expect(Registry.negotiatedVersion(of: "xdg_wm_base", offered: 6) == 6)
        #expect(Registry.negotiatedVersion(of: "xdg_wm_base", offered: 7) == 6)
        #expect(Registry.negotiatedVersion(of: "xdg_wm_base", offered: 3) == 3)
    }
}
