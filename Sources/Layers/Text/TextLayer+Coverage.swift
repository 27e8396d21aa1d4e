/// The renderer fills a text layer's foreground colour through its glyph coverage.
extension TextLayer: CoverageProviding {}
