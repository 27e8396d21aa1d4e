import FoundationEssentials

/// Animates one property through a list of values (`CAKeyframeAnimation`).
///
/// `keyTimes` place the values in the pass (0…1, increasing; evenly spaced when
/// absent); `timingFunctions` pace each segment between two values.
open class KeyframeAnimation: PropertyAnimation {
    /// The values the property passes through, one per keyframe; all of the property's kind.
    public var values: [AnimatableValue] = []
    /// One per value, from 0 to 1, never decreasing; nil spaces the values evenly.
    ///
    /// In ``CalculationMode/discrete`` mode, Core Animation's form has one more key time
    /// than values: value `i` holds from `keyTimes[i]` until `keyTimes[i + 1]`, and the
    /// last one until the end. One key time per value is accepted too and means the same
    /// with the closing key time left out (the last value holds from its key time to the
    /// end). ``CalculationMode/paced`` ignores key times.
    public var keyTimes: [Double]?
    /// One per segment (values.count − 1), or a single one for all segments. Linear and
    /// cubic modes use them; discrete and paced modes ignore them, as Core Animation does.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are found: interpolated (the default) or held.
    public var calculationMode = CalculationMode.linear

    /// How the values between keyframes are found.
    public enum CalculationMode: String, Sendable, CaseIterable {
        /// Straight lines between keyframes.
        case linear
        /// Each value holds until the next key time.
        case discrete
        /// Even speed: key times ignored, segments timed by the distance they cover.
        case paced
        /// A smooth Catmull-Rom curve through the values.
        case cubic
    }

    /// A keyframe animation of the property `keyPath` names; set ``values`` before adding it.
    override public init(keyPath: String) { super.init(keyPath: keyPath) }

    override open func copy() -> Animation {
        let a = KeyframeAnimation(keyPath: keyPath)
        a.copyProperty(from: self)
        a.values = values; a.keyTimes = keyTimes; a.timingFunctions = timingFunctions
        a.calculationMode = calculationMode
        return a
    }

    override open func validate() throws(AnimationError) {
        try super.validate()
        if values.isEmpty {
            throw AnimationError(animation: self, problem: "values is empty; give at least one keyframe value")
        }
        for (i, v) in values.enumerated() { try check(v, named: "values[\(i)]") }
        if let keyTimes, calculationMode != .paced {
            if !keyTimesMatchValues {
                let want = calculationMode == .discrete
                    ? "give one key time per value, or one more to close the last value (Core Animation's discrete form)"
                    : "give one key time per value"
                throw AnimationError(animation: self, problem: "keyTimes has \(keyTimes.count) entries but values has \(values.count); \(want)")
            }
            for (i, k) in keyTimes.enumerated() {
                if !(k >= 0 && k <= 1) {
                    throw AnimationError(animation: self, problem: "keyTimes[\(i)] = \(k) is outside 0…1")
                }
                if i > 0 && k < keyTimes[i - 1] {
                    throw AnimationError(animation: self, problem: "keyTimes must not decrease, but keyTimes[\(i)] = \(k) < keyTimes[\(i - 1)] = \(keyTimes[i - 1])")
                }
            }
        }
        if usesTimingFunctions, let f = timingFunctions, f.count != 1, f.count != max(values.count - 1, 0) {
            throw AnimationError(animation: self, problem: "timingFunctions has \(f.count) entries; give one per segment (\(values.count - 1)) or one for all")
        }
    }

    /// One key time per value, or, in discrete mode, one more.
    private var keyTimesMatchValues: Bool {
        guard let keyTimes else { return true }
        return keyTimes.count == values.count || (calculationMode == .discrete && keyTimes.count == values.count + 1)
    }

    /// Whether ``timingFunctions`` pace the segments: not for held or paced values.
    private var usesTimingFunctions: Bool { calculationMode == .linear || calculationMode == .cubic }

    /// The key time of value `i` under the current mode.
    private func keyTime(_ i: Int) -> Double {
        let n = values.count
        if n < 2 { return 0 }
        if calculationMode == .paced {
            var total = 0.0, upTo = 0.0
            for j in 1..<n {
                let d = values[j - 1].distance(to: values[j])
                total += d
                if j <= i { upTo += d }
            }
            return total > 0 ? upTo / total : Double(i) / Double(n - 1)
        }
        if let keyTimes, keyTimesMatchValues { return keyTimes[i] }
        // Discrete values each hold for an equal share; the others meet the ends.
        return calculationMode == .discrete ? Double(i) / Double(n) : Double(i) / Double(n - 1)
    }

    override open func value(at p: Double, iteration: Int, underlying: AnimatableValue, model: LayerState) -> AnimatableValue? {
        let n = values.count
        guard n > 0 else { return nil }
        if n == 1 || p <= keyTime(0) { return values[0] }
        if p >= keyTime(n - 1) { return values[n - 1] }
        if calculationMode == .discrete {
            var i = n - 1
            while i > 0 && keyTime(i) > p { i -= 1 }
            return values[i]
        }
        // The segment containing p: the last i with keyTime(i) <= p.
        var i = 0
        while i + 1 < n - 1 && keyTime(i + 1) <= p { i += 1 }
        let t0 = keyTime(i), t1 = keyTime(i + 1)
        var local = t1 > t0 ? (p - t0) / (t1 - t0) : 1
        if usesTimingFunctions, let f = timingFunctions, !f.isEmpty {
            local = (f.count == 1 ? f[0] : f[min(i, f.count - 1)]).progress(at: local)
        }
        if calculationMode == .cubic && values[i].kind != .transform {
            let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, n - 1)]
            return Self.catmullRom(p0, p1, p2, p3, local)
        }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    override open func passDelta(underlying: AnimatableValue, model: LayerState) -> AnimatableValue? {
        guard let first = values.first, let last = values.last else { return nil }
        return last.subtracting(first)
    }

    /// Catmull-Rom through p1…p2 with neighbours p0 and p3, as a Hermite curve whose
    /// tangents are (p2 − p0)/2 and (p3 − p1)/2.
    static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue,
                           _ p3: AnimatableValue, _ t: Double) -> AnimatableValue {
        let zero = AnimatableValue.zero(of: p1.kind)
        func scaled(_ v: AnimatableValue, _ s: Double) -> AnimatableValue { zero.interpolated(to: v, fraction: s) }
        let m1 = scaled(p2.subtracting(p0), 0.5), m2 = scaled(p3.subtracting(p1), 0.5)
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return scaled(p1, h00).adding(scaled(m1, h10)).adding(scaled(p2, h01)).adding(scaled(m2, h11))
    }
}
