import Layers

/// When a held key repeats, from the compositor's repeat_info: the first repeat
/// after `delay` milliseconds, then one every 1/`rate` seconds, until release or focus loss.
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
        /// Arm the timer: first repeat after `delay`, then every `interval`.
        case start(delay: TimeSpan, interval: TimeSpan)
        case stop
        case none
    }

    var isEnabled: Bool { rate > 0 }
    /// From press to the first repeat.
    var firstDelay: TimeSpan { .milliseconds(Double(max(delay, 0))) }
    /// Between two repeats.
    var interval: TimeSpan { rate > 0 ? .seconds(1 / Double(rate)) : .zero }

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
        return .start(delay: firstDelay, interval: interval)
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
    func repeatTimes(pressedAt pressTime: ClockTime, releasedAt releaseTime: ClockTime) -> [ClockTime] {
        guard isEnabled else { return [] }
        var times: [ClockTime] = []
        var next = pressTime + firstDelay
        while next < releaseTime - .seconds(1e-9) {
            times.append(next)
            next = pressTime + firstDelay + interval * Double(times.count)
        }
        return times
    }

    private mutating func stopRepeating() -> Action {
        key = nil
        return .stop
    }
}
