/// Told when a tree's ``LayerHost/appearance`` changes: UIKit's
/// `traitCollectionDidChange(_:)`, in our words.
///
/// ```swift
/// final class Feed: AppearanceObserver {
///     init(host: LayerHost) { host.addAppearanceObserver(self); apply(host.appearance) }
///     func appearanceDidChange(from previous: Appearance, in host: LayerHost) { apply(host.appearance) }
///     func apply(_ appearance: Appearance) {
///         root.backgroundColor = appearance.isDark ? Color(hex: 0x242424) : Color(hex: 0xFAFAFA)
///     }
/// }
/// ```
///
/// The host calls every observer inside one animation block of
/// ``Appearance/transitionDuration``, so each colour the observer sets cross-fades from
/// the one on screen through the tree's own animations (`backgroundColor`,
/// `foregroundColor`, `borderColor`, `fillColor`, …). Under reduced motion
/// (``LayerHost/reducesMotion``) the block has actions disabled: the new colours show at once.
@MainActor
public protocol AppearanceObserver: AnyObject {
    /// `host`'s appearance changed from `previous` to `host.appearance`: set the colours
    /// that depend on it.
    func appearanceDidChange(from previous: Appearance, in host: LayerHost)
}

/// A weak reference to an observer: a tree does not keep its observers alive.
struct WeakAppearanceObserver {
    weak var observer: AppearanceObserver?
}
