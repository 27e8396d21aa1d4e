extension Array {
    /// Makes room for `count` elements, and when it must grow, for twice as many and at
    /// least twice what it had.
    ///
    /// The renderer keeps its working arrays from frame to frame. A shape that grows a
    /// little every frame (the splash's hole, a pressed card's border) needs a little more
    /// room every frame: reserving exactly that would reallocate every frame, and
    /// reserving just `count` the first time would reallocate again on the next frame.
    /// Doubling reallocates a few times over the whole animation.
    mutating func reserveGrowing(_ count: Int) {
        if capacity < count { reserveCapacity(Swift.max(2 * count, 2 * capacity)) }
    }
}
