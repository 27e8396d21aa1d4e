import Foundation
import Layers

/// One fuzzer input, any bytes, decoded as a PNG.
///
/// Decoding must either throw an ``ImageError`` or give an image that keeps the
/// library's promises: premultiplied pixels (no channel above alpha), and a size the
/// bytes can hold. Anything else stops the run as a crash, with the input saved.
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let image: Image
    do {
        image = try Image(pngData: data, name: "fuzz input")
    } catch let error as ImageError {
        guard case .corrupt = error, !"\(error)".isEmpty else { fatalError("unexpected error \(error)") }
        return 0
    } catch {
        fatalError("Image(pngData:) threw something other than an ImageError: \(error)")
    }
    guard image.width * image.height <= 8 * 1032 * count + 65536 else {
        fatalError("\(image.width)×\(image.height) pixels from \(count) bytes")
    }
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image[x, y]
            let a = p >> 24
            guard (p >> 16) & 0xFF <= a, (p >> 8) & 0xFF <= a, p & 0xFF <= a else {
                fatalError("pixel (\(x), \(y)) = \(String(p, radix: 16)) is not premultiplied")
            }
        }
    }
    return 0
}
