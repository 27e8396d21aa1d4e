import Testing
@testable import Layers
import AnimationCheck

/// A custom provider: progress = fraction², the way an app would plug in its own curve.
private struct QuadraticEaseIn: TimingCurveProvider {
    func progress(atFraction fraction: Double, duration: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        return f * f
    }
    func velocity(atFraction fraction: Double, duration: Double) -> Double {
        2 * min(max(fraction, 0), 1) / duration
    }
}

@Suite(.noAnimationLeftRunning) struct TimingCurveProviderTests {
    @Test func namedCurvesUseCoreAnimationsControlPoints() {
        let expected: [(AnimationCurve, ControlPoint, ControlPoint)] = [
            (.easeInOut, ControlPoint(x: 0.42, y: 0), ControlPoint(x: 0.58, y: 1)),
            (.easeIn, ControlPoint(x: 0.42, y: 0), ControlPoint(x: 1, y: 1)),
            (.easeOut, ControlPoint(x: 0, y: 0), ControlPoint(x: 0.58, y: 1)),
            (.linear, ControlPoint(x: 0, y: 0), ControlPoint(x: 1, y: 1)),
        ]
        for (curve, p1, p2) in expected {
            let parameters = CubicTimingParameters(animationCurve: curve)
            #expect(parameters.animationCurve == curve)
            #expect(parameters.controlPoint1 == p1)
            #expect(parameters.controlPoint2 == p2)
        }
        #expect(CubicTimingParameters().timingFunction == .default)
        #expect(CubicTimingParameters().animationCurve == nil)
        #expect(abs(CubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.5, duration: 2) - 0.315357) < 1e-4)
    }

    @Test func customControlPointsAreClampedInX() {
        let p = CubicTimingParameters(controlPoint1: ControlPoint(x: -0.3, y: 0.67),
                                      controlPoint2: ControlPoint(x: 1.4, y: 1.2))
        #expect(p.animationCurve == nil)
        #expect(p.controlPoint1 == ControlPoint(x: 0, y: 0.67))
        #expect(p.controlPoint2 == ControlPoint(x: 1, y: 1.2))
        // The CityGuide tutorial's (0.17, 0.67)/(0.76, 1.0).
        let cityGuide = CubicTimingParameters(controlPoint1: ControlPoint(x: 0.17, y: 0.67),
                                         controlPoint2: ControlPoint(x: 0.76, y: 1.0))
        #expect(abs(cityGuide.progress(atFraction: 0.3, duration: 0.3) - 0.5791706163585) < 1e-10)
    }

    @Test func cubicVelocityIsSlopeOverDuration() {
        let p = CubicTimingParameters(animationCurve: .easeInOut)
        let duration = 0.3, h = 1e-6
        for i in 1...49 {
            let f = Double(i) / 50
            let numeric = (p.progress(atFraction: f + h, duration: duration)
                - p.progress(atFraction: f - h, duration: duration)) / (2 * h * duration)
            #expect(abs(p.velocity(atFraction: f, duration: duration) - numeric) < 1e-5 * max(1, numeric))
        }
        // Peak speed of easeInEaseOut is at half time (t = ½ by symmetry), with
        // x′(½) = 3·(¼·0.42 + ½·0.16 + ¼·0.42) = 0.87 and y′(½) = 3·(½·1) = 1.5.
        #expect(abs(p.velocity(atFraction: 0.5, duration: 1) - 1.5 / 0.87) < 1e-9)
        #expect(abs(p.velocity(atFraction: 0.5, duration: 0.25) - 4 * 1.5 / 0.87) < 1e-9)
        #expect(p.velocity(atFraction: 0.5, duration: 0) == 0)
        #expect(p.duration(forAnimatorDuration: 0.7) == 0.7)
    }

    @Test func cubicInverseRoundTrips() {
        let p = CubicTimingParameters(animationCurve: .easeInOut)
        for i in 0...20 {
            let progress = Double(i) / 20
            let f = p.fraction(forProgress: progress, duration: 1)
            #expect(abs(p.progress(atFraction: f, duration: 1) - progress) < 1e-9)
        }
        // easeInEaseOut is symmetric: progress 0.129162 at 0.25 and 0.870838 at 0.75.
        #expect(abs(p.fraction(forProgress: 0.1291619310473, duration: 1) - 0.25) < 1e-9)
        #expect(abs(p.fraction(forProgress: 1 - 0.1291619310473, duration: 1) - 0.75) < 1e-9)
    }

    @Test func customProviderGetsDefaultDurationAndInverse() {
        let q = QuadraticEaseIn()
        #expect(q.duration(forAnimatorDuration: 0.4) == 0.4)
        #expect(q.progress(atFraction: 0.5, duration: 0.4) == 0.25)
        #expect(q.velocity(atFraction: 0.5, duration: 0.4) == 2.5)
        for progress in [0.01, 0.25, 0.5, 0.81, 0.99] {
            #expect(abs(q.fraction(forProgress: progress, duration: 0.4) - progress.squareRoot()) < 1e-11)
        }
        #expect(q.fraction(forProgress: 0, duration: 1) == 0)
        #expect(q.fraction(forProgress: 1, duration: 1) == 1)
        let providers: [any TimingCurveProvider] = [q, CubicTimingParameters(), try! SpringTimingParameters(dampingRatio: 1)]
        #expect(providers.allSatisfy { $0.progress(atFraction: 1, duration: 0.5) == 1 })
        #expect(providers.allSatisfy { $0.progress(atFraction: 0, duration: 0.5) == 0 })
    }
}
