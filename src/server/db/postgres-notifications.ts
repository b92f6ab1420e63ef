import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CHANNELS, type ChannelHandlers, type Notifications } from './notifications';

/** `settle`'s own channels: a mark sent after a write, and each instance's answer to it. */
const MARKS = 'settle_marks';
const ANSWERS = 'settle_answers';
/** How the instances' listening connections are found in pg_stat_activity. */
const LISTENER_NAME = 'coachhire listener';
const RECONNECT_MS = 1_000;
const TIMEOUT_MS = 5_000;
const SETTLE_MS = 1_000;

const listenTo = (channels: readonly string[]) =>
  channels.map((channel) => `LISTEN ${channel}`).join('; ');

/** Rejects after `ms` unless `work` settles first: a hung database must not hold anyone. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type Session = { client: pg.Client; ready: boolean; last: Promise<unknown> };

/** Runs a statement on the listening connection after the ones before it (pg runs one at a time). */
function run(session: Session, text: string, values: unknown[]) {
  const result = session.last.then(() => session.client.query(text, values));
  session.last = result.catch(() => {});
  return within(result, TIMEOUT_MS);
}

export type PostgresNotifications = Notifications & {
  /**
   * The pool's `onConnect`: its connections LISTEN too, because a session hears its own
   * notifications before its COMMIT returns, so a write made through this instance — the admin
   * API or any other — has been heard here before its caller goes on.
   */
  prepareSession: (client: pg.ClientBase) => Promise<void>;
};

/**
 * Notifications on PostgreSQL. Besides the pool's sessions, one connection of the instance's own
 * LISTENs, whether the pool holds a connection or not; lost, it is opened again every second,
 * and the subscribers are told they were not hearing in between.
 *
 * `settle` sends a mark after the caller's write, on that connection. Notifications arrive in
 * commit order, so an instance hearing the mark has heard the write; each answers it, and the
 * caller waits for as many answers as there are listening connections (at most 1 s).
 */
export function postgresNotifications(databaseUrl: string): PostgresNotifications {
  const subscribers = new Map<string, Set<ChannelHandlers>>();
  const waiting = new Map<string, { answers: number; expected: number; done: () => void }>();
  let session: Session | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;

  const deliver = ({ channel, payload = '' }: pg.Notification) => {
    for (const handlers of subscribers.get(channel) ?? []) handlers.notify(payload);
  };
  const tellAll = (live: boolean) => {
    for (const set of subscribers.values()) for (const handlers of set) handlers.hearing(live);
  };

  const hear = (from: Session) => (notification: pg.Notification) => {
    const { channel, payload = '' } = notification;
    if (channel === MARKS) {
      void run(from, 'select pg_notify($1, $2)', [ANSWERS, payload]).catch(() => {});
    } else if (channel === ANSWERS) {
      const wait = waiting.get(payload);
      if (wait && ++wait.answers >= wait.expected) wait.done();
    } else {
      deliver(notification);
    }
  };

  const lose = async (lost: Session) => {
    if (session !== lost) return;
    session = undefined;
    if (lost.ready) tellAll(false);
    if (!closed) {
      reconnect = setTimeout(connect, RECONNECT_MS);
      reconnect.unref();
    }
    await lost.client.end().catch(() => {});
  };

  async function connect() {
    reconnect = undefined;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    const opened: Session = { client, ready: false, last: Promise.resolve() };
    session = opened;
    client.on('error', () => void lose(opened));
    client.on('end', () => void lose(opened));
    client.on('notification', hear(opened));
    try {
      await client.connect();
      await within(client.query(listenTo([...CHANNELS, MARKS, ANSWERS])), TIMEOUT_MS);
    } catch {
      await lose(opened);
      return;
    }
    if (session !== opened) return;
    opened.ready = true;
    tellAll(true);
  }

  async function settle(current: Session) {
    const mark = randomUUID();
    const wait = { answers: 0, expected: Number.POSITIVE_INFINITY, done: () => {} };
    const answered = new Promise<void>((resolve) => {
      wait.done = resolve;
      setTimeout(resolve, SETTLE_MS).unref();
    });
    waiting.set(mark, wait);
    try {
      const { rows } = await run(
        current,
        `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
          where application_name = $3 and datname = current_database()) as listeners`,
        [MARKS, mark, LISTENER_NAME],
      );
      wait.expected = (rows[0] as { listeners: number }).listeners;
      if (wait.answers >= wait.expected) wait.done();
      await answered;
    } finally {
      waiting.delete(mark);
    }
  }

  return {
    listen: (channel, handlers) => {
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set);
      set.add(handlers);
      if (session?.ready) handlers.hearing(true);
      else if (!session && !closed && !reconnect) void connect();
    },
    settle: async () => {
      if (session?.ready) await settle(session).catch(() => {});
    },
    prepareSession: async (client) => {
      client.on('notification', deliver);
      await within(client.query(listenTo(CHANNELS)), TIMEOUT_MS);
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnect);
      if (session) await lose(session);
    },
  };
}
