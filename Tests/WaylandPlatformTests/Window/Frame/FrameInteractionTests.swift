import Testing
@testable import WaylandPlatform

@Suite struct FrameInteractionTests {
    @Test func doubleClickOnTheBarTogglesMaximize() {
        var interaction = FrameInteraction()
        #expect(interaction.button(0x110, pressed: true, region: .titleBar, x: 100, y: 20, serial: 1, time: 1000)
                    == [.move(serial: 1)])
        _ = interaction.button(0x110, pressed: false, region: .titleBar, x: 100, y: 20, serial: 2, time: 1080)
        #expect(interaction.button(0x110, pressed: true, region: .titleBar, x: 102, y: 21, serial: 3, time: 1250)
                    == [.toggleMaximize])
        // A third press starts over: a move, not another toggle.
        #expect(interaction.button(0x110, pressed: true, region: .titleBar, x: 102, y: 21, serial: 4, time: 1300)
                    == [.move(serial: 4)])
    }

    @Test func slowOrDistantSecondClicksMove() {
        var interaction = FrameInteraction()
        _ = interaction.button(0x110, pressed: true, region: .titleBar, x: 100, y: 20, serial: 1, time: 1000)
        #expect(interaction.button(0x110, pressed: true, region: .titleBar, x: 100, y: 20, serial: 2, time: 1401)
                    == [.move(serial: 2)], "the events' own times are 401 ms apart")
        #expect(interaction.button(0x110, pressed: true, region: .titleBar, x: 120, y: 20, serial: 3, time: 1500)
                    == [.move(serial: 3)])
    }

    @Test func buttonsActOnReleaseOverThemOnly() {
        var interaction = FrameInteraction()
        #expect(interaction.button(0x110, pressed: true, region: .button(.close), x: 0, y: 0, serial: 1, time: 0).isEmpty)
        #expect(interaction.pressedButton == .close)
        #expect(interaction.button(0x110, pressed: false, region: .button(.close), x: 0, y: 0, serial: 2, time: 50)
                    == [.close])
        _ = interaction.button(0x110, pressed: true, region: .button(.maximize), x: 0, y: 0, serial: 3, time: 100)
        _ = interaction.pointerMoved(to: .titleBar, serial: 3)
        #expect(interaction.pressedButton == nil, "dragged off: drawn unpressed")
        #expect(interaction.button(0x110, pressed: false, region: .titleBar, x: 0, y: 0, serial: 4, time: 150).isEmpty)
    }

    @Test func edgesResizeAndTheCursorFollowsTheRegion() {
        var interaction = FrameInteraction()
        #expect(interaction.pointerMoved(to: .edge(.bottomRight), serial: 7) == [.setCursor(.southEastResize, serial: 7)])
        #expect(interaction.pointerMoved(to: .edge(.bottomRight), serial: 7).isEmpty, "unchanged: not set again")
        #expect(interaction.button(0x110, pressed: true, region: .edge(.bottomRight), x: 0, y: 0, serial: 8, time: 0)
                    == [.resize(.bottomRight, serial: 8)])
        #expect(interaction.pointerMoved(to: .titleBar, serial: 9) == [.setCursor(.default, serial: 9)])
    }

    @Test func rightClickOnTheBarShowsTheWindowMenu() {
        var interaction = FrameInteraction()
        #expect(interaction.button(0x111, pressed: true, region: .titleBar, x: 50, y: 30, serial: 5, time: 0)
                    == [.showWindowMenu(serial: 5, x: 50, y: 30)])
        #expect(interaction.button(0x111, pressed: true, region: .button(.close), x: 50, y: 30, serial: 6, time: 0).isEmpty)
    }

    @Test func touchTapsAButton() {
        var interaction = FrameInteraction()
        _ = interaction.touchDown(region: .button(.minimize), x: 0, y: 0, serial: 1, time: 0)
        #expect(interaction.touchUp() == [.minimize])
    }
}

@Suite struct CursorShapeTests {
    @Test func protocolValuesAndThemeNames() {
        // wp_cursor_shape_device_v1.shape: default 1, e_resize 18 … w_resize 25.
        #expect(CursorShape.default.protocolValue == 1)
        #expect(ResizeEdge.bottomRight.cursor.protocolValue == 23)
        #expect(ResizeEdge.top.cursor.protocolValue == 19)
        #expect(ResizeEdge.left.cursor.protocolValue == 25)
        #expect(Set(CursorShape.allCases.map(\.protocolValue)).count == CursorShape.allCases.count)
        #expect(ResizeEdge.topLeft.cursor.themeNames.first == "nw-resize")
    }
}
