import type { PGlite } from '@electric-sql/pglite';

/** The channel the `pages` table's trigger announces committed changes on (migration 0011). */
export const PAGE_CHANGES_CHANNEL = 'page_changes';
/** The channel the `site_settings` table's trigger announces a changed key on (migration 0026). */
export const SETTING_CHANGES_CHANNEL = 'setting_changes';
/**
 * The channel a change that can end or alter a signed-in session is announced on: 'user <id>',
 * 'token <jti>' or '' for all (migration 0032).
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** What the schema's triggers announce on; every listening connection LISTENs to all of them. */
export const CHANNELS = [
  PAGE_CHANGES_CHANNEL,
  SETTING_CHANGES_CHANNEL,
  SESSION_CHANGES_CHANNEL,
] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a subscriber to a channel hears (docs/decisions/020-page-changes-by-notification.md). */
export type ChannelHandlers = {
  /** A payload sent on the channel (`pg_notify`), heard once the sender has committed. */
  notify: (payload: string) => void;
  /**
   * False while notifications cannot be heard (the listening connection is down, so any sent
   * then are lost), true once they can again: what was kept on their word must be rechecked.
   */
  hearing: (live: boolean) => void;
};

export type Notifications = {
  /** Subscribes to `channel` until the database is closed. */
  listen: (channel: Channel, handlers: ChannelHandlers) => void;
  /**
   * Resolves once every instance listening has heard everything committed before the call, or
   * after 1 s at most: the bound on how long a save may wait for a slow or unreachable instance.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * PGlite runs in this process: a notification reaches the listeners when its transaction
 * commits, before the write's promise resolves, and none can be missed.
 */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    listen: (channel, handlers) => {
      client.listen(channel, handlers.notify).then(
        () => handlers.hearing(true),
        () => {}, // closed meanwhile: nothing is served from it any more
      );
    },
    settle: async () => {},
    close: async () => {},
  };
}
