import Layers

/// `org.a11y.atspi.Text` for static text (the expanded card's description): its
/// characters by offset, which is how Orca reads a paragraph line by line. The text is
/// read-only, with no caret and no selection.
extension AccessibilityBridge {
    func handleText(_ call: BusMessage, _ target: Target, _ bus: BusConnection) throws -> Bool {
        let characters = Array(name(of: target))
        switch call.member {
        case "GetText":
            let start = Int(try call.readInt32()), end = Int(try call.readInt32())
            let range = Self.clamp(start, end, count: characters.count)
            try bus.reply(to: call) { $0.append(String(characters[range])) }
        case "GetCharacterAtOffset":
            let offset = Int(try call.readInt32())
            let scalar = characters.indices.contains(offset) ? characters[offset].unicodeScalars.first.map { Int32($0.value) } : nil
            try bus.reply(to: call) { $0.append(scalar ?? 0) }
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // The whole text as one unit: enough for a description that is one paragraph.
            try bus.reply(to: call) { writer in
                writer.container("r", "sii") {
                    writer.append(String(characters)); writer.append(Int32(0)); writer.append(Int32(characters.count))
                }
            }
        case "GetNSelections":
            try bus.reply(to: call) { $0.append(Int32(0)) }
        case "GetCaretOffset":
            try bus.reply(to: call) { $0.append(Int32(0)) }
        default:
            return false
        }
        return true
    }

    /// `start..<end` within `0..<count`; an `end` of −1 means the end of the text.
    static func clamp(_ start: Int, _ end: Int, count: Int) -> Range<Int> {
        let upper = end < 0 ? count : min(end, count)
        let lower = min(max(start, 0), upper)
        return lower..<upper
    }
}
