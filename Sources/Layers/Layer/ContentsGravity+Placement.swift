extension ContentsGravity {
    /// Where an image of `imageSize` pixels at `scale` pixels per point lands inside
    /// `bounds`, in the layer's coordinates. `.resizeAspectFill` and `.center` may
    /// reach outside the bounds (``Layer/masksToBounds`` clips them, as in Core Animation).
    public func placement(ofImage imageSize: Size, scale: Double, in bounds: Rect) -> Rect {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let natural = Size(width: imageSize.width / s, height: imageSize.height / s)
        func centred(_ size: Size) -> Rect {
            Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        guard !natural.isEmpty else { return .null }
        switch self {
        case .resize: return bounds
        case .center: return centred(natural)
        case .resizeAspect, .resizeAspectFill:
            let fx = bounds.width / natural.width, fy = bounds.height / natural.height
            let f = self == .resizeAspect ? min(fx, fy) : max(fx, fy)
            return centred(natural * f)
        }
    }
}
