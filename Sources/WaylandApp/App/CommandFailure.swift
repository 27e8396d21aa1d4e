import FoundationEssentials
import Glibc
import Layers
import WaylandPlatform

/// A failure reported as one line on stderr, `error: MESSAGE`, and the exit status
/// its kind calls for (``ExitStatus``). The command line prints it.
nonisolated struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let status: ExitStatus

    init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }

    /// `error` from building or rendering a scene, with the status of its kind.
    init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as CityCatalogError:
            self.init("\(error)", status: .badAsset)
        case let error as FontError:
            switch error {
            case .noFontsInstalled, .fontconfigUnavailable, .unreadableFont, .freeTypeUnavailable:
                self.init("\(error)", status: .noFonts)
            case .invalidSize:
                self.init("\(error)", status: .failure)
            }
        case let error as ImageError:
            if case .unwritable = error {
                self.init("\(error)", status: .cannotWrite)
            } else {
                self.init("\(error)", status: .badAsset)
            }
        case let error as PlatformError:
            self.init("\(error)", status: error.exitCode == 2 ? .noDisplay : .failure)
        case let error as CocoaError:
            self.init(error.sentence, status: .failure)
        default:
            self.init("\(error)", status: .failure)
        }
    }

    var description: String { message }
}

/// File errors worded for people. Foundation's `NSError` worded them ("The file doesn’t
/// exist."); FoundationEssentials, all the app links, only lists the error's fields.
extension CocoaError {
    /// The system's reason, "No such file or directory" (the code when there is none).
    nonisolated var systemReason: String {
        (underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) } ?? "error \(code.rawValue)"
    }

    /// "/tmp/x.svg: No such file or directory": the file and the system's reason.
    nonisolated var sentence: String { filePath.map { "\($0): \(systemReason)" } ?? systemReason }
}
