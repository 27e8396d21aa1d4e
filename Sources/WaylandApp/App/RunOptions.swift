import Layers
import WaylandPlatform

/// Everything `run` was asked to do.
nonisolated struct RunOptions {
    var window = WindowOptions()
    /// `--title`; nil: the app's name in its language (``SceneSwitcher/windowTitle``).
    var title: String?
    var sceneName = SceneCatalog.defaultName
    /// True when `--scene` was given: a later launch passes it on (``RunInstance``).
    var sceneWasGiven = false
    /// `--new-instance`: never take part in the single instance (``RunInstance``).
    var newInstance = false
    /// Quit after this many seconds (nil = run until closed).
    var exitAfter: Double?
    var printsStatistics = false
    /// Print `pointer-button` and `pointer-motion` lines.
    var echoesInput = false
    var scene = SceneOptions()
    /// `--reduce-motion` (true) or `--no-reduce-motion` (false); nil: follow the desktop's
    /// setting (``RunMotion``).
    var reducesMotionFlag: Bool?
    /// `--appearance light|dark`; nil (`system`): follow the desktop's (``RunAppearance``).
    /// `--high-contrast` is in ``scene``'s appearance.
    var appearanceStyle: Appearance.Style?
    /// Replays the scene's scripted interaction (for `bench --on-compositor`).
    var replaysScript = false
    /// Replays every demo scene's script in turn, forever (``SceneLoop``).
    var loopsScenes = false
    /// Print a `period …` line of frame figures this often, in seconds (nil = never).
    var statisticsPeriod: Double?
    /// Write the client-drawn frame to this PNG each time it is drawn (nil = never).
    var decorationsDumpPath: String?
    /// `--hud`: the frame-time graph shows from the first frame (F12 toggles it either way).
    var showsOverlay = false
}
