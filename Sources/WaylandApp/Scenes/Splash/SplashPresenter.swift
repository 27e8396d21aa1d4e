import Layers

/// Shows the splash and takes it away, as Yula's splash screen tutorial's `SplashPresenter`: it picks the
/// tagline, makes the two splash windows around the main one and hands them to a
/// ``SplashAnimator``.
///
/// The windows are layers stacked by level in the app's one layer tree (`screen`):
/// the foreground splash (`.normal + 1`) covers the app while it starts; the background
/// splash (`.normal − 1`, logo hidden) is what shows around the logo-shaped hole as the
/// app opens. When the disappearance ends, both windows leave the tree and, once the
/// owner drops the presenter, nothing of the splash is left in memory.
final class SplashPresenter {
    let tagline: String
    private(set) var foregroundSplashWindow: WindowLayer?
    private(set) var backgroundSplashWindow: WindowLayer?
    /// The splash screen each window shows, while the windows are in the tree.
    private(set) var foregroundSplash: SplashScreen?
    private(set) var backgroundSplash: SplashScreen?
    private let animator: SplashAnimator
    private unowned let screen: Layer

    /// Builds both splash windows (hidden) in `screen`, around `mainWindow`.
    init(screen: Layer, mainWindow: WindowLayer, seed: UInt64, strings: StringCatalog = .english,
         fonts: FontDatabase = .shared) {
        self.screen = screen
        tagline = SplashTagline.random(seed: seed, strings: strings)
        let language = strings.language.textLanguage
        let foreground = SplashScreen(tagline: tagline, language: language, logoIsHidden: false, fonts: fonts)
        foreground.announce(appName: strings[.feedTitle])
        let background = SplashScreen(tagline: tagline, language: language, logoIsHidden: true, fonts: fonts)
        let foregroundWindow = Self.splashWindow(level: .normal + 1, showing: foreground, name: "foreground splash")
        let backgroundWindow = Self.splashWindow(level: .normal - 1, showing: background, name: "background splash")
        // While it covers the app, a screen reader reads the splash alone.
        foregroundWindow.accessibilityViewIsModal = true
        screen.addSublayer(backgroundWindow)
        screen.addSublayer(foregroundWindow)
        foregroundSplashWindow = foregroundWindow
        backgroundSplashWindow = backgroundWindow
        foregroundSplash = foreground
        backgroundSplash = background
        animator = SplashAnimator(foregroundSplashWindow: foregroundWindow, foregroundSplash: foreground,
                                  backgroundSplashWindow: backgroundWindow, backgroundSplash: background,
                                  mainWindow: mainWindow)
    }

    /// The mask and the logo over it while the splash disappears.
    var mask: ShapeLayer? { animator.mask }
    var maskBackground: ShapeLayer? { animator.maskBackground }

    func present() { animator.animateAppearance() }

    /// Runs the disappearance; `completion` runs once it has ended and the splash
    /// windows have left the tree.
    func dismiss(completion: @escaping () -> Void) {
        animator.animateDisappearance { [weak self] in
            self?.foregroundSplashWindow?.removeFromSuperlayer()
            self?.backgroundSplashWindow?.removeFromSuperlayer()
            self?.foregroundSplashWindow = nil
            self?.backgroundSplashWindow = nil
            self?.foregroundSplash = nil
            self?.backgroundSplash = nil
            completion()
        }
    }

    /// Fits both splash windows to a window of `size` points, keeping the logo, the text
    /// and a hole already opening centred.
    func layout(size: Size) {
        let windows = [(foregroundSplashWindow, foregroundSplash), (backgroundSplashWindow, backgroundSplash)]
        for case let (window?, splash?) in windows {
            Transaction.withoutActions { window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            splash.layout(size: size)
        }
        animator.windowDidResize()
    }

    /// Draws the background splash's tagline ahead of time (text is rasterized on first
    /// use), so the first frame of the disappearance does no text work.
    func prepareDisappearance(scale: Double) {
        _ = backgroundSplash?.textLayer.coverageMask(scale: scale)
    }

    private static func splashWindow(level: WindowLevel, showing splash: SplashScreen, name: String) -> WindowLayer {
        let window = WindowLayer(level: level, name: name)
        window.addSublayer(splash)
        return window
    }
}
