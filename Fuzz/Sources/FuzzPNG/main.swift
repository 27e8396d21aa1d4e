import CLibFuzzer
import Glibc

// SwiftPM gives the target a `main`, so libFuzzer's own is not linked: run its driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
    fuzzPNG(bytes ?? UnsafePointer(bitPattern: 1)!, count)
})
