package com.example;

public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println(Transfer.sum(1000));
    }
}
