/// One line of WaylandApp's stdout, parsed. The app prints one line per event:
/// `configured WxH scale S`, `buffer WxH scale S`, `key SYMNAME`, and with
/// `--echo-input` `pointer-button BUTTON pressed|released X Y` and
/// `pointer-motion X Y` (logical surface coordinates).
nonisolated enum AppEvent: Equatable, Sendable {
    case configured(width: Int, height: Int, scale: Double)
    case buffer(width: Int, height: Int, scale: Double)
    case key(String)
    case pointerButton(button: String, pressed: Bool, x: Double, y: Double)
    case pointerMotion(x: Double, y: Double)

    /// The event a line describes, or nil for any other line.
    init?(line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard let kind = words.first else { return nil }
        switch kind {
        case "configured", "buffer":
            guard words.count >= 4, words[2] == "scale", let scale = Double(words[3]) else { return nil }
            let size = words[1].split(separator: "x")
            guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else { return nil }
            self = kind == "configured" ? .configured(width: width, height: height, scale: scale)
                : .buffer(width: width, height: height, scale: scale)
        case "key":
            guard words.count == 2 else { return nil }
            self = .key(words[1])
        case "pointer-button":
            guard words.count == 5, ["pressed", "released"].contains(words[2]),
                  let x = Double(words[3]), let y = Double(words[4]) else { return nil }
            self = .pointerButton(button: words[1], pressed: words[2] == "pressed", x: x, y: y)
        case "pointer-motion":
            guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]) else { return nil }
            self = .pointerMotion(x: x, y: y)
        default:
            return nil
        }
    }
}
