import Testing
@testable import Layers
import AnimationCheck

private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
}

/// An independent reference: the Bézier in Bernstein form, with x solved by bisection from
/// both sides. Where x(t) is flat (x′ = 0) many t give the same rounded x, so the answer is
/// the range of y over the t that cannot be told apart.
private func referenceRange(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                            at x: Double) -> ClosedRange<Double> {
    if x <= 0 { return 0...0 }
    if x >= 1 { return 1...1 }
    func bisect(_ below: (Double) -> Bool) -> Double {  // last t with below(t)
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if below(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }
    let margin = 4e-16
    let tLow = bisect { bernstein(x1, x2, $0) < x - margin }
    let tHigh = bisect { bernstein(x1, x2, $0) <= x + margin }
    let a = bernstein(y1, y2, tLow), b = bernstein(y1, y2, tHigh)
    return min(a, b) - 1e-11 ... max(a, b) + 1e-11
}

private let namedCurves: [(String, TimingFunction, [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
]

@Suite(.noAnimationLeftRunning) struct TimingFunctionTests {
    @Test func matchesCoreAnimationReferenceValues() {
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5) - 0.315357) < 1e-4)
        #expect(abs(TimingFunction.easeOut.progress(at: 0.25) - 0.378140) < 1e-4)
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.25) - 0.129162) < 1e-4)
        // The same three to the precision of the bisection reference.
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5) - 0.3153568125725) < 1e-10)
        #expect(abs(TimingFunction.easeOut.progress(at: 0.25) - 0.3781381308251) < 1e-10)
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.25) - 0.1291619310473) < 1e-10)
        // Core Animation's default curve and the CityGuide tutorial's custom (0.17, 0.67)/(0.76, 1.0).
        #expect(abs(TimingFunction.default.progress(at: 0.3) - 0.5133151609734) < 1e-10)
        #expect(abs(TimingFunction.default.progress(at: 0.5) - 0.8024033875849) < 1e-10)
        let cityGuide = TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1.0)
        #expect(abs(cityGuide.progress(at: 0.1) - 0.2739723722078) < 1e-10)
        #expect(abs(cityGuide.progress(at: 0.7) - 0.9051880101639) < 1e-10)
    }

    @Test func matchesIndependentBisectionEverywhere() {
        let custom: [[Double]] = [[0.17, 0.67, 0.76, 1.0], [0.5, -0.5, 0.5, 1.5], [1, 0, 0, 1], [0, 1, 1, 0],
                                  [0.9, 0.1, 0.1, 0.9], [0.68, -0.55, 0.265, 1.55]]
        var curves = namedCurves.map { ($0.1, $0.2) }
        for c in custom { curves.append((TimingFunction(controlPoints: c[0], c[1], c[2], c[3]), c)) }
        var tight = 0, total = 0
        for (curve, p) in curves {
            for i in 0...200 {
                let x = Double(i) / 200
                let expected = referenceRange(p[0], p[1], p[2], p[3], at: x)
                let actual = curve.progress(at: x)
                #expect(expected.contains(actual), "curve \(p) at \(x): \(actual) vs \(expected)")
                #expect(expected.upperBound - expected.lowerBound < 1e-4)
                total += 1
                if expected.upperBound - expected.lowerBound < 2.1e-11 { tight += 1 }  // padding is 2e-11
            }
        }
        // Only points next to a vertical tangent have a loose reference.
        #expect(Double(tight) > 0.97 * Double(total), "\(tight) of \(total) tight")
    }

    @Test func endsAreExactAndInputIsClamped() {
        for (name, curve, _) in namedCurves {
            #expect(curve.progress(at: 0) == 0, "\(name)")
            #expect(curve.progress(at: 1) == 1, "\(name)")
            #expect(curve.progress(at: -0.5) == 0, "\(name)")
            #expect(curve.progress(at: 1.5) == 1, "\(name)")
            #expect(curve.progress(at: -.infinity) == 0, "\(name)")
            #expect(curve.progress(at: .infinity) == 1, "\(name)")
            #expect(curve.progress(at: .nan) == 0, "\(name)")
        }
        #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    }

    @Test func controlPointXIsClampedYIsFree() {
        let wild = TimingFunction(controlPoints: -0.4, 1.8, 1.7, -0.6)
        #expect(wild.controlPoint1 == ControlPoint(x: 0, y: 1.8))
        #expect(wild.controlPoint2 == ControlPoint(x: 1, y: -0.6))
        #expect(wild == TimingFunction(controlPoints: 0, 1.8, 1, -0.6))
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(referenceRange(0, 1.8, 1, -0.6, at: x).contains(wild.progress(at: x)))
        }
        // The other way round: x past 1 for the first point, below 0 for the second.
        let backwards = TimingFunction(controlPoints: 1.7, 0.3, -0.4, 0.8)
        #expect(backwards.controlPoint1 == ControlPoint(x: 1, y: 0.3))
        #expect(backwards.controlPoint2 == ControlPoint(x: 0, y: 0.8))
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(referenceRange(1, 0.3, 0, 0.8, at: x).contains(backwards.progress(at: x)))
        }
    }

    @Test func overshootingCurveLeavesTheUnitRange() {
        // Symmetric anticipate/overshoot: y(0.1) = −y(0.9) + 1 and both lie outside 0…1.
        let curve = TimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        #expect(abs(curve.progress(at: 0.1) - -0.0707562280729) < 1e-10)
        #expect(abs(curve.progress(at: 0.9) - 1.0707562280729) < 1e-10)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-12)
        let peak = (0...100).map { curve.progress(at: Double($0) / 100) }.max()!
        #expect(peak > 1.07 && peak < 1.2)
    }

    @Test func slopeMatchesNumericalDerivative() {
        let curves = namedCurves.map(\.1) + [TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1.0),
                                            TimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)]
        let h = 1e-6
        for curve in curves {
            for i in 1...99 {
                let x = Double(i) / 100
                let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-5 * max(1, abs(numeric)),
                        "\(curve) at \(x): \(curve.slope(at: x)) vs \(numeric)")
            }
        }
    }

    @Test func slopeAtTheEndsIsTheTangentDirection() {
        // dy/dx at an end is the direction to the neighbouring control point; when that
        // point coincides with the end, it is the direction to the next one.
        #expect(TimingFunction.linear.slope(at: 0) == 1)
        #expect(abs(TimingFunction.easeIn.slope(at: 0) - 0) < 1e-12)         // (0.42, 0)
        #expect(abs(TimingFunction.easeIn.slope(at: 1) - 1 / 0.58) < 1e-9)   // P2 = P3: towards (0.42, 0)
        #expect(abs(TimingFunction.easeOut.slope(at: 0) - 1 / 0.58) < 1e-9)  // P1 = P0: towards (0.58, 1)
        #expect(abs(TimingFunction.easeOut.slope(at: 1) - 0) < 1e-12)        // (0.58, 1)
        #expect(abs(TimingFunction.default.slope(at: 0) - 0.1 / 0.25) < 1e-12)
        #expect(abs(TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1).slope(at: 0) - 0.67 / 0.17) < 1e-9)
        #expect(TimingFunction(controlPoints: 0, 0.5, 0.5, 1).slope(at: 0) == .infinity)
    }

    @Test func timeForProgressInvertsMonotonicCurves() {
        let curves = namedCurves.map(\.1) + [TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1.0)]
        for curve in curves {
            for i in 0...100 {
                let p = Double(i) / 100
                let x = curve.time(forProgress: p)
                #expect(abs(curve.progress(at: x) - p) < 1e-9, "\(curve) progress \(p) → time \(x)")
            }
            #expect(curve.time(forProgress: 0) == 0)
            #expect(curve.time(forProgress: 1) == 1)
            #expect(curve.time(forProgress: -1) == 0)
            #expect(curve.time(forProgress: 2) == 1)
        }
        // easeIn reaches 0.315357 at half time.
        #expect(abs(TimingFunction.easeIn.time(forProgress: 0.3153568125725) - 0.5) < 1e-9)
    }

    /// A curve that rises past 0.5, falls back below it and rises again reaches 0.5 three
    /// times (at x ≈ 0.0925, 0.5 and 0.9075): the inverse is the first.
    @Test func timeForProgressOnAWavyCurveIsTheFirstOfThreeCrossings() {
        let curve = TimingFunction(controlPoints: 0.1, 1.6, 0.9, -0.6)
        #expect(curve.progress(at: 0.3) > 0.5 && curve.progress(at: 0.7) < 0.5, "the curve does wave")
        let x = curve.time(forProgress: 0.5)
        #expect(abs(curve.progress(at: x) - 0.5) < 1e-9)
        #expect(abs(x - 0.0924852096) < 1e-8, "first crossing at \(x)")
    }

    @Test func timeForProgressOnOvershootingCurveIsTheFirstCrossing() {
        let curve = TimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        let x = curve.time(forProgress: 0.02)
        #expect(abs(curve.progress(at: x) - 0.02) < 1e-9)
        #expect(abs(x - 0.3) < 1e-3)  // y(0.3) = 0.02005
        for i in 0..<Int(x * 1000) {
            #expect(curve.progress(at: Double(i) / 1000) < 0.02)
        }
    }

    @Test func nonFiniteControlPointIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = TimingFunction(controlPoints: .nan, 0, 1, 1)
        }
        await #expect(processExitsWith: .failure) {
            _ = TimingFunction(controlPoints: 0, 0, 1, .infinity)
        }
    }
}
