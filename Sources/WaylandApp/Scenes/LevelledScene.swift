import Layers

/// A levelled scene (``Scene/isLevelled``) is a stack of windows (``WindowLayer``s), as an
/// app's screen is a stack of UIWindows: `run --subsurfaces` shows each window in a
/// Wayland subsurface of its own and lets the compositor blend them.
///
/// The contract that makes that possible: every sublayer of ``Scene/root`` is a window,
/// and the root itself draws only its background colour (no transform, opacity or mask
/// of its own). Each window is then drawn alone, as the root of its own frame, exactly
/// as it is drawn in the tree.
extension Scene {
    /// The windows on the screen, bottom to top (by level; equal levels in the order added).
    /// A view of the sublayers, not a new array: the level renderer asks every frame.
    var windows: Windows { root.sublayersInDrawingOrder.lazy.compactMap { $0 as? WindowLayer } }

    /// The sublayers that are windows, looked at lazily.
    typealias Windows = LazyMapCollection<LazyFilterCollection<LazyMapCollection<[Layer], WindowLayer?>>, WindowLayer>
}
