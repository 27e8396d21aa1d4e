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
    /// copies into the second whole). `PageWarmer` says why. Then, once the content has
    /// no frame left to draw, the work it put off until a frame was shown
    /// (``WindowContent/doIdleWork()``). One job at a time, always on the current pool:
    /// a resize's new pool is the next one it maps. It ends when nothing is left.
    func warmUpForNextFrames() {
        guard !isWarmingUp else { return }
        isWarmingUp = true
        if warmUpJob == nil { warmUpJob = { [weak self] in self?.warmUpSlice() ?? false } }
        if let warmUpJob { loop.whenIdle(warmUpJob) }
    }

    /// One slice of the job; true while more remains.
    private func warmUpSlice() -> Bool {
        var mapped = content.mapMemoryAhead()
        if mapped == 0, let pool { mapped = pool.warmBuffersNotYetDrawn() }
        bytesMappedAhead += mapped
        var more = mapped > 0 || content.prepareAhead()
        // The content's put-off work waits until the window has nothing left to draw: a
        // slice of it (the preview's picture of the whole window, milliseconds at scale 2)
        // would hold up the next frame. The commit of the last frame queues the job again.
        if !more, !needsDraw, !content.needsFrame(at: clock.now()) {
            if let idle = onFirstIdle {
                onFirstIdle = nil
                idle()
            }
            if content.doIdleWork() {
                idleWorkSlices += 1
                more = true
            }
        }
        if !more { isWarmingUp = false }
        return more
    }
}
