import Layers

/// The preview's animators, the Kodeco chapter's `AnimatorFactory`.
enum PreviewAnimators {
    static let previewScale = 1.5
    /// The keyframe variant's extra turn in the second half of the press.
    static let turn = -Double.pi / 8

    /// Grows the preview and the platter to 1.5× while the screen blurs and darkens: the
    /// animator a press scrubs. 0.5 s easeIn, as in the tutorial, for when it runs back.
    static func grow(preview: Layer, platter: Layer, backdrop: BlurredBackdrop, variant: PreviewVariant) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 0.5, curve: .easeIn)
        let grown = AffineTransform(scale: previewScale)
        switch variant {
        case .plain:
            animator.addAnimations {
                backdrop.dim.opacity = BlurredBackdrop.maximumDim
                preview.transform = grown
                platter.transform = grown
            }
        case .keyframes:
            animator.addAnimations {
                Layer.animateKeyframes(withDuration: 0.5) {
                    Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        backdrop.dim.opacity = BlurredBackdrop.maximumDim
                        preview.transform = grown
                        platter.transform = grown
                    }
                    Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        preview.transform = preview.transform.rotated(by: turn)
                        platter.transform = platter.transform.rotated(by: turn)
                    }
                }
            }
        }
        return animator
    }

    /// Springs the platter out into the menu under (or above) the preview and fades its
    /// rows in; the preview straightens up if it was turned. 0.3 s, damping ratio 0.7.
    static func complete(preview: Layer, menu: PreviewMenu, frame: Rect) -> PropertyAnimator {
        PropertyAnimator(duration: 0.3, dampingRatio: 0.7) {
            preview.transform = AffineTransform(scale: previewScale)
            menu.layer.transform = .identity
            menu.layer.bounds = Rect(origin: .zero, size: frame.size)
            menu.layer.position = frame.center
            menu.content.opacity = 1
        }
    }

    /// Closes the menu: everything shrinks back into the icon at `frame` while the blur
    /// and the darkness go. 0.5 s, damping ratio 0.7 (the tutorial's `reset`).
    static func dismiss(preview: Layer, menu: PreviewMenu, backdrop: BlurredBackdrop, frame: Rect) -> PropertyAnimator {
        PropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
            preview.transform = .identity
            menu.layer.bounds = Rect(origin: .zero, size: frame.size)
            menu.layer.position = frame.center
            menu.content.opacity = 0
            backdrop.dim.opacity = 0
        }
    }
}
