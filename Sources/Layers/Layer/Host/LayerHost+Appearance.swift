extension LayerHost {
    /// Tells `observer` of every later change of ``appearance``, until it is freed (it is
    /// held weakly). Adding an observer twice tells it once.
    public func addAppearanceObserver(_ observer: AppearanceObserver) {
        appearanceObservers.removeAll { $0.observer == nil }
        guard !appearanceObservers.contains(where: { $0.observer === observer }) else { return }
        appearanceObservers.append(WeakAppearanceObserver(observer: observer))
    }

    /// Stops telling `observer` of changes.
    public func removeAppearanceObserver(_ observer: AppearanceObserver) {
        appearanceObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls the observers in one block: a cross-fade of ``Appearance/transitionDuration``
    /// starting now, or (reduced motion) changes with actions disabled, shown by the next frame.
    func appearanceChanged(from previous: Appearance) {
        let observers = appearanceObservers.compactMap(\.observer)
        guard !observers.isEmpty else { return }
        let tell = { for observer in observers { observer.appearanceDidChange(from: previous, in: self) } }
        if reducesMotion {
            Transaction.withoutActions(tell)
        } else {
            Layer.animate(withDuration: Appearance.transitionDuration.seconds, timingFunction: .easeInEaseOut,
                          animations: tell)
        }
        invalidate()
    }
}
