import FoundationEssentials
import Glibc
import Layers
import Logging

/// Owns the splash's animations, as the tutorial's `SplashAnimator` does: the appearance on
/// the foreground splash and the disappearance that opens a logo-shaped hole in the
/// main window and grows it until the app fills the screen.
///
/// Every number here is from Yula's splash screen tutorial; the Layers tutorial "The Splash
/// Mask Transition" lists them all. The animator holds its
/// windows unowned: the ``SplashPresenter`` owns them and lets go of everything once
/// the disappearance's completion has run.
final class SplashAnimator {
    /// Appearance: the logo grows to 88/72 and the text slides up by this much in 0.3 s.
    static let appearanceDuration = 0.3
    static let textFadeInDuration = 0.15
    static let textOffset = 20.0
    static let logoScale = 88.0 / 72.0
    /// Disappearance.
    static let disappearanceDuration = 0.6
    static let mainWindowScale = 1.05
    static let maskBackgroundFadeDelay = 0.1
    static let maskBackgroundFadeDuration = 0.1
    static let textFadeOutDuration = 0.3
    /// The mask's scale at 20 % of the disappearance, before it grows.
    static let squeezeScale = 0.85
    /// The final scale is the window height times this: 18× on a 667-point-tall phone.
    static let finalScalePerPoint = 18.0 / 667.0

    private unowned let foregroundSplashWindow: WindowLayer
    private unowned let foregroundSplash: SplashScreen
    private unowned let backgroundSplashWindow: WindowLayer
    private unowned let backgroundSplash: SplashScreen
    private unowned let mainWindow: WindowLayer

    /// The hole cut into the main window while it disappears, and the logo on top of it.
    private(set) weak var mask: ShapeLayer?
    private(set) weak var maskBackground: ShapeLayer?
    /// The window height the mask's scaling animation was made for.
    private var scaledForHeight: Double?

    init(foregroundSplashWindow: WindowLayer, foregroundSplash: SplashScreen,
         backgroundSplashWindow: WindowLayer, backgroundSplash: SplashScreen, mainWindow: WindowLayer) {
        self.foregroundSplashWindow = foregroundSplashWindow
        self.foregroundSplash = foregroundSplash
        self.backgroundSplashWindow = backgroundSplashWindow
        self.backgroundSplash = backgroundSplash
        self.mainWindow = mainWindow
    }

    /// The logo grows to 88/72 while the text slides up 20 points (0.3 s) and fades in (0.15 s).
    func animateAppearance() {
        let text = foregroundSplash.textLayer, logo = foregroundSplash.logoLayer
        Transaction.withoutActions {
            foregroundSplashWindow.isHidden = false
            text.transform = AffineTransform(translationX: 0, y: Self.textOffset)
            text.opacity = 0
        }
        Layer.animate(withDuration: Self.appearanceDuration, animations: {
            logo.transform = AffineTransform(scale: Self.logoScale)
            text.transform = .identity
        })
        Layer.animate(withDuration: Self.textFadeInDuration, animations: {
            text.opacity = 1
        })
    }

    /// Hides the foreground splash, shows the one behind the app, and opens the app
    /// through a logo-shaped hole that turns and grows over 0.6 s. `completion` runs once,
    /// when every animation of the disappearance has ended and the mask is gone.
    func animateDisappearance(completion: @escaping () -> Void) {
        mainWindow.withMotion({ openHole(completion: completion) }, reduced: { fadeOut(completion: completion) })
    }

    /// How long the splash takes to fade away when motion is reduced, in seconds.
    static let reducedMotionFadeDuration = 0.3

    /// Reduced motion: the splash fades away over the main window; nothing turns or grows.
    private func fadeOut(completion: @escaping () -> Void) {
        let window = foregroundSplashWindow
        Layer.animate(withDuration: Self.reducedMotionFadeDuration, animations: { window.opacity = 0 },
                      completion: { _ in completion() })
    }

