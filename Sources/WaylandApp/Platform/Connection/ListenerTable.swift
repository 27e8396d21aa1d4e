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
}

/// The `data` pointer to register `object` with (unretained).
func listenerData<T: AnyObject>(_ object: T) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}
