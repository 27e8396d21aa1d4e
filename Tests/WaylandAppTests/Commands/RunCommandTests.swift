import ArgumentParser
import Testing
@testable import WaylandApp
import WaylandPlatform
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct RunCommandTests {
    @Test func defaults() throws {
        let command = try RunCommand.parse([])
        let options = command.options
        #expect(options.sceneName == "splash", "the app starts on the splash")
        #expect(options.window.initialSize == .fitting(aspect: LogicalSize(width: 1280, height: 720)))
        #expect(options.window.decorations == .automatic)
        #expect(options.exitAfter == nil)
        #expect(!options.printsStatistics)
        #expect(!options.echoesInput)
    }

    @Test func everyOption() throws {
        let command = try RunCommand.parse(["--exit-after", "2.5", "--stats", "--verbose", "--scene", "testpattern",
                                            "--size", "800x600", "--title", "Hello", "--echo-input",
                                            "--decorations", "client"])
        let options = command.options
        #expect(options.exitAfter == 2.5)
        #expect(options.printsStatistics)
        #expect(options.echoesInput)
        #expect(command.verbose)
        #expect(options.title == "Hello")
        #expect(options.window.initialSize == .requested(LogicalSize(width: 800, height: 600)))
        #expect(options.window.decorations == .client)
    }

    @Test("--reduce-motion and --no-reduce-motion decide; without either, run follows the desktop")
    func reduceMotionFlags() throws {
        #expect(try RunCommand.parse([]).options.reducesMotionFlag == nil)
        let on = try RunCommand.parse(["--reduce-motion"]).options
        #expect(on.reducesMotionFlag == true && on.scene.reducesMotion)
        let off = try RunCommand.parse(["--no-reduce-motion"]).options
        #expect(off.reducesMotionFlag == false && !off.scene.reducesMotion)
    }

    @Test func runIsTheDefaultSubcommand() throws {
        let command = try WaylandAppCommand.parseAsRoot(["--size", "640x480"])
        #expect((command as? RunCommand)?.size == WindowSizeArgument(width: 640, height: 480))
    }

    @Test(arguments: [["--size", "big"], ["--size", "100x100"], ["--size", "800x"], ["--exit-after", "-1"],
                      ["--exit-after", "soon"], ["--scene", "nope"]])
    func badInputIsAClearError(arguments: [String]) {
        do {
            _ = try RunCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = RunCommand.message(for: error)
            #expect(message.contains(arguments[0]) || message.contains(arguments[1]), "\(message)")
        }
    }

    @Test func sizeArgumentParsing() {
        #expect(WindowSizeArgument(argument: "1920x1080") == WindowSizeArgument(width: 1920, height: 1080))
        #expect(WindowSizeArgument(argument: "1920X1080") == WindowSizeArgument(width: 1920, height: 1080))
        #expect(WindowSizeArgument(argument: "1920") == nil)
        #expect(WindowSizeArgument(argument: "x1080") == nil)
    }
}
