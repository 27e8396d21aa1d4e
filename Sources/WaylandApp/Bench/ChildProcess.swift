import FoundationEssentials
import Glibc

/// A program `bench --on-compositor` runs and reads: its standard output on a pipe, its
/// standard error thrown away. Started as Foundation's `Process` starts one (which is
/// not in FoundationEssentials): `posix_spawn`, in a process group of its own, with no
/// descriptor but 0, 1 and 2.
final class ChildProcess {
    let pid: pid_t
    /// The pipe's end this process reads the child's standard output from.
    private let output: Int32
    /// Output read but not yet handed on: the start of a line.
    private var pending: [UInt8] = []

    /// Starts `executable` with `arguments` and exactly `environment`.
    ///
    /// - Throws: ``CommandFailure`` naming the program when it cannot be started.
    init(_ executable: String, arguments: [String], environment: [String: String]) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Self.failure(executable, errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // Every other descriptor closed in the child (the pipe's ends included), as
        // Process does: glibc skips those that are no longer open by then.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? ends
        for descriptor in open where descriptor > STDERR_FILENO {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(ends[1])
        guard result == 0 else {
            close(ends[0])
            throw Self.failure(executable, result)
        }
        self.pid = pid
        output = ends[0]
    }

    deinit { close(output) }

    /// Reads standard output until the child closes it, handing `line` each line without
    /// its newline (an unfinished last line is dropped).
    func readLines(_ line: (String) -> Void) {
        while readChunk(line) {}
    }

    /// Reads what the child writes for up to `seconds`, handing `line` each complete line;
    /// returns false once the child has closed its output. Reading on the calling thread
    /// between other work (`poll` with a deadline) keeps the pipe drained without a
    /// second thread.
    @discardableResult
    func readLines(for seconds: Double, _ line: (String) -> Void) -> Bool {
        let deadline = Stopwatch.now + seconds
        while true {
            let left = deadline - Stopwatch.now
            guard left > 0 else { return true }
            var entry = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32((left * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 }
            guard readChunk(line) else { return false }
        }
    }

    /// One `read` of standard output, its complete lines handed to `line`; false at its end.
    private func readChunk(_ line: (String) -> Void) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            pending += chunk[..<count]
            while let newline = pending.firstIndex(of: 0x0A) {
                line(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
            return true
        }
    }

    /// Asks the child to stop (SIGTERM).
    func terminate() { kill(pid, SIGTERM) }

    /// Waits until the child has exited.
    func waitUntilExit() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    private static func failure(_ executable: String, _ error: Int32) -> CommandFailure {
        CommandFailure("cannot start \(executable): \(String(cString: strerror(error)))")
    }
}
