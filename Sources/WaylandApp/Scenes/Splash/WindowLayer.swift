import Layers

/// A window of the app's own layer tree, as `UIWindow` is one of UIKit's: a full-size
/// layer stacked among its siblings by ``windowLevel``.
///
/// All the levels are composited by our renderer into the one toplevel surface, so a
/// window here has what the splash needs of a UIWindow — hidden or shown, alpha,
/// transform, a mask — and nothing of a Wayland surface.
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
