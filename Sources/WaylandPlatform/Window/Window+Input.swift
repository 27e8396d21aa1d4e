import CWayland

extension Window {
    // MARK: Input

    func attach(_ seat: Seat) {
        seat.addInputHandler { [weak self, weak seat] input in self?.route(input, seat: seat) }
    }

    func route(_ input: SeatInput, seat: Seat?) {
        if let frame, frame.owns(input.surface) {
            perform(frame.handle(input), seat: seat)
            return
        }
        guard input.surface == surface, surface != nil else { return }
        recordPress(input, seat: seat)
        if case .pointerEnter = input.event, frame != nil {
            perform([.setCursor(.default, serial: input.serial)], seat: seat)
        }
        pacer.expedite()
        if motion.hold(input.event, time: input.time) { return }
        deliverHeldMotion()
        if case let .key(keysym, _, pressed, _, isRepeat) = input.event, keysym == UInt32(XKB_KEY_F11) {
            onInput?(input.event)
            if pressed && !isRepeat { toggleFullscreen() }
            return
        }
        deliver(input.event, stamped: input.time)
    }

    /// `stamp`: the compositor's timestamp of the event, if it has one; `samples`: the
    /// held motion it stands for.
    func deliver(_ event: InputEvent, stamped stamp: CompositorTime?, samples: [MotionCoalescer.Sample] = []) {
        let now = clock.now()
        statistics.recordActivity(at: now)
        onInput?(event)
        let timing = eventTimes.timing(of: stamp, now: now, samples: samples)
        content.handle(event, timing: timing)
        // A drag's latency runs from the event's own timestamp (InputLatency).
        if stamp != nil { inputLatency.received(event, at: timing.happened) }
    }

    /// Hands the content the last motion since the previous frame, with every position
    /// held since (and its pointer frame).
    func deliverHeldMotion() {
        guard let held = motion.flush() else { return }
        deliver(held.motion, stamped: held.time, samples: held.samples)
        if let frame = held.frame { deliver(frame, stamped: nil) }
    }

    /// Pointer motion events received, and those delivered as samples of a later one in
    /// the same frame rather than as events of their own.
    public var motionEvents: (received: Int, coalesced: Int) { (motion.received, motion.coalesced) }

    /// Asks the compositor to enter or leave fullscreen (F11).
    func toggleFullscreen() {
        guard let toplevel else { return }
        if state.applied?.isFullscreen == true {
            xdg_toplevel_unset_fullscreen(toplevel)
        } else {
            xdg_toplevel_set_fullscreen(toplevel, nil)
        }
    }

    /// Keeps the serial of a press: compositors hand out activation tokens only for a
    /// user's recent action, named by its serial.
    private func recordPress(_ input: SeatInput, seat: Seat?) {
        guard input.serial != 0, let proxy = seat?.proxy else { return }
        switch input.event {
        case .key(_, _, true, _, false), .pointerButton(_, true, _, _), .touchDown: lastPressSerial = (input.serial, proxy)
        default: break
        }
    }
}
