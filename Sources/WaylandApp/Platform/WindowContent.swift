/// What a window shows. Scenes implement it; the window owns buffers and pacing.
protocol WindowContent: AnyObject {
    /// The window's logical size (surface coordinates) and scale changed. Called before the first draw.
    func resize(width: Int, height: Int, scale: Double)
    /// True when something will change at `time` (animations running, model changed); the window requests frames only while true.
    func needsFrame(at time: Double) -> Bool
    /// Draws the frame for `time` into `target` (premultiplied ARGB8888, buffer pixels = logical × scale, rounded) and returns the damaged rectangles in buffer pixels. `target` holds this buffer's previous contents; `target.age` tells how many frames old they are (0 = undefined contents, redraw everything).
    func draw(into target: PixelTarget, time: Double) -> [BufferRect]
    /// Input in logical surface coordinates.
    func handle(_ event: InputEvent, time: Double)
}
