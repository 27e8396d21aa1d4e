import Foundation

/// What libwayland prints on stderr with `WAYLAND_DEBUG=1`: every request the client
/// sends (` -> interface@id.request(…)`) and every event it receives
/// (`interface@id.event(…)`). The tests read it to see what a compositor really sends.
nonisolated struct WaylandDebugLog {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n")
    }

    /// The arguments of every `interface.member` event received, in order, split at commas.
    func events(_ interface: String, _ member: String) -> [[String]] {
        messages(interface, member, requests: false)
    }

    /// The arguments of every `interface.member` request sent.
    func requests(_ interface: String, _ member: String) -> [[String]] {
        messages(interface, member, requests: true)
    }

    /// The version the client bound `interface` at (`wl_registry.bind`), if it did.
    func boundVersion(of interface: String) -> Int? {
        for arguments in requests("wl_registry", "bind") where arguments.count >= 3 && arguments[1] == "\"\(interface)\"" {
            return Int(arguments[2])
        }
        return nil
    }

    /// Whether the compositor announced `interface` (`wl_registry.global`).
    func offers(_ interface: String) -> Bool {
        events("wl_registry", "global").contains { $0.count >= 2 && $0[1] == "\"\(interface)\"" }
    }

    /// The rectangles (x, y, width, height) of each region the client set as a surface's
    /// opaque region, in order; an empty list where it unset it (`set_opaque_region(nil)`).
    func opaqueRegions() -> [[[Int]]] {
        var regions: [String: [[Int]]] = [:]
        var set: [[[Int]]] = []
        for line in lines {
            guard let arrow = line.range(of: "] ") else { continue }
            let body = line[arrow.upperBound...].drop { $0 == " " }.dropFirst(3)  // "-> "
            guard line[arrow.upperBound...].contains("-> ") else { continue }
            if let dot = body.range(of: ".add("), body.hasPrefix("wl_region@"), let close = body.lastIndex(of: ")") {
                let id = String(body[..<dot.lowerBound])
                regions[id, default: []].append(body[dot.upperBound..<close].split(separator: ",").compactMap {
                    Int($0.trimmingCharacters(in: .whitespaces))
                })
            } else if let open = body.range(of: ".set_opaque_region("), let close = body.lastIndex(of: ")") {
                set.append(regions[String(body[open.upperBound..<close])] ?? [])
            }
        }
        return set
    }

    private func messages(_ interface: String, _ member: String, requests: Bool) -> [[String]] {
        lines.compactMap { line -> [String]? in
            guard let arrow = line.range(of: "] ") else { return nil }
            var body = line[arrow.upperBound...]
            let isRequest = body.hasPrefix(" -> ")
            guard isRequest == requests else { return nil }
            if isRequest { body = body.dropFirst(4) }
            guard body.hasPrefix("\(interface)@"), let dot = body.firstIndex(of: "."),
                  let open = body.firstIndex(of: "("), body[body.index(after: dot)..<open] == member,
                  let close = body.lastIndex(of: ")") else { return nil }
            return body[body.index(after: open)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
