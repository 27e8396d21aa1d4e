/// A root layer whose sublayers are windows (``WindowLayer``s) is a stack of windows, as
/// an app's screen is a stack of UIWindows: each window can then be drawn on its own
/// and shown on a surface of its own, the compositor blending them.
///
/// The contract that makes that possible: every sublayer of the root is a window, and
/// the root itself draws only its background colour (no transform, opacity, mask,
/// border or contents of its own). Each window is then drawn alone, as the root of its
/// own picture, exactly as it is drawn in the tree.
extension Layer {
    /// The sublayers that are windows, bottom to top (by level; equal levels in the order
    /// added). A view of the sublayers, not a new array: a level renderer asks every frame.
    public var windows: Windows { sublayersInDrawingOrder.lazy.compactMap { $0 as? WindowLayer } }

    /// The sublayers that are windows, looked at lazily.
    public typealias Windows = LazyMapCollection<LazyFilterCollection<LazyMapCollection<[Layer], WindowLayer?>>, WindowLayer>
}
