import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Goldens of text in the world's scripts: fallback fonts, both directions, CJK
/// wrapping and ellipsis. They need the fonts `scripts/install-deps` installs
/// (fonts-noto-cjk, fonts-noto-core, fonts-noto-color-emoji).
@Suite(.noAnimationLeftRunning) struct WorldTextGoldenTests {
    typealias T = TestSupport

    /// One label per row, dark text on white.
    static func sheet(_ rows: [(String, String?, TextAlignment)], width: Double, rowHeight: Double = 30,
                      wrapped: Bool = false, truncation: TextTruncation = .none, size: Double = 17) -> Layer {
        let root = T.root(width, rowHeight * Double(rows.count), .white)
        for (i, (string, language, alignment)) in rows.enumerated() {
            let label = TextLayer(string: string, font: .system(size: size))
            label.frame = Rect(x: 8, y: Double(i) * rowHeight + 4, width: width - 16, height: rowHeight - 4)
            label.foregroundColor = Color(hex: 0x1D2433)
            label.language = language
            label.alignmentMode = alignment
            label.isWrapped = wrapped
            label.truncationMode = truncation
            root.addSublayer(label)
        }
        return root
    }

    @Test func contactSheet() throws {
        let rows: [(String, String?, TextAlignment)] = [
            ("繁體中文：臺北是臺灣的首都。", "zh-TW", .natural),
            ("简体中文：北京是中国的首都。", "zh-CN", .natural),
            ("日本語：東京は日本の首都です。", "ja", .natural),
            ("العربية: مرحبا بالعالم", "ar", .natural),
            ("עברית: שלום עולם", "he", .natural),
            ("ภาษาไทย: สวัสดีชาวโลก", "th", .natural),
            ("हिन्दी: नमस्ते दुनिया", "hi", .natural),
            ("Żółć, Ångström, Ñandú, façade, Dvořák", "pl", .natural),
            ("Emoji 👋🏽 👨‍👩‍👧 🇪🇸 🇹🇼 ❤️ 🎉", nil, .natural),
        ]
        let root = Self.sheet(rows, width: 360)
        try GoldenImage.check(try T.render(root, width: 360, height: 270), named: "world-contact-sheet")
    }

    @Test func mixedDirectionLines() throws {
        let rows: [(String, String?, TextAlignment)] = [
            ("Visit القاهرة and الإسكندرية today", "en", .natural),
            ("زر Barcelona و Lisboa هذا الصيف", "ar", .natural),
            ("טיסה 372 ל-Tel Aviv יוצאת ב-14:05", "he", .natural),
            ("Price: 42 ₪ (שקלים) per night", "en", .natural),
        ]
        let root = Self.sheet(rows, width: 320)
        try GoldenImage.check(try T.render(root, width: 320, height: 120), named: "world-mixed-direction")
    }

    @Test func cjkParagraphAtThreeWidths() throws {
        let text = "臺北是一座充滿活力的城市，夜市、溫泉與山景都在捷運可到之處。「九份」的老街則在一小時車程之外。"
        let root = T.root(420, 170, .white)
        for (x, width) in [(4.0, 100.0), (112.0, 130.0), (250.0, 160.0)] {
            let label = TextLayer(string: text, font: .system(size: 15))
            label.frame = Rect(x: x, y: 4, width: width - 10, height: 162)
            label.foregroundColor = Color(hex: 0x1D2433)
            label.language = "zh-TW"
            label.isWrapped = true
            root.addSublayer(label)
        }
        try GoldenImage.check(try T.render(root, width: 420, height: 170), named: "world-cjk-wrapped")
    }

    @Test func ellipsisInEachDirection() throws {
        let rows: [(String, String?, TextAlignment)] = [
            ("Barcelona, Lisboa, Kyoto, Reykjavík, Valparaíso", "en", .natural),
            ("مدينة القاهرة هي عاصمة مصر وأكبر مدنها", "ar", .natural),
            ("תל אביב היא עיר חוף תוססת בישראל", "he", .natural),
            ("臺北是一座充滿活力的城市，夜市與溫泉都很近。", "zh-TW", .natural),
        ]
        let root = Self.sheet(rows, width: 200, truncation: .end)
        try GoldenImage.check(try T.render(root, width: 200, height: 120), named: "world-ellipsis")
    }
}
