// Preloaded (`node --import`) into a private e2e server whose clock a spec moves forward: the
// offset in milliseconds is read from CLOCK_OFFSET_FILE every 100 ms. Only e2e/rating-reply.spec.ts
// uses it, to let a booked trip's day pass without waiting for it.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';

const file = process.env.CLOCK_OFFSET_FILE;
const RealDate = globalThis.Date;
let offset = 0;

function readOffset() {
  try {
    offset = Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    offset = 0;
  }
}

if (file) {
  readOffset();
  setInterval(readOffset, 100).unref();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
