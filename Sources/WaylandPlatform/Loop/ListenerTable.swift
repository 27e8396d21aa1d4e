/// Listener tables and callback context for libwayland.
///
/// libwayland keeps the listener pointer for the proxy's lifetime, so each table is
/// allocated once and lives for the whole process. Callbacks find their Swift
/// object through the `data` pointer, which holds an unretained reference: the
/// object destroys its proxies before it goes away.
enum ListenerTable {
    static func make<Table>(_ table: Table) -> UnsafeMutablePointer<Table> {
        let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
        pointer.initialize(to: table)
        return pointer
    }
}

extension Optional where Wrapped == UnsafeMutableRawPointer {
    /// The Swift object a listener was registered with.
    func object<T: AnyObject>(_ type: T.Type = T.self) -> T? {
        guard let self else { return nil }
        return Unmanaged<T>.fromOpaque(self).takeUnretainedValue()
    }

    /// Runs `body` on the main actor with the object a listener was registered with:
    /// how every listener reaches its object.
    ///
    /// Safe: libwayland calls a proxy's listeners only from inside the dispatch calls
    /// (wl_display_dispatch_pending, wl_display_roundtrip), on the thread that makes
    /// them, and the platform makes them only from main-actor code (`EventLoop.run`,
    /// `Display.roundtrip`, both `@MainActor`); every proxy is on the default queue.
    /// `assumeIsolated` checks this when the callback runs and stops the program
    /// instead of racing if it is ever false.
    func withObject<T: AnyObject & Sendable>(_ type: T.Type, _ body: @MainActor (T) -> Void) {
        guard let object = object(T.self) else { return }
        MainActor.assumeIsolated { body(object) }
    }

    /// ``withObject(_:_:)`` for a callback that also hands over a pointer of the
    /// event's own (the surface entered, the output left).
    func withObject<T: AnyObject & Sendable, Argument>(_ type: T.Type, passing argument: Argument,
                                                      _ body: @MainActor (T, Argument) -> Void) {
        guard let object = object(T.self) else { return }
        // Safe: `argument` is a pointer libwayland passed into this very callback, which
        // runs on the main actor (see `withObject(_:_:)`; `assumeIsolated` checks it). It
        // goes into `body` synchronously, on the same thread, and leaves with it: nothing
        // shares it with another thread. The compiler only sees that it comes from a C
        // function, which has no isolation.
        nonisolated(unsafe) let argument = argument
        MainActor.assumeIsolated { body(object, argument) }
    }
}

/// The `data` pointer to register `object` with (unretained).
func listenerData<T: AnyObject>(_ object: T) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}
