/// The window's buffers: what the compositor did with them, and their memory mapped
/// ahead of the frames that first write it.
extension Window {
    /// Writes into buffers the compositor held (should be 0) and pool sizes, over all pools so far.
    public var bufferAudit: BufferAudit {
        var audit = retiredPoolsAudit
        if let pool { audit.absorb(pool.audit) }
        return audit
    }

    /// After a commit: while the loop waits for the compositor, maps the memory the next
    /// frames will write for the first time, the content's (after a new size, its back
    /// buffer, which the second frame draws whole; the buffers of subsurfaces it made)
    /// and then the window's buffers not drawn yet (the third frame after a new size
    /// copies into the second whole). `PageWarmer` says why. The job ends when neither
    /// has anything left, or when a newer size's pool replaced this one.
    func warmUpForNextFrames() {
        guard !isWarmingUp, let pool else { return }
        isWarmingUp = true
        loop.whenIdle { [weak self, weak pool] in
            guard let self else { return false }
            var mapped = 0
            if let pool, pool === self.pool {
                mapped = self.content.mapMemoryAhead()
                if mapped == 0 { mapped = pool.warmBuffersNotYetDrawn() }
            }
            self.bytesMappedAhead += mapped
            if mapped == 0 { self.isWarmingUp = false }
            return mapped > 0
        }
    }
}
