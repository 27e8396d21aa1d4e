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
    /// For an object's method calls (``methodCallback``): true when it replied.
    var methodBody: ((BusMessage) -> Bool)?

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

    /// sd-bus's handler for method calls to an object (`sd_bus_add_fallback`): 1 when
    /// ``methodBody`` replied, 0 to let sd-bus answer "unknown method".
    ///
    /// Runs inside `sd_bus_process` on the main actor, as ``callback`` does, and for the same reason is safe.
    nonisolated static let methodCallback: sd_bus_message_handler_t = { incoming, userdata, _ in
        guard let incoming, let userdata else { return 0 }
        let handler = Unmanaged<BusHandler>.fromOpaque(userdata).takeUnretainedValue()
        // Safe as in `callback`: used synchronously on this thread inside the callback, never kept.
        nonisolated(unsafe) let message = incoming
        return MainActor.assumeIsolated { handler.methodBody?(BusMessage(message)) == true ? 1 : 0 }
    }
}
