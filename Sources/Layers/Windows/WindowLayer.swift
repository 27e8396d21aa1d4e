/// A window of a layer tree, as `UIWindow` is one of UIKit's: a full-size sublayer of the
/// tree's root, stacked among its siblings by ``windowLevel``.
///
/// A root whose sublayers are all windows can be drawn one window at a time, each in a
/// picture of its own: a platform may then show each window on a surface of its own
/// and let the compositor blend them (see ``Layer/windows`` for the contract). Drawn as
/// one tree, the windows are simply sublayers ordered by level. Either way a window has
/// what a UIWindow has of a layer: hidden or shown, alpha, transform, a mask.
@MainActor
public final class WindowLayer: Layer {
    /// Higher levels draw on top; equal levels keep the order they were added in. Sets
    /// the window's `zPosition`, without animation.
    public var windowLevel: WindowLevel {
        didSet { Transaction.withoutActions { zPosition = windowLevel.rawValue } }
    }

    /// A window at `level` called `name`, hidden (as a new UIWindow is) until shown.
    public init(level: WindowLevel, name: String) {
        windowLevel = level
        super.init()
        self.name = name
        Transaction.withoutActions {
            zPosition = level.rawValue
            isHidden = true
        }
    }
}
