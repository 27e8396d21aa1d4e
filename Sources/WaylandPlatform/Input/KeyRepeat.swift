/// When a held key repeats, from the compositor's repeat_info: the first repeat
/// after `delay`, then one every 1/`rate` seconds, until release or focus loss.
///
/// Pure state: the keyboard turns its actions into a timer.
struct KeyRepeat: Equatable {
    /// Repeats per second; 0 turns repeat off.
    private(set) var rate: Int32 = 25
    /// Milliseconds from press to the first repeat.
    private(set) var delay: Int32 = 600
    /// The key (evdev code) repeating now, if any.
    private(set) var key: UInt32?

    enum Action: Equatable {
        /// Arm the timer: first repeat after `delay` seconds, then every `interval`.
        case start(delay: Double, interval: Double)
        case stop
        case none
    }

    var isEnabled: Bool { rate > 0 }
    var delaySeconds: Double { Double(max(delay, 0)) / 1000 }
    var intervalSeconds: Double { rate > 0 ? 1 / Double(rate) : 0 }

    /// The compositor's settings changed (rate 0 disables repeat).
    mutating func configure(rate: Int32, delay: Int32) -> Action {
        self.rate = max(rate, 0)
        self.delay = max(delay, 0)
        if !isEnabled, key != nil { key = nil; return .stop }
        return .none
    }

    /// A key went down; `repeats` is the keymap's opinion (modifiers do not repeat).
    mutating func pressed(_ key: UInt32, repeats: Bool) -> Action {
        guard repeats, isEnabled else { return self.key == nil ? .none : stopRepeating() }
        self.key = key
        return .start(delay: delaySeconds, interval: intervalSeconds)
    }

    /// A key went up: only releasing the repeating key stops the repeat.
    mutating func released(_ key: UInt32) -> Action {
        self.key == key ? stopRepeating() : .none
    }

    /// The window lost keyboard focus: nothing may keep repeating.
    mutating func focusLost() -> Action {
        key == nil ? .none : stopRepeating()
    }

    /// The times of the repeats of a key pressed at `pressTime` and held until `releaseTime`.
    func repeatTimes(pressedAt pressTime: Double, releasedAt releaseTime: Double) -> [Double] {
        guard isEnabled else { return [] }
        var times: [Double] = []
        var next = pressTime + delaySeconds
        while next < releaseTime - 1e-9 {
            times.append(next)
            next = pressTime + delaySeconds + Double(times.count) * intervalSeconds
        }
        return times
    }

    private mutating func stopRepeating() -> Action {
        key = nil
        return .stop
    }
}
