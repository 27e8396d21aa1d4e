import ArgumentParser
import WaylandPlatform

/// `--decorations automatic|client`.
extension DecorationPreference: ExpressibleByArgument {}
