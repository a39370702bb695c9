package dev.tempered.runtime.v1.pool;

import dev.tempered.runtime.internal.pool.TaskCell;
import dev.tempered.runtime.internal.pool.TaskPool;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A weakly consistent iterator over the tasks present when it was created: it skips tasks taken before it reaches
 * them, never throws {@code ConcurrentModificationException}, and {@link #remove()} removes the task it returned
 * last only if no worker took it meanwhile (what {@code ThreadPoolExecutor.purge} needs).
 */
final class SnapshotIterator implements Iterator<Runnable> {
    private final TaskPool pool;
    private final List<TaskCell> cells;
    private int index;
    private TaskCell nextCell;
    private Object nextTask;
    private TaskCell lastCell;
    private Object lastTask;

    SnapshotIterator(TaskPool pool) {
        this.pool = pool;
        this.cells = pool.cells();
    }

    @Override
    public boolean hasNext() {
        while (nextCell == null && index < cells.size()) {
            TaskCell c = cells.get(index++);
            Object t = c.peek();
            if (t != null) {
                nextCell = c;
                nextTask = t;
            }
        }
        return nextCell != null;
    }

    @Override
    public Runnable next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        lastCell = nextCell;
        lastTask = nextTask;
        nextCell = null;
        nextTask = null;
        return (Runnable) lastTask;
    }

    @Override
    public void remove() {
        if (lastCell == null) {
            throw new IllegalStateException();
        }
        pool.remove(lastCell, lastTask);
        lastCell = null;
        lastTask = null;
    }
}
