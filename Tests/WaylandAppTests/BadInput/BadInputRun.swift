import Foundation
import Testing

/// One run of the built `WaylandApp` with bad input, offscreen or before it connects,
/// and what a person would see of it: the exit status and stderr.
struct BadInputRun {
    let ended: Subprocess.Termination
    let stderr: String
    let stdout: String
    let output: String

    /// Runs `WaylandApp ARGUMENTS` with no Wayland display and only `environment` added
    /// to PATH and HOME; `-o` goes to a scratch file unless the arguments name one.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let scratch = try RuntimeDirectory(label: "bad-input")
        defer { scratch.remove() }
        output = scratch.file("out.png")
        let command = arguments.first == "render" && !arguments.contains("-o") ? arguments + ["-o", output] : arguments
        let base = ["PATH": Command.searchPath, "HOME": scratch.path, "XDG_RUNTIME_DIR": scratch.path,
                    "WAYLAND_DISPLAY": "wayland-bad-input-none"]
        let app = try AppProcess(command, environment: base.merging(environment) { $1 })
        defer { app.kill() }
        ended = try app.waitForExit(timeout: 60)
        stderr = app.stderr
        stdout = app.process.stdout.text
        wroteOutput = FileManager.default.fileExists(atPath: output)
    }

    /// Whether `-o`'s file was written.
    let wroteOutput: Bool

    /// The non-empty lines on stderr.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init).filter { !$0.isEmpty } }

    /// Checks the app stopped on its own with `status`, said so in one `error: …` line
    /// containing every piece of `mentions` (the file or value, and what to do), and
    /// never trapped.
    func expectFailure(_ status: Int32, mentioning mentions: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let transcript = "stdout:\n\(stdout)\nstderr:\n\(stderr)"
        #expect(ended == .exited(status), "\(transcript)", sourceLocation: sourceLocation)
        #expect(errorLines.count == 1, "one line on stderr\n\(transcript)", sourceLocation: sourceLocation)
        let line = errorLines.first ?? ""
        #expect(line.hasPrefix("error: "), "\(transcript)", sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(line.contains(mention), "should mention \(mention)\n\(transcript)", sourceLocation: sourceLocation)
        }
        expectNoCrash(sourceLocation: sourceLocation)
        #expect(!wroteOutput, "nothing written on failure", sourceLocation: sourceLocation)
    }

    /// ArgumentParser's rejection of an option value: 64, its first line naming the value.
    func expectUsageError(mentioning mentions: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let transcript = "stdout:\n\(stdout)\nstderr:\n\(stderr)"
        #expect(ended == .exited(64), "\(transcript)", sourceLocation: sourceLocation)
        let line = errorLines.first ?? ""
        #expect(line.hasPrefix("Error: "), "\(transcript)", sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(line.contains(mention), "should mention \(mention)\n\(transcript)", sourceLocation: sourceLocation)
        }
        expectNoCrash(sourceLocation: sourceLocation)
    }

    /// No signal, no Swift runtime trap message, no backtrace.
    func expectNoCrash(sourceLocation: SourceLocation = #_sourceLocation) {
        if case .signaled(let signal) = ended {
            Issue.record("WaylandApp died of signal \(signal)\n\(stderr)", sourceLocation: sourceLocation)
        }
        for sign in ["Fatal error", "Crash", "backtrace", "Illegal instruction", "Segmentation"] {
            #expect(!stderr.contains(sign), "\(stderr)", sourceLocation: sourceLocation)
        }
    }
}
