package dev.tempered.bigcp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.BlockingQueue;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;

/** Builds a Kafka producer configuration and a Tomcat connector (neither connects nor starts) and reports both. */
final class ConfigStage implements Runnable {
    private final BlockingQueue<String> settings;

    ConfigStage(BlockingQueue<String> settings) {
        this.settings = settings;
    }

    @Override
    public void run() {
        try {
            Properties p = new Properties();
            p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
            p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
            p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
            p.put(ProducerConfig.LINGER_MS_CONFIG, "5");
            ProducerConfig config = new ProducerConfig(p);
            settings.put("kafka linger.ms=" + config.getLong(ProducerConfig.LINGER_MS_CONFIG) + " acks="
                    + config.getString(ProducerConfig.ACKS_CONFIG));
            Tomcat tomcat = new Tomcat();
            Path base = Files.createTempDirectory("bigcp-tomcat");
            tomcat.setBaseDir(base.toString());
            tomcat.setPort(0);
            Connector connector = tomcat.getConnector();
            settings.put("tomcat " + connector.getProtocolHandlerClassName() + " port=" + connector.getPort());
            Files.deleteIfExists(base);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
