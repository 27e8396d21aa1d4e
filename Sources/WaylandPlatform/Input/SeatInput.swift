/// An input event together with the surface it is for and the serial that came with
/// it (interactive moves and similar requests must quote the serial of their trigger).
struct SeatInput {
    /// The wl_surface under the pointer, touched, or holding keyboard focus.
    let surface: OpaquePointer?
    let event: InputEvent
    let serial: UInt32
    /// When the compositor says the event happened, on its clock (nil for events without
    /// a timestamp: enter, leave, frame, cancel, key repeats).
    var time: CompositorTime? = nil
}
