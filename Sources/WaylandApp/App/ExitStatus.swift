/// The process exit statuses, one per kind of failure, so scripts can tell a typo
/// from a broken asset from a missing compositor. Above 2 they follow BSD's
/// `sysexits.h`, as ArgumentParser's 64 does.
nonisolated enum ExitStatus: Int32 {
    /// Done: the window was closed, time was up, the file was written.
    case success = 0
    /// Anything not listed below: the compositor went away, a frame failed to render.
    case failure = 1
    /// No Wayland display to connect to (``PlatformError/noDisplay(display:reason:)``).
    case noDisplay = 2
    /// A bad option value, an unknown scene or timing (ArgumentParser's validation).
    case usage = 64
    /// An asset is missing, empty or malformed: `cities.json` in the assets folder
    /// (`EX_DATAERR`). A missing or broken picture is not fatal: the card shows a
    /// placeholder and a warning names the file.
    case badAsset = 65
    /// fontconfig found no usable font, or could not load its configuration (`EX_UNAVAILABLE`).
    case noFonts = 69
    /// The output file could not be written (`EX_CANTCREAT`).
    case cannotWrite = 73
}
