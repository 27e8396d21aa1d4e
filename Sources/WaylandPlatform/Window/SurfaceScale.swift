/// Which scale a surface draws at.
///
/// With fractional-scale and viewporter, the compositor's preferred scale wins
/// (e.g. 1.5: buffers 1.5× the logical size, shown through a viewport). Otherwise
/// it is the largest integer scale of the outputs the surface is on, or, before
/// it has entered any, of all outputs (so a HiDPI screen's first frame is sharp).
struct SurfaceScale: Equatable {
    /// True when fractional scaling is in use (buffer scale stays 1, a viewport maps the buffer).
    let isFractional: Bool
    /// wp_fractional_scale_v1.preferred_scale / 120, once received.
    var preferredFractionalScale: Double?
    /// Integer scales of the outputs the surface has entered.
    var enteredOutputScales: [Int32] = []
    /// Integer scales of all outputs.
    var allOutputScales: [Int32] = []

    init(isFractional: Bool) { self.isFractional = isFractional }

    /// The scale content draws at.
    var scale: Double {
        if isFractional, let preferred = preferredFractionalScale, preferred > 0 { return preferred }
        let candidates = enteredOutputScales.isEmpty ? allOutputScales : enteredOutputScales
        return Double(max(1, candidates.max() ?? 1))
    }

    /// The value for wl_surface.set_buffer_scale.
    var bufferScale: Int32 { isFractional ? 1 : Int32(scale) }
}
