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
/// It runs once the compositor has answered the first frame's presentation feedback (so
/// that it does not take the CPU from the compositor's repaint on a small machine), or
/// after ``deadline`` (a compositor without `wp_presentation`, or one that never
/// configures the window), once.
@MainActor
final class LaunchWarmUp {
    /// How long to wait for the first frame before warming up anyway, in seconds.
    static let deadline: TimeSpan = .seconds(0.25)

    private var timer: LoopTimer?
    private var work: (() -> Void)?

    /// Schedules `work` on `loop`.
    init(loop: EventLoop, work: @escaping () -> Void) throws {
        self.work = work
        timer = try LoopTimer(loop: loop) { [weak self] in self?.run() }
        timer?.schedule(after: Self.deadline)
    }

    /// True until the work has run.
    var isPending: Bool { work != nil }

    /// The first frame is on the screen (or was discarded): the work runs on the loop's next turn.
    func firstFrameShown() {
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
