package dev.tempered.cli;

import picocli.CommandLine.Command;

/** {@code tempered version}: the tool version and the Java it runs on. */
@Command(name = "version", mixinStandardHelpOptions = true,
        header = "Print the tool version and the Java it runs on.",
        description = "Print the tool version and the Java it runs on.",
        footerHeading = "%nExample:%n", footer = "  tempered version",
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"0:ok", "2:usage error"})
final class VersionCommand extends TemperedCommand {
    @Override
    int execute(Console console) {
        for (String line : new Tempered.Version().getVersion()) {
            console.result(line);
        }
        return Exit.OK;
    }
}
