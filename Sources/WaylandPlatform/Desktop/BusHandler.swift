import CSystemd

/// A Swift closure that sd-bus calls back: a method call's reply or a matched signal.
/// sd-bus gets ``userdata`` (not retained: ``BusConnection`` keeps the handler as long
/// as its slot) and ``callback``, which finds the handler again.
@MainActor
final class BusHandler {
    /// True for a reply handler, which runs once; false for a signal match.
    let once: Bool
    private let body: (BusMessage) -> Void
    /// Called after a handler that runs ``once`` has run: its slot can go.
    var finished: (() -> Void)?

    init(once: Bool, body: @escaping (BusMessage) -> Void) {
        self.once = once
        self.body = body
    }

    /// The pointer sd-bus passes back to ``callback``.
    var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// sd-bus's `sd_bus_message_handler_t` for every handler.
    ///
    /// sd-bus runs handlers only inside `sd_bus_process`, which only ``BusConnection``
    /// calls, on the main actor; `assumeIsolated` checks that at run time.
    nonisolated static let callback: sd_bus_message_handler_t = { incoming, userdata, _ in
        guard let incoming, let userdata else { return 0 }
        let handler = Unmanaged<BusHandler>.fromOpaque(userdata).takeUnretainedValue()
        // Safe: `incoming` is the pointer sd-bus passed into this very callback, which runs
        // inside `sd_bus_process` on the main actor (`assumeIsolated` checks it). It goes
        // into the handler synchronously, on the same thread, and is not kept: nothing
        // shares it with another thread. The compiler only sees that it comes from C.
        nonisolated(unsafe) let message = incoming
        MainActor.assumeIsolated {
            handler.body(BusMessage(message))
            if handler.once { handler.finished?() }
        }
        // 0: handled, and other matches may see the message too.
        return 0
    }
}
