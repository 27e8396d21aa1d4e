extension Layer {
    /// The transform from this layer's coordinates to the root of its tree.
    var transformToRoot: AffineTransform {
        var t = AffineTransform.identity
        var l = self
        while let parent = l.superlayer {
            t = t.concatenating(l.model.superlayerTransform)
            l = parent
        }
        return t
    }

    /// Converts a point from `layer`'s coordinates into this layer's. `nil` means the
    /// root of this layer's tree. Layers must share a root; a non-invertible transform
    /// on the way gives the point unchanged.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let fromRoot = (layer ?? root).transformToRoot
        guard let toSelf = transformToRoot.inverted() else { return point }
        return fromRoot.concatenating(toSelf).apply(to: point)
    }

    /// Converts a point from this layer's coordinates into `layer`'s (`nil`: the root).
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        (layer ?? root).convert(point, from: self)
    }

    /// Converts a rectangle (its bounding box, if the layers turn) from `layer`'s coordinates.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        let fromRoot = (layer ?? root).transformToRoot
        guard let toSelf = transformToRoot.inverted() else { return rect }
        return fromRoot.concatenating(toSelf).apply(to: rect)
    }

    /// Converts a rectangle (its bounding box, if the layers turn) from this layer's
    /// coordinates to `layer`'s; nil means the root of the tree.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        (layer ?? root).convert(rect, from: self)
    }

    /// The topmost layer of the tree this layer is in.
    public var root: Layer {
        var l = self
        while let parent = l.superlayer { l = parent }
        return l
    }

    /// True when `point`, in this layer's coordinates, is inside its bounds.
    public func contains(_ point: Point) -> Bool { model.bounds.contains(point) }

    /// The deepest visible layer under `point` (in the *superlayer's* coordinates, as
    /// Core Animation takes it), or nil. Hidden and fully transparent layers are not hit;
    /// with `masksToBounds` sublayers outside the bounds are not hit either.
    public func hitTest(_ point: Point) -> Layer? {
        guard !model.isHidden, model.opacity > 0,
              let inverse = model.superlayerTransform.inverted() else { return nil }
        let local = inverse.apply(to: point)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sub in sublayersInDrawingOrder.reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
