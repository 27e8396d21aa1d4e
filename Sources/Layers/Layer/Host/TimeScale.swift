/// A tree's time as a function of its clock's: a line of slope `speed` through one
/// moment where both are known. Changing the speed starts a new line at the present
/// moment, so the tree's time is continuous whatever the changes. The one place a
/// ``ClockTime`` becomes a ``MediaTime`` and back (through ``LayerHost``).
struct TimeScale: Equatable {
    let speed: Double
    /// A moment on the clock, and the tree's time then.
    let clockTime: ClockTime
    let mediaTime: MediaTime

    /// True while the tree's time is the clock's, number for number.
    private var isIdentity: Bool { speed == 1 && clockTime.seconds == mediaTime.seconds }

    func mediaTime(at time: ClockTime) -> MediaTime {
        isIdentity ? MediaTime(seconds: time.seconds) : mediaTime + (time - clockTime) * speed
    }

    func clockTime(at time: MediaTime) -> ClockTime? {
        guard speed > 0 else { return nil }
        return isIdentity ? ClockTime(seconds: time.seconds) : clockTime + (time - mediaTime) / speed
    }
}
