/// A bus connection followed on an event loop: what arrives on its descriptor is
/// handled on the loop's turns, without blocking. A connection that fails or closes
/// stops being watched and `onLoss` is told once, so that its owner drops it.
@MainActor
final class BusWatch {
    private weak var loop: EventLoop?
    private let descriptor: Int32

    /// Watches `bus` on `loop`; nil when the connection has no descriptor to watch.
    init?(_ bus: BusConnection, on loop: EventLoop, onLoss: @escaping (any Error) -> Void) {
        descriptor = bus.fileDescriptor
        guard descriptor >= 0 else { return nil }
        self.loop = loop
        loop.watch(descriptor) { [weak self, weak bus] in
            do {
                try bus?.process()
            } catch {
                self?.cancel()
                onLoss(error)
            }
        }
    }

    /// Stops watching; the connection itself is left to its owner.
    func cancel() { loop?.unwatch(descriptor) }
}
