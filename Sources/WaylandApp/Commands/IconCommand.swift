import ArgumentParser
import FoundationEssentials
import Layers

/// `WaylandApp icon`: writes the app's icon (for `make install`).
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Write the app's icon, drawn from the logo, as SVG or as a PNG of a given size."
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.svg or .png).", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Width and height of a PNG in pixels (16–1024).", valueName: "pixels"))
    var pixels = 128

    func validate() throws {
        guard (16...1024).contains(pixels) else {
            throw ValidationError("--pixels must be between 16 and 1024, got \(pixels)")
        }
        guard output.hasSuffix(".svg") || output.hasSuffix(".png") else {
            throw ValidationError("--output must end in .svg or .png, got \(output)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try write() }
    }

    @MainActor
    private func write() throws {
        do {
            if output.hasSuffix(".svg") {
                try DesktopIcon.svg().write(toFile: output, atomically: true, encoding: .utf8)
                return
            }
            let image = try Image(width: pixels, height: pixels)
            _ = try Renderer().render(DesktopIcon.makeLayer(pixels: pixels), at: 0, into: image, scale: 1)
            try image.write(toFile: output)
        } catch {
            throw CommandFailure(error)
        }
    }
}
