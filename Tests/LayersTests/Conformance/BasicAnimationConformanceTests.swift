import Testing
@testable import Layers
import AnimationCheck

/// `CABasicAnimation`'s table of which values an animation goes between, row by row, each
/// row quoted from Apple's page. The layer's model opacity is 0.8, so "the current
/// presentation value" is 0.8; each animation lasts 1 s, linearly.
@Suite(.noAnimationLeftRunning) struct BasicAnimationConformanceTests {
    /// One row: the values set, the sentence, and the start and end it must show.
    struct Row: Sendable, CustomTestStringConvertible {
        let sentence: String
        let from: Double?, to: Double?, by: Double?
        let start: Double, end: Double
        var testDescription: String { sentence }
    }

    nonisolated static let rows: [Row] = [
        Row(sentence: "Both fromValue and toValue are non-nil. Interpolates between fromValue and toValue.",
            from: 0.2, to: 0.6, by: nil, start: 0.2, end: 0.6),
        Row(sentence: "fromValue and byValue are non-nil. Interpolates between fromValue and (fromValue + byValue).",
            from: 0.2, to: nil, by: 0.3, start: 0.2, end: 0.5),
        Row(sentence: "byValue and toValue are non-nil. Interpolates between (toValue - byValue) and toValue.",
            from: nil, to: 0.6, by: 0.3, start: 0.3, end: 0.6),
        Row(sentence: "fromValue is non-nil. Interpolates between fromValue and the current presentation value of the property.",
            from: 0.2, to: nil, by: nil, start: 0.2, end: 0.8),
        Row(sentence: "toValue is non-nil. Interpolates between the current value of keyPath in the target layer’s presentation layer and toValue.",
            from: nil, to: 0.6, by: nil, start: 0.8, end: 0.6),
        Row(sentence: "byValue is non-nil. Interpolates between the current value of keyPath in the target layer’s presentation layer and that value plus byValue.",
            from: nil, to: nil, by: 0.1, start: 0.8, end: 0.9),
    ]

    func animation(_ row: Row) -> BasicAnimation {
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = row.from.map(AnimatableValue.scalar)
        a.toValue = row.to.map(AnimatableValue.scalar)
        a.byValue = row.by.map(AnimatableValue.scalar)
        a.duration = 1
        return a
    }

    /// Runs `a` on a layer at model opacity 0.8 and returns what shows at 0, 0.5 and 0.999 s.
    func values(of a: BasicAnimation) throws -> [Double] {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.withoutActions { layer.opacity = 0.8 }
        try layer.add(a, forKey: nil)
        let shown = [0, 0.5, 0.999].map { t in
            clock.set(t)
            return layer.presentationState().opacity
        }
        clock.set(1); clock.update()
        return shown
    }

    @Test("CABasicAnimation interpolation values", arguments: rows)
    func interpolationValues(_ row: Row) throws {
        let shown = try values(of: animation(row))
        #expect(isClose(shown[0], row.start, 1e-12), "starts at \(row.start)")
        #expect(isClose(shown[1], (row.start + row.end) / 2, 1e-12))
        #expect(isClose(shown[2], row.start + 0.999 * (row.end - row.start), 1e-12), "ends at \(row.end)")
    }

    /// Deviation: with no value at all Layers shows the value underneath, unchanged. Core
    /// Animation goes from the property's previous value, which Layers does not keep;
    /// implicit animations (the case this row serves) set fromValue to it instead.
    @Test("Deviation: “All properties are nil. Interpolates between the previous value of keyPath in the target layer’s presentation layer and the current value of keyPath in the target layer’s presentation layer.”")
    func deviationNoValuesShowTheValueUnderneath() throws {
        let shown = try values(of: animation(Row(sentence: "", from: nil, to: nil, by: nil, start: 0.8, end: 0.8)))
        #expect(shown.allSatisfy { isClose($0, 0.8, 1e-12) })
    }

    /// "no more than two should be non-nil": with all three, byValue is ignored.
    @Test("“The fromValue, byValue and toValue properties define the values being interpolated between. All are optional, and no more than two should be non-nil.”")
    func allThreeSetIgnoresBy() throws {
        let shown = try values(of: animation(Row(sentence: "", from: 0.2, to: 0.6, by: 0.05, start: 0.2, end: 0.6)))
        #expect(isClose(shown[1], 0.4, 1e-12), "from 0.2 to 0.6; byValue plays no part")
    }
}
