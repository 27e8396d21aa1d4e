import WaylandPlatform

/// The running window's layer tree for screen readers (``AccessibilityBridge``): the
/// desktop lists the app under its window title; its window reads as the tree's label,
/// the app's name in the run's language (``SceneSwitcher/accessibility``).
enum RunAccessibility {
    static func start(for window: Window, loop: EventLoop, options: RunOptions) -> AccessibilityBridge {
        AccessibilityBridge(window: window, loop: loop, applicationName: options.title ?? options.window.title)
    }
}
