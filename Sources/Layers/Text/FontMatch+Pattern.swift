import CFontconfig

extension FontMatch {
    /// The face a fontconfig pattern names (Pango's choice for a run), or nil without a file.
    init?(pattern: OpaquePointer) {
        func string(_ object: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
        }
        guard let path = string(FC_FILE) else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        self.init(path: path, index: Int(index), family: string(FC_FAMILY) ?? "", style: string(FC_STYLE) ?? "",
                  substitution: nil)
    }
}
