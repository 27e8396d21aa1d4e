import Layers
import Testing
import WaylandBenchSupport
import WaylandPlatform
@testable import WaylandApp

/// The reference client replays what the app commits: the same frames, the same damage.
/// The script is recorded from one run of the scene's window content; a second run of
/// it, made afresh, is what the replay is compared with.
@MainActor
@Suite struct DamageReplayTests {
    static let size = LogicalSize(width: 640, height: 360)

    /// What a window asks of `content` at 60 Hz for `frames` frames from clock time
    /// `start`: the damage of each frame it draws (the first always), by frame number.
    /// What a window commits of `content`, by frame number.
    private func commits(of content: WindowContent, frames: Int, clock: ManualClock? = nil,
                         images: @escaping () -> ImagePipeline? = { nil }) throws -> [Int: Set<PixelRect>] {
        var drawn: [Int: Set<PixelRect>] = [:]
        try WindowStepper(size: Self.size, scale: 1, images: images).run(content, frames: frames, start: 1000, clock: clock) {
            drawn[$0] = Set($1.filter { !$0.isEmpty })
        }
        return drawn
    }

    @Test(arguments: ["circle", "preview", "splash", "feed"])
    func theReferenceCommitsWhatTheAppCommits(scene name: String) throws {
        let script = try DamageRecording.record(scene: name, size: Self.size, scale: 1)
        let scene = try #require(try SceneCatalog.makeScene(name, options: SceneOptions()))
        let frames = Int((scene.scriptDuration.seconds * 60).rounded())
        let clock = ManualClock(time: 1000)
        let app = LayerContent(scene: scene, clock: clock)
        app.replaysScript = true
        let appCommits = try commits(of: app, frames: frames, clock: clock, images: { scene.images })
        let replay = DamageReplayContent(script: script)
        var phases: [String] = []
        replay.onPhase = { phases.append($0) }
        let replayCommits = try commits(of: replay, frames: frames)
        #expect(replay.isFinished)
        #expect(script.frames.count == replayCommits.count)
        #expect(replayCommits.keys.sorted() == appCommits.keys.sorted(), "the frames each commits")
        for (frame, rects) in appCommits.sorted(by: { $0.key < $1.key }) {
            #expect(replayCommits[frame] == rects, "frame \(frame)")
        }
        #expect(phases == script.frames.flatMap(\.phases))
        if name == "splash" {
            // The feed's pictures arrive, so the splash is dismissed within the run.
            #expect(phases == ["splash-presented", "splash-dismissing", "splash-finished"])
        }
    }

    @Test func aScriptReadsBackAsWritten() throws {
        let script = DamageScript(size: LogicalSize(width: 1280, height: 720), scale: 2, frames: [
            .init(time: .milliseconds(0), phases: ["splash-presented"], rects: [PixelRect(x: 0, y: 0, width: 2560, height: 1440)]),
            .init(time: .milliseconds(16.67), rects: []),
            .init(time: .milliseconds(33.33), phases: ["a", "b"], rects: [PixelRect(x: 5, y: 6, width: 7, height: 8),
                                                                    PixelRect(x: 1, y: 2, width: 3, height: 4)]),
        ])
        #expect(try DamageScript(text: script.text) == script)
    }

    @Test(arguments: [
        ("", "line 1"),
        ("damage-script 1\nsize 0x720 scale 1\n", "line 2"),
        ("damage-script 1\nsize 640x360 scale 1\nframe 10 0,0,1,1\nframe 5 0,0,1,1\n", "line 4"),
        ("damage-script 1\nsize 640x360 scale 1\nframe 0 0,0,-1,1\n", "line 3"),
        ("damage-script 1\nsize 640x360 scale 1\nwhat\n", "line 3"),
    ])
    func aBadScriptIsRefusedNamingItsLine(text: String, line: String) {
        #expect { try DamageScript(text: text) } throws: { error in
            "\(error)".contains("damage script \(line)")
        }
    }

    /// On a compositor the window asks at each frame callback, a refresh before the frame
    /// it draws is shown, and weston's refresh (17.2 ms here) is not the script's step
    /// (16.67 ms). Whenever the first callback comes, every callback after it has a
    /// frame to replay, back to back as an app animating draws one a callback; the
    /// slower refresh makes it replay two at one callback now and then, as an app shows
    /// the moment due.
    @Test(arguments: [3.0, 8.0, 16.0])
    func aFrameEveryCallbackWhateverTheFirstCallbacksPhase(firstCallbackMilliseconds: Double) throws {
        let frames = (0..<20).map { k in
            DamageScript.Frame(time: .milliseconds((Double(k) * 1000 / 60 * 100).rounded() / 100),
                               rects: [PixelRect(x: k, y: 0, width: 1, height: 1)])
        }
        let replay = DamageReplayContent(script: DamageScript(size: Self.size, scale: 1, frames: frames))
        replay.resize(width: Self.size.width, height: Self.size.height, scale: 1)
        var pixels = [UInt32](repeating: 0, count: Self.size.width * Self.size.height)
        func draw(at seconds: Double) -> [PixelRect] {
            pixels.withUnsafeMutableBytes {
                let target = PixelTarget(pixels: $0.baseAddress!, width: Self.size.width, height: Self.size.height,
                                         stride: Self.size.width * 4, age: 1)
                return replay.draw(into: target, at: ClockTime(seconds: seconds))
            }
        }
        #expect(draw(at: 10) == [PixelRect(x: 0, y: 0, width: 1, height: 1)])
        let refresh = 0.0172
        var perCallback: [Int] = []
        for k in 1...17 {
            let callback = 10 + firstCallbackMilliseconds / 1000 + Double(k - 1) * refresh
            #expect(replay.needsFrame(at: ClockTime(seconds: callback)), "no frame due at callback \(k)")
            perCallback.append(draw(at: callback + refresh).count)
        }
        #expect(perCallback.allSatisfy { $0 == 1 || $0 == 2 } && perCallback.count { $0 == 2 } <= 1, "\(perCallback)")
        #expect(replay.framesReplayed == 1 + perCallback.reduce(0, +))
    }
}
