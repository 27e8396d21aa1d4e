import Testing
@testable import WaylandPlatform

@Suite struct InitialSizeTests {
    let minimum = LogicalSize(width: 320, height: 240)

    @Test func fittingTakesThreeQuartersAtTheAspect() {
        let fitting = InitialSize.fitting(aspect: LogicalSize(width: 16, height: 9))
        let wide = fitting.resolve(available: LogicalSize(width: 2560, height: 1080), decorationHeight: 0, minimum: minimum)
        #expect(wide.size == LogicalSize(width: 1440, height: 810), "height-bound on an ultrawide desktop")
        let tall = fitting.resolve(available: LogicalSize(width: 1000, height: 1600), decorationHeight: 0, minimum: minimum)
        #expect(tall.size == LogicalSize(width: 750, height: 421))
        #expect(!tall.clamped)
    }

    @Test func unknownDesktopKeepsTheAspectSize() {
        let fitting = InitialSize.fitting(aspect: LogicalSize(width: 1280, height: 720))
        #expect(fitting.resolve(available: nil, decorationHeight: 46, minimum: minimum).size == LogicalSize(width: 1280, height: 720))
    }

    @Test func requestedSizesShrinkToFitWithTheBar() {
        let request = InitialSize.requested(LogicalSize(width: 3000, height: 2000))
        let resolved = request.resolve(available: LogicalSize(width: 1280, height: 720), decorationHeight: 46, minimum: minimum)
        #expect(resolved.size == LogicalSize(width: 1280, height: 674))
        #expect(resolved.clamped)
    }

    @Test func neverBelowTheMinimum() {
        let fitting = InitialSize.fitting(aspect: LogicalSize(width: 16, height: 9))
        #expect(fitting.resolve(available: LogicalSize(width: 300, height: 200), decorationHeight: 46,
                                minimum: minimum).size == minimum)
    }
}
