import Testing
@testable import WaylandApp

/// The app's language comes from the environment as gettext picks it, or `--language`.
@Suite struct AppLanguageTests {
    @Test func localeNamesMapToOurLanguages() {
        #expect(AppLanguage(locale: "zh_TW.UTF-8") == .traditionalChinese)
        #expect(AppLanguage(locale: "zh_HK") == .traditionalChinese)
        #expect(AppLanguage(locale: "zh-Hant") == .traditionalChinese)
        #expect(AppLanguage(locale: "zh_CN.UTF-8") == .simplifiedChinese)
        #expect(AppLanguage(locale: "zh") == .simplifiedChinese)
        #expect(AppLanguage(locale: "zh-Hans-HK") == .simplifiedChinese)
        #expect(AppLanguage(locale: "es_MX.UTF-8@euro") == .spanish)
        #expect(AppLanguage(locale: "en_GB") == .english)
        #expect(AppLanguage(locale: "de_DE.UTF-8") == nil)
        #expect(AppLanguage(locale: "C") == nil)
        #expect(AppLanguage(locale: "") == nil)
    }

    @Test func theEnvironmentIsReadAsGettextDoes() {
        #expect(AppLanguage.from(environment: [:]) == .english)
        #expect(AppLanguage.from(environment: ["LANG": "zh_TW.UTF-8"]) == .traditionalChinese)
        #expect(AppLanguage.from(environment: ["LANG": "zh_TW.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"]) == .spanish)
        #expect(AppLanguage.from(environment: ["LC_MESSAGES": "es_ES.UTF-8", "LC_ALL": "zh_CN.UTF-8"]) == .simplifiedChinese)
        // LANGUAGE is a preference list, tried first unless the locale is C.
        #expect(AppLanguage.from(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "de:zh_TW:es"]) == .traditionalChinese)
        #expect(AppLanguage.from(environment: ["LANG": "C.UTF-8", "LANGUAGE": "es"]) == .english)
        #expect(AppLanguage.from(environment: ["LANG": "de_DE.UTF-8"]) == .english)
        #expect(AppLanguage.from(environment: ["LC_ALL": "", "LANG": "es_AR.UTF-8"]) == .spanish)
    }

    @Test func textIsLaidOutInTheRegionsHanForms() {
        #expect(AppLanguage.traditionalChinese.textLanguage == "zh-TW")
        #expect(AppLanguage.simplifiedChinese.textLanguage == "zh-CN")
    }

    @Test func theLanguageOptionWinsAndIsChecked() throws {
        #expect(try SceneArguments.parse(["--language", "zh-Hant"]).options.language == .traditionalChinese)
        #expect(try SceneArguments.parse(["--language", "es_ES.UTF-8"]).options.language == .spanish)
        #expect(throws: (any Error).self) { try SceneArguments.parse(["--language", "klingon"]) }
    }
}
