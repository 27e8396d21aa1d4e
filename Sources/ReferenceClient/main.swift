// The reference client: a window that replays a scene's commits (a damage script written
// by `WaylandApp bench --on-compositor`) without drawing anything, on the compositor of
// $WAYLAND_DISPLAY, and prints what presentation feedback said in `run --stats`' format.
//
//   ReferenceClient --damage FILE
//
// Prints `buffer WxH scale S` at its first commit, then at the end `frames committed: N`,
// `frames presented: N`, `presentation interval p50: X ms`, …, `time to first frame: X ms`,
// `time to first frame presented: X ms` and a `phase NAME: …` line per phase.
// Exit status: 0 when replayed, 2 for a bad command line or script or no display, 1 when
// the connection failed or was lost.
//
//   ReferenceClient --request-activation-token [now]
//
// opens a window that asks for an xdg-activation token and prints `token TOKEN`
// (``TokenRequester``), for the tests that launch the app with one.
import Glibc
import Layers
import WaylandBenchSupport
import WaylandPlatform

/// Seconds the client waits after its last frame for the compositor's feedback.
let settleTime: TimeSpan = .seconds(0.5)

/// Writes `text` to file descriptor `fd` at once (no stdio buffer: a bench reads lines as they come).
func emit(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { bytes in _ = write(fd, bytes.baseAddress, bytes.count) }
}

func fail(_ message: String, status: Int32) -> Never {
    emit("ReferenceClient: \(message)\n", to: 2)
    exit(status)
}

func say(_ line: String) { emit(line + "\n", to: 1) }

let arguments = CommandLine.arguments
if arguments.count >= 2, arguments[1] == "--request-activation-token" {
    MainActor.assumeIsolated { TokenRequester.run(immediately: arguments.dropFirst(2).first == "now") }
}
guard arguments.count == 3, arguments[1] == "--damage" else {
    fail("usage: ReferenceClient --damage FILE (a damage script written by `WaylandApp bench --on-compositor`)"
         + " | --request-activation-token [now]", status: 2)
}
let script: DamageScript
do {
    script = try DamageScript(contentsOfFile: arguments[2])
} catch {
    fail("\(error)", status: 2)
}
signal(SIGPIPE, SIG_IGN)
let start = ProcessStart.time

let app: Application
do {
    app = try Application()
} catch {
    fail("\(error)", status: (error as? PlatformError)?.exitCode ?? 1)
}
let content = DamageReplayContent(script: script)
var options = WindowOptions()
options.title = "Reference client"
options.appID = "dev.layers.ReferenceClient"
options.initialSize = .requested(script.size)
options.titleFonts = FontDatabase(files: FontFiles.installed())
var status: Int32 = 0
do {
    let window = try app.openWindow(showing: content, options: options)
    window.onBufferCommitted = { size, scale in say("buffer \(size) scale \(StatisticsFormat.number(scale))") }
    content.onPhase = { window.beginPhase($0) }
    let loop = app.loop
    let stopTimer = try LoopTimer(loop: loop) { loop.stop(status: 0) }
    content.onFinished = { stopTimer.schedule(after: settleTime) }
    // However the compositor paces it, the replay ends: its length, then as long again and 5 s.
    let limitTimer = try LoopTimer(loop: loop) { loop.stop(status: 0) }
    limitTimer.schedule(after: (script.frames.last?.time ?? .zero) * 2 + .seconds(5))
    status = try app.run()
    for line in window.statistics.report(since: start, startSource: ProcessStart.source) { say(line) }
    say("frames replayed: \(content.framesReplayed) of \(script.frames.count)")
    withExtendedLifetime((stopTimer, limitTimer)) {}
} catch {
    emit("ReferenceClient: \(error)\n", to: 2)
    status = (error as? PlatformError)?.exitCode ?? 1
}
app.close()
exit(status)
