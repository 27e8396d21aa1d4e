import WaylandPlatform

/// The running window's layer tree for screen readers (``AccessibilityBridge``): the
/// desktop lists the app under its window title, and its window reads as the app's
/// name in the run's language.
enum RunAccessibility {
    static func start(for window: Window, loop: EventLoop, options: RunOptions) -> AccessibilityBridge {
        let language = options.scene.language
        // The scenes loaded this catalog already; a broken one failed the run before this.
        let strings = (try? StringCatalog.load(language, assetsPath: options.scene.assetsPath)) ?? .english
        return AccessibilityBridge(window: window, loop: loop, applicationName: options.window.title,
                                   label: strings[.feedTitle], language: language.textLanguage)
    }
}
