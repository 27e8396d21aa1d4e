import Dispatch
import FoundationEssentials
import Layers
import WaylandPlatform

/// What `run` does only once its first frame is on the screen: the work the first frame
/// does not need, which used to come before the connection to the compositor.
///
/// - fontconfig's configuration and Pango's font map, with the fallback fonts of the
///   app's language, loaded on a thread of their own (``SceneCatalog/warmText(language:waitsForEveryWeight:)``);
///   the first frame's text was drawn from ``FontFiles`` instead;
/// - the desktop portal's motion setting (``RunMotion``), which only the splash's
///   dismissal and the scenes after it depend on.
///
/// It runs once the window first waits with nothing to draw (`Window.onFirstIdle`): after
/// the first frame, and after the animation that follows it (the splash's 0.3 s
/// appearance). Started as soon as the compositor answered the first frame's
/// presentation feedback, it would take a core from the appearance's frames and from the
/// compositor repainting them, and on two cores their intervals run long. It runs after
/// ``deadline`` anyway (a window that never idles, or one never configured), once.
@MainActor
final class LaunchWarmUp {
    /// How long to wait for the window to idle before warming up anyway.
    static let deadline: TimeSpan = .seconds(1)

    private var timer: LoopTimer?
    private var work: (() -> Void)?

    /// Schedules `work` on `loop`.
    init(loop: EventLoop, work: @escaping () -> Void) throws {
        self.work = work
        timer = try LoopTimer(loop: loop) { [weak self] in self?.run() }
        timer?.schedule(after: Self.deadline)
    }

    /// The window waits with nothing to draw: the work runs on the loop's next turn.
    func windowIdled() {
        guard work != nil else { return }
        timer?.schedule(after: .zero)
    }

    private func run() {
        guard let work else { return }
        self.work = nil
        timer = nil
        work()
    }

    /// Fonts for the first frame without fontconfig, or nil when none of the default sans
    /// files is installed where Debian puts them (then fontconfig is loaded before the
    /// scene is made, as `render` and `bench` do, and its errors stop the app early).
    static func launchFonts() -> FontDatabase? {
        let files = FontFiles.installed()
        guard files.hasPrimary else { return nil }
        return FontDatabase(files: files)
    }

    /// Warms the text system on a thread of its own; a failure (no fonts at all) shows
    /// in the text layers that need it.
    nonisolated static func warmText(language: AppLanguage) {
        DispatchQueue.global().async { try? SceneCatalog.warmText(language: language, waitsForEveryWeight: true) }
    }
}
