/// The shapes a layer draws through cached masks. A layer remembers the key it used in
/// each slot, so when an animation changes the shape it can release the mask it will
/// never draw again (see ``MaskCache/release(_:)``).
enum MaskSlot {
    case shadow, bounds, border, fill, stroke
}

/// The mask key a layer last used in each ``MaskSlot``; plain stored fields, so keeping
/// them allocates nothing.
struct MaskSlots {
    private var shadow, bounds, border, fill, stroke: MaskKey?

    subscript(slot: MaskSlot) -> MaskKey? {
        get {
            switch slot {
            case .shadow: shadow
            case .bounds: bounds
            case .border: border
            case .fill: fill
            case .stroke: stroke
            }
        }
        set {
            switch slot {
            case .shadow: shadow = newValue
            case .bounds: bounds = newValue
            case .border: border = newValue
            case .fill: fill = newValue
            case .stroke: stroke = newValue
            }
        }
    }
}
