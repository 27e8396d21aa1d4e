/// A window's transform handed to the compositor: while the transform (with the
/// window's position) only scales up, by at least 1 on each axis, the screen sees a
/// part of the untransformed window stretched over all of it. The window is then drawn
/// untransformed (``Renderer/render(_:at:into:scale:inOwnSpace:)``) and a viewport
/// (`wp_viewport.set_source`, say) picks this part out, so no frame of the animation
/// resamples the window: a window growing back to its size while it is revealed costs
/// the app what changes in it, not a full-screen bilinear copy.
///
/// Any other transform (turned, flipped, shrunk, or moved so that the screen would show
/// past the window's edge) is drawn into the picture.
package struct LevelCrop: Equatable {
    /// The part of the picture (device pixels of the untransformed window) that fills the screen.
    package let rect: Rect

    /// The crop for a window whose presentation is `state`, on a screen of
    /// `pixelWidth`×`pixelHeight` device pixels at `scale` per point; nil when the app
    /// must draw the transform itself, or when there is none to draw.
    package init?(window state: LayerState, pixelWidth: Int, pixelHeight: Int, scale: Double) {
        // Window point → screen point, from the window's own coordinate space.
        let toScreen = AffineTransform(translationX: state.bounds.minX, y: state.bounds.minY)
            .concatenating(state.superlayerTransform)
        guard toScreen.isFinite, toScreen.b == 0, toScreen.c == 0, toScreen.a >= 1, toScreen.d >= 1 else { return nil }
        let tolerance = 1e-9
        if toScreen.a - 1 < tolerance, toScreen.d - 1 < tolerance, abs(toScreen.tx) < tolerance, abs(toScreen.ty) < tolerance {
            return nil
        }
        let width = Double(pixelWidth) / scale, height = Double(pixelHeight) / scale
        // The screen, in the window's own points.
        let x = -toScreen.tx / toScreen.a, y = -toScreen.ty / toScreen.d
        let w = width / toScreen.a, h = height / toScreen.d
        guard x >= -tolerance, y >= -tolerance, x + w <= width + tolerance, y + h <= height + tolerance else { return nil }
        rect = Rect(x: max(x, 0) * scale, y: max(y, 0) * scale,
                    width: min(w, width - max(x, 0)) * scale, height: min(h, height - max(y, 0)) * scale)
    }
}
