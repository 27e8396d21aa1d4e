import Foundation

/// A client window as sway's layout tree (`swaymsg -t get_tree`) describes it.
nonisolated struct SwayWindow: Sendable {
    /// sway's container id, usable in criteria as `[con_id=N]`.
    let id: Int
    let appID: String?
    let pid: Int32
    let isFocused: Bool
    /// Where the client's surface is, in layout (logical) coordinates: the
    /// container's `rect` plus the offset of its `window_rect` (borders).
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// The first view in `tree` (walking tiled and floating children) whose
    /// `pid` is `pid`.
    static func find(pid: Int32, in tree: [String: Any]) -> SwayWindow? {
        if (tree["pid"] as? Int).map(Int32.init) == pid,
           let rect = tree["rect"] as? [String: Any],
           let windowRect = tree["window_rect"] as? [String: Any] {
            func number(_ dictionary: [String: Any], _ key: String) -> Int { dictionary[key] as? Int ?? 0 }
            return SwayWindow(
                id: tree["id"] as? Int ?? -1,
                appID: tree["app_id"] as? String,
                pid: pid,
                isFocused: tree["focused"] as? Bool ?? false,
                x: number(rect, "x") + number(windowRect, "x"),
                y: number(rect, "y") + number(windowRect, "y"),
                width: number(windowRect, "width"),
                height: number(windowRect, "height"))
        }
        for key in ["nodes", "floating_nodes"] {
            for child in tree[key] as? [[String: Any]] ?? [] {
                if let window = find(pid: pid, in: child) { return window }
            }
        }
        return nil
    }
}
