/// Records of layers that stopped showing, kept for the layers that show next.
///
/// A layer that fades out, is hidden or leaves the tree loses its ``LayerRecord``; one
/// that appears needs one. Menus opening and closing, cards scrolling in and out, a
/// splash's pieces coming and going would otherwise make and free records every
/// time: here the records of the ones that went serve the ones that come, and a
/// steady animation allocates none. The pool holds at most as many records as were
/// ever in use at once, and goes with ``removeAll()`` when the renderer purges its caches.
@MainActor
final class LayerRecordPool {
    private var spares: [LayerRecord] = []

    /// A record for `layer`, as fresh as a new one.
    func take(for layer: Layer) -> LayerRecord {
        guard let record = spares.popLast() else { return LayerRecord(layer: layer) }
        record.reset(for: layer)
        return record
    }

    /// Keeps the record of a layer that no longer shows, for ``take(for:)``.
    func recycle(_ record: LayerRecord) {
        record.layer = nil
        record.gradientShader = nil
        spares.append(record)
    }

    /// Frees the records kept.
    func removeAll() { spares.removeAll() }
}
