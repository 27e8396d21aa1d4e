/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
///
/// With `.removed` the animation has no effect before it begins or after it ends, so the
/// layer shows its model value. The other modes hold the first frame before the start
/// (`.backwards`), the last frame after the end (`.forwards`), or both.
public enum FillMode: Equatable, Hashable, Sendable, CaseIterable {
    /// Shows nothing outside the active interval: the model value applies (the default).
    case removed
    /// Holds the last frame after the end.
    case forwards
    /// Shows the first frame before the start (with a later `beginTime`).
    case backwards
    /// Both: the first frame before, the last after.
    case both

    /// Whether the first frame is held before the active interval.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the last frame is held after the active interval.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
