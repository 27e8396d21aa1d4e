import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The Debian package `make test` builds (`scripts/build-deb`), installed into this very
    /// system as a user would: apt resolves its Depends, the installed desktop file starts
    /// the installed binary through `gio launch` on a private weston, the splash shows, and
    /// purging leaves none of the package's files. A compositor suite because it starts
    /// weston; it needs root (CI) or sudo without a password, for apt.
    @Suite("the Debian package, installed with apt", .enabled(if: SystemInstall.isAllowed,
        "installs into the system: run as root or with sudo that needs no password"))
    struct DebPackageTests {
        static let package = "layers-wayland"
        static let desktopFile = "/usr/share/applications/\(InstallTests.appID).desktop"
        static let binary = "/usr/bin/WaylandApp"
        /// Held while the package is on the system: two test runs on one machine (several
        /// worktrees) would otherwise install and remove it under each other.
        static let lockPath = "/run/lock/layers-wayland-deb-test.lock"

        /// Runs `command` as root: directly when we are, else through `sudo -n`.
        @discardableResult
        private func asRoot(_ command: [String], timeout: TimeInterval) throws -> String {
            let environment = ["PATH": Command.searchPath, "DEBIAN_FRONTEND": "noninteractive", "LC_ALL": "C.UTF-8"]
            let wrapper = SystemInstall.isRoot ? ["env"] : ["sudo", "-n", "env"]
            return try Command.run(wrapper[0], Array(wrapper.dropFirst()) + environment.map { "\($0.key)=\($0.value)" } + command,
                                   environment: ["PATH": Command.searchPath], timeout: timeout)
        }

        /// dpkg's status of the package ("install ok installed", "deinstall ok config-files"),
        /// nil when it is not on the system at all.
        private func status() -> String? {
            let status = try? Command.run("dpkg-query", ["-W", "-f", "${Status}", Self.package],
                                          environment: ["PATH": Command.searchPath])
            return status.flatMap { $0.hasSuffix("not-installed") ? nil : $0 }
        }

        /// The .deb `scripts/build-deb` makes, which must exist and be no older than the release binary in it.
        private func builtPackage() throws -> String {
            let root = InstallTests.root.path
            let relative = try Command.run("\(root)/scripts/build-deb", ["--path"], environment: ["PATH": Command.searchPath])
            let deb = "\(root)/\(relative.trimmingCharacters(in: .whitespacesAndNewlines))"
            func modified(_ path: String) -> Date? {
                (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
            guard let built = modified(deb) else {
                throw HarnessError("no Debian package at \(deb): build it with `make deb` (make test does)")
            }
            if let release = modified("\(root)/.build/release/WaylandApp"), release > built {
                throw HarnessError("\(deb) is older than .build/release/WaylandApp: rebuild it with `make deb` (make test does)")
            }
            return deb
        }

        /// Processes whose environment holds `marker` (inherited from a process we started).
        private func processes(marked marker: String) -> [pid_t] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { pid_t($0) }.filter { pid in
                guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
                return environment.split(separator: 0).contains { Array($0) == Array(marker.utf8) }
            }
        }

        /// True when `pid` is gone (or a zombie: it ran to its end and waits for its parent).
        private func ended(_ pid: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }

        /// SIGTERM, then SIGKILL after `grace` seconds, to each of `pids`.
        private func stop(_ pids: [pid_t], grace: TimeInterval = 3) {
            for pid in pids where !ended(pid) { kill(pid, SIGTERM) }
            let deadline = Date(timeIntervalSinceNow: grace)
            while pids.contains(where: { !ended($0) }) && Date() < deadline { usleep(20_000) }
            for pid in pids where !ended(pid) { kill(pid, SIGKILL) }
        }

        /// The part of `image` at `x`, `y` of `width` × `height`.
        private func crop(_ image: PNGImage, x: Int, y: Int, width: Int, height: Int) -> PNGImage {
            var rgba: [UInt8] = []
            rgba.reserveCapacity(width * height * 4)
            for row in y..<(y + height) {
                let start = (row * image.width + x) * 4
                rgba += image.rgba[start..<(start + width * 4)]
            }
            return PNGImage(width: width, height: height, rgba: rgba)
        }

        @Test("apt installs it with its Depends; its desktop file opens the splash on weston; purging leaves nothing")
        func installLaunchPurge() throws {
            let deb = try builtPackage()

            let lock = open(Self.lockPath, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)  // flock needs no write access
            guard lock >= 0 else { throw HarnessError("cannot open \(Self.lockPath): \(String(cString: strerror(errno)))") }
            defer { close(lock) }  // closing releases the lock
            let lockDeadline = Date(timeIntervalSinceNow: 300)
            while flock(lock, LOCK_EX | LOCK_NB) != 0 {
                guard Date() < lockDeadline else {
                    throw HarnessError("another run of this test held \(Self.lockPath) for 300 s")
                }
                usleep(200_000)
            }

            // Never remove a copy someone installed on purpose.
            if let status = status() {
                throw HarnessError("\(Self.package) is on this system already (dpkg: \(status)); this test installs and "
                    + "purges its own, so remove it first: apt-get purge \(Self.package)")
            }
            defer {
                if status() != nil {
                    do { try asRoot(["apt-get", "purge", "-y", "-o", "DPkg::Lock::Timeout=120", Self.package], timeout: 300) }
                    catch { Issue.record("could not purge \(Self.package) after the test: \(error)") }
                }
            }
            // An absolute path, so apt takes a file and not a package name; its Depends come from the archive.
            try asRoot(["apt-get", "install", "-y", "--no-install-recommends", "-o", "DPkg::Lock::Timeout=120", deb], timeout: 300)
            #expect(status() == "install ok installed")
            let version = try String(contentsOfFile: InstallTests.root.appendingPathComponent("VERSION").path, encoding: .utf8)
            let installedVersion = try Command.run("dpkg-query", ["-W", "-f", "${Version}", Self.package],
                                                   environment: ["PATH": Command.searchPath])
            #expect(installedVersion == version.trimmingCharacters(in: .whitespacesAndNewlines), "the VERSION file's number")

            // dpkg -L lists "/." and every folder on the way to each file, folders other packages have too.
            let listed = try Command.run("dpkg", ["-L", Self.package], environment: ["PATH": Command.searchPath])
                .split(separator: "\n").map(String.init).filter { $0 != "/." }
            for path in [Self.binary, Self.desktopFile, "/usr/share/metainfo/\(InstallTests.appID).metainfo.xml",
                         "/usr/share/wayland-layers/assets/cities.json", "/usr/share/man/man1/WaylandApp.1.gz",
                         "/usr/share/doc/\(Self.package)/copyright", "/usr/share/doc/\(Self.package)/changelog.gz",
                         "/usr/share/icons/hicolor/scalable/apps/\(InstallTests.appID).svg",
                         "/usr/share/dbus-1/services/\(InstallTests.appID).service"] {
                #expect(listed.contains(path), "the package has no \(path)")
            }
            let validation = try Command.run("desktop-file-validate", [Self.desktopFile], environment: ["PATH": Command.searchPath])
            #expect(validation.isEmpty, "desktop-file-validate says: \(validation)")
            let entry = try String(contentsOfFile: Self.desktopFile, encoding: .utf8)
            #expect(entry.contains("Exec=\(Self.binary)\n"), "the desktop file starts the packaged binary:\n\(entry)")

            try launchShowsSplash()

            try asRoot(["apt-get", "purge", "-y", "-o", "DPkg::Lock::Timeout=120", Self.package], timeout: 300)
            #expect(status() == nil, "dpkg still knows \(Self.package): \(status() ?? "")")
            var folders: [String] = []
            for path in listed {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { folders.append(path) } else { Issue.record("left behind: \(path)") }
            }
            // A folder that stays must be another package's (/usr/share/applications, hicolor's sizes).
            // dpkg-query -S prints "PACKAGE[, PACKAGE…]: PATH" for each path it knows.
            let owners = try Subprocess("dpkg-query", ["-S"] + folders, environment: ["PATH": Command.searchPath])
            _ = owners.wait(timeout: 30)
            let owned = Set(owners.stdout.lines.compactMap { line in
                line.range(of: ": /").map { String(line[line.index(before: $0.upperBound)...]) }
            })
            for folder in folders where !owned.contains(folder) {
                Issue.record("left behind: the folder \(folder), which no other package has")
            }
        }

        /// `gio launch` of the installed desktop file, as a desktop's launcher does: the app
        /// it starts draws the splash on a private weston, then stops with the compositor.
        private func launchShowsSplash() throws {
            let weston = try Weston()
            defer { weston.kill() }
            // gio's child outlives gio: this marks it (and only it) as ours, to find and stop it.
            let marker = "LAYERS_DEB_TEST=\(UUID().uuidString)"
            var environment = weston.clientEnvironment
            environment["LAYERS_DEB_TEST"] = String(marker.dropFirst("LAYERS_DEB_TEST=".count))
            let before = try PNGImage(contentsOfFile: try weston.screenshot())
            // The app inherits gio's stdout, so its lines arrive here after gio has exited.
            let launcher = try Subprocess("gio", ["launch", Self.desktopFile], environment: environment)
            defer { stop(processes(marked: marker)) }
            let launched = launcher.wait(timeout: 20)
            let ending = launched.map { "\($0)" } ?? "still running"
            #expect(launched == .exited(0), "gio launch \(Self.desktopFile): \(ending); stderr: \(launcher.stderr.text)")
            let transcript = { "stdout:\n\(launcher.stdout.text)\nstderr:\n\(launcher.stderr.text)" }

            let apps = processes(marked: marker)
            let executables = apps.map { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/exe")) ?? "?" }
            #expect(executables == [Self.binary], "what gio started: \(executables)\n\(transcript())")

            let presented = launcher.stdout.waitForLine(timeout: 20) { $0.hasPrefix("scene splash-presented ") }
            #expect(presented != nil, "no `scene splash-presented` line\n\(transcript())")
            guard let bufferLine = launcher.stdout.waitForLine(timeout: 10, where: { $0.hasPrefix("buffer ") }),
                  case .buffer(let width, let height, let scale)? = AppEvent(line: bufferLine), scale == 1 else {
                Issue.record("no `buffer WxH scale 1` line\n\(transcript())")
                return
            }
            // Screenshots while the splash holds still, until it starts to open onto the feed.
            var shots: [PNGImage] = []
            repeat {
                shots.append(try PNGImage(contentsOfFile: try weston.screenshot()))
            } while shots.count < 30 && !launcher.stdout.lines.contains { $0.hasPrefix("scene splash-dismissing ") }
            // The splash's sky, as the installed binary renders it offscreen, in one of them: a
            // band above the logo and its tagline, and inside the window's rounded corners.
            let rendered = weston.runtime.file("splash.png")
            try Command.run(Self.binary, ["render", "--scene", "splash", "--at", "1", "--size", "\(width)x\(height)",
                                          "-o", rendered], environment: weston.clientEnvironment, timeout: 60)
            let sky = crop(try PNGImage(contentsOfFile: rendered), x: width / 8, y: height / 20,
                           width: width * 3 / 4, height: height / 4)
            if !shots.contains(where: { $0.offset(of: sky) != nil }) {
                let changed = try shots.last.map { try $0.countPixels(differingFrom: before) } ?? 0
                let message = "the splash's sky is on none of \(shots.count) screenshots (the last differs from the "
                    + "desktop before the launch in \(changed) pixels)\n\(transcript())"
                Issue.record("\(message)")
            }

            // Without its compositor the app ends by itself (status 1: connection lost).
            weston.kill()
            let deadline = Date(timeIntervalSinceNow: 5)
            while apps.contains(where: { !ended($0) }) && Date() < deadline { usleep(20_000) }
            #expect(apps.allSatisfy(ended), "WaylandApp still runs after weston ended\n\(transcript())")
        }
    }
}

/// Whether this test may install packages: as root, or through sudo without a password.
nonisolated private enum SystemInstall {
    static var isRoot: Bool { geteuid() == 0 }
    static var isAllowed: Bool {
        isRoot || (try? Command.run("sudo", ["-n", "true"], environment: ["PATH": Command.searchPath])) != nil
    }
}

private extension PNGImage {
    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
