import FoundationEssentials
import ArgumentParser
import Layers

/// The options every command that builds a scene shares (`run`, `render`, `bench`).
struct SceneArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for random choices (the splash text), for reproducible runs.", valueName: "n"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("The feed animator's timing: easeInOut, cubic (0.17, 0.67)/(0.76, 1.0) or spring (mass 1, stiffness 2, damping 0.2).", valueName: "name"))
    var timing = "easeInOut"

    @Option(name: .customLong("splash-delay"), parsing: .unconditional, help: ArgumentHelp("Seconds the splash stays before it dismisses.", valueName: "seconds"))
    var splashDelay = 2.0

    @Option(help: ArgumentHelp("The assets folder (cities.json, pictures, splash texts).", valueName: "path"))
    var assets: String?

    @Option(help: ArgumentHelp("The app's language: en, es, zh-Hant or zh-Hans (a locale such as zh_TW.UTF-8 works too). Default: from LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as desktop apps choose, else English.", valueName: "language"))
    var language: String?

    @Option(name: .customLong("slow-animations"), parsing: .unconditional, help: ArgumentHelp("Runs every animation this many times slower (10: as the iOS Simulator's Slow Animations; Shift+S switches between 1× and this, or 10×, in a window).", valueName: "factor"))
    var slowAnimations = 1.0

    @Flag(name: .customLong("reduce-motion"), inversion: .prefixedNo,
          help: "Reduces motion, as the desktop's Reduce Motion setting: cross-fades instead of movement, springs without overshoot. `run` without either flag follows the desktop's setting (the XDG desktop portal's); `render` and `bench` never read it.")
    var reduceMotion: Bool?

    @Option(help: ArgumentHelp("Light or dark: light, dark or system. `run` with system (the default) follows the desktop's dark style (the XDG desktop portal's color-scheme), live; `render` and `bench` never read it (system is light there).", valueName: "style"))
    var appearance: AppearanceChoice = .system

    @Flag(name: .customLong("high-contrast"), help: "High contrast: stronger borders and text. Without it, `run` follows the desktop's High Contrast setting.")
    var highContrast = false

    func validate() throws {
        guard slowAnimations.isFinite, slowAnimations >= 0.1, slowAnimations <= 100 else {
            throw ValidationError("--slow-animations needs a factor from 0.1 to 100 (10: ten times slower), got \(slowAnimations)")
        }
        guard ["easeInOut", "cubic", "spring"].contains(timing) else {
            throw ValidationError("unknown timing '\(timing)'; choose one of: easeInOut, cubic, spring")
        }
        guard splashDelay.isFinite, splashDelay >= 0, splashDelay <= 3600 else {
            throw ValidationError("--splash-delay needs 0…3600 seconds, got \(splashDelay)")
        }
        if let language, AppLanguage(locale: language) == nil {
            throw ValidationError("unknown language '\(language)'; choose one of: en, es, zh-Hant, zh-Hans")
        }
    }

    var options: SceneOptions {
        var o = SceneOptions()
        o.seed = seed
        o.timing = timing
        o.splashDelay = splashDelay
        o.animationSlowdown = slowAnimations
        o.reducesMotion = reduceMotion ?? false
        o.appearance = Appearance(style: appearance.style ?? .light, contrast: highContrast ? .high : .normal)
        if let assets { o.assetsPath = assets }
        o.language = language.flatMap { AppLanguage(locale: $0) }
            ?? AppLanguage.from(environment: ProcessInfo.processInfo.environment)
        return o
    }
}
