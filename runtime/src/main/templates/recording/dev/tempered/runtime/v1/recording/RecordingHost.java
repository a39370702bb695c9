package dev.tempered.runtime.v1.recording;

import java.util.Collection;
import java.util.concurrent.@ORIGINAL@;
import java.util.concurrent.TimeUnit;

/**
 * A {@link @ORIGINAL@} that notes which threads put into it and take from it (recording mode). Every producer and
 * consumer operation calls the superclass and notes the calling thread; other operations are inherited
 * unchanged, so the program behaves as with the original class.
 */
public class Recording@ORIGINAL@<E> extends @ORIGINAL@<E> {
    private static final long serialVersionUID = 1L;

    private final transient QueueLog site;
@EACH:constructors@

    public Recording@ORIGINAL@(@PARAMS@) {
        super(@SUPER_ARGS@);
        this.site = Recorder.queue(spec);
    }
@END@
@EACH:methods@

    @Override
    public @RETURN@ @NAME@(@PARAMS@)@THROWS@ {
        ThreadLog t = SiteLog.enter(site, Side.@SIDE@, "@NAME@");
        try {
            @RESULT@super.@NAME@(@ARGS@);
        } finally {
            SiteLog.exit(t);
        }
    }
@END@
}
