import Foundation

/// Starting a wlroots compositor (sway, cage) on the headless backend with the pixman
/// renderer and one output, as `user` when given (both refuse root).
nonisolated enum WlrootsHeadless {
    /// Spawns `command` (`name` for messages) in `runtime`, which is also its `$HOME`;
    /// removes `runtime` and throws, naming the package script, when it cannot start.
    static func start(_ name: String, _ command: [String], user: SystemUser?, runtime: RuntimeDirectory) throws -> Subprocess {
        let command = user?.running(command) ?? command
        do {
            return try Subprocess(command[0], Array(command.dropFirst()), environment: [
                "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path,
                "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
                "WLR_HEADLESS_OUTPUTS": "1",
            ])
        } catch {
            runtime.remove()
            throw HarnessError("\(name) could not start (is it installed? scripts/install-deps --test): \(error)")
        }
    }
}
