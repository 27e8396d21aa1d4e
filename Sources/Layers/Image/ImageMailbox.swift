import FoundationEssentials

/// Where ``ImagePipeline``'s background decodes leave their results for the main actor.
///
/// A decode finishing puts its result here, then its task returns to the main actor to
/// collect it, on the main thread's next turn. Code that runs the main thread itself
/// (offscreen rendering, a synchronous test) need not wait for that turn: it blocks in
/// ``waitForResults(until:)`` and collects them straight away.
///
/// `@unchecked Sendable`: every access to `results` holds `condition`, and a result,
/// once put, is never touched again by the thread that decoded it (it is `sending`),
/// so each ``Image`` belongs to one thread at a time.
final class ImageMailbox: @unchecked Sendable {
    /// A decode's outcome: the picture and whether it was made smaller than its file.
    typealias Delivery = (path: String, result: Result<(image: Image, isShrunk: Bool), ImageError>)

    private let condition = Condition()
    private var results: [Delivery] = []

    func put(_ path: String, _ result: sending Result<(image: Image, isShrunk: Bool), ImageError>) {
        condition.lock()
        results.append((path, result))
        condition.broadcast()
        condition.unlock()
    }

    /// Every result put so far, oldest first; the mailbox is left empty.
    func takeAll() -> [Delivery] {
        condition.lock()
        defer { condition.unlock() }
        let taken = results
        results.removeAll()
        return taken
    }

    /// Blocks until a result is waiting or `deadline` passes; true when one is waiting.
    func waitForResults(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while results.isEmpty {
            if !condition.wait(until: deadline) { return !results.isEmpty }
        }
        return true
    }
}
