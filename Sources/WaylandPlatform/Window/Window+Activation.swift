import CWayland
import Glibc

extension Window {
    // MARK: Activation (xdg-activation)

    /// Asks the compositor to activate the window, giving it the keyboard focus and
    /// raising it, with a token another client obtained for it: the launcher that started
    /// the app (``Application`` does this with the launch's token), or a second instance
    /// that hands over to this one. The compositor decides, by the token: one made for a
    /// user's recent action in a focused window activates, others may only mark the window
    /// as demanding attention.
    ///
    /// Before the window is mapped (its first frame committed) the request waits for it:
    /// compositors activate only windows they show. Without `xdg_activation_v1` nothing
    /// happens, said once in the debug log.
    public func activate(token: ActivationToken) {
        pendingActivation = token
        if committedBuffer != nil { sendActivation(token) }
    }

    func sendActivation(_ token: ActivationToken) {
        pendingActivation = nil
        guard let surface else { return }
        guard let manager = registry.activationManager else {
            if !registry.saidNoActivation {
                registry.saidNoActivation = true
                logger.info("the compositor offers no xdg_activation_v1: the window cannot ask for the focus with the launcher's token")
            }
            return
        }
        logger.debug("asking the compositor to activate the window (xdg_activation_v1.activate)")
        xdg_activation_v1_activate(manager, token.value, surface)
        registry.display.flush()
    }

    /// Asks the compositor for a token that lets another window, of this app or of one it
    /// starts, take the focus from this one (pass it as `XDG_ACTIVATION_TOKEN`).
    ///
    /// The token names the window and the last key, button or touch press in it, which
    /// compositors require before they let the token move the focus.
    /// - Parameters:
    ///   - appID: the desktop file name of the app the token is for, if known.
    ///   - completion: gets the token, or nil when the compositor lacks xdg-activation or
    ///     sent no valid token; called from a later turn of the event loop.
    public func requestActivationToken(appID: String? = nil, completion: @escaping (ActivationToken?) -> Void) {
        guard let manager = registry.activationManager,
              let proxy = xdg_activation_v1_get_activation_token(manager) else {
            completion(nil)
            return
        }
        _ = ActivationTokenRequest(proxy: proxy, completion: completion)
        if let press = lastPressSerial { xdg_activation_token_v1_set_serial(proxy, press.serial, press.seat) }
        if let surface { xdg_activation_token_v1_set_surface(proxy, surface) }
        if let appID { xdg_activation_token_v1_set_app_id(proxy, appID) }
        xdg_activation_token_v1_commit(proxy)
        registry.display.flush()
    }
}

/// One `xdg_activation_token_v1` waiting for its `done` event; keeps itself alive until then.
@MainActor
final class ActivationTokenRequest {
    private var proxy: OpaquePointer?
    private var completion: ((ActivationToken?) -> Void)?
    private var keepAlive: ActivationTokenRequest?

    init(proxy: OpaquePointer, completion: @escaping (ActivationToken?) -> Void) {
        self.proxy = proxy
        self.completion = completion
        keepAlive = self
        xdg_activation_token_v1_add_listener(proxy, Self.listener, listenerData(self))
    }

    private func done(_ bytes: UnsafeBufferPointer<UInt8>) {
        let token = try? ActivationToken(bytes: bytes)
        if let proxy { xdg_activation_token_v1_destroy(proxy) }
        proxy = nil
        completion?(token)
        completion = nil
        keepAlive = nil
    }

    private static let listener = ListenerTable.make(xdg_activation_token_v1_listener(
        done: { data, _, token in
            guard let token else { return }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(token).assumingMemoryBound(to: UInt8.self), count: strlen(token))
            data.withObject(ActivationTokenRequest.self, passing: bytes) { $0.done($1) }
        }
    ))
}
