import Testing
@testable import Layers

/// The code of the Lists article, line for line (ArticleSnippetTests checks), run with
/// the numbers the article states.
@Suite("The Lists article", .serialized)
@MainActor
struct ListsArticleTests {
    final class Cities: CollectionViewDataSource, CollectionViewDelegate {
        let names = (1...6000).map { "City \($0)" }
        var chosen: Int?

        func numberOfItems(in collectionView: CollectionView) -> Int { names.count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "city", for: index)
            cell.accessibilityLabel = names[index]
            return cell
        }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) { chosen = index }
    }

    @Test("ten cells for 6 000 cities, eleven however far it scrolls; the tenth Tab reaches City 11, scrolled in")
    func sample() throws {
        let cities = Cities()
        let list = CollectionView(layout: ListLayout(rowHeight: 48))
        list.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        list.register({ CollectionViewCell() }, forCellWithReuseIdentifier: "city")
        list.dataSource = cities
        list.delegate = cities
        list.reloadData()
        #expect(list.visibleCells.count == 10 && list.cellsMade == 10)

        let root = Layer()
        root.addSublayer(list)
        let tree = AccessibilityTree(label: "Cities", root: root)
        tree.refresh()
        tree.moveFocus(by: 1)
        for _ in 1...10 { tree.moveFocus(by: 1) }
        let focused = try #require(tree.focusedID.flatMap { tree.nodes[$0] })
        #expect(focused.label == "City 11" && focused.positionInSet == 11 && focused.sizeOfSet == 6000)
        #expect(list.contentOffset.y == 48)

        for step in 1...200 { list.contentOffset = Point(x: 0, y: Double(step) * 1000.5) }
        #expect(list.cellsMade == 11)
        #expect(list.indexForItem(at: Point(x: 10, y: 48 * 3 + 1)) == 3 && list.selectItem(at: 3) && cities.chosen == 3)
    }
}
