import FoundationEssentials
import Glibc

/// A 2D affine transform, as Core Graphics writes it:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Layers use it for `transform` (applied about the anchor point). Animations
/// interpolate transforms by ``Decomposition`` (translation, rotation, scale, shear)
/// rather than per matrix entry, so a rotation stays a rotation halfway through.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries: `a b c d` scale, rotate and shear; `tx ty` translate, in points.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x`, `y` points.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A uniform scale by `s`.
    public init(scale s: Double) { self.init(scaleX: s, y: s) }
    /// A rotation by `angle` radians; positive angles turn +x towards +y (clockwise on screen, y down).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True for exactly ``identity``.
    public var isIdentity: Bool { self == .identity }
    /// True when the transform only scales and translates (no rotation or shear):
    /// such layers can be drawn without bilinear filtering of edges.
    public var isRectilinear: Bool { b == 0 && c == 0 }
    /// How the transform scales areas (negative when it mirrors).
    public var determinant: Double { a * d - b * c }
    /// How much the transform scales lengths on average (the square root of how it scales
    /// areas): device pixels per point for a layer's world transform.
    public var scaleFactor: Double { abs(determinant).squareRoot() }
    /// False when the transform squashes the plane to a line or a point, or is not finite.
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }
    /// True when no entry is infinite or NaN.
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// `self` then `other`: points go through `self` first.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation by `x`, `y` applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale by `x`, `y` applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform squashes the plane to a line.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where the transform takes the point `p`.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the transformed rectangle (allocation-free: it runs per layer per frame).
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        let p0 = apply(to: Point(x: r.minX, y: r.minY)), p1 = apply(to: Point(x: r.maxX, y: r.minY))
        let p2 = apply(to: Point(x: r.minX, y: r.maxY)), p3 = apply(to: Point(x: r.maxX, y: r.maxY))
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension AffineTransform {
    /// A transform split into the parts people animate: translation, rotation, scale and shear.
    /// `AffineTransform(decomposition)` puts them back together.
    public struct Decomposition: Hashable, Sendable {
        /// The translation, in points.
        public var translation: Point
        /// The rotation, in radians.
        public var rotation: Double
        /// The scale along x and y (negative on one axis for a mirror).
        public var scale: Size
        /// The shear, as a factor: how far x moves per unit of y before the rotation.
        public var shear: Double

        /// A decomposition from its parts; the defaults change nothing.
        public init(translation: Point = .zero, rotation: Double = 0,
                    scale: Size = Size(width: 1, height: 1), shear: Double = 0) {
            self.translation = translation; self.rotation = rotation
            self.scale = scale; self.shear = shear
        }
    }

    /// Splits the matrix as translate · rotate · shear · scale (QR decomposition of the 2×2 part).
    public var decomposition: Decomposition {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            return Decomposition(translation: Point(x: tx, y: ty), rotation: 0,
                                 scale: Size(width: 0, height: d), shear: 0)
        }
        let rotation = atan2(b, a)
        let det = determinant
        let sy = det / sx
        let shear = (a * c + b * d) / (sx * sx)
        return Decomposition(translation: Point(x: tx, y: ty), rotation: rotation,
                             scale: Size(width: sx, height: sy), shear: shear)
    }

    /// The transform that `p`'s parts compose.
    public init(_ p: Decomposition) {
        let cs = cos(p.rotation), sn = sin(p.rotation)
        // M = R · [[sx, shear·sx... ]]: columns (a,b) = sx·(cos, sin); (c,d) = sy·(−sin, cos) + shear·sx·(cos, sin)
        let a = p.scale.width * cs, b = p.scale.width * sn
        let c = -p.scale.height * sn + p.shear * a
        let d = p.scale.height * cs + p.shear * b
        self.init(a: a, b: b, c: c, d: d, tx: p.translation.x, ty: p.translation.y)
    }

    /// The rotation part in radians (what `"transform.rotation.z"` animates).
    public var rotationAngle: Double { decomposition.rotation }
}
