import Layers

/// A window of the app's own layer tree, as `UIWindow` is one of UIKit's: a full-size
/// layer stacked among its siblings by ``windowLevel``.
///
/// By default our renderer composites all the levels into the one toplevel surface;
/// with `run --subsurfaces` each window gets a Wayland subsurface of its own (see
/// levelled scene (``Scene/isLevelled``)). Either way a window has what the splash needs of a UIWindow —
/// hidden or shown, alpha, transform, a mask.
final class WindowLayer: Layer {
    /// Higher levels draw on top; equal levels keep the order they were added in.
    var windowLevel: WindowLevel {
        didSet { Transaction.withoutActions { zPosition = windowLevel.rawValue } }
    }

    /// A window at `level`, hidden (as a new UIWindow is) until shown.
    init(level: WindowLevel, name: String) {
        windowLevel = level
        super.init()
        self.name = name
        Transaction.withoutActions {
            zPosition = level.rawValue
            isHidden = true
        }
    }
}
