import Testing
@testable import Layers
@Test func libraryHasVersion() { #expect(!LayersLibrary.version.isEmpty) }
