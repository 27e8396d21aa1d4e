import Testing
@testable import Layers

/// A change of ``LayerHost/appearance``: its observers' colour changes cross-fade over
/// 0.25 s through the tree's own animations, or show at once under reduced motion.
@MainActor
@Suite struct AppearanceTransitionTests {
    /// Paints its layer dark or light, as a scene's ``AppearanceObserver/appearanceDidChange(from:in:)`` does.
    final class Painter: AppearanceObserver {
        let layer: Layer
        let text = TextLayer()
        private(set) var changes: [(Appearance, Appearance)] = []
        init(_ layer: Layer) {
            self.layer = layer
            layer.addSublayer(text)
        }
        func appearanceDidChange(from previous: Appearance, in host: LayerHost) {
            changes.append((previous, host.appearance))
            layer.backgroundColor = host.appearance.isDark ? Color(hex: 0x242424) : Color(hex: 0xFAFAFA)
            text.foregroundColor = host.appearance.isDark ? Color(white: 1, alpha: 0.9) : Color(white: 0)
        }
    }

    private func tree() -> (clock: ManualClock, host: LayerHost, painter: Painter) {
        let clock = ManualClock(time: 100)
        let root = Layer(frame: Rect(0, 0, 200, 200))
        let painter = Painter(root)
        Transaction.withoutActions { root.backgroundColor = Color(hex: 0xFAFAFA); painter.text.foregroundColor = .black }
        let host = LayerHost(clock: clock, rootLayer: root)
        host.addAppearanceObserver(painter)
        return (clock, host, painter)
    }

    @Test("dark cross-fades in 0.25 s: at 0.125 s the background and the text are halfway, at 0.25 s dark, then nothing runs")
    func crossFade() {
        let (clock, host, painter) = tree()
        host.appearance = .dark
        #expect(painter.changes.count == 1 && painter.changes[0].0 == .light && painter.changes[0].1 == .dark)
        host.update()
        #expect(isClose(painter.layer.presentationState().backgroundColor.red, Double(0xFA) / 255))
        clock.advance(by: .seconds(0.125))
        host.update()
        // Ease-in-ease-out is symmetric: half the time is half the way.
        let midpoint = (Double(0xFA) + Double(0x24)) / 2 / 255
        #expect(isClose(painter.layer.presentationState().backgroundColor.red, midpoint, 1e-6))
        #expect(isClose(painter.text.presentationState().foregroundColor.red, 0.5, 1e-6))
        #expect(isClose(painter.text.presentationState().foregroundColor.alpha, 0.95, 1e-6))
        clock.advance(by: .seconds(0.125))
        host.update()
        #expect(isClose(painter.layer.presentationState().backgroundColor.red, Double(0x24) / 255))
        clock.advance(by: .seconds(0.01))
        host.update()
        #expect(!host.hasPendingWork, "the window goes idle once the cross-fade ended")
        #expect(painter.layer.animationKeys.isEmpty)
    }

    @Test("under reduced motion the new colours show at once: no animation is added")
    func reducedMotionIsImmediate() {
        let (_, host, painter) = tree()
        host.reducesMotion = true
        host.appearance = .dark
        #expect(painter.layer.animationKeys.isEmpty && painter.text.animationKeys.isEmpty)
        host.update()
        #expect(painter.layer.presentationState().backgroundColor == Color(hex: 0x242424))
        #expect(!host.hasPendingWork)
    }

    @Test("setting the same appearance tells no one; a freed observer is not called; removed observers are not told")
    func observersAreToldOfChangesOnly() {
        let (_, host, painter) = tree()
        host.addAppearanceObserver(painter)  // a second time: still told once
        host.appearance = .light
        #expect(painter.changes.isEmpty)
        host.appearance = Appearance(contrast: .high)
        #expect(painter.changes.count == 1)
        host.removeAppearanceObserver(painter)
        host.appearance = .dark
        #expect(painter.changes.count == 1)
        var transient: Painter? = Painter(Layer())
        host.addAppearanceObserver(transient!)
        host.addAppearanceObserver(transient!)
        transient = nil
        host.appearance = .light  // must not reach the freed observer
        #expect(painter.changes.count == 1)
    }

    @Test("the log line's words", arguments: [
        (Appearance.light, "light"), (.dark, "dark"), (Appearance(style: .dark, contrast: .high), "dark high-contrast"),
        (Appearance(accentColor: Color(red: 0.208, green: 0.518, blue: 0.894)), "light accent #3584e4"),
    ])
    func description(appearance: Appearance, words: String) {
        #expect(appearance.description == words)
    }
}
