import java.lang.reflect.Field;

/**
 * Starts DynamoDB Local bound to one interface. DynamoDB Local has no option for the address it listens
 * on and binds every interface, so this launcher builds the server exactly as DynamoDBLocal.jar's main
 * does (same command-line options), sets the host of its Jetty connectors, then starts it.
 *
 * Run from source (java -cp DynamoDBLocal.jar DynamoDbLocalOnHost.java ...; Java 11+ with a JDK), so the
 * repository holds no compiled class. The host comes from -Ddynamodb.local.host (default 127.0.0.1).
 */
public class DynamoDbLocalOnHost {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.local.host", "127.0.0.1");
    System.setProperty("org.eclipse.jetty.util.log.announce", "false");
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxyServer =
        runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    // DynamoDBProxyServer keeps its Jetty server in a private field and exposes no setter.
    Field field = proxyServer.getClass().getDeclaredField("server");
    field.setAccessible(true);
    Object jetty = field.get(proxyServer);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, host);
    }
    proxyServer.getClass().getMethod("start").invoke(proxyServer);
  }
}
