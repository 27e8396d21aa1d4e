import CWayland

extension Window {
    // MARK: Listeners

    static let surfaceListener = ListenerTable.make(wl_surface_listener(
        enter: { data, _, output in
            guard let output else { return }
            data.withObject(Window.self, passing: output) { window, output in
                window.enteredOutputs.append(output)
                window.scaleChanged()
            }
        },
        leave: { data, _, output in
            data.withObject(Window.self, passing: output) { window, output in
                window.enteredOutputs.removeAll { $0 == output }
                window.scaleChanged()
            }
        }
    ))

    static let xdgSurfaceListener = ListenerTable.make(xdg_surface_listener(
        configure: { data, _, serial in data.withObject(Window.self) { $0.configured(serial: serial) } }
    ))

    static let toplevelListener = ListenerTable.make(xdg_toplevel_listener(
        configure: { data, _, width, height, states in
            var values: [UInt32] = []
            if let states, let base = states.pointee.data {
                let count = states.pointee.size / MemoryLayout<UInt32>.size
                values = Array(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: count))
            }
            let configure = ToplevelConfigure(width: Int(width), height: Int(height), states: values)
            data.withObject(Window.self) { $0.state.toplevelConfigured(configure) }
        },
        close: { data, _ in data.withObject(Window.self) { $0.onClose?() } },
        configure_bounds: { data, _, width, height in
            data.withObject(Window.self) { $0.state.boundsConfigured(width: Int(width), height: Int(height)) }
        },
        wm_capabilities: { data, _, capabilities in
            var values: [UInt32] = []
            if let capabilities, let base = capabilities.pointee.data {
                let count = capabilities.pointee.size / MemoryLayout<UInt32>.size
                values = Array(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: count))
            }
            let parsed = WindowCapabilities(protocolValues: values)
            data.withObject(Window.self) { $0.state.capabilitiesConfigured(parsed) }
        }
    ))
}
