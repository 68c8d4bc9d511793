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
    stopWhenParentDies(proxyServer);
  }

  /**
   * The local cloud holds this process's stdin and never writes to it: end-of-file means it is gone (a
   * SIGKILL or a crash gives it no time to stop us). The server is then stopped cleanly, instead of living
   * on as an orphan that holds the port and the database file a restart opens again — and instead of
   * dying mid-write: DynamoDB Local loses a write it already acknowledged when it is killed outright.
   */
  private static void stopWhenParentDies(Object proxyServer) {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (System.in.read() != -1) {
                  // Nothing is ever sent; read until the pipe closes.
                }
              } catch (java.io.IOException ignored) {
                // A broken pipe means the same: the parent is gone.
              }
              try {
                proxyServer.getClass().getMethod("stop").invoke(proxyServer);
              } catch (ReflectiveOperationException ignored) {
                // Exiting below is all that is left to do.
              }
              System.exit(0);
            },
            "parent-watcher");
    watcher.setDaemon(true);
    watcher.start();
  }
}
