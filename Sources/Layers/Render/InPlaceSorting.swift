/// Sorts that never allocate. The renderer sorts every frame (a shape's edges, a row's
/// crossings), and `Array.sort`, a merge sort, takes a temporary buffer for all but the
/// smallest arrays: allocations a frame in steady state must not make.
extension Array {
    /// Insertion sort for the usual handful, heap sort past that: a shape with thousands
    /// of edges across one line (a fuzzer's zig-zag) must not cost n² per row.
    mutating func sortWithoutAllocating(by less: (Element, Element) -> Bool) {
        if count <= 32 { insertionSort(by: less) } else { heapSort(by: less) }
    }

    /// For a few or nearly sorted elements.
    @inline(__always)
    mutating func insertionSort(by less: (Element, Element) -> Bool) {
        withUnsafeMutableBufferPointer { v in
            for i in v.indices.dropFirst() {
                let x = v[i]
                var j = i - 1
                while j >= 0 && less(x, v[j]) { v[j + 1] = v[j]; j -= 1 }
                v[j + 1] = x
            }
        }
    }

    /// O(n log n) in place, not stable (a shape's edges by their tops).
    mutating func heapSort(by less: (Element, Element) -> Bool) {
        withUnsafeMutableBufferPointer { v in
            let n = v.count
            guard n > 1 else { return }
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while 2 * root + 1 < end {
                    var child = 2 * root + 1
                    if child + 1 < end && less(v[child], v[child + 1]) { child += 1 }
                    guard less(v[root], v[child]) else { return }
                    v.swapAt(root, child)
                    root = child
                }
            }
            for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
            for end in stride(from: n - 1, to: 0, by: -1) {
                v.swapAt(0, end)
                siftDown(0, end)
            }
        }
    }
}
