/// What a ``ScrollView`` tells the object that follows its scrolling, as
/// `UIScrollViewDelegate`. Every method has an empty default.
///
/// A drag calls, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` as the content moves,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, and, when the content goes on moving,
/// ``scrollViewWillBeginDecelerating(_:)``, more ``scrollViewDidScroll(_:)`` and
/// ``scrollViewDidEndDecelerating(_:)``. An animated change of offset (a call, a wheel
/// step, a key) ends with ``scrollViewDidEndScrollingAnimation(_:)``.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger or the touchpad is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag ends with `velocity` (points per second of content offset; UIKit gives
    /// points per millisecond) and the content would come to rest at
    /// `targetContentOffset`. Changing it makes the content decelerate to the new offset
    /// instead (clamped into the scrollable range): how a list snaps to rows.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content goes on moving after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated change of offset ended (``ScrollView/setContentOffset(_:animated:)``,
    /// ``ScrollView/scrollRectToVisible(_:animated:)``, a wheel step, a key).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
