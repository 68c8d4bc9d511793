import com.almworks.sqlite4java.SQLiteJob;
import com.almworks.sqlite4java.SQLiteQueue;
import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

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
    commitBeforeAnswering(proxyServer);
    proxyServer.getClass().getMethod("start").invoke(proxyServer);
    stopWhenParentDies(proxyServer);
  }

  /**
   * DynamoDB Local answers a TransactWriteItems before the transaction is committed: its
   * SQLiteDBAccess.commitTransaction puts the COMMIT on the engine's one SQLite thread (a SQLiteQueue) and
   * returns without waiting for it (every other call waits for its job's result). The response is then
   * sent while the COMMIT — journal, fsyncs, removing the journal — may still be queued or running. Killed
   * in that window (SIGKILL of the process group, a power cut), SQLite rolls the hot journal back on the
   * next open and a write the caller was told succeeded is gone: measured, the last acknowledged
   * transaction of every kill (5 of 920 over 5 kills; the crash test saw 1 order of 100 lost).
   * Reads in the same run never showed it, because jobs run in order on that one thread.
   *
   * The fix: the engine's queue is replaced, before the server starts, by one whose execute waits for
   * the job it queued, so a COMMIT is done before the request that asked for it is answered (DynamoDB's
   * own promise). The database file and everything else are unchanged; an in-memory engine (-inMemory,
   * no file to reopen) keeps its queue, as a crash loses it whole anyway.
   */
  private static void commitBeforeAnswering(Object proxyServer) throws Exception {
    Object serverHandler = field(proxyServer, "serverHandler");
    Object requestHandler = field(serverHandler, "primaryHandler");
    if (!Boolean.TRUE.equals(field(requestHandler, "sharedDb"))) {
      throw new IllegalStateException("DynamoDbLocalOnHost expects -sharedDb (one database file)");
    }
    // The shared database's client, which the engine creates on the first request (the key is ignored
    // with -sharedDb); created now so its queue can be replaced before any request uses it.
    Method getHandler = requestHandler.getClass().getDeclaredMethod("getHandler", String.class);
    getHandler.setAccessible(true);
    Object client = getHandler.invoke(requestHandler, "shared");
    Object dbAccess = field(client, "dbAccess");
    Field queueField = declaredField(dbAccess.getClass(), "queue");
    SQLiteQueue engineQueue = (SQLiteQueue) queueField.get(dbAccess);
    File file = engineQueue.getDatabaseFile();
    if (file == null) return;
    SQLiteQueue waiting = new WaitingQueue(file).start();
    queueField.set(dbAccess, waiting);
    // Its jobs so far (creating the metadata tables) are done: the engine waited for them.
    engineQueue.stop(true).join();
  }

  /** A SQLiteQueue whose execute returns once the job has run (its result or error is then ready). */
  static final class WaitingQueue extends SQLiteQueue {
    WaitingQueue(File file) {
      super(file);
    }

    @Override
    public <T, J extends SQLiteJob<T>> J execute(J job) {
      J queued = super.execute(job);
      // A job that queues another from the database thread would wait for itself.
      if (!isDatabaseThread()) queued.complete();
      return queued;
    }
  }

  private static Object field(Object owner, String name) throws ReflectiveOperationException {
    return declaredField(owner.getClass(), name).get(owner);
  }

  /** A field declared by the class or one of its superclasses, made readable. */
  private static Field declaredField(Class<?> type, String name) throws NoSuchFieldException {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field found = c.getDeclaredField(name);
        found.setAccessible(true);
        return found;
      } catch (NoSuchFieldException ignored) {
        // Look in the superclass.
      }
    }
    throw new NoSuchFieldException(type.getName() + "." + name);
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
