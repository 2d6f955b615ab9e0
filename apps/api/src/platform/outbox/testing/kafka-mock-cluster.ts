// A real Kafka-protocol broker for tests and benches: librdkafka's mock cluster, started by Debian's
// kcat (`kcat -b localhost:1 -X test.mock.num.brokers=1 -C -t warmup -d mock`), which prints
// `bootstrap.servers=127.0.0.1:PORT` in its debug log. Topics are created on first use. Without
// kcat this fails, naming the package to install: a Kafka test never passes by not running.
import { spawn, type ChildProcess } from 'node:child_process';

export interface KafkaMockCluster {
  /** host:port of its broker. */
  readonly bootstrap: string;
  readonly port: number;
  /** Kills the cluster (everything it held is gone). */
  stop(): Promise<void>;
}

const KCAT = process.env.KCAT_PATH ?? 'kcat';

export async function startKafkaMockCluster(timeoutMs = 30_000): Promise<KafkaMockCluster> {
  const child = spawn(
    KCAT,
    ['-b', 'localhost:1', '-X', 'test.mock.num.brokers=1', '-C', '-t', 'warmup', '-d', 'mock'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(
      () => fail(new Error(`kcat printed no bootstrap.servers in ${timeoutMs} ms:\n${log.slice(-2000)}`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error(
              `kcat is not installed: the Kafka tests run against librdkafka's mock cluster, started by Debian's kcat. Install it: sudo apt-get install -y kcat (or set KCAT_PATH)`,
            )
          : error,
      ),
    );
    const early = (code: number | null) =>
      fail(new Error(`kcat exited (${code}) before its mock cluster started:\n${log.slice(-2000)}`));
    child.once('exit', early);
    // The debug log keeps growing with every request: keep reading it (a full pipe would stall the broker).
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /bootstrap\.servers=127\.0\.0\.1:(\d+)/.exec(log);
      if (!found) return;
      clearTimeout(timer);
      child.off('exit', early);
      log = '';
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume();
      resolve(Number(found[1]));
    });
  });
  return {
    port,
    bootstrap: `127.0.0.1:${port}`,
    async stop() {
      if (isRunning(child)) child.kill('SIGKILL');
      await exited;
    },
  };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
