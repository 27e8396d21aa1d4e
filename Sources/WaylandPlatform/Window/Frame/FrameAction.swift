/// What the frame asks the window (and so the compositor) to do after an input event.
enum FrameAction: Equatable {
    /// An interactive move, quoting the serial of the press that started it.
    case move(serial: UInt32)
    case resize(ResizeEdge, serial: UInt32)
    case toggleMaximize
    case minimize
    case close
    /// The compositor's window menu at (x, y) in frame surface coordinates.
    case showWindowMenu(serial: UInt32, x: Double, y: Double)
    case setCursor(CursorShape, serial: UInt32)
}
