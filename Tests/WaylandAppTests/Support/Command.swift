import Foundation

/// Runs a short command to completion with a bounded wait, for tools such as
/// swaymsg, grim, wtype and weston-screenshooter.
nonisolated enum Command {
    /// The command's stdout. Throws, naming the command, its stderr and how it
    /// ended, when it fails or does not finish within `timeout` seconds.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    workingDirectory: String? = nil, timeout: TimeInterval = 10) throws -> String {
        let process = try Subprocess(executable, arguments, environment: environment,
                                     workingDirectory: workingDirectory)
        guard let ended = process.wait(timeout: timeout) else {
            process.terminate(grace: 0.5)
            throw HarnessError("`\(process.commandLine)` did not finish within \(timeout) s; "
                + "stderr: \(process.stderr.text)")
        }
        guard ended == .exited(0) else {
            throw HarnessError("`\(process.commandLine)` failed (\(ended)); stderr: \(process.stderr.text); "
                + "stdout: \(process.stdout.text)")
        }
        return process.stdout.text
    }

    /// The PATH children get: the test runner's, or the usual Debian one.
    static var searchPath: String {
        ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"
    }
}
