import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `make install` / `make uninstall` (`scripts/install-app`) into a scratch prefix, with
/// the built app: the files land where desktops look, the desktop file and the AppStream
/// metainfo validate, the installed binary finds its assets on its own, and uninstalling
/// leaves nothing.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let appID = "dev.layers.WaylandApp"

    private func files(under prefix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: prefix)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(prefix)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test("install, validate, run the installed binary offscreen, uninstall")
    func installAndUninstall() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-test-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let script = Self.root.appendingPathComponent("scripts/install-app").path
        let environment = ["PATH": Command.searchPath, "HOME": prefix]
        try Command.run(script, ["--binary", try AppProcess.binaryPath(), prefix], environment: environment, timeout: 60)

        let installed = files(under: prefix)
        #expect(installed.contains("bin/WaylandApp"))
        #expect(installed.contains("share/wayland-layers/assets/cities.json"))
        #expect(installed.contains("share/applications/\(Self.appID).desktop"), "named after the app id")
        #expect(installed.contains("share/metainfo/\(Self.appID).metainfo.xml"), "named after the app id")
        #expect(installed.contains("share/man/man1/WaylandApp.1"))
        #expect(installed.contains("share/icons/hicolor/scalable/apps/\(Self.appID).svg"))
        for size in [16, 32, 48, 128, 256] {
            let icon = "share/icons/hicolor/\(size)x\(size)/apps/\(Self.appID).png"
            #expect(installed.contains(icon))
            let image = try PNGImage(contentsOfFile: "\(prefix)/\(icon)")
            #expect(image.width == size && image.height == size, "\(icon) is \(image.width)×\(image.height)")
        }
        let svg = try String(contentsOfFile: "\(prefix)/share/icons/hicolor/scalable/apps/\(Self.appID).svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("<path"), "an SVG with the logo's path")

        let desktop = "\(prefix)/share/applications/\(Self.appID).desktop"
        let validation = try Command.run("desktop-file-validate", [desktop], environment: environment)
        #expect(validation.isEmpty, "desktop-file-validate says: \(validation)")
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        #expect(entry.contains("Exec=\(prefix)/bin/WaylandApp"))
        #expect(entry.contains("\nDBusActivatable=true\n"), "launchers call org.freedesktop.Application")
        let service = try String(contentsOfFile: "\(prefix)/share/dbus-1/services/\(Self.appID).service", encoding: .utf8)
        #expect(service == "[D-BUS Service]\nName=\(Self.appID)\nExec=\(prefix)/bin/WaylandApp run\n",
                "the D-Bus service file names the app id, as DBusActivatable requires")
        // --no-net: the check must not depend on this machine reaching the network.
        try Command.run("appstreamcli", ["validate", "--no-net", "\(prefix)/share/metainfo/\(Self.appID).metainfo.xml"],
                        environment: environment, timeout: 30)

        // No WAYLANDAPP_ASSETS and another working directory: the feed needs cities.json.
        let output = "\(prefix)/feed.png"
        try Command.run("\(prefix)/bin/WaylandApp", ["render", "--scene", "feed", "--at", "1", "--size", "320x240",
                                                     "-o", output], environment: environment, workingDirectory: "/", timeout: 60)
        let frame = try PNGImage(contentsOfFile: output)
        #expect(frame.width == 320 && frame.height == 240)
        try FileManager.default.removeItem(atPath: output)

        try Command.run(script, ["--uninstall", prefix], environment: environment)
        #expect(files(under: prefix).isEmpty, "left behind: \(files(under: prefix))")
    }
}
