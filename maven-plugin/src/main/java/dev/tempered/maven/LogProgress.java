package dev.tempered.maven;

import dev.tempered.analysis.ProgressListener;
import org.apache.maven.plugin.logging.Log;

/** Analysis progress at debug level ({@code mvn -X}): a build log has no terminal line to redraw. */
final class LogProgress implements ProgressListener {
    private final Log log;

    LogProgress(Log log) {
        this.log = log;
    }

    @Override
    public void classesRead(int count) {
        if (log.isDebugEnabled()) {
            log.debug("tempered: " + count + " classes read");
        }
    }

    @Override
    public void methodsAnalysed(int count) {
        if (log.isDebugEnabled()) {
            log.debug("tempered: " + count + " methods analysed");
        }
    }
}
