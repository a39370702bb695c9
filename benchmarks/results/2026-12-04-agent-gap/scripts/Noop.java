public class Noop { public static void premain(String a, java.lang.instrument.Instrumentation i) {} }
