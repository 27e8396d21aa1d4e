/// The shapes a layer draws through cached masks. A layer remembers the key it used in
/// each slot, so when an animation changes the shape it can release the mask it will
/// never draw again (see ``MaskCache/release(_:)``).
enum MaskSlot {
    case shadow, bounds, border
    /// The shape of the layer kind's `n`th content item (``ContentItem``).
    case content(Int)
    /// The four corners of straight rounded bounds (see `LayerPainter.roundedRectSlices`);
    /// other rounded rectangles drawn in slices (an unblurred shadow) do not track theirs.
    case corner(Int)
}

/// The mask key a layer last used in each ``MaskSlot``; plain stored fields for all
/// but the rare third and later content items, so keeping them allocates nothing.
struct MaskSlots {
    private var shadow, bounds, border, content0, content1: MaskKey?
    private var corner0, corner1, corner2, corner3: MaskKey?
    private var moreContent: [MaskKey?] = []

    subscript(slot: MaskSlot) -> MaskKey? {
        get {
            switch slot {
            case .shadow: shadow
            case .bounds: bounds
            case .border: border
            case .content(0): content0
            case .content(1): content1
            case let .content(n): n - 2 < moreContent.count ? moreContent[n - 2] : nil
            case .corner(0): corner0
            case .corner(1): corner1
            case .corner(2): corner2
            case .corner(_): corner3
            }
        }
        set {
            switch slot {
            case .shadow: shadow = newValue
            case .bounds: bounds = newValue
            case .border: border = newValue
            case .content(0): content0 = newValue
            case .content(1): content1 = newValue
            case let .content(n):
                while moreContent.count <= n - 2 { moreContent.append(nil) }
                moreContent[n - 2] = newValue
            case .corner(0): corner0 = newValue
            case .corner(1): corner1 = newValue
            case .corner(2): corner2 = newValue
            case .corner(_): corner3 = newValue
            }
        }
    }
}
