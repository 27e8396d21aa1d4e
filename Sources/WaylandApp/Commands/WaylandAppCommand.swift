import ArgumentParser

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
        subcommands: [RunCommand.self, RenderCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
