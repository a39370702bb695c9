package dev.tempered.examples.reflectfactory;

import java.lang.reflect.Constructor;

/** Makes objects of one class through its no-argument constructor, looked up once. */
final class Factory<T> {
    private final Constructor<? extends T> constructor;

    Factory(Class<? extends T> type) {
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(type.getName() + " has no public no-argument constructor", e);
        }
    }

    T make() {
        try {
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + constructor.getDeclaringClass().getName(), e);
        }
    }
}
