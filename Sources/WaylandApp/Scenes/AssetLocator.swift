import FoundationEssentials

/// Finds the `assets/` folder: `$WAYLANDAPP_ASSETS`, next to the executable's package
/// (`.build/<config>/WaylandApp` → `assets/`), where `make install` puts it
/// (`PREFIX/bin/WaylandApp` → `PREFIX/share/wayland-layers/assets`), or the current directory.
nonisolated enum AssetLocator {
    static var defaultPath: String {
        if let env = ProcessInfo.processInfo.environment["WAYLANDAPP_ASSETS"], !env.isEmpty { return env }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            for candidate in [dir.appendingPathComponent("assets"),
                              dir.appendingPathComponent("share/wayland-layers/assets")]
            where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path) {
                return candidate.path
            }
            dir.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath + "/assets"
    }
}
