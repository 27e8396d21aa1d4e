import CWayland
import Glibc

/// The compositor's keymap and the keyboard's state, through xkbcommon: turns
/// evdev key codes into keysyms and text under the current modifiers.
///
/// Public only for ``name(of:)``: the app prints the keys it hears by name.
public final class KeyboardLayout {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// Compiles the XKB keymap text the compositor sent.
    init(keymapText: UnsafePointer<CChar>) throws {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw KeyboardError.xkb("cannot create an xkb context")
        }
        guard let keymap = xkb_keymap_new_from_string(context, keymapText, XKB_KEYMAP_FORMAT_TEXT_V1,
                                                      XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            throw KeyboardError.xkb("the compositor's keymap does not compile")
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap); xkb_context_unref(context)
            throw KeyboardError.xkb("cannot create keyboard state")
        }
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    /// Maps the keymap file the compositor passed (`size` bytes, NUL-terminated) and compiles it.
    convenience init(fd: Int32, size: Int) throws {
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            throw PlatformError.system(call: "mmap(keymap)", errno: errno)
        }
        defer { munmap(mapping, size) }
        try self.init(keymapText: mapping.assumingMemoryBound(to: CChar.self))
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// xkb key codes are evdev codes + 8.
    private func xkbCode(_ key: UInt32) -> xkb_keycode_t { key + 8 }

    func keysym(for key: UInt32) -> UInt32 { xkb_state_key_get_one_sym(state, xkbCode(key)) }

    /// The text the key types now ("" for keys that type nothing).
    func text(for key: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, xkbCode(key), &buffer, buffer.count)
        guard length > 0 else { return "" }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    func repeats(_ key: UInt32) -> Bool { xkb_keymap_key_repeats(keymap, xkbCode(key)) != 0 }

    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    var modifiers: Modifiers {
        let names: [(String, Modifiers)] = [
            (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alt),
            (XKB_MOD_NAME_LOGO, .logo), (XKB_MOD_NAME_CAPS, .capsLock), (XKB_MOD_NAME_NUM, .numLock),
        ]
        var result: Modifiers = []
        for (name, modifier) in names
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }

    /// The keysym's name as xkbcommon spells it ("a", "Return", "F11").
    public static func name(of keysym: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_keysym_get_name(keysym, &buffer, buffer.count)
        guard length > 0 else { return String(format0x: keysym) }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

/// Keyboard setup failures (the app keeps running without a keyboard).
enum KeyboardError: Error, CustomStringConvertible {
    case xkb(String)
    case unsupportedKeymapFormat(UInt32)

    var description: String {
        switch self {
        case let .xkb(message): return message
        case let .unsupportedKeymapFormat(format): return "unsupported keymap format \(format)"
        }
    }
}

extension String {
    /// "0x1008ff13": how an unnamed keysym is shown.
    init(format0x value: UInt32) { self = "0x" + String(value, radix: 16) }
}
