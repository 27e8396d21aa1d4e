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
        opaqueRegionsBySurface().map(\.rects)
    }

    /// ``opaqueRegions()`` with the surface each was set on (`wl_surface@12`), whether
    /// that surface was a subsurface's then (`wl_subcompositor.get_subsurface` made it
    /// one; it stays one until it is destroyed, after which libwayland may reuse its id),
    /// and the index in ``lines`` of the request.
    func opaqueRegionsBySurface() -> [(surface: String, isSubsurface: Bool, rects: [[Int]], line: Int)] {
        var regions: [String: [[Int]]] = [:]
        var subsurfaces: Set<String> = []
        var set: [(surface: String, isSubsurface: Bool, rects: [[Int]], line: Int)] = []
        for (index, line) in lines.enumerated() {
            guard let arrow = line.range(of: "] ") else { continue }
            let body = line[arrow.upperBound...].drop { $0 == " " }.dropFirst(3)  // "-> "
            guard line[arrow.upperBound...].contains("-> ") else { continue }
            guard let open = body.firstIndex(of: "("), let close = body.lastIndex(of: ")"),
                  let dot = body[..<open].firstIndex(of: ".") else { continue }
            let object = String(body[..<dot]), member = body[body.index(after: dot)..<open]
            let arguments = body[body.index(after: open)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            switch member {
            case "add" where object.hasPrefix("wl_region@"):
                regions[object, default: []].append(arguments.compactMap { Int($0) })
            case "get_subsurface" where arguments.count >= 2:
                subsurfaces.insert(arguments[1])
            case "destroy" where object.hasPrefix("wl_surface@"):
                subsurfaces.remove(object)
            case "destroy" where object.hasPrefix("wl_region@"):
                regions[object] = nil  // its id may be reused
            case "set_opaque_region":
                set.append((object, subsurfaces.contains(object), arguments.first.flatMap { regions[$0] } ?? [], index))
            default: break
            }
        }
        return set
    }

    /// The surfaces made subsurfaces (`wl_subcompositor.get_subsurface`), in order.
    func subsurfaceSurfaces() -> [String] {
        requests("wl_subcompositor", "get_subsurface").compactMap { $0.count >= 2 ? $0[1] : nil }
    }

    /// The index in ``lines`` of the first `object.member(…)` request, if the client sent one.
    func firstRequest(_ object: String, _ member: String) -> Int? {
        lines.firstIndex { $0.contains("-> \(object).\(member)(") }
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
