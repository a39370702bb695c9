package dev.tempered.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/** Paired timings (as written, specialised) and the speed-up ratios they give, with their spread. */
final class Ratios {
    /** How the specialised runs are named in {@link #times()}: "with the agent", "rewritten offline". */
    private final String specialisedLabel;
    private final List<Double> ratios = new ArrayList<>();
    private final List<Double> asWritten = new ArrayList<>();
    private final List<Double> specialised = new ArrayList<>();

    Ratios(String specialisedLabel) {
        this.specialisedLabel = specialisedLabel;
    }

    void add(double asWrittenSeconds, double specialisedSeconds) {
        asWritten.add(asWrittenSeconds);
        specialised.add(specialisedSeconds);
        ratios.add(asWrittenSeconds / specialisedSeconds);
    }

    int size() {
        return ratios.size();
    }

    static double median(List<Double> values) {
        List<Double> v = new ArrayList<>(values);
        Collections.sort(v);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }

    double medianRatio() {
        return median(ratios);
    }

    double minRatio() {
        return Collections.min(ratios);
    }

    double maxRatio() {
        return Collections.max(ratios);
    }

    /** {@code 1.23x (median of 5 pairs; min 1.10x, max 1.31x)}. */
    String speedUp() {
        return String.format(Locale.ROOT, "%.2fx (median of %d paired runs; min %.2fx, max %.2fx)", medianRatio(),
                size(), minRatio(), maxRatio());
    }

    /** {@code as written 1.42 s, with the agent 1.15 s (medians)}. */
    String times() {
        return String.format(Locale.ROOT, "as written %.2f s, %s %.2f s (medians)", median(asWritten),
                specialisedLabel, median(specialised));
    }

    /** The specialised runs' median time, in seconds. */
    double medianSpecialised() {
        return median(specialised);
    }
}
