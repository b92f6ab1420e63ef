import type pg from 'pg';

const NEWLINE = 0x0a;

/** Line breaks in a chunk, to count CSV rows without decoding or keeping the text. */
export function countNewlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) count += 1;
  return count;
}

/**
 * `COPY … TO STDOUT` through a pg client, counting the bytes and lines PostgreSQL sends and
 * discarding them. pg hands copy data to the active query object, so a minimal "submittable" is enough
 * (what pg-copy-streams does, without the package).
 */
export function copyOut(
  client: pg.ClientBase,
  text: string,
): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let lines = 0;
    let failure: Error | undefined;
    const submittable = {
      submit: (connection: { query: (text: string) => void }) => connection.query(text),
      handleCopyOutResponse: () => {},
      handleCopyData: (message: { chunk: Buffer }) => {
        bytes += message.chunk.length;
        lines += countNewlines(message.chunk);
      },
      handleCommandComplete: () => {},
      handleRowDescription: () => {},
      handleDataRow: () => {},
      handleEmptyQuery: () => {},
      handlePortalSuspended: () => {},
      handleError: (error: Error) => {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve({ bytes, lines })),
    };
    void (client as unknown as { query: (query: object) => unknown }).query(submittable);
  });
}
