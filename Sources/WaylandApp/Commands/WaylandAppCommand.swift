import ArgumentParser
import Glibc

/// The `WaylandApp` command line: `run` (the default) opens the window; other
/// subcommands (`render`, `bench`) live in their own files next to this one.
@main
struct WaylandAppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "WaylandApp",
        abstract: "Core Animation-style animations in a Wayland window.",
        discussion: """
            Without a subcommand, `run` opens a window on the Wayland desktop named by \
            $WAYLAND_DISPLAY (or wayland-0). Use `make run` to get a private weston when \
            no Wayland session is running.
            """,
        subcommands: [RunCommand.self, RenderCommand.self, BenchCommand.self, IconCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// ArgumentParser's `main`, except that a ``CommandFailure`` is one line on stderr,
    /// `error: …`, with its own ``ExitStatus`` (ArgumentParser would print `Error: …`
    /// and exit 1 for all of them). Usage errors keep ArgumentParser's message and 64.
    static func main() {
        do {
            var command = try parseForLaunch(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch let failure as CommandFailure {
            StandardOutput.error("error: \(failure.message)\n")
            Glibc.exit(failure.status.rawValue)
        } catch {
            exit(withError: error)
        }
    }

    /// The command `arguments` ask for. A launch of the window (no subcommand, or `run`)
    /// is parsed by `RunCommand` alone: ArgumentParser then reflects only over its options,
    /// not over every subcommand's, a cost paid before the first frame. Anything it does
    /// not accept (help, a typo, another subcommand) goes
    /// through the whole tree, which gives the usual answer.
    static func parseForLaunch(_ arguments: [String]) throws -> ParsableCommand {
        let launch = arguments.first == RunCommand.configuration.commandName ? Array(arguments.dropFirst())
            : arguments.isEmpty ? [] : nil
        if let launch, let command = try? RunCommand.parse(launch) { return command }
        return try parseAsRoot(arguments)
    }
}
