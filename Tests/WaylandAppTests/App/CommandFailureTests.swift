import Foundation
import Testing
@testable import WaylandApp

/// A file that cannot be written is reported with its path and the system's reason, not
/// as a dump of the error's fields.
@Suite struct CommandFailureTests {
    @Test("a write into a missing folder: the file and \"No such file or directory\"")
    func fileError() {
        let path = "/nonexistent-folder-\(getpid())/icon.svg"
        #expect {
            try "<svg/>".write(toFile: path, atomically: true, encoding: .utf8)
        } throws: { error in
            let failure = CommandFailure(error)
            return failure.message == "\(path): No such file or directory" && failure.status == .failure
        }
    }
}
