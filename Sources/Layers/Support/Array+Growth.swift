extension Array {
    /// Makes room for `count` elements, at least doubling the storage when it must grow.
    ///
    /// The renderer keeps its working arrays from frame to frame. A shape that grows a
    /// little every frame (the splash's hole, a pressed card's border) needs a little more
    /// room every frame: reserving exactly that would reallocate every frame, doubling
    /// reallocates a few times over the whole animation.
    mutating func reserveGrowing(_ count: Int) {
        if capacity < count { reserveCapacity(Swift.max(count, 2 * capacity)) }
    }
}
