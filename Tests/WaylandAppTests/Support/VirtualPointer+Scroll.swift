import CVirtualPointer
import CWayland
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension VirtualPointer {
    /// A two-finger touchpad swipe as libinput reports one: `steps` scroll events of
    /// `delta` points each (positive: down, towards the end of the content), `interval`
    /// apart by their timestamps and in real time, each with `axis_source` finger, then
    /// an `axis_stop` when the fingers lift. Its speed is `delta / interval`.
    func swipe(vertical delta: Double, steps: Int, interval: TimeInterval) throws {
        let start = VirtualPointer.now()
        let axis = WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue
        let finger = WL_POINTER_AXIS_SOURCE_FINGER.rawValue
        let began = Date()
        for step in 0..<steps {
            let time = start &+ UInt32((Double(step) * interval * 1000).rounded())
            zwlr_virtual_pointer_v1_axis_source(pointer, finger)
            zwlr_virtual_pointer_v1_axis(pointer, time, axis, wl_fixed_from_double(delta))
            zwlr_virtual_pointer_v1_frame(pointer)
            try sync("swiping (event \(step + 1) of \(steps))")
            let due = began.addingTimeInterval(interval * Double(step + 1))
            if due > Date() { usleep(useconds_t(due.timeIntervalSinceNow * 1_000_000)) }
        }
        let end = start &+ UInt32((Double(steps) * interval * 1000).rounded())
        zwlr_virtual_pointer_v1_axis_source(pointer, finger)
        zwlr_virtual_pointer_v1_axis_stop(pointer, end, axis)
        zwlr_virtual_pointer_v1_frame(pointer)
        try sync("lifting the fingers")
    }

    /// One click of a mouse wheel: 15 points and one discrete step (libinput's default
    /// for a wheel click), down when `steps` is positive.
    func wheel(steps: Int32) throws {
        let axis = WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue
        zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_WHEEL.rawValue)
        zwlr_virtual_pointer_v1_axis_discrete(pointer, VirtualPointer.now(), axis,
                                              wl_fixed_from_double(15 * Double(steps)), steps)
        zwlr_virtual_pointer_v1_frame(pointer)
        try sync("turning the wheel \(steps) steps")
    }
}
