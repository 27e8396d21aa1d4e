import ArgumentParser
import Layers

/// `--threads N` on `run` and `render`: how many threads draw each frame.
struct ThreadsArgument: ParsableArguments {
    @Option(help: ArgumentHelp("Threads that draw each frame, 1…\(Renderer.maximumThreads) (default: one per core, here \(Renderer.defaultThreads)).",
                               valueName: "n"))
    var threads: Int = Renderer.defaultThreads

    func validate() throws { try Self.check(threads) }

    /// Throws the error `--threads` gives for a count out of range.
    static func check(_ count: Int) throws {
        guard (1...Renderer.maximumThreads).contains(count) else {
            throw ValidationError("--threads needs 1…\(Renderer.maximumThreads), got \(count)")
        }
    }
}
