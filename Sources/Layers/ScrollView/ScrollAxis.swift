/// One of the two directions content scrolls in.
public enum ScrollAxis: Equatable, Hashable, Sendable, CaseIterable {
    /// Left and right: the x of the content offset.
    case horizontal
    /// Up and down: the y of the content offset.
    case vertical

    /// The axis a movement of `delta` goes mostly along (vertical on a tie, as wheels
    /// are); nil for no movement or one that is not a number.
    public init?(dominantIn delta: Point) {
        let x = abs(delta.x), y = abs(delta.y)
        guard !x.isNaN, !y.isNaN, x > 0 || y > 0 else { return nil }
        self = x > y ? .horizontal : .vertical
    }

    /// The other axis.
    public var other: ScrollAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Point {
    /// The coordinate along `axis`.
    subscript(axis: ScrollAxis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Size {
    /// The length along `axis`.
    subscript(axis: ScrollAxis) -> Double { axis == .horizontal ? width : height }
}
