import Foundation

/// One fuzzer input, any bytes, parsed as `cities.json`.
///
/// Parsing must either throw a ``CityCatalogError`` whose message names the file and a
/// line inside it, or give at least one city with every field filled in.
public func fuzzCities(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let path = "fuzz/cities.json"
    do {
        let cities = try CityCatalog.parse(data, path: path)
        guard !cities.isEmpty else { fatalError("an empty list parsed") }
        for city in cities {
            for field in [city.name, city.country, city.description, city.picture]
            where field.trimmingCharacters(in: .whitespaces).isEmpty {
                fatalError("\(city) has an empty field")
            }
        }
    } catch {
        let message = error.description
        guard message.hasPrefix(path + ":") else { fatalError("the message does not start with the path: \(message)") }
        let lines = 1 + data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        switch error {
        case let .malformed(_, line, _), let .invalidCity(_, line, _, _):
            guard line >= 1, line <= lines else { fatalError("line \(line) of a \(lines)-line file: \(message)") }
        case .notAnArray, .empty, .unreadable:
            break
        }
    }
    return 0
}
