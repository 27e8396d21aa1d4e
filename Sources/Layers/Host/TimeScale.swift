/// A tree's time as a function of its clock's: a line of slope `speed` through one
/// moment where both are known. Changing the speed starts a new line at the present
/// moment, so the tree's time is continuous whatever the changes.
struct TimeScale: Equatable {
    let speed: Double
    /// A moment on the clock, and the tree's time then.
    let clockTime: Double
    let mediaTime: Double

    func mediaTime(atClockTime time: Double) -> Double {
        speed == 1 && clockTime == mediaTime ? time : mediaTime + (time - clockTime) * speed
    }

    func clockTime(atMediaTime time: Double) -> Double? {
        guard speed > 0 else { return nil }
        return speed == 1 && clockTime == mediaTime ? time : clockTime + (time - mediaTime) / speed
    }
}