    /// The tutorial's disappearance: the main window shows through a logo-shaped hole that
    /// turns and grows.
    private func openHole(completion: @escaping () -> Void) {
        let logoFrame = foregroundSplash.logoLayer.frame
        let mask = SplashLogo.makeLayer(color: .black, name: "mask")
        let maskBackground = SplashLogo.makeLayer(color: .white, name: "maskBackground")
        Transaction.withoutActions {
            // Alpha, not hidden: the tutorial found hiding the window makes the screen flicker.
            foregroundSplashWindow.opacity = 0
            backgroundSplashWindow.isHidden = false
            mask.frame = logoFrame
            maskBackground.frame = logoFrame
            maskBackground.zPosition = .greatestFiniteMagnitude
            mainWindow.mask = mask
            mainWindow.addSublayer(maskBackground)
            mainWindow.transform = AffineTransform(scale: Self.mainWindowScale)
        }
        self.mask = mask
        self.maskBackground = maskBackground
        let height = mainWindow.bounds.height
        scaledForHeight = height

        Transaction.begin()
        Transaction.setCompletionBlock { [weak window = mainWindow] in
            window?.mask = nil
            completion()
        }
        let window = mainWindow
        Layer.animate(withDuration: Self.disappearanceDuration, animations: {
            window.transform = .identity
        })
        for layer in [mask, maskBackground] {
            addScalingAnimation(to: layer, windowHeight: height, beginTime: (mainWindow.currentTime ?? 0))
            addRotationAnimation(to: layer, beginTime: (mainWindow.currentTime ?? 0))
        }
        Layer.animate(withDuration: Self.maskBackgroundFadeDuration, delay: Self.maskBackgroundFadeDelay, animations: {
            maskBackground.opacity = 0
        }, completion: { [weak maskBackground] _ in
            maskBackground?.removeFromSuperlayer()
        })
        let text = backgroundSplash.textLayer
        Layer.animate(withDuration: Self.textFadeOutDuration, animations: {
            text.opacity = 0
        })
        Transaction.commit()
    }

    /// Keeps the hole centred on the logo after a resize and its final scale following
    /// the new window height. The replacement animations keep the first ones' begin
    /// time, so they end with the main window's animation, which holds the transaction
    /// (and so the completion) open until then.
    func windowDidResize() {
        guard let mask, let beginTime = mask.animation(forKey: "scaling")?.beginTime else { return }
        let logoFrame = foregroundSplash.logoLayer.frame
        let height = mainWindow.bounds.height
        for layer in [mask, maskBackground].compactMap({ $0 }) {
            Transaction.withoutActions { layer.position = Point(x: logoFrame.midX, y: logoFrame.midY) }
            if height != scaledForHeight { addScalingAnimation(to: layer, windowHeight: height, beginTime: beginTime) }
            addRotationAnimation(to: layer, beginTime: beginTime)
        }
        scaledForHeight = height
    }

    /// The angle the hole turns to: towards the top left corner, `−atan(y / x)` of the
    /// layer's position (0 for a layer at x = 0, where the tutorial's formula has no answer).
    static func rotationAngle(for position: Point) -> Double {
        guard position.x != 0 else { return 0 }
        let angle = -atan(position.y / position.x)
        return angle.isFinite ? angle : 0
    }

    /// The mask's last scale: `windowHeight × 18/667`.
    static func finalScale(windowHeight: Double) -> Double { windowHeight * finalScalePerPoint }

    private func addRotationAnimation(to layer: Layer, beginTime: Double) {
        let animation = BasicAnimation(keyPath: "transform")
        animation.beginTime = beginTime
        animation.duration = Self.disappearanceDuration
        animation.valueFunction = .rotateZ
        animation.fromValue = .scalar(0)
        animation.toValue = .scalar(Self.rotationAngle(for: layer.position))
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        add(animation, to: layer, forKey: "transform")
    }

    private func addScalingAnimation(to layer: Layer, windowHeight: Double, beginTime: Double) {
        let animation = KeyframeAnimation(keyPath: "bounds")
        let size = layer.bounds.size
        let scales = [1, Self.squeezeScale, Self.finalScale(windowHeight: windowHeight)]
        animation.beginTime = beginTime
        animation.duration = Self.disappearanceDuration
        animation.keyTimes = [0, 0.2, 1]
        animation.values = scales.map { .rect(Rect(x: 0, y: 0, width: size.width * $0, height: size.height * $0)) }
        animation.timingFunctions = [.easeInEaseOut, .easeOut]
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        add(animation, to: layer, forKey: "scaling")
    }

    /// Adds an animation built from constants; a rejection would be a bug in this file,
    /// so it is reported loudly instead of leaving the splash half animated in silence.
    private func add(_ animation: Animation, to layer: Layer, forKey key: String) {
        do {
            try layer.add(animation, forKey: key)
        } catch {
            assertionFailure("splash animation rejected: \(error)")
            Logger(label: "splash").error("splash animation rejected: \(error)")
        }
    }
}
