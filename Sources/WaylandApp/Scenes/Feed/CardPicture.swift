import Layers

/// A city card's picture as it loads: a placeholder until the ``ImagePipeline`` hands
/// the picture over, then the picture, faded in when the placeholder was already on
/// screen. A file that cannot be read leaves the placeholder with a short label.
///
/// Two layers: ``photo`` shows the picture; ``placeholder``, just below it, shows
/// while it loads (and for good when it failed). A cell reused for another city calls
/// ``show(_:covering:from:animated:)`` again: the old request is cancelled, so a late
/// picture never lands on the wrong card.
final class CardPicture {
    /// What the picture is doing.
    enum Phase: Equatable {
        case empty
        /// Waiting for the pipeline: the placeholder shows.
        case loading(path: String)
        case shown(path: String)
        /// The file could not be read: the placeholder and its label show.
        case failed(path: String)
    }

    /// How long a picture that arrives late takes to fade in, in seconds.
    static let fadeDuration = 0.25
    static let placeholderColor = Color(hex: 0xD8D2C8)

    let photo = Layer()
    let placeholder = Layer()
    private let label: TextLayer
    private(set) var phase = Phase.empty
    private var request: ImageRequest?
    /// Called with the path and error when a picture fails, once per failure seen by this card.
    var onFailure: ((String, ImageError) -> Void)?

    /// A picture slot whose placeholder says `unavailableText` in `language`, set with `fonts`.
    init(unavailableText: String, language: String?, fonts: FontDatabase = .shared) {
        photo.name = "picture"
        photo.contentsGravity = .resizeAspectFill
        photo.masksToBounds = true
        placeholder.name = "placeholder"
        placeholder.backgroundColor = Self.placeholderColor
        placeholder.masksToBounds = true
        label = TextLayer(string: unavailableText, font: .system(size: 15, weight: .medium))
        label.language = language
        label.fontDatabase = fonts
        label.foregroundColor = Color(hex: 0x6F6A63)
        label.alignmentMode = .center
        label.anchorPoint = .zero
        label.isHidden = true
        placeholder.addSublayer(label)
    }

    /// The placeholder's and its label's colours for `palette`.
    func apply(_ palette: Palette) {
        placeholder.backgroundColor = palette.placeholder(light: Self.placeholderColor)
        label.foregroundColor = palette.secondaryText(light: Color(hex: 0x6F6A63))
    }

    /// Both layers' frame in the card (set inside an animator's block, it animates).
    var frame: Rect {
        get { photo.frame }
        set {
            photo.frame = newValue
            placeholder.frame = newValue
            label.frame = Rect(x: 0, y: (newValue.height - 22) / 2, width: newValue.width, height: 22)
        }
    }

    /// Shows the picture at `path`, decoded to cover `box` (pixels), from `pipeline`. A
    /// cached picture shows at once; one that arrives later fades in when `animated()`
    /// says the placeholder has been seen by then.
    func show(_ path: String, covering box: Size, from pipeline: ImagePipeline, animated: @escaping () -> Bool) {
        request?.cancel()
        request = nil
        // The same picture at another size (after a resize) replaces the one shown when it comes.
        let keepsShown = phase == .shown(path: path)
        if !keepsShown { clear() }
        phase = .loading(path: path)
        var finishedAtOnce = false
        let request = pipeline.loadImage(atPath: path, covering: box) { [weak self] result in
            finishedAtOnce = true
            self?.finish(path, result, fade: !keepsShown && animated())
        }
        if !finishedAtOnce { self.request = request }
    }

    private func clear() {
        Transaction.withoutActions {
            photo.removeAnimation(forKey: "fade-in")
            photo.contents = nil
            photo.opacity = 1
            placeholder.isHidden = false
            label.isHidden = true
        }
    }

    /// Stops waiting for a picture (the cell is leaving the screen).
    func cancel() {
        request?.cancel()
        request = nil
    }

    /// True while the placeholder waits for a picture.
    var isLoading: Bool {
        if case .loading = phase { true } else { false }
    }

    private func finish(_ path: String, _ result: Result<Image, ImageError>, fade: Bool) {
        guard phase == .loading(path: path) else { return }
        request = nil
        switch result {
        case let .success(image):
            phase = .shown(path: path)
            Transaction.withoutActions {
                photo.contents = image
                placeholder.isHidden = !fade
            }
            if fade { fadeIn(path) }
        case let .failure(error):
            phase = .failed(path: path)
            Transaction.withoutActions { label.isHidden = false }
            onFailure?(path, error)
        }
    }

    private func fadeIn(_ path: String) {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .scalar(0)
        fade.toValue = .scalar(1)
        fade.duration = Self.fadeDuration
        fade.timingFunction = .easeInEaseOut
        fade.completion = { [weak self] _ in
            guard let self, phase == .shown(path: path) else { return }
            Transaction.withoutActions { placeholder.isHidden = true }
        }
        // From 0 to 1 over a positive duration: always a valid animation.
        try? photo.add(fade, forKey: "fade-in")
    }
}
