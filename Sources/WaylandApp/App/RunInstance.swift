import Layers
import Logging
import WaylandPlatform

/// `run`'s single instance: the first `run` owns the app's ID on the session bus; a later
/// one hands its launch (the launcher's activation token, the `--scene` asked for) to it
/// and exits. `--new-instance`, `--exit-after`, `--script` and `--loop` runs stay on their
/// own, as GApplication's `G_APPLICATION_NON_UNIQUE` apps do: they are timed or scripted
/// runs (tests, soak, measurements) that must run what they were asked, side by side.
enum RunInstance {
    /// The platform-data key of the scene a later launch asks for (its `--scene`).
    static let sceneKey = "scene"
    private static let logger = Logger(label: "app.instance")

    /// Whether this run takes part: see the type's comment.
    static func applies(to options: RunOptions) -> Bool {
        !options.newInstance && options.exitAfter == nil && !options.replaysScript && !options.loopsScenes
    }

    /// What a later launch sends: its activation token and the scene it was asked for.
    static func platformData(token: ActivationToken?, options: RunOptions) -> PlatformData {
        PlatformData(activationToken: token, strings: options.sceneWasGiven ? [sceneKey: options.sceneName] : [:])
    }

    /// Waits for the bus's answer (until `deadline`); for a later launch, hands over to
    /// the running instance and returns true: this process is to exit 0. False: run.
    static func handOver(_ instance: SingleInstance, deadline: ClockTime, token: ActivationToken?, options: RunOptions) -> Bool {
        switch instance.resolve(until: deadline) {
        case .primary:
            logger.info("single instance: this process owns \(instance.applicationID) on the session bus")
            return false
        case .alone(let reason):
            logger.info("single instance: running alone, \(reason)")
            return false
        case .secondary:
            do {
                try instance.activateRunningInstance(with: platformData(token: token, options: options))
                logger.info("single instance: \(instance.applicationID) already runs; it was activated")
                return true
            } catch {
                logger.info("single instance: running alone, the running instance could not be activated: \(error)")
                return false
            }
        }
    }

    /// The first instance's answers: activate the window with the caller's token and
    /// show the scene asked for.
    static func serve(_ instance: SingleInstance, window: Window, switcher: SceneSwitcher, loop: EventLoop) {
        instance.onActivate = { [weak window] data in
            guard let window else { return }
            logger.info("activated by another launch (token \(data.activationToken?.value ?? "none"))")
            if let token = data.activationToken { window.activate(token: token) }
            if let scene = data.strings[sceneKey] {
                if SceneCatalog.names.contains(scene) {
                    _ = switcher.show(scene)
                } else {
                    logger.warning("another launch asked for scene '\(scene)', which does not exist; choose one of: \(SceneCatalog.names.joined(separator: ", "))")
                }
            }
        }
        instance.onOpen = { uris, _ in
            for uri in uris {
                if uri.hasPrefix("file://") {
                    logger.warning("ignoring '\(uri)' from Open: the app has no documents to open")
                } else {
                    logger.warning("ignoring '\(uri)' from Open: not a file URI (only file:// URIs name files)")
                }
            }
        }
        instance.onActivateAction = { name, _ in
            logger.warning("ignoring ActivateAction '\(name)': the app has no actions")
            return false
        }
        instance.follow(on: loop)
    }
}
