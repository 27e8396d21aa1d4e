extension PNGImage {
    /// Where `part` appears in this image (its top-left corner), each channel of every
    /// pixel within `tolerance`, searching every place it fits; nil when it appears nowhere.
    /// For finding a window's content (a window screenshot) on a screenshot of the screen.
    func offset(of part: PNGImage, tolerance: Int = 2) -> (x: Int, y: Int)? {
        guard part.width <= width, part.height <= height else { return nil }
        func matches(_ x: Int, _ y: Int, rows: Range<Int>, columns: Int) -> Bool {
            for row in rows {
                let mine = ((y + row) * width + x) * 4, theirs = row * part.width * 4
                for index in 0..<(columns * 4) where index % 4 != 3
                    && abs(Int(rgba[mine + index]) - Int(part.rgba[theirs + index])) > tolerance {
                    return false
                }
            }
            return true
        }
        // A few pixels of the first rows rule out almost every place cheaply.
        let probe = min(part.width, 8)
        for y in 0...(height - part.height) {
            for x in 0...(width - part.width)
            where matches(x, y, rows: 0..<min(part.height, 2), columns: probe)
                && matches(x, y, rows: 0..<part.height, columns: part.width) {
                return (x, y)
            }
        }
        return nil
    }
}
