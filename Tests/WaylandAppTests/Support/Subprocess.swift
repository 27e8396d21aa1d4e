import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawnp`: stdin from /dev/null, stdout
/// and stderr collected line by line, a default signal mask and dispositions
/// (threads of the test runner block signals, and children would inherit
/// that), bounded waits, and signals by pid.
///
/// Why `@unchecked Sendable` holds: `endedWith` is only touched with `condition` locked;
/// everything else is a constant (the two ``LineLog``s guard their own lines).
nonisolated final class Subprocess: @unchecked Sendable {
    /// How a process ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        var description: String {
            switch self {
            case .exited(let code): return "exit code \(code)"
            case .signaled(let signal): return "killed by signal \(signal)"
            }
        }
    }

    let pid: pid_t
    /// The command line, for messages.
    let commandLine: String
    /// ASAN_OPTIONS, LSAN_OPTIONS and TSAN_OPTIONS as this process has them.
    static let sanitizerSettings = ProcessInfo.processInfo.environment.filter {
        ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key)
    }

    let stdout = LineLog()
    let stderr = LineLog()

    private let condition = NSCondition()
    private var endedWith: Termination?

    /// Starts `executable` (looked up in PATH unless it contains a slash) with
    /// exactly `environment`, in `workingDirectory` when given (through
    /// `env -C`: posix_spawn's chdir action is a GNU extension Swift can't see).
    /// The sanitizers' settings of this test run (``sanitizerSettings``) come along, so
    /// that `make sanitize` holds the apps the tests start to the same suppressions.
    init(_ executable: String, _ arguments: [String], environment: [String: String],
         workingDirectory: String? = nil) throws {
        commandLine = ([executable] + arguments).joined(separator: " ")
        let argumentVector = (workingDirectory.map { ["env", "-C", $0] } ?? []) + [executable] + arguments

        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw HarnessError("cannot create pipes for \(executable): \(String(cString: strerror(errno)))")
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigemptyset(&allSignals)
        for signal in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&allSignals, Int32(signal))
        }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = argumentVector.map { strdup($0) } + [nil]
        let envp = environment.merging(Self.sanitizerSettings) { own, _ in own }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var childPid: pid_t = 0
        let result = posix_spawnp(&childPid, argumentVector[0], &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard result == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw HarnessError("cannot start \(commandLine): \(String(cString: strerror(result)))")
        }
        pid = childPid

        Subprocess.startReading(outPipe[0], into: stdout)
        Subprocess.startReading(errPipe[0], into: stderr)
        let reaper = Thread { [self] in reap() }
        reaper.name = "reap \(executable)"
        reaper.start()
    }

    /// How the process ended, or nil while it runs.
    var termination: Termination? {
        condition.lock()
        defer { condition.unlock() }
        return endedWith
    }

    /// Waits up to `timeout` seconds for the process to end; nil if it still runs.
    /// Also waits (briefly) for its pipes to drain so no output is lost.
    @discardableResult
    func wait(timeout: TimeInterval) -> Termination? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        while endedWith == nil {
            if !condition.wait(until: deadline) { break }
        }
        let ended = endedWith
        condition.unlock()
        if ended != nil {
            // Grandchildren may keep the pipes open: don't wait on them forever.
            _ = stdout.waitUntilClosed(timeout: 1)
            _ = stderr.waitUntilClosed(timeout: 1)
        }
        return ended
    }

    /// Sends `signal` unless the process has already been reaped.
    func send(_ signal: Int32) {
        condition.lock()
        defer { condition.unlock() }
        if endedWith == nil { kill(pid, signal) }
    }

    /// Ends the process: SIGTERM, then SIGKILL after `grace` seconds. Idempotent.
    @discardableResult
    func terminate(grace: TimeInterval = 2) -> Termination? {
        send(SIGTERM)
        if let ended = wait(timeout: grace) { return ended }
        send(SIGKILL)
        return wait(timeout: 5)
    }

    private func reap() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift can't import.
        let signal = status & 0x7f
        let ended: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
        condition.lock()
        endedWith = ended
        condition.broadcast()
        condition.unlock()
    }

    private static func startReading(_ fd: Int32, into log: LineLog) {
        let reader = Thread {
            var pending = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: buffer[0..<count])
                while let newline = pending.firstIndex(of: 10) {
                    log.append(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
            }
            if !pending.isEmpty { log.append(String(decoding: pending, as: UTF8.self)) }
            close(fd)
            log.close()
        }
        reader.name = "read fd \(fd)"
        reader.start()
    }
}
