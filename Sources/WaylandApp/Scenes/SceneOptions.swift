import Layers

/// Settings a scene may read, shared by `run`, `render` and `bench`.
nonisolated struct SceneOptions {
    /// Seeds every random choice (the splash text), so runs can be reproduced.
    var seed: UInt64 = 1
    /// The feed's animator timing: `easeInOut`, `cubic` or `spring`.
    var timing = "easeInOut"
    /// Seconds the splash stays before it dismisses.
    var splashDelay = 2.0
    /// The folder with cities.json, pictures and splash texts.
    var assetsPath = AssetLocator.defaultPath
    /// Shows a levelled scene's windows in subsurfaces of their own (`run --subsurfaces`).
    var usesSubsurfaces = false
    /// Threads each frame is drawn with (`--threads`; ``Renderer/init(cacheBudget:imageCacheBudget:threads:)``).
    var renderThreads = Renderer.defaultThreads
    /// The language of the app's strings and city list (`--language`, else the locale's).
    var language = AppLanguage.english
    /// The strings in `language`, read from the assets by `SceneCatalog.makeScene`.
    var strings = StringCatalog.english
    /// How many times slower than real time the scene's animations run (`--slow-animations`; 1: real time).
    var animationSlowdown = 1.0
    /// Cross-fades instead of movement, springs without overshoot (`--reduce-motion`).
    var reducesMotion = false
    /// True: a frame that needs an effect still being made on another thread (the
    /// preview's blur steps) waits for it, so every run draws the same pictures (`render`,
    /// `bench`, tests). `run` sets it false: the frame shows the last step and asks for
    /// another, as a window never waits for a picture to decode.
    var waitsForBlur = true
    /// True: every font weight the scenes use is loaded before the scene is made, so no
    /// other thread is still loading fonts while `render` draws or `bench` counts a
    /// frame's allocations. `run` sets it false: Latin text's other weights load on a
    /// thread of their own while the first frames are drawn.
    var waitsForFonts = true

    /// Dark or light, contrast, accent colour (`--appearance`, `--high-contrast`, the
    /// desktop's in `run`): what a scene is made with.
    var appearance = Appearance.light

    /// Gives `scene`'s tree this run's appearance, and tells the scene of every later change.
    @MainActor func applyAppearance(to host: LayerHost, observer scene: Scene) {
        host.appearance = appearance
        host.addAppearanceObserver(scene)
    }

    /// Gives a scene's tree this run's pace and motion.
    @MainActor func applyMotion(to host: LayerHost) {
        host.speed = 1 / animationSlowdown
        host.reducesMotion = reducesMotion
    }
    /// Loads every picture the scenes show, off the main thread; shared by the scenes of
    /// one run (set by `run`; a scene made without one makes its own).
    var images: ImagePipeline?
    /// The moments announced by every scene of one run (set by `run`, which prints them);
    /// nil: each scene makes its own.
    var events: SceneEvents?
    /// The frame-time graph drawn over every scene of one run (`--hud`, F12); nil: none.
    var overlay: FrameTimeOverlay?
    /// `run`'s fonts for the first frame, found without fontconfig (``FontFiles``): the
    /// splash's tagline and the text of the feed, the circle and the preview are set
    /// with them, and scenes are made without waiting for
    /// fontconfig and Pango, which `run` warms once its window first idles (``LaunchWarmUp``).
    /// Nil (`render`, `bench`): the system's fonts, loaded before the scene is made.
    var launchFonts: FontDatabase?
}
