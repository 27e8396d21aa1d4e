import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Renders a few labels to PGM files (in the temporary directory) for a person to look at.
@Suite(.noAnimationLeftRunning) struct TextSampleTests {
    @Test(arguments: [1.0, 2.0, 1.5])
    func writesSamples(scale: Double) throws {
        let samples: [(String, TextLayer)] = [
            ("title", {
                let l = TextLayer(string: "Splash — Typography fi fl AV Wa gjpqy", font: .system(size: 20, weight: .semibold))
                l.bounds = Rect(0, 0, 420, 30)
                return l
            }()),
            ("wrapped", {
                let l = TextLayer(string: "Barcelona is a city on the coast of northeastern Spain. It is known for its art and architecture: the Sagrada Família church and other modernist landmarks designed by Antoni Gaudí dot the city.",
                                  font: .system(size: 14))
                l.bounds = Rect(0, 0, 260, 80)
                l.isWrapped = true
                l.truncationMode = .end
                return l
            }()),
            ("centered-dejavu", {
                let l = TextLayer(string: "Centred DejaVu Sans\nsecond line, Bold", font: Font(family: "DejaVu Sans", size: 13, weight: .bold))
                l.bounds = Rect(0, 0, 240, 40)
                l.alignmentMode = .center
                return l
            }()),
            ("justified", {
                let l = TextLayer(string: "Tap a card: it expands with a property animator, its corner radius goes to zero and its neighbours move aside.\nClose collapses it.",
                                  font: .system(size: 13, weight: .medium))
                l.bounds = Rect(0, 0, 230, 120)
                l.isWrapped = true
                l.alignmentMode = .justified
                return l
            }()),
            ("truncation-modes", {
                let l = TextLayer(string: "Start: Barcelona, Lisbon, Kyoto, Reykjavík, Valparaíso\nMiddle: Barcelona, Lisbon, Kyoto, Reykjavík, Valparaíso",
                                  font: .system(size: 14))
                l.bounds = Rect(0, 0, 200, 40)
                l.truncationMode = .middle
                l.alignmentMode = .right
                return l
            }()),
            ("small", {
                let l = TextLayer(string: "Small 11pt caption text — 12:45 · 3 items", font: .system(size: 11))
                l.bounds = Rect(0, 0, 260, 16)
                return l
            }()),
        ]
        for (name, layer) in samples {
            let coverage = try #require(layer.coverageMask(scale: scale))
            let canvas = (Int((layer.bounds.width * scale).rounded(.up)), Int((layer.bounds.height * scale).rounded(.up)))
            let path = TextTestSupport.writePGM(coverage.mask,
                                                origin: (Int((coverage.origin.x * scale).rounded()), Int((coverage.origin.y * scale).rounded())),
                                                canvas: canvas, name: "\(name)@\(scale)x")
            print("sample: \(path)")
        }
    }
}
